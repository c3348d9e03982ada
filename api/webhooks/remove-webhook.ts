import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { webhooks } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { findWebhookInScope } from "./model";

/** DELETE /custom-webhooks/{id}: the hook and its delivery log (queued jobs find nothing and end). */
export async function removeWebhook(db: Database, auth: Auth, id: number): Promise<void> {
  const hook = await findWebhookInScope(db, auth.actor, id);
  await db.delete(webhooks).where(eq(webhooks.id, hook.id));
  await recordAudit(db, auth, {
    action: "webhook.delete",
    companyId: hook.companyId,
    subjectType: "webhook",
    subjectId: hook.id,
    summary: `Webhook ${hook.id} deleted`,
  });
}
