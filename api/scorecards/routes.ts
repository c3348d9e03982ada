import { permissionContext } from "../../server/permissions";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { removeAttribute, setAttribute } from "./attributes";
import { scorecardsContract } from "./contract";
import { getDebrief } from "./debrief";
import { getScorecard } from "./get-scorecard";
import { getKit } from "./kit";
import { saveScorecard } from "./save-scorecard";
import { getSettings, updateSettings } from "./settings";

/** Interview kits, interviewers' scorecards (draft, submit), the debrief, company question attributes, settings. */
export function scorecardsFeature({ db, env }: ApiDeps) {
  const ctx = permissionContext(env);
  return implement(scorecardsContract, {
    kit: async ({ auth, params, query }) => ({ data: await getKit(db, auth.actor, ctx, params.id, query) }),
    save: async ({ auth, params, body }) => ({ data: await saveScorecard(db, auth, params.id, body, false) }),
    submit: async ({ auth, params, body }) => ({ data: await saveScorecard(db, auth, params.id, body, true) }),
    get: async ({ auth, params }) => ({ data: await getScorecard(db, auth.actor, params.id) }),
    debrief: async ({ auth, params, query }) => ({ data: await getDebrief(db, auth.actor, params.id, query) }),
    setAttribute: async ({ auth, params, body }) => ({ data: await setAttribute(db, auth, params.id, body) }),
    removeAttribute: async ({ auth, params }) => {
      await removeAttribute(db, auth, params.id);
    },
    settings: async ({ auth, query }) => ({ data: await getSettings(db, auth.actor, query.company_id) }),
    updateSettings: async ({ auth, body }) => ({ data: await updateSettings(db, auth, body) }),
  });
}
