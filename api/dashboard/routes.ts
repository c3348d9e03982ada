import { implement } from "../http/implement";
import type { ApiDeps } from "../index";
import { dashboardContract } from "./contract";
import { getDashboard } from "./get-dashboard";

/** The home page's data for the acting user. */
export function dashboardFeature({ db }: ApiDeps) {
  return implement(dashboardContract, {
    get: async ({ auth }) => ({ data: await getDashboard(db, auth.actor) }),
  });
}
