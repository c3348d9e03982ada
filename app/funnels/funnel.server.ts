// A campaign's public funnel (/funnels/{campaign}): the landing page's content, and one visit counted per page load
// on the server (no cookie, nothing about the visitor kept). Unknown slugs are 404; a closed funnel is a page of
// its own, never an error.
import type { LoaderFunctionArgs } from "@remix-run/node";
import brand from "~brand";
import { apiClient, notFound, notFoundOn404 } from "~/api/client.server";
import { candidateI18n } from "~/i18n/i18n.server";
import { jobsAreaOn } from "~/jobs/access.server";
import { funnelChannel, funnelsContract as funnels } from "../../api/funnels/contract";

export async function loadFunnel({ request, params, context }: LoaderFunctionArgs) {
  if (!brand.features.campaigns) throw notFound();
  const slug = params.campaign ?? "";
  const api = apiClient(context, null);
  const via = funnelChannel.safeParse(new URL(request.url).searchParams.get("via"));
  const channel = via.success ? via.data : undefined;
  const { data: funnel } = await api.call(funnels.get, { params: { slug } }).catch(notFoundOn404);
  if (funnel.open) {
    // A failed count must not cost the visitor the page.
    await api.call(funnels.visit, { params: { slug }, body: channel ? { channel } : {} }).catch(() => undefined);
  }
  const register = new URLSearchParams({ link: funnel.assessment_link ?? "", campaign: funnel.slug });
  register.set("via", channel ?? funnel.campaign.channel);
  return {
    funnel,
    i18n: await candidateI18n(request, ["funnels"], funnel.company.default_language),
    assessmentHref: funnel.assessment_link ? `/survey/register?${register}` : null,
    // Applying: the job's own careers form (where the jobs area exists), while the job takes applications; the
    // form carries `campaign` and `via` on to the API, which counts the application as the funnel's registration.
    applyHref:
      jobsAreaOn(context) && funnel.open && funnel.job?.open ? `/careers/${funnel.job.uuid}/apply?${register}` : null,
  };
}
