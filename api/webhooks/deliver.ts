// Delivering webhooks: the dispatcher hands pending deliveries to the job queue (one job each, keyed by the delivery,
// so a delivery is never queued twice), and the queue's worker posts them. A failed attempt throws, so the queue
// retries it with exponential backoff; every attempt is logged. After `failureLimit` failures in a row the hook turns
// itself off and the company's owner gets an e-mail.
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { and, asc, eq, sql } from "drizzle-orm";
import brand from "~brand";
import { companies, users, webhookDeliveries, webhookDeliveryAttempts, webhooks } from "../../server/db/schema/index";
import { createMailer } from "../../server/mail/index";
import { queueFor, type JobQueue } from "../queue/index";
import { TEST_EVENT } from "./contract";
import { registerDispatcher } from "./emit";
import { signingSecrets, type WebhookDeps, type WebhookRow } from "./model";
import { SIGNATURE_HEADER, signatureHeader } from "./signature";
import { guardedLookup, isForbiddenAddress, UnsafeUrlError } from "./ssrf";

export const DELIVERY_QUEUE = "webhook-delivery";

/** Delivery tuning; tests shorten the delays. */
export const webhookSettings = {
  /** Retries after the first attempt (the queue's retry limit). */
  retryLimit: 5,
  /** Delay before the first retry; each next one waits twice as long (10 s, 20 s, 40 s, 80 s, 160 s). */
  retryDelayMs: 10_000,
  /** Failed attempts in a row (across deliveries) after which a hook turns itself off. */
  failureLimit: 15,
  timeoutMs: 10_000,
};

interface PostResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** POSTs the body; never follows redirects; reads at most 64 kB of the answer. */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  { allowPrivate, timeoutMs }: { allowPrivate: boolean; timeoutMs: number },
): Promise<PostResult> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): PostResult => ({
    statusCode,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  const target = new URL(url);
  const host = target.hostname.replace(/^\[(.*)\]$/, "$1");
  // An address in the URL is not looked up, so the lookup's check would never see it.
  if (!allowPrivate && net.isIP(host) && isForbiddenAddress(host))
    return Promise.resolve(done(null, "refused: the URL points to a private or local address"));
  if (!allowPrivate && target.protocol !== "https:") return Promise.resolve(done(null, "refused: not an https URL"));
  return new Promise((resolve) => {
    const lib = target.protocol === "https:" ? https : http;
    const req = lib.request(
      target,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), ...headers },
        lookup: guardedLookup(allowPrivate),
        timeout: timeoutMs,
      },
      (res) => {
        let read = 0;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > 65_536) res.destroy();
        });
        res.on("close", () => resolve(done(res.statusCode ?? null, null)));
        res.on("error", () => undefined);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", (error) =>
      resolve(done(null, error instanceof UnsafeUrlError ? `refused: ${error.message}` : error.message.slice(0, 500))),
    );
    req.end(body);
  });
}

async function mailOwners(deps: WebhookDeps, hook: WebhookRow) {
  const owners = await deps.db
    .select({ email: users.email, company: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, hook.companyId), eq(users.authRole, "COMPANY_OWNER"), eq(users.active, 1)));
  const mailer = createMailer(deps);
  for (const owner of owners) {
    await mailer.send({
      to: owner.email,
      template: "webhook-disabled",
      subject: `A webhook of ${owner.company} was turned off`,
      text: [
        `${brand.name} turned off the webhook to ${hook.url} after ${webhookSettings.failureLimit} failed deliveries in a row.`,
        "Fix the receiving end, then turn the webhook on again in the company settings: new events are sent again from then on, and failed deliveries can be sent again from its delivery log.",
      ].join("\n\n"),
    });
  }
}

/** One attempt at one delivery (a queue job). Throws to have the queue retry it. */
export async function deliver(deps: WebhookDeps, deliveryId: number): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({ delivery: webhookDeliveries, hook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!row || row.delivery.state === "succeeded" || row.delivery.state === "failed") return;
  const { delivery, hook } = row;
  if (!hook.active) {
    await db.update(webhookDeliveries).set({ state: "failed" }).where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  const attempt = delivery.attempts + 1;
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const result = await postJson(
    hook.url,
    body,
    {
      [SIGNATURE_HEADER]: signatureHeader(await signingSecrets(deps, hook), timestamp, body),
      "Webhook-Id": delivery.eventId,
      "Webhook-Event": delivery.eventType,
      "User-Agent": `${brand.name}-Webhooks/1`,
    },
    { allowPrivate: deps.env.STAGE === "local", timeoutMs: webhookSettings.timeoutMs },
  );
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const error = ok ? null : (result.error ?? `answered ${result.statusCode}`);
  await db.insert(webhookDeliveryAttempts).values({
    deliveryId: delivery.id,
    attempt,
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    error,
  });
  if (ok) {
    await db
      .update(webhookDeliveries)
      .set({ state: "succeeded", attempts: attempt, lastStatusCode: result.statusCode, deliveredAt: new Date() })
      .where(eq(webhookDeliveries.id, delivery.id));
    await db.update(webhooks).set({ consecutiveFailures: 0 }).where(eq(webhooks.id, hook.id));
    return;
  }
  // A failed test is the owner trying the endpoint out: it does not count towards turning the hook off.
  const [counted] =
    delivery.eventType === TEST_EVENT
      ? [{ failures: hook.consecutiveFailures }]
      : await db
          .update(webhooks)
          .set({ consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1` })
          .where(eq(webhooks.id, hook.id))
          .returning({ failures: webhooks.consecutiveFailures });
  const lastTry = attempt > webhookSettings.retryLimit;
  if (counted.failures >= webhookSettings.failureLimit) {
    const [disabled] = await db
      .update(webhooks)
      .set({
        active: false,
        disabledAt: new Date(),
        disabledReason: `Turned off after ${counted.failures} failed deliveries in a row`,
        updatedAt: new Date(),
      })
      .where(and(eq(webhooks.id, hook.id), eq(webhooks.active, true)))
      .returning();
    if (disabled) await mailOwners(deps, disabled);
  }
  const stop = lastTry || counted.failures >= webhookSettings.failureLimit;
  await db
    .update(webhookDeliveries)
    .set({ state: stop ? "failed" : "queued", attempts: attempt, lastStatusCode: result.statusCode })
    .where(eq(webhookDeliveries.id, delivery.id));
  if (!stop) throw new Error(`webhook delivery ${delivery.id} failed: ${error}`);
}

/** Queues every pending delivery (each once: the job is keyed by the delivery). */
async function dispatch(deps: WebhookDeps, queue: JobQueue) {
  const pending = await deps.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.state, "pending"))
    .orderBy(asc(webhookDeliveries.createdAt))
    .limit(200);
  for (const { id } of pending) {
    await queue.send(
      DELIVERY_QUEUE,
      { deliveryId: id },
      {
        singletonKey: `webhook-delivery:${id}`,
        retryLimit: webhookSettings.retryLimit,
        retryDelayMs: webhookSettings.retryDelayMs,
      },
    );
    await deps.db
      .update(webhookDeliveries)
      .set({ state: "queued" })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.state, "pending")));
  }
}

/**
 * Starts this API instance's delivery worker and dispatcher. An emit wakes the dispatcher at once and again a moment
 * later (an emit inside a transaction is visible only after its commit); a slow sweep catches anything else, e.g.
 * deliveries left pending by a restart.
 */
export function startWebhookWorker(deps: WebhookDeps): void {
  const queue = queueFor(deps);
  let running: Promise<void> | null = null;
  let again = false;
  let errors = 0;
  let sweep: NodeJS.Timeout | null = null;
  const run = (q: JobQueue) => {
    if (running) {
      again = true;
      return;
    }
    running = dispatch(deps, q)
      .then(() => {
        errors = 0;
      })
      .catch((err) => {
        // A closed database (a stopped test server) ends the sweep rather than logging forever.
        if (++errors >= 5) {
          unregister();
          if (sweep) clearInterval(sweep);
        }
        deps.logger.error({ err }, "webhook dispatch failed");
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run(q);
        }
      });
  };
  const wake = () => {
    for (const delay of [10, 1_000]) setTimeout(() => queue.then(run, () => undefined), delay).unref();
  };
  const unregister = registerDispatcher(wake);
  queue
    .then(async (q) => {
      await q.work<{ deliveryId: number }>(DELIVERY_QUEUE, (job) => deliver(deps, job.data.deliveryId));
      sweep = setInterval(() => run(q), 30_000);
      sweep.unref();
      run(q);
    })
    .catch((err) => deps.logger.error({ err }, "the webhook worker did not start"));
}
