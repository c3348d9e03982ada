import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { selfIdentificationContract } from "./contract";
import { getSelfIdentification } from "./get-self-identification";
import { getSelfIdentificationSettings, setSelfIdentificationSettings } from "./settings";

/** Voluntary self-identification: one person's answers (eeo:read) and the company's optional questions. */
export function selfIdentificationFeature({ db }: ApiDeps) {
  return implement(selfIdentificationContract, {
    get: async ({ auth, params }) => ({ data: await getSelfIdentification(db, auth.actor, params.id) }),
    getSettings: async ({ auth, params }) => ({
      data: await getSelfIdentificationSettings(db, auth.actor, params.id),
    }),
    setSettings: async ({ auth, params, body }) => ({
      data: await setSelfIdentificationSettings(db, auth, params.id, body),
    }),
  });
}
