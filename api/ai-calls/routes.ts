import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { aiCallsContract } from "./contract";
import { getAiCallRetention, setAiCallRetention } from "./retention";
import { searchAiCalls } from "./search-ai-calls";

/** The record of AI calls: GET /ai-calls, and how long a company keeps it. No operation changes or deletes a row. */
export function aiCallsFeature({ db }: ApiDeps) {
  return implement(aiCallsContract, {
    search: ({ auth, query }) => searchAiCalls(db, auth.actor, query),
    getRetention: async ({ auth, params }) => ({ data: await getAiCallRetention(db, auth.actor, params.id) }),
    setRetention: async ({ auth, params, body }) => ({
      data: await setAiCallRetention(db, auth, params.id, body),
    }),
  });
}
