import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import type { ApiDeps } from "../http/deps";
import { companies, webhookDeliveries, webhookDeliveryAttempts, webhooks } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { companiesInScope } from "../db/tenant-scope";
import { sealerFor } from "../utils/crypto";
import type { DeliveryJson, WebhookJson } from "./contract";

export type WebhookDeps = Pick<ApiDeps, "db" | "env" | "logger">;

export type WebhookRow = typeof webhooks.$inferSelect;

export function toWebhookJson(row: WebhookRow): WebhookJson {
  return {
    id: row.id,
    company_id: row.companyId,
    url: row.url,
    description: row.description,
    events: row.events,
    active: row.active,
    disabled_reason: row.disabledReason,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    consecutive_failures: row.consecutiveFailures,
    previous_secret_expires_at:
      row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date()
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A webhook of a company in the actor's scope, or 404. */
export async function findWebhookInScope(db: Database, actor: Actor, id: number): Promise<WebhookRow> {
  const [row] = await db
    .select({ hook: webhooks })
    .from(webhooks)
    .innerJoin(companies, eq(companies.id, webhooks.companyId))
    .where(and(eq(webhooks.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Webhook not found");
  return row.hook;
}

/** Secrets are kept sealed with the server's key (api/utils/crypto.ts): a database dump alone cannot sign. */
export async function sealSecret(deps: Pick<WebhookDeps, "db" | "env">, secret: string): Promise<string> {
  return (await sealerFor(deps, "webhookSecret")).seal({ s: secret });
}

export async function openSecret(deps: Pick<WebhookDeps, "db" | "env">, sealed: string): Promise<string> {
  const opened = await (await sealerFor(deps, "webhookSecret")).open(sealed);
  if (opened.status !== "valid" || typeof opened.payload.s !== "string") throw new Error("webhook secret unreadable");
  return opened.payload.s;
}

/** The secrets that sign now: the current one, and the previous one during a rotation's overlap. */
export async function signingSecrets(deps: Pick<WebhookDeps, "db" | "env">, hook: WebhookRow): Promise<string[]> {
  const secrets = [await openSecret(deps, hook.secret)];
  if (hook.previousSecret && hook.previousSecretExpiresAt && hook.previousSecretExpiresAt > new Date())
    secrets.push(await openSecret(deps, hook.previousSecret));
  return secrets;
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookDeliveryAttempts.$inferSelect;

export function toDeliveryJson(row: DeliveryRow, attempts: AttemptRow[]): DeliveryJson {
  return {
    id: row.id,
    webhook_id: row.webhookId,
    event_id: row.eventId,
    event_type: row.eventType,
    state: row.state,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    redelivery_of: row.redeliveryOf,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    log: attempts
      .filter((a) => a.deliveryId === row.id)
      .sort((a, b) => a.attempt - b.attempt)
      .map((a) => ({
        attempt: a.attempt,
        status_code: a.statusCode,
        duration_ms: a.durationMs,
        error: a.error,
        created_at: a.createdAt.toISOString(),
      })),
  };
}
