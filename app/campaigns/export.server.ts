import type { LoaderFunctionArgs } from "@remix-run/node";
import brand from "~brand";
import { notFound } from "~/api/client.server";
import { requireCapability } from "~/auth/user.server";
import { csvDownload, CSV_STREAM } from "~/ui/download.server";
import { campaignsContract as campaigns } from "../../api/campaigns/contract";
import { campaignIdOf } from "./campaigns.server";

/** /hiring-campaigns/{id}/export.csv: the funnel's counts as CSV, streamed from the API with the user's token. */
export async function exportCampaign({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  if (!brand.features.campaigns) throw notFound();
  const { api } = await requireCapability(request, context, "campaigns:manage");
  const campaignId = campaignIdOf(params);
  return csvDownload(
    () => api.stream(campaigns.export, { params: { id: campaignId } }, CSV_STREAM),
    `campaign-${campaignId}.csv`,
  );
}
