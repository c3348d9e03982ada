// Past sends: GET /messaging/batches lists a company's sends (to many and to one), newest first and paged, with who
// sent them, the template, the count and the results (sent, opted out, failed); another company's sends never
// appear, and its send is not found by id. An SMS is stored and sent exactly as previewed, its opt-out line once.
// The demo's starter templates are each brand's own and all render.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import brand from "~brand";
import { STARTER_MESSAGE_TEMPLATES } from "../../../brands/message-templates";
import { seed } from "../../../api/db/seed";
import * as schema from "../../../server/db/schema/index";
import { messageTemplatesSeed } from "../../../api/messaging/demo-seed";
import { eventually, HARBOR_OWNER, HARBOR_USER, startMessagingApi, SUMMIT_OWNER, type MessagingApi } from "./support";

let s: MessagingApi;
let harbor: number[];
let summit: number[];

beforeAll(async () => {
  s = await startMessagingApi();
  harbor = await s.resultIds("harbor-dental");
  summit = await s.resultIds("summit-fitness");
}, 120_000);
afterAll(async () => {
  await s?.close();
});

async function sendAndFinish(as: string, input: Record<string, unknown>) {
  const sent = await s.call(as, "POST", "/messaging/send", input);
  expect(sent.status).toBe(202);
  return eventually(
    async () => (await s.call(as, "GET", `/messaging/batches/${sent.body.data.id}`)).body.data,
    (b) => b.done,
  );
}

describe("the demo's starter templates", () => {
  test("each company gets its brand's templates, in the brand's words, and each renders", async () => {
    expect(await seed(s.database.db, [messageTemplatesSeed])).toEqual(["seed:message-templates:v1"]);
    const list = await s.call(HARBOR_USER, "GET", "/messaging/templates");
    expect(list.status).toBe(200);
    const mine = STARTER_MESSAGE_TEMPLATES[brand.brand];
    expect(list.body.data.map((t: { name: string }) => t.name).sort()).toEqual(mine.map((t) => t.name).sort());
    expect(list.body.data.some((t: { channel: string }) => t.channel === "sms")).toBe(true);
    // The coaching brand writes to employees: no hiring words, no job variable.
    for (const t of STARTER_MESSAGE_TEMPLATES.coaching)
      expect(`${t.name} ${t.subject ?? ""} ${t.body}`).not.toMatch(/\bjob\b|candidate|appl(y|ied|ication)|hiring/i);
    // Every starter renders for a real person (the API's own check, through a preview).
    for (const t of list.body.data) {
      const preview = await s.call(HARBOR_USER, "POST", "/messaging/preview", {
        channel: t.channel,
        template_id: t.id,
        ...(t.subject ? { subject: t.subject } : {}),
        body: t.body,
        recipients: { ids: [harbor[0]] },
      });
      expect(preview.status, t.name).toBe(200);
    }
  });
});

describe("past sends", () => {
  test("lists the company's sends newest first with sender, template, count and results; never another company's", async () => {
    const [template] = (await s.call(HARBOR_OWNER, "GET", "/messaging/templates")).body.data;
    // One of the three opted out of Harbor Dental's messages.
    const [optedOut] = await s.database.db
      .select()
      .from(schema.surveyResults)
      .where(eq(schema.surveyResults.id, harbor[2]));
    await s.database.db.insert(schema.messageUnsubscribes).values({
      channel: "email",
      address: optedOut.email.toLowerCase(),
      companyId: optedOut.companyId,
      source: "link",
    });
    const bulk = await sendAndFinish(HARBOR_OWNER, {
      channel: "email",
      template_id: template.id,
      subject: "Hello {{ name }}",
      body: "Dear {{ name }}",
      recipients: { ids: [harbor[0], harbor[1], harbor[2]] },
    });
    expect(bulk).toMatchObject({ total: 3, sent: 2, skipped: 1, opted_out: 1, failed: 0 });
    const single = await sendAndFinish(HARBOR_USER, {
      channel: "email",
      subject: "Just you",
      body: "Hi {{ name }}",
      recipients: { ids: [harbor[3]] },
    });
    const foreign = await sendAndFinish(SUMMIT_OWNER, {
      channel: "email",
      subject: "Summit news",
      body: "Hi {{ name }}",
      recipients: { ids: [summit[0]] },
    });

    const list = await s.call(HARBOR_OWNER, "GET", "/messaging/batches");
    expect(list.status).toBe(200);
    const ids = list.body.data.map((b: { id: number }) => b.id);
    expect(ids).toEqual([single.id, bulk.id]);
    expect(ids).not.toContain(foreign.id);
    expect(list.body.meta).toEqual({ total: 2, page: 1, limit: 25 });
    expect(list.body.data[0]).toMatchObject({ total: 1, sent: 1, template_name: null, sent_by: expect.any(String) });
    expect(list.body.data[1]).toMatchObject({
      channel: "email",
      template_name: template.name,
      total: 3,
      sent: 2,
      opted_out: 1,
      failed: 0,
      done: true,
    });
    expect(list.body.data[1].sent_by).toMatch(/\S/);
    expect(list.body.data[0].sent_by).not.toBe(list.body.data[1].sent_by);

    // Paged, and filtered by channel.
    const second = await s.call(HARBOR_OWNER, "GET", "/messaging/batches?limit=1&page=2");
    expect(second.body.data.map((b: { id: number }) => b.id)).toEqual([bulk.id]);
    expect(second.body.meta).toEqual({ total: 2, page: 2, limit: 1 });
    expect((await s.call(HARBOR_OWNER, "GET", "/messaging/batches?channel=sms")).body.data).toEqual([]);
    expect((await s.call(HARBOR_OWNER, "GET", "/messaging/batches?limit=0")).status).toBe(400);
    expect((await s.call(HARBOR_OWNER, "GET", "/messaging/batches?channel=fax")).status).toBe(400);

    // The other company sees only its own send, and not Harbor Dental's by id.
    const theirs = await s.call(SUMMIT_OWNER, "GET", "/messaging/batches");
    expect(theirs.body.data.map((b: { id: number }) => b.id)).toEqual([foreign.id]);
    expect((await s.call(SUMMIT_OWNER, "GET", `/messaging/batches/${bulk.id}`)).status).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "GET", `/messaging/batches/${bulk.id}/results`)).status).toBe(404);
    // Signed out: nothing.
    expect((await s.call(null, "GET", "/messaging/batches")).status).toBe(401);
  });

  test("an SMS is previewed, stored and sent with its opt-out line exactly once", async () => {
    const id = harbor[5];
    await s.database.db
      .update(schema.surveyResults)
      .set({ phone: "+1 (555) 010-4242" })
      .where(eq(schema.surveyResults.id, id));
    for (const body of ["Hi {{ name }}", "Hi {{ name }}\n\nReply STOP to opt out."]) {
      const input = { channel: "sms", body, recipients: { ids: [id] } };
      const preview = await s.call(HARBOR_OWNER, "POST", "/messaging/preview", input);
      const previewed = preview.body.data.recipients[0].text as string;
      expect(previewed).toMatch(/^Hi \S+\n\nReply STOP to opt out\.$/);
      const batch = await sendAndFinish(HARBOR_OWNER, input);
      expect(batch.sent).toBe(1);
      const [result] = (await s.call(HARBOR_OWNER, "GET", `/messaging/batches/${batch.id}/results`)).body.data;
      expect(result.text).toBe(previewed);
    }
    const outbox = await s.database.db.select().from(schema.outboxSms).where(eq(schema.outboxSms.to, "+15550104242"));
    // Both texts went out the same, the line once.
    expect(outbox).toHaveLength(2);
    expect(outbox[1].body).toBe(outbox[0].body);
    expect(outbox[0].body.match(/Reply STOP/g)).toHaveLength(1);
  });
});
