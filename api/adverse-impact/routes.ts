import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { auditPack } from "./audit-pack";
import { adverseImpactContract } from "./contract";
import { readAdverseImpact } from "./read-impact";
import { updateImpactSettings } from "./update-settings";

/** Adverse impact: GET /adverse-impact, its audit pack, and the company's passing threshold. */
export function adverseImpactFeature({ db }: ApiDeps) {
  return implement(adverseImpactContract, {
    read: async ({ auth, query }) => ({ data: await readAdverseImpact(db, auth.actor, query) }),
    packCsv: ({ auth, query }) => auditPack(db, auth, query, "csv"),
    packPdf: ({ auth, query }) => auditPack(db, auth, query, "pdf"),
    updateSettings: async ({ auth, body }) => ({ data: await updateImpactSettings(db, auth, body) }),
  });
}
