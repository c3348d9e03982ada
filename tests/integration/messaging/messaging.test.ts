// Messaging: company templates with validated Liquid text, a preview per recipient, a send to one person
// and a queued bulk send with a result per recipient that a restart part-way never sends twice, unsubscribing by
// the e-mail's link and by an SMS reply of STOP, and tenant scope (another company's person is not found).
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { startMessagingWorker } from "../../../api/messaging/routes";
import { SEND_QUEUE } from "../../../api/messaging/send";
import { startSendWorker } from "../../../api/messaging/worker";
import { outboxMailer } from "../../../server/mail/index";
import { createTableQueue } from "../../../api/queue/table-queue";
import { queueFor, stopQueueFor } from "../../../api/queue/index";
import { outboxSmsSender, twilioSignature } from "../../../api/sms/index";
import { createLogger } from "../../../server/logger";
import { loadEnv } from "../../../server/env";
import { eventually, HARBOR_OWNER, HARBOR_USER, startMessagingApi, SUMMIT_OWNER, type MessagingApi } from "./support";

const TWILIO_TOKEN = "test-twilio-auth-token";
let s: MessagingApi;
let harbor: number[];

beforeAll(async () => {
  s = await startMessagingApi({ TWILIO_AUTH_TOKEN: TWILIO_TOKEN });
  harbor = await s.resultIds("harbor-dental");
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const outboxTo = (to: string) =>
  s.database.db
    .select()
    .from(schema.outboxEmails)
    .where(
      and(sql`lower(${schema.outboxEmails.to}) = ${to.toLowerCase()}`, eq(schema.outboxEmails.template, "message")),
    );

async function person(id: number) {
  const [row] = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, id));
  return row;
}

async function finished(batchId: number) {
  return eventually(
    async () => (await s.call(HARBOR_OWNER, "GET", `/messaging/batches/${batchId}`)).body.data,
    (b) => b.done,
  );
}

describe("message templates", () => {
  test("company admins create, change and delete them; colleagues read and cannot change them", async () => {
    const created = await s.call(HARBOR_OWNER, "POST", "/messaging/templates", {
      name: "Next step",
      channel: "email",
      subject: "Your next step at {{ company }}",
      body: "Hello {{ name }},\n\nThanks for applying as {{ job }}. Continue here: {{ link }}",
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: "Next step", channel: "email" });
    const id = created.body.data.id;

    expect(
      (await s.call(HARBOR_USER, "GET", "/messaging/templates")).body.data.map((t: { id: number }) => t.id),
    ).toContain(id);
    expect(
      (await s.call(SUMMIT_OWNER, "GET", "/messaging/templates")).body.data.map((t: { id: number }) => t.id),
    ).not.toContain(id);
    expect(
      (await s.call(HARBOR_USER, "PUT", `/messaging/templates/${id}`, { name: "x", channel: "sms", body: "Hi" }))
        .status,
    ).toBe(403);
    expect(
      (await s.call(SUMMIT_OWNER, "PUT", `/messaging/templates/${id}`, { name: "x", channel: "sms", body: "Hi" }))
        .status,
    ).toBe(404);

    const sms = await s.call(HARBOR_OWNER, "PUT", `/messaging/templates/${id}`, {
      name: "Next step (SMS)",
      channel: "sms",
      subject: "ignored",
      body: "Hi {{ name }}, see {{ link }}",
    });
    expect(sms.body.data).toMatchObject({ channel: "sms", subject: null });
    expect((await s.call(HARBOR_OWNER, "DELETE", `/messaging/templates/${id}`)).status).toBe(204);
    expect((await s.call(HARBOR_OWNER, "DELETE", `/messaging/templates/${id}`)).status).toBe(404);
  });

  test("a text that does not render is refused with what is wrong, by field", async () => {
    const unknown = await s.call(HARBOR_OWNER, "POST", "/messaging/templates", {
      name: "Broken",
      channel: "email",
      subject: "Hi {{ nmae }}",
      body: "Hello {% if name %}",
    });
    expect(unknown.status).toBe(400);
    const byPath = Object.fromEntries(
      unknown.body.errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath.subject).toMatch(/unknown variable \{\{ nmae \}\}/);
    expect(byPath.body).toMatch(/syntax error/);
    const missing = await s.call(HARBOR_OWNER, "POST", "/messaging/templates", {
      name: "",
      channel: "email",
      body: "",
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["body", "name", "subject"]);
  });
});

describe("sending", () => {
  test("preview shows each recipient's own text, HTML-escaped in the e-mail; one send lands in the outbox and the conversation", async () => {
    const id = harbor[0];
    const p = await person(id);
    await s.database.db
      .update(schema.surveyResults)
      .set({ first: "<b>Ann</b>" })
      .where(eq(schema.surveyResults.id, id));
    const input = {
      channel: "email",
      subject: "Hello {{ name }}",
      body: "Dear {{ name }}, about the {{ job }} role at {{ company }}.",
      recipients: { ids: [id] },
    };
    const preview = await s.call(HARBOR_USER, "POST", "/messaging/preview", input);
    expect(preview.status).toBe(200);
    expect(preview.body.data.total).toBe(1);
    expect(preview.body.data.recipients[0]).toMatchObject({
      survey_result_id: id,
      to: p.email,
      subject: "Hello <b>Ann</b>",
      text: `Dear <b>Ann</b>, about the ${p.roleName} role at Harbor Dental.`,
      skip_reason: null,
    });

    const sent = await s.call(HARBOR_USER, "POST", "/messaging/send", input);
    expect(sent.status).toBe(202);
    const batch = await finished(sent.body.data.id);
    expect(batch).toMatchObject({ total: 1, sent: 1, skipped: 0, failed: 0 });

    const [mail] = await outboxTo(p.email);
    expect(mail.subject).toBe("Hello <b>Ann</b>");
    expect(mail.html).toContain("Dear &lt;b&gt;Ann&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Ann</b>");
    expect(mail.text).toMatch(/unsubscribe: http:\/\/localhost:\d+\/unsubscribe\/[A-Za-z0-9_-]{32}/);

    const history = await s.call(HARBOR_USER, "GET", `/messaging?surveyResultId=${id}`);
    expect(history.body.data[0]).toMatchObject({ channel: "email", status: "sent", subject: "Hello <b>Ann</b>" });
  });

  test("{{ job }} names the title of the job the person applied for, {{ role }} their role; without an application {{ job }} is the role", async () => {
    const [applicantId, otherId] = [harbor[6], harbor[7]];
    const applicant = await person(applicantId);
    const other = await person(otherId);
    const [job] = await s.database.db
      .insert(schema.jobs)
      .values({ companyId: applicant.companyId, title: "Front Desk Coordinator", status: "published" })
      .returning();
    await s.database.db.insert(schema.jobApplications).values({
      jobId: job.id,
      surveyResultId: applicantId,
      first: applicant.first,
      last: applicant.last,
      email: applicant.email,
      status: "submitted",
      submittedAt: new Date(),
    });
    const input = {
      channel: "email",
      subject: "Your application: {{ job }}",
      body: "Thank you for applying for {{ job }} ({{ role }}).",
      recipients: { ids: [applicantId, otherId] },
    };
    const preview = await s.call(HARBOR_OWNER, "POST", "/messaging/preview", input);
    expect(preview.status).toBe(200);
    const textOf = Object.fromEntries(
      preview.body.data.recipients.map((r: { survey_result_id: number; subject: string; text: string }) => [
        r.survey_result_id,
        r,
      ]),
    );
    expect(textOf[applicantId]).toMatchObject({
      subject: "Your application: Front Desk Coordinator",
      text: `Thank you for applying for Front Desk Coordinator (${applicant.roleName}).`,
    });
    expect(textOf[otherId].text).toBe(`Thank you for applying for ${other.roleName} (${other.roleName}).`);

    // The queued send fills the variables the same way.
    const sent = await s.call(HARBOR_OWNER, "POST", "/messaging/send", input);
    expect(sent.status).toBe(202);
    await finished(sent.body.data.id);
    const [mail] = await outboxTo(applicant.email);
    expect(mail.subject).toBe("Your application: Front Desk Coordinator");
    expect(mail.text).toContain("Thank you for applying for Front Desk Coordinator");
  });

  test("another company's person is not found: no preview, no send, no conversation", async () => {
    const foreign = (await s.resultIds("summit-fitness"))[0];
    const input = { channel: "email", subject: "Hi", body: "Hi", recipients: { ids: [harbor[1], foreign] } };
    expect((await s.call(HARBOR_OWNER, "POST", "/messaging/preview", input)).status).toBe(404);
    expect((await s.call(HARBOR_OWNER, "POST", "/messaging/send", input)).status).toBe(404);
    expect((await s.call(HARBOR_OWNER, "GET", `/messaging?surveyResultId=${foreign}`)).status).toBe(404);
    const [{ n }] = await s.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.messages)
      .where(eq(schema.messages.surveyResultId, foreign));
    expect(n).toBe(0);
  });

  test("a message that does not render is refused before anything is queued", async () => {
    const res = await s.call(HARBOR_OWNER, "POST", "/messaging/send", {
      channel: "sms",
      body: "Hi {{ nickname }}",
      recipients: { ids: [harbor[1]] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ path: "body" });
  });
});

describe("a bulk send to 500 people", () => {
  test("runs on the queue with progress, and a restart part-way sends nobody twice", async () => {
    const companyId = s.companyIds["harbor-dental"];
    const rows = Array.from({ length: 500 }, (_, i) => ({
      companyId,
      roleName: "Bulk Tester",
      first: `Bulk${i}`,
      last: "Person",
      email: `bulk${i}@bulk.test`,
      sex: "unspecified" as const,
      consentAt: new Date(),
    }));
    await s.database.db.insert(schema.surveyResults).values(rows);
    const filters = { company_id: String(companyId), role: "Bulk Tester" };

    const preview = await s.call(HARBOR_OWNER, "POST", "/messaging/preview", {
      channel: "email",
      subject: "News for {{ name }}",
      body: "Hello {{ full_name }}",
      recipients: { filters },
    });
    expect(preview.body.data.total).toBe(500);

    // This process's worker is replaced by one that is stopped (as a server shutdown would) after 120 messages.
    await stopQueueFor(s.database.db);
    const first = createTableQueue(s.database.db, { pollMs: 50 });
    let delivered = 0;
    let stopping: Promise<void> | null = null;
    let headers: Record<string, string> | undefined;
    const outbox = outboxMailer(s.database.db);
    await startSendWorker(
      {
        db: s.database.db,
        sms: outboxSmsSender(s.database.db),
        publicUrl: "http://localhost:3000",
        mailer: {
          async send(message) {
            await outbox.send(message);
            headers ??= message.headers;
            if (++delivered === 120) stopping = first.stop();
          },
        },
      },
      first,
    );

    const sent = await s.call(HARBOR_OWNER, "POST", "/messaging/send", {
      channel: "email",
      subject: "News for {{ name }}",
      body: "Hello {{ full_name }}",
      recipients: { filters },
    });
    expect(sent.status).toBe(202);
    expect(sent.body.data).toMatchObject({ total: 500, done: false });
    const batchId = sent.body.data.id;

    await eventually(
      async () => stopping,
      (p) => p !== null,
    );
    await stopping;
    const stopped = (await s.call(HARBOR_OWNER, "GET", `/messaging/batches/${batchId}`)).body.data;
    expect(stopped).toMatchObject({ sent: 120, pending: 380, done: false });
    // Mail clients offer one-click unsubscribe from these headers (RFC 8058).
    expect(headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(
        /^<http:\/\/localhost:3000\/api\/v2\/messaging\/unsubscribe\/[\w-]{32}>$/,
      ),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // A new worker (the next server start) takes the cut-off job again and finishes the send.
    const env = loadEnv({ LOG_LEVEL: "silent" });
    const deps = { db: s.database.db, env, logger: createLogger("silent") };
    await startMessagingWorker(deps);
    await (await queueFor(deps)).settled(SEND_QUEUE, 120_000);

    const done = await finished(batchId);
    expect(done).toMatchObject({ total: 500, sent: 500, skipped: 0, failed: 0, pending: 0, done: true });
    expect(done.finished_at).not.toBeNull();
    const [{ n, people }] = await s.database.db
      .select({
        n: sql<number>`count(*)::int`,
        people: sql<number>`count(distinct lower(${schema.outboxEmails.to}))::int`,
      })
      .from(schema.outboxEmails)
      .where(sql`${schema.outboxEmails.to} like '%@bulk.test'`);
    expect({ n, people }).toEqual({ n: 500, people: 500 });

    const results = await s.call(HARBOR_OWNER, "GET", `/messaging/batches/${batchId}/results?status=sent&limit=5`);
    expect(results.body.data).toHaveLength(5);
    expect(results.body.data[0]).toMatchObject({
      status: "sent",
      reason: null,
      subject: expect.stringMatching(/^News for Bulk/),
    });
    expect((await s.call(SUMMIT_OWNER, "GET", `/messaging/batches/${batchId}`)).status).toBe(404);
  }, 180_000);
});

describe("unsubscribing", () => {
  test("the e-mail's link unsubscribes; the next send skips the person with the reason", async () => {
    const id = harbor[2];
    const p = await person(id);
    const first = await s.call(HARBOR_OWNER, "POST", "/messaging/send", {
      channel: "email",
      subject: "First",
      body: "First message",
      recipients: { ids: [id, harbor[3]] },
    });
    await finished(first.body.data.id);
    const [mail] = await outboxTo(p.email);
    const token = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];

    const info = await s.call(null, "GET", `/messaging/unsubscribe/${token}`);
    expect(info.body.data).toMatchObject({ company_name: "Harbor Dental", unsubscribed: false });
    expect(info.body.data.address).not.toBe(p.email);
    expect((await s.call(null, "GET", `/messaging/unsubscribe/${"x".repeat(32)}`)).status).toBe(404);
    // The mail client's one-click POST (RFC 8058) is form-encoded.
    const oneClick = await s.api.fetch(`/messaging/unsubscribe/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect((await s.call(null, "GET", `/messaging/unsubscribe/${token}`)).body.data.unsubscribed).toBe(true);

    const next = await s.call(HARBOR_OWNER, "POST", "/messaging/send", {
      channel: "email",
      subject: "Second",
      body: "Second message",
      recipients: { ids: [id, harbor[3]] },
    });
    expect(await finished(next.body.data.id)).toMatchObject({ sent: 1, skipped: 1 });
    const skipped = await s.call(HARBOR_OWNER, "GET", `/messaging/batches/${next.body.data.id}/results?status=skipped`);
    expect(skipped.body.data).toEqual([expect.objectContaining({ survey_result_id: id, reason: "Unsubscribed" })]);
    expect((await outboxTo(p.email)).map((m) => m.subject)).toEqual(["First"]);
  });

  test("an SMS reply of STOP (signed by the provider) unsubscribes the number; an unsigned one is refused", async () => {
    const id = harbor[4];
    await s.database.db
      .update(schema.surveyResults)
      .set({ phone: "+1 (555) 010-9999" })
      .where(eq(schema.surveyResults.id, id));
    const url = "http://localhost:3000/api/v2/messaging/sms/inbound";
    const params = { From: "+15550109999", Body: "STOP", MessageSid: "SM123" };
    const form = new URLSearchParams(params).toString();
    const post = (signature: string) =>
      s.api.fetch("/messaging/sms/inbound", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signature },
        body: form,
      });
    expect((await post("forged")).status).toBe(403);
    const ok = await post(twilioSignature(TWILIO_TOKEN, url, params));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("<Response>");

    const sms = await s.call(HARBOR_OWNER, "POST", "/messaging/send", {
      channel: "sms",
      body: "Hi {{ name }}",
      recipients: { ids: [id, harbor[5]] },
    });
    await finished(sms.body.data.id);
    const results = await s.call(HARBOR_OWNER, "GET", `/messaging/batches/${sms.body.data.id}/results`);
    const mine = results.body.data.find((m: { survey_result_id: number }) => m.survey_result_id === id);
    expect(mine).toMatchObject({ status: "skipped", reason: "Unsubscribed", to: "+15550109999" });
    const history = await s.call(HARBOR_OWNER, "GET", `/messaging?surveyResultId=${id}`);
    expect(history.body.data[0]).toMatchObject({ channel: "sms", status: "skipped", reason: "Unsubscribed" });
  });
});
