import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { privateAnswer } from "../report-shares/routes";
import { shareKeysFor } from "../report-shares/payload";
import { sharedLinkLimiterFor } from "../report-shares/rate-limit";
import { dataRequestsContract } from "./contract";
import { eraseOwnData } from "./erase-own-data";
import { fileRequest } from "./file-request";
import { getRequest } from "./get-request";
import { replyToRequest } from "./reply-request";
import { countOverdue, searchRequests } from "./search-requests";
import { updateRequest } from "./update-request";

/**
 * Requests about a person's data: the public side through their own report's link (file, erase;
 * limited like the link's other answers) and the company's inbox (list, overdue count, one, change, reply).
 */
export function dataRequestsFeature(deps: ApiDeps) {
  const { db } = deps;
  const keys = () => shareKeysFor(deps, "participant");
  const limit = sharedLinkLimiterFor(deps);
  return implement(dataRequestsContract, {
    file: async (ctx) => {
      privateAnswer(ctx);
      await limit(ctx);
      return { data: await fileRequest(db, await keys(), ctx.body) };
    },
    eraseOwn: async (ctx) => {
      privateAnswer(ctx);
      await limit(ctx);
      return { data: await eraseOwnData(deps, await keys(), ctx.body.payload) };
    },
    search: ({ auth, query }) => searchRequests(db, auth.actor, query),
    overdue: async ({ auth }) => ({ data: await countOverdue(db, auth.actor) }),
    get: async ({ auth, params }) => ({ data: await getRequest(db, auth.actor, params.id) }),
    update: async ({ auth, params, body }) => ({ data: await updateRequest(db, auth, params.id, body) }),
    reply: async ({ auth, params, body }) => ({ data: await replyToRequest(deps, auth, params.id, body.message) }),
  });
}
