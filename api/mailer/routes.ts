import { implement } from "../http/implement";
import type { ApiDeps } from "../index";
import { mailerContract } from "./contract";
import { readOutbox } from "./read-outbox";

/** The e-mail outbox. */
export function mailerFeature({ db, env }: ApiDeps) {
  return implement(mailerContract, {
    outbox: async ({ auth, query }) => ({ data: await readOutbox(db, env, auth, query) }),
  });
}
