import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/index";
import { webhooks } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import type { WebhookJson } from "./contract";
import { findWebhookInScope, sealSecret, toWebhookJson, type WebhookDeps } from "./model";
import { newSecret } from "./signature";

/**
 * POST /custom-webhooks/{id}/rotate-secret: a new secret, answered once. The old one keeps signing beside it for
 * `overlapHours`, so receivers accept either while they switch (two v1 values in the signature header).
 */
export async function rotateSecret(
  deps: WebhookDeps,
  auth: Auth,
  id: number,
  overlapHours: number,
): Promise<{ data: WebhookJson; secret: string }> {
  const hook = await findWebhookInScope(deps.db, auth.actor, id);
  const secret = newSecret();
  const [row] = await deps.db
    .update(webhooks)
    .set({
      secret: await sealSecret(deps, secret),
      previousSecret: overlapHours > 0 ? hook.secret : null,
      previousSecretExpiresAt: overlapHours > 0 ? new Date(Date.now() + overlapHours * 3_600_000) : null,
      updatedAt: new Date(),
    })
    .where(eq(webhooks.id, hook.id))
    .returning();
  await recordAudit(deps.db, auth, {
    action: "webhook.rotate_secret",
    companyId: hook.companyId,
    subjectType: "webhook",
    subjectId: hook.id,
    summary: `Webhook ${hook.id} secret rotated, ${overlapHours} h overlap`,
  });
  return { data: toWebhookJson(row), secret };
}
