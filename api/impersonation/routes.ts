import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { impersonationContract } from "./contract";
import { endImpersonation, startImpersonation } from "./impersonate";

/** Starting and ending a proxy session. */
export function impersonationFeature({ db }: ApiDeps) {
  return implement(impersonationContract, {
    start: async ({ auth, body }) => ({ data: await startImpersonation(db, auth, body.user_id, body.reason) }),
    end: ({ auth, body }) => endImpersonation(db, auth, body.user_id),
  });
}
