import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { campaignOptions } from "./campaign-options";
import { campaignStats } from "./campaign-stats";
import { campaignsContract } from "./contract";
import { exportCampaign } from "./export-campaign";
import { getCampaign } from "./model";
import { searchCampaigns } from "./search-campaigns";
import { createCampaign, endCampaign, updateCampaign } from "./write-campaign";

/** Hiring campaigns: search, options, create, read, change, end, the funnel's stats and its CSV. */
export function campaignsFeature({ db }: ApiDeps) {
  return implement(campaignsContract, {
    search: ({ auth, query }) => searchCampaigns(db, auth.actor, query),
    options: ({ auth }) => campaignOptions(db, auth.actor),
    create: async ({ auth, body }) => ({ data: await createCampaign(db, auth, body) }),
    get: async ({ auth, params }) => ({ data: await getCampaign(db, auth.actor, params.id) }),
    update: async ({ auth, params, body }) => ({ data: await updateCampaign(db, auth, params.id, body) }),
    end: async ({ auth, params }) => ({ data: await endCampaign(db, auth, params.id) }),
    stats: async ({ auth, params }) => ({ data: await campaignStats(db, auth.actor, params.id) }),
    export: ({ auth, params }) => exportCampaign(db, auth.actor, params.id),
  });
}
