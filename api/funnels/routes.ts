import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { funnelsContract } from "./contract";
import { getFunnel } from "./get-funnel";
import { recordVisit } from "./track";

/** Public funnels: the landing page's content and its visits. */
export function funnelsFeature({ db }: ApiDeps) {
  return implement(funnelsContract, {
    get: async ({ params }) => ({ data: await getFunnel(db, params.slug) }),
    visit: ({ params, body }) => recordVisit(db, params.slug, body.channel),
  });
}
