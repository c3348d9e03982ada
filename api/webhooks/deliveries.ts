import crypto from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, webhookDeliveries, webhookDeliveryAttempts } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import { TEST_EVENT, type DeliveryJson } from "./contract";
import { deliver } from "./deliver";
import { wakeDispatchers, type WebhookEnvelope } from "./emit";
import { findWebhookInScope, toDeliveryJson, type WebhookDeps } from "./model";

async function withLog(db: Database, rows: (typeof webhookDeliveries.$inferSelect)[]): Promise<DeliveryJson[]> {
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookDeliveryAttempts)
    .where(
      inArray(
        webhookDeliveryAttempts.deliveryId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => toDeliveryJson(row, attempts));
}

/** GET /custom-webhooks/{id}/deliveries: the newest 50, each with its attempts. */
export async function listDeliveries(db: Database, actor: Actor, webhookId: number): Promise<DeliveryJson[]> {
  const hook = await findWebhookInScope(db, actor, webhookId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, hook.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(50);
  return withLog(db, rows);
}

/**
 * POST /custom-webhooks/deliveries/{id}/redeliver: the same event (same id and payload) as a new delivery with a log
 * of its own. Refused (409) while the hook is off, where it could not go anyway.
 */
export async function redeliver(db: Database, actor: Actor, deliveryId: number): Promise<DeliveryJson> {
  const [found] = await db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(companies, eq(companies.id, webhookDeliveries.companyId))
    .where(and(eq(webhookDeliveries.id, deliveryId), companiesInScope(actor)));
  if (!found) throw ApiError.notFound("Delivery not found");
  const hook = await findWebhookInScope(db, actor, found.delivery.webhookId);
  if (!hook.active) throw ApiError.conflict("The webhook is off: turn it on before sending again");
  const original = found.delivery;
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      webhookId: original.webhookId,
      companyId: original.companyId,
      eventId: original.eventId,
      eventType: original.eventType,
      surveyResultId: original.surveyResultId,
      payload: original.payload,
      redeliveryOf: original.id,
    })
    .returning();
  wakeDispatchers();
  return toDeliveryJson(row, []);
}

/**
 * POST /custom-webhooks/{id}/test: a `webhook.test` event to this hook alone, signed and logged like any other, so a
 * receiver can be checked before a real event happens. Sent at once, by the delivery code every event goes through,
 * and answered with its attempt, so the page can say how the endpoint answered; a failed test is not retried (the
 * owner sends another). Refused (409) while the hook is off.
 */
export async function sendTestEvent(deps: WebhookDeps, actor: Actor, webhookId: number): Promise<DeliveryJson> {
  const { db } = deps;
  const hook = await findWebhookInScope(db, actor, webhookId);
  if (!hook.active) throw ApiError.conflict("The webhook is off: turn it on before sending a test event");
  const envelope: WebhookEnvelope = {
    id: crypto.randomUUID(),
    type: TEST_EVENT,
    created_at: new Date().toISOString(),
    company_id: hook.companyId,
    data: { message: "A test event: your endpoint received and can verify our deliveries." },
  };
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      webhookId: hook.id,
      companyId: hook.companyId,
      eventId: envelope.id,
      eventType: TEST_EVENT,
      payload: envelope as unknown as Record<string, unknown>,
      // Not "pending": the dispatcher leaves it to this request.
      state: "queued",
    })
    .returning();
  try {
    await deliver(deps, row.id);
  } catch {
    // The attempt failed and is logged; a test gets no retries.
    await db
      .update(webhookDeliveries)
      .set({ state: "failed" })
      .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.state, "queued")));
  }
  const [sent] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row.id));
  const [json] = await withLog(db, [sent]);
  return json;
}
