// The one call that tells a company's webhooks something happened: `emitEvent(db, companyId, type, data)`. It writes
// a pending delivery per subscribed, active hook, in the caller's transaction when there is one (so an event exists
// exactly when what it reports does), and wakes the dispatcher, which hands the deliveries to the job queue.
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { webhookDeliveries, webhooks } from "../../server/db/schema/index";
import type { Executor } from "../survey-results/model";
import type { TEST_EVENT, WebhookEventType } from "./contract";

/** Dispatchers of this process (one per API instance), woken after an emit. */
const dispatchers = new Set<() => void>();

export function registerDispatcher(wake: () => void): () => void {
  dispatchers.add(wake);
  return () => dispatchers.delete(wake);
}

/** Wakes the dispatchers (after writing pending deliveries). */
export function wakeDispatchers(): void {
  for (const wake of dispatchers) wake();
}

/** The envelope every receiver gets. */
export interface WebhookEnvelope {
  id: string;
  type: WebhookEventType | typeof TEST_EVENT;
  created_at: string;
  company_id: number;
  data: Record<string, unknown>;
}

/**
 * Queues `type` for every active hook of the company subscribed to it; answers how many deliveries it made. Cheap when
 * the company has no hooks (one indexed query). `data.survey_result_id` links the delivery to a person (erasure).
 */
export async function emitEvent(
  db: Database | Executor,
  companyId: number,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<number> {
  const hooks = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.companyId, companyId),
        eq(webhooks.active, true),
        sql`${webhooks.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
  if (hooks.length === 0) return 0;
  const envelope: WebhookEnvelope = {
    id: crypto.randomUUID(),
    type,
    created_at: new Date().toISOString(),
    company_id: companyId,
    data,
  };
  const surveyResultId = typeof data.survey_result_id === "number" ? data.survey_result_id : null;
  await db.insert(webhookDeliveries).values(
    hooks.map((hook) => ({
      webhookId: hook.id,
      companyId,
      eventId: envelope.id,
      eventType: type,
      surveyResultId,
      payload: envelope as unknown as Record<string, unknown>,
    })),
  );
  wakeDispatchers();
  return hooks.length;
}
