// What other features use of the audit trail: `recordAudit` (api/audit/record.ts).
export { recordAudit, type AuditEntry } from "./record";
