-- audit_log held proxy-session writes only ("proxy-write") and has not been written since audit_events (ADR 039):
-- its rows move into the one audit trail as "proxy.write" by the impersonated user, with the super admin behind it.
INSERT INTO "audit_events" ("action", "company_id", "actor_user_id", "support_user_id", "summary", "status", "created_at")
SELECT 'proxy.' || replace(a."action", 'proxy-', ''), u."company_id", a."impersonated_user_id", a."super_admin_user_id",
       coalesce(a."method" || ' ' || a."path", a."action"), a."status", a."created_at"
FROM "audit_log" a LEFT JOIN "users" u ON u."id" = a."impersonated_user_id";
--> statement-breakpoint
DROP TABLE "audit_log" CASCADE;
