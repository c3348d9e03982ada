// Custom webhooks end to end, with a receiver on loopback (allowed in STAGE=local only): a completed assessment is
// delivered once, signed so that the verifier printed in docs/webhooks.md accepts it; a receiver that fails twice
// then succeeds gets exactly one accepted delivery; a tampered body fails the verifier; a hook that keeps failing
// turns itself off and the owner is e-mailed; and outside the local stage private addresses are refused (SSRF).
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import vm from "node:vm";
import { createRequire } from "node:module";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { seed, tenancySeed } from "../../../api/db/seed";
import { stopQueueFor } from "../../../api/queue/index";
import { postJson, webhookSettings } from "../../../api/webhooks/deliver";
import { isForbiddenAddress, urlProblem } from "../../../api/webhooks/ssrf";
import { ITEMS } from "../../../domain/assessment/items";
import { waitUntil } from "../../../api/queue/port";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startApi, type ApiUnderTest } from "../../support/api";

const OWNER = "owner@harbor-dental.test";
const USER = "user@harbor-dental.test";
const SUMMIT_OWNER = "owner@summit-fitness.test";

/** The verifier exactly as docs/webhooks.md prints it (its first ```js block), run as a reader would run it. */
function documentedVerifier(): (body: string, header: string, secret: string) => boolean {
  const doc = fs.readFileSync(new URL("../../../docs/webhooks.md", import.meta.url), "utf8");
  const code = /```js\n([\s\S]*?)```/.exec(doc)![1];
  const sandbox = { require: createRequire(import.meta.url), Buffer, Date, module: { exports: {} } };
  vm.runInNewContext(`${code}\nmodule.exports = verifyWebhook;`, sandbox);
  return sandbox.module.exports as never;
}
const verify = documentedVerifier();

interface Received {
  body: string;
  headers: http.IncomingHttpHeaders;
  status: number;
}
/** A receiver on 127.0.0.1 that answers the statuses queued in `script` (then 200) and keeps what it got. */
async function receiver() {
  const received: Received[] = [];
  const script: number[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const status = script.shift() ?? 200;
      received.push({ body, headers: req.headers, status });
      res.writeHead(status).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, script, close: () => new Promise((r) => server.close(r)) };
}

let database: TestDatabase;
let api: ApiUnderTest;
let rx: Awaited<ReturnType<typeof receiver>>;
let harborId: number;
let token: string;
const saved = { ...webhookSettings };

async function call(as: string | undefined, method: string, path: string, json?: unknown) {
  const res = await api.fetch(path, { as, method, json });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function createHook(events: string[], url = rx.url) {
  const res = await call(OWNER, "PUT", "/custom-webhooks", { url, events, description: "CRM" });
  expect(res.status).toBe(200);
  return res.body as { data: { id: number }; secret: string };
}

let emails = 0;
/** Registers, answers and submits an assessment at Harbor Dental through the public API; answers its uuid. */
async function completeAssessment() {
  const email = `hook.${++emails}@example.test`;
  const reg = await call(undefined, "POST", "/surveys/register", {
    token,
    first: "Robin",
    last: "Hook",
    email,
    sex: "female",
    age: 30,
    role: "Receptionist",
    consent: true,
  });
  expect(reg.status).toBe(201);
  const uuid = reg.body.survey_result_uuid;
  const answers = ITEMS.map((item, i) => ({ item_id: item.id, value: (i % 5) + 1 }));
  expect((await call(undefined, "PUT", `/surveys/${uuid}/answers`, { answers })).status).toBe(200);
  expect((await call(undefined, "POST", "/surveys/submit", { survey_result_uuid: uuid })).status).toBe(200);
  return { uuid, email };
}

beforeAll(async () => {
  Object.assign(webhookSettings, { retryDelayMs: 50, retryLimit: 5, failureLimit: 4 });
  database = await createTestDatabase();
  await seed(database.db, [tenancySeed]);
  const [harbor] = await database.db.select().from(schema.companies).where(eq(schema.companies.name, "Harbor Dental"));
  harborId = harbor.id;
  token = harbor.assessmentToken;
  api = await startApi(database.db);
}, 120_000);
afterAll(async () => {
  Object.assign(webhookSettings, saved);
  await api?.close();
  await stopQueueFor(database.db);
  await database?.close();
});
beforeEach(async () => {
  await rx?.close();
  rx = await receiver();
  await database.db.delete(schema.webhooks);
});

describe("custom webhooks", () => {
  test("a completed assessment is delivered once, with a signature the documented verifier accepts", async () => {
    const { secret } = await createHook(["assessment.completed"]);
    expect(secret).toMatch(/^whsec_/);
    const { email } = await completeAssessment();
    await waitUntil(async () => rx.received.length >= 1, 10_000, "the delivery");
    await new Promise((r) => setTimeout(r, 300)); // nothing else may follow
    expect(rx.received).toHaveLength(1);
    const [got] = rx.received;
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({ type: "assessment.completed", company_id: harborId, data: { email } });
    expect(got.headers["webhook-id"]).toBe(body.id);
    expect(verify(got.body, String(got.headers["webhook-signature"]), secret)).toBe(true);
    // The documented verifier refuses a tampered body, a wrong secret and an old timestamp.
    expect(verify(got.body.replace("Robin", "Mallory"), String(got.headers["webhook-signature"]), secret)).toBe(false);
    expect(verify(got.body, String(got.headers["webhook-signature"]), "whsec_wrong")).toBe(false);
    const old = String(got.headers["webhook-signature"]).replace(/t=\d+/, "t=1000000000");
    expect(verify(got.body, old, secret)).toBe(false);
  });

  test("a receiver that fails twice then succeeds gets exactly one accepted delivery, all attempts logged", async () => {
    const { data } = await createHook(["candidate.archived"]);
    rx.script.push(500, 503);
    const [result] = await database.db
      .insert(schema.surveyResults)
      .values({
        companyId: harborId,
        roleName: "Receptionist",
        first: "A",
        last: "B",
        email: "arch@example.test",
        consentAt: new Date(),
      })
      .returning();
    const archived = await call(OWNER, "POST", "/survey-results/bulk-update", { ids: [result.id], archived: true });
    expect(archived.status).toBe(200);
    await waitUntil(async () => rx.received.some((r) => r.status === 200), 15_000, "the accepted delivery");
    await new Promise((r) => setTimeout(r, 300));
    expect(rx.received.map((r) => r.status)).toEqual([500, 503, 200]);
    expect(new Set(rx.received.map((r) => JSON.parse(r.body).id)).size).toBe(1);

    const log = await call(OWNER, "GET", `/custom-webhooks/${data.id}/deliveries`);
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({ state: "succeeded", attempts: 3, last_status_code: 200 });
    expect(log.body.data[0].log.map((a: { status_code: number }) => a.status_code)).toEqual([500, 503, 200]);
    expect(log.body.data[0].log[0].error).toBe("answered 500");

    // Manual redelivery: the same event again, as a new delivery.
    const again = await call(OWNER, "POST", `/custom-webhooks/deliveries/${log.body.data[0].id}/redeliver`);
    expect(again.status).toBe(201);
    await waitUntil(async () => rx.received.length === 4, 10_000, "the redelivery");
    expect(JSON.parse(rx.received[3].body).id).toBe(JSON.parse(rx.received[0].body).id);
  });

  test("a test event reaches this hook alone, signed like any other, whatever it subscribes to; not while it is off", async () => {
    const { data, secret } = await createHook(["user.invited"]);
    const sent = await call(OWNER, "POST", `/custom-webhooks/${data.id}/test`);
    expect(sent.status).toBe(201);
    // Sent before the answer, which says how the endpoint answered.
    expect(sent.body.data).toMatchObject({
      webhook_id: data.id,
      event_type: "webhook.test",
      redelivery_of: null,
      state: "succeeded",
      attempts: 1,
      last_status_code: 200,
      log: [{ attempt: 1, status_code: 200, error: null }],
    });
    expect(rx.received).toHaveLength(1);
    const [delivery] = rx.received;
    expect(JSON.parse(delivery.body)).toMatchObject({ type: "webhook.test", company_id: harborId });
    expect(delivery.headers["webhook-event"]).toBe("webhook.test");
    expect(verify(delivery.body, String(delivery.headers["webhook-signature"]), secret)).toBe(true);
    await waitUntil(
      async () =>
        (await call(OWNER, "GET", `/custom-webhooks/${data.id}/deliveries`)).body.data[0].state === "succeeded",
      10_000,
      "the logged success",
    );

    // A failing endpoint: the answer says so at once; the test is not retried and does not count towards turning
    // the hook off.
    rx.script.push(500);
    const failed = await call(OWNER, "POST", `/custom-webhooks/${data.id}/test`);
    expect(failed.status).toBe(201);
    expect(failed.body.data).toMatchObject({
      state: "failed",
      attempts: 1,
      last_status_code: 500,
      log: [{ attempt: 1, status_code: 500, error: "answered 500" }],
    });
    expect((await call(OWNER, "GET", `/custom-webhooks/${data.id}`)).body.data.consecutive_failures).toBe(0);
    await new Promise((r) => setTimeout(r, webhookSettings.retryDelayMs * 3 + 200));
    expect(rx.received).toHaveLength(2);

    // Another company's owner cannot send to it; off, it sends nothing.
    expect((await call(SUMMIT_OWNER, "POST", `/custom-webhooks/${data.id}/test`)).status).toBe(404);
    await call(OWNER, "PUT", "/custom-webhooks", { id: data.id, url: rx.url, events: ["user.invited"], active: false });
    expect((await call(OWNER, "POST", `/custom-webhooks/${data.id}/test`)).status).toBe(409);
  });

  test("after N failures in a row the hook turns itself off and the owner is e-mailed", async () => {
    const { data } = await createHook(["user.invited"]);
    rx.script.push(...Array(20).fill(500));
    const created = await call(OWNER, "POST", "/users", {
      email: "invitee@example.test",
      first: "In",
      last: "Vitee",
      role: "COMPANY_USER",
      company_id: harborId,
    });
    expect(created.status).toBe(201);
    await waitUntil(
      async () => (await call(OWNER, "GET", `/custom-webhooks/${data.id}`)).body.data.active === false,
      15_000,
      "the hook to turn off",
    );
    expect(rx.received).toHaveLength(webhookSettings.failureLimit);
    const hook = (await call(OWNER, "GET", `/custom-webhooks/${data.id}`)).body.data;
    expect(hook.disabled_reason).toMatch(/4 failed deliveries/);
    const mails = await database.db
      .select()
      .from(schema.outboxEmails)
      .where(and(eq(schema.outboxEmails.to, OWNER), eq(schema.outboxEmails.template, "webhook-disabled")));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(rx.url);
    // Turned off, it neither receives events nor redelivers.
    const list = await call(OWNER, "GET", `/custom-webhooks/${data.id}/deliveries`);
    expect(list.body.data[0].state).toBe("failed");
    expect((await call(OWNER, "POST", `/custom-webhooks/deliveries/${list.body.data[0].id}/redeliver`)).status).toBe(
      409,
    );
  });

  test("secret rotation: both secrets sign during the overlap", async () => {
    const { data, secret: old } = await createHook(["assessment.completed"]);
    const rotated = await call(OWNER, "POST", `/custom-webhooks/${data.id}/rotate-secret`, { overlap_hours: 1 });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(old);
    expect(rotated.body.data.previous_secret_expires_at).not.toBeNull();
    await completeAssessment();
    await waitUntil(async () => rx.received.length >= 1, 10_000, "the delivery");
    const [got] = rx.received;
    const header = String(got.headers["webhook-signature"]);
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verify(got.body, header, old)).toBe(true);
    expect(verify(got.body, header, rotated.body.secret)).toBe(true);
  });

  test("only owners and admins manage hooks, inside their own company; bad input is a 400 with its field", async () => {
    const { data } = await createHook(["assessment.completed"]);
    expect((await call(USER, "GET", "/custom-webhooks")).status).toBe(403);
    expect((await call(SUMMIT_OWNER, "GET", `/custom-webhooks/${data.id}`)).status).toBe(404);
    expect((await call(SUMMIT_OWNER, "GET", `/custom-webhooks?companyId=${harborId}`)).status).toBe(404);
    const bad = await call(OWNER, "PUT", "/custom-webhooks", { url: "ftp://x", events: ["nope"] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["events.0", "url"]);
    const listed = await call(OWNER, "GET", "/custom-webhooks");
    expect(JSON.stringify(listed.body)).not.toMatch(/whsec_/);
  });
});

describe("SSRF", () => {
  test("outside the local stage, private, loopback, link-local and metadata addresses are refused", async () => {
    const dev = await startApi(database.db, {
      env: { STAGE: "dev", SESSION_SECRET: "x".repeat(40), PUBLIC_URL: "https://app.example.test" },
    });
    try {
      for (const url of [
        "https://127.0.0.1/hook",
        "https://localhost/hook",
        "https://169.254.169.254/latest/meta-data",
        "https://10.1.2.3/",
        "https://[::1]/",
        "https://[fd00:ec2::254]/",
        "http://example.com/hook",
      ]) {
        const res = await dev.fetch("/custom-webhooks", {
          as: OWNER,
          method: "PUT",
          json: { url, events: ["assessment.completed"] },
        });
        expect(res.status, url).toBe(400);
        expect((await res.json()).errors[0].path).toBe("url");
      }
    } finally {
      await dev.close();
    }
    // The delivery-time check sees what a name resolves to then (a name that turns private is refused).
    const resolve = (async () => [{ address: "192.168.1.5", family: 4 }]) as never;
    expect(await urlProblem("https://rebound.example.test/", { allowPrivate: false, resolve })).toMatch(/private/);
    // At delivery time: a literal private address, and a name resolving to loopback, are refused before connecting.
    const options = { allowPrivate: false, timeoutMs: 2_000 };
    expect((await postJson("https://127.0.0.1:1/hook", "{}", {}, options)).error).toMatch(/^refused/);
    expect((await postJson("https://localhost:1/hook", "{}", {}, options)).error).toMatch(/^refused/);
    expect(isForbiddenAddress("::ffff:127.0.0.1")).toBe(true);
    expect(isForbiddenAddress("93.184.216.34")).toBe(false);
  });
});
