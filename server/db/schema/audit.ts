import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

/**
 * The audit trail (api/audit/): who did what, when, in which company. Rows name people only by user id, never
 * copy their data, and carry no foreign keys: the trail outlives the users and companies it mentions.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    /** A short dotted verb, e.g. `user.role_change`, `proxy.write`. */
    action: text("action").notNull(),
    /** The company the action concerns (null for actions outside any one company). */
    companyId: integer("company_id"),
    /** Who acted: the signed-in user, or the impersonated one in a proxy session. */
    actorUserId: integer("actor_user_id"),
    /** The super admin really signed in, when the action was taken in a proxy session. */
    supportUserId: integer("support_user_id"),
    /** What it was done to, e.g. `user` 42 (the id alone: personal data stays in its own table). */
    subjectType: text("subject_type"),
    subjectId: integer("subject_id"),
    /** A short text without personal data. */
    summary: text("summary").notNull(),
    /** The HTTP answer's status, for writes recorded before they ran (proxy writes); null otherwise. */
    status: integer("status"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_company_idx").on(t.companyId, t.createdAt),
    index("audit_events_created_idx").on(t.createdAt),
    index("audit_events_actor_idx").on(t.actorUserId, t.createdAt),
  ],
);
