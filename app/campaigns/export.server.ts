import type { LoaderFunctionArgs } from "@remix-run/node";
import brand from "~brand";
import { errorMessage } from "~domain/errors";
import { requireCapability } from "~/auth/user.server";
import { campaignsContract as campaigns } from "../../api/campaigns/contract";
import { campaignIdOf } from "./campaigns.server";

/** /hiring-campaigns/{id}/export.csv: the funnel's counts as CSV, streamed from the API with the user's token. */
export async function exportCampaign({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  if (!brand.features.campaigns) throw new Response("Not Found", { status: 404 });
  const { api } = await requireCapability(request, context, "campaigns:manage");
  const campaignId = campaignIdOf(params);
  const text = (body: string, status: number) =>
    new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  let upstream: Response;
  try {
    upstream = await api.stream(campaigns.export, { params: { id: campaignId } }, { accept: "text/csv" });
  } catch {
    return text(errorMessage("GENERIC_ERROR"), 502);
  }
  if (!upstream.ok || !upstream.body) {
    return upstream.status === 404 ? text("Not Found", 404) : text(errorMessage("GENERIC_ERROR"), 502);
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition":
        upstream.headers.get("content-disposition") ?? `attachment; filename="campaign-${campaignId}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
