import { createAi } from "../ai/port";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { automatedToolsContract } from "./contract";
import { getAutomatedTools } from "./get-automated-tools";

/** A company's public "How we use automated tools" notice. */
export function automatedToolsFeature({ db, env, logger }: ApiDeps) {
  const ai = createAi({ db, env, logger });
  return implement(automatedToolsContract, {
    get: async ({ params }) => ({ data: await getAutomatedTools(db, ai, params.token) }),
  });
}
