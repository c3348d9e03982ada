import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { dashboardContract } from "./contract";
import { getDashboard } from "./get-dashboard";
import { recordVisit } from "./record-visit";

/** The home page's data for the acting user. */
export function dashboardFeature({ db, env }: ApiDeps) {
  return implement(dashboardContract, {
    get: async ({ auth }) => ({ data: await getDashboard(db, env, auth.actor) }),
    visit: async ({ auth }) => ({ data: await recordVisit(db, auth) }),
  });
}
