import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { userEventsContract } from "./contract";
import { listUserEvents } from "./list-user-events";
import { storeUserEvents } from "./store-user-events";

/** The acting user's usage events. */
export function userEventsFeature({ db }: ApiDeps) {
  return implement(userEventsContract, {
    store: ({ auth, body }) => storeUserEvents(db, auth, body),
    list: async ({ auth, query }) => ({ data: await listUserEvents(db, auth.actor.id, query.limit) }),
  });
}
