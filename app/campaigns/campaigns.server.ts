// Campaigns (/hiring-campaigns and /hiring-campaigns/{id}, spec §2's paths in every brand): the list with its
// filters, one campaign's counts (chart, link and QR code), and the create / edit / end actions. Company owners,
// franchise staff and super admins (`campaigns:manage`); a brand without the feature has no such pages (404).
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import QRCode from "qrcode";
import { z } from "zod";
import brand from "~brand";
import { notFound, notFoundOn404 } from "~/api/client.server";
import { requireCapability } from "~/auth/user.server";
import { actionSuccess, apiFailure, intents, parseSubmission, redirectWithSuccess } from "~/ui/action/index.server";
import { listQuery } from "~/ui/list";
import {
  campaignFields,
  campaignsContract as campaigns,
  funnelPath,
  type CampaignChannel,
} from "../../api/campaigns/contract";
import { id } from "../../api/http/contract";

function requireCampaignsArea() {
  if (!brand.features.campaigns) throw notFound();
}

async function requireManager(request: Request, context: AppLoadContext) {
  requireCampaignsArea();
  return requireCapability(request, context, "campaigns:manage");
}

export async function loadCampaigns({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireManager(request, context);
  const query = listQuery(request, campaigns.search.query);
  const [{ data: list, meta }, options] = await Promise.all([
    api.call(campaigns.search, { query }),
    api.call(campaigns.options),
  ]);
  return { campaigns: list, total: meta.total, query, options: options.companies };
}

/** The funnel's absolute address, as shared (with the channel it is shared through). */
export const funnelUrl = (request: Request, context: AppLoadContext, slug: string, via?: CampaignChannel) =>
  new URL(funnelPath(slug, via), context.services.env.PUBLIC_URL ?? new URL(request.url).origin).toString();

export function campaignIdOf(params: LoaderFunctionArgs["params"]): number {
  const parsed = id().safeParse(params.id);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export async function loadCampaign({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireManager(request, context);
  const campaignId = campaignIdOf(params);
  const [{ data: campaign }, { data: stats }, options] = await Promise.all([
    // A campaign out of the user's scope, or none of that id, is the page's 404.
    api.call(campaigns.get, { params: { id: campaignId } }).catch(notFoundOn404),
    api.call(campaigns.stats, { params: { id: campaignId } }).catch(notFoundOn404),
    api.call(campaigns.options),
  ]);
  const link = funnelUrl(request, context, campaign.slug, campaign.channel);
  // The QR code points at the funnel with via=qr_code, so scans count as the QR channel whatever else is used.
  const qrSvg = await QRCode.toString(funnelUrl(request, context, campaign.slug, "qr_code"), {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
  });
  return { campaign, stats, link, qrSvg, options: options.companies };
}

/** The form's fields (the API's own; "" is absent, the checkbox "on"); the rules across fields stay the API's. */
const campaignForm = campaignFields;
export const CAMPAIGN_FIELDS = [
  "name",
  "company_id",
  "job_id",
  "role_name",
  "channel",
  "status",
  "starts_on",
  "ends_on",
  "instant_interview",
];

export const campaignsForm = intents({
  create: campaignForm,
  update: campaignForm.extend({ id: id("a campaign id") }),
  end: z.object({ id: id("a campaign id"), name: z.string().optional() }),
});

export async function campaignsAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireManager(request, context);
  const input = await parseSubmission(request, campaignsForm, { fields: CAMPAIGN_FIELDS });
  if (!input.ok) return input.result;
  const form = input.value;
  try {
    if (form.intent === "create") {
      const { intent: _intent, ...body } = form;
      const { data } = await api.call(campaigns.create, { body });
      return redirectWithSuccess(context, `/hiring-campaigns/${data.id}`, `Campaign “${data.name}” created.`);
    }
    if (form.intent === "update") {
      const { intent: _intent, id: campaignId, ...body } = form;
      const { data } = await api.call(campaigns.update, { params: { id: campaignId }, body });
      return actionSuccess(`Campaign “${data.name}” saved.`, { submission: input });
    }
    const { data } = await api.call(campaigns.end, { params: { id: form.id } });
    return actionSuccess(`Campaign “${data.name}” ended: its funnel is closed.`, { submission: input });
  } catch (error) {
    return apiFailure(error, { submission: input, fields: CAMPAIGN_FIELDS });
  }
}
