import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { aiSettingsContract } from "./contract";
import { createAi } from "./port";
import { getAiSettings, updateAiSettings } from "./settings";

/** A company's AI switch: GET and PUT /companies/{id}/ai-settings. */
export function aiSettingsFeature({ db, env, logger }: ApiDeps) {
  const ai = createAi({ db, env, logger });
  return implement(aiSettingsContract, {
    get: async ({ auth, params }) => ({ data: await getAiSettings(db, ai, auth.actor, params.id) }),
    update: async ({ auth, params, body }) => ({
      data: await updateAiSettings(db, ai, auth, params.id, body),
    }),
  });
}
