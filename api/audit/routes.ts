import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { auditContract } from "./contract";
import { exportAudit } from "./export-audit";
import { listAuditActions, searchAudit } from "./search-audit";

/** The audit trail: GET /audit, /audit/actions and /audit/export. */
export function auditFeature({ db }: ApiDeps) {
  return implement(auditContract, {
    search: ({ auth, query }) => searchAudit(db, auth.actor, query),
    actions: async ({ auth }) => ({ data: await listAuditActions(db, auth.actor) }),
    export: ({ auth, query }) => exportAudit(db, auth, query),
  });
}
