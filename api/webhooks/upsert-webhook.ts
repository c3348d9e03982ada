import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/index";
import { webhooks } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { WebhookJson, WebhookUpsert } from "./contract";
import { findWebhookInScope, sealSecret, toWebhookJson, type WebhookDeps } from "./model";
import { newSecret } from "./signature";
import { urlProblem } from "./ssrf";
import { plural } from "../../domain/text";

/**
 * PUT /custom-webhooks: without `id` a new hook (its secret answered this once), with `id` a change. The URL is
 * checked for SSRF here and again at every delivery. Turning a hook on again clears its failure count.
 */
export async function upsertWebhook(
  deps: WebhookDeps,
  auth: Auth,
  input: WebhookUpsert,
): Promise<{ data: WebhookJson; secret: string | null }> {
  const { db, env } = deps;
  const problem = await urlProblem(input.url, { allowPrivate: env.STAGE === "local" });
  if (problem) throw ApiError.badRequest([{ path: "url", message: problem }]);

  if (input.id === undefined) {
    const company = await findCompanyInScope(db, auth.actor, input.company_id ?? auth.actor.companyId);
    const secret = newSecret();
    const [row] = await db
      .insert(webhooks)
      .values({
        companyId: company.id,
        url: input.url,
        description: input.description,
        events: input.events,
        active: input.active,
        secret: await sealSecret(deps, secret),
        createdByUserId: auth.actor.id,
      })
      .returning();
    await recordAudit(db, auth, {
      action: "webhook.create",
      companyId: company.id,
      subjectType: "webhook",
      subjectId: row.id,
      summary: `Webhook ${row.id} created for ${plural(input.events.length, "event type")}`,
    });
    return { data: toWebhookJson(row), secret };
  }

  const hook = await findWebhookInScope(db, auth.actor, input.id);
  if (input.company_id !== undefined && input.company_id !== hook.companyId)
    throw ApiError.badRequest([{ path: "company_id", message: "cannot move a webhook to another company" }]);
  const reactivated = input.active && !hook.active;
  const [row] = await db
    .update(webhooks)
    .set({
      url: input.url,
      description: input.description,
      events: input.events,
      active: input.active,
      ...(reactivated ? { consecutiveFailures: 0, disabledAt: null, disabledReason: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(webhooks.id, hook.id))
    .returning();
  await recordAudit(db, auth, {
    action: "webhook.update",
    companyId: hook.companyId,
    subjectType: "webhook",
    subjectId: hook.id,
    summary: `Webhook ${hook.id} changed (${input.active ? "on" : "off"})`,
  });
  return { data: toWebhookJson(row), secret: null };
}
