// Requests about a person's own data (the rights portal on their own report link, and the company's "Requests"
// inbox): filing through the link makes a request due in 30 days with an audit row; a revoked or tampered link
// files nothing (410, 404); bad input is a 400 in the error catalogue's shape; the inbox is tenant-scoped (another
// company's owner gets 404, a company user 403); status, assignee and replies are recorded; deleting through the
// portal erases the person and leaves the request, nameless, and keeps the aggregate counts (a campaign's); erasing
// by staff empties the text of the person's earlier requests as well; texts sent to the person are in their export
// and go with them.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { demoAssessmentToken } from "../../../api/db/seed-assessments";
import { payloadIn, reportMails, takeAssessment as takeOwnReportAssessment } from "./own-report";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, SUMMIT_OWNER, SUPER_ADMIN, type StaffApi } from "./staff-api";

const DAY_MS = 24 * 60 * 60_000;

let s: StaffApi;
// The demo company's assessment link (api/db/seed-assessments.ts makes it from its key).
const harborToken = demoAssessmentToken("harbor-dental");

beforeAll(async () => {
  s = await startStaffApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

let counter = 0;

/** Takes Harbor Dental's assessment; answers the person's uuid, e-mail and their report link's payload. */
async function takeAssessment(first = "Robin", campaign?: string) {
  const email = `portal.${++counter}.${Date.now()}@example.test`;
  const { uuid, id } = await takeOwnReportAssessment(s, harborToken, { first, last: "Asker", email, campaign });
  const [mail] = await reportMails(s, email);
  return { uuid, email, payload: payloadIn(mail.text), id };
}

/** A visitor without an account posts to the public side. */
async function publicPost(path: string, json: unknown) {
  const res = await s.api.fetch(path, { method: "POST", json });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const requestsOf = (surveyResultId: number) =>
  s.database.db.select().from(schema.dataRequests).where(eq(schema.dataRequests.surveyResultId, surveyResultId));

const auditOf = (requestId: number) =>
  s.database.db
    .select()
    .from(schema.auditEvents)
    .where(and(eq(schema.auditEvents.subjectType, "data_request"), eq(schema.auditEvents.subjectId, requestId)));

describe("the rights portal on a person's own report link", () => {
  test("filing a request makes a row due in 30 days, with an audit row, in the company's inbox", async () => {
    const person = await takeAssessment("Robin");
    const before = Date.now();
    const filed = await publicPost("/data-requests/public", {
      payload: person.payload,
      type: "human_review",
      details: "Please have a person look at my application.",
    });
    expect(filed.status).toBe(201);
    expect(filed.body.data.type).toBe("human_review");
    const [row] = await requestsOf(person.id);
    expect(row).toMatchObject({ type: "human_review", status: "open", companyId: s.companyIds["harbor-dental"] });
    const due = row.dueAt.getTime() - row.createdAt.getTime();
    expect(due).toBe(30 * DAY_MS);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const audit = await auditOf(row.id);
    expect(audit.map((a) => a.action)).toEqual(["data_request.create"]);
    expect(audit[0].actorUserId).toBeNull();
    expect(audit[0].summary).not.toContain(person.email);

    // The owner sees it, with the person and its clock; the list is paged like the others.
    const list = await s.call(HARBOR_OWNER, "GET", "/data-requests?status=open&limit=100");
    expect(list.status).toBe(200);
    const listed = list.body.data.find((r: { id: number }) => r.id === row.id);
    expect(listed).toMatchObject({
      type: "human_review",
      status: "open",
      overdue: false,
      person: { survey_result_id: person.id, first: "Robin", email: person.email },
      details: "Please have a person look at my application.",
    });
    expect(list.body.meta).toMatchObject({ page: 1, limit: 100 });
    // A super admin sees it across companies.
    expect((await s.call(SUPER_ADMIN, "GET", `/data-requests/${row.id}`)).status).toBe(200);
  });

  test("a correction needs a description; bad input is a 400 with the error catalogue's shape, never a 500", async () => {
    const { payload } = await takeAssessment();
    const missing = await publicPost("/data-requests/public", { payload, type: "correction" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: "details" })]));
    for (const body of [
      { payload, type: "everything" },
      { payload, type: "human_review", details: "x".repeat(5000) },
      { payload, type: "human_review", extra: 1 },
      { type: "human_review" },
      "not an object",
    ]) {
      const res = await publicPost("/data-requests/public", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Array.isArray(res.body.errors)).toBe(true);
    }
    const erase = await publicPost("/data-requests/public/erase", { payload, confirm: false });
    expect(erase.status).toBe(400);
    expect(erase.body.errors[0].path).toBe("confirm");
  });

  test("a tampered link is 404 and a revoked one 410: neither files nor erases", async () => {
    const person = await takeAssessment();
    const parts = person.payload.split(".");
    const at = Math.floor(parts[4].length / 2);
    parts[4] = parts[4].slice(0, at) + (parts[4][at] === "A" ? "B" : "A") + parts[4].slice(at + 1);
    const tampered = await publicPost("/data-requests/public", { payload: parts.join("."), type: "accommodation" });
    expect(tampered.status).toBe(404);

    expect((await s.call(HARBOR_OWNER, "DELETE", `/survey-results/${person.id}/participant-report`)).status).toBe(200);
    const revoked = await publicPost("/data-requests/public", { payload: person.payload, type: "accommodation" });
    expect(revoked.status).toBe(410);
    expect((await publicPost("/data-requests/public/erase", { payload: person.payload, confirm: true })).status).toBe(
      410,
    );
    expect(await requestsOf(person.id)).toHaveLength(0);
  });
});

describe("the company's Requests inbox", () => {
  test("is tenant-scoped: another company's owner gets 404, a company user 403", async () => {
    const person = await takeAssessment();
    await publicPost("/data-requests/public", { payload: person.payload, type: "accommodation" });
    const [row] = await requestsOf(person.id);
    expect((await s.call(SUMMIT_OWNER, "GET", `/data-requests/${row.id}`)).status).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "PATCH", `/data-requests/${row.id}`, { status: "done" })).status).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "POST", `/data-requests/${row.id}/reply`, { message: "Hi" })).status).toBe(404);
    const summitList = await s.call(SUMMIT_OWNER, "GET", "/data-requests?limit=100");
    expect(summitList.status).toBe(200);
    expect(summitList.body.data.map((r: { id: number }) => r.id)).not.toContain(row.id);
    expect((await s.call(HARBOR_USER, "GET", "/data-requests")).status).toBe(403);
    expect((await s.call(HARBOR_USER, "GET", `/data-requests/${row.id}`)).status).toBe(403);
    expect((await s.call(HARBOR_OWNER, "GET", "/data-requests/abc")).status).toBe(400);
    expect((await s.call(HARBOR_OWNER, "GET", "/data-requests?status=maybe")).status).toBe(400);
  });

  test("status, assignee and a reply by e-mail are each recorded; an overdue request is counted", async () => {
    const person = await takeAssessment("Jamie");
    await publicPost("/data-requests/public", {
      payload: person.payload,
      type: "correction",
      details: "My last name is spelled wrong.",
    });
    const [row] = await requestsOf(person.id);
    const detail = await s.call(HARBOR_OWNER, "GET", `/data-requests/${row.id}`);
    expect(detail.status).toBe(200);
    const assignee = detail.body.data.assignable[0];
    expect(assignee).toBeDefined();

    const changed = await s.call(HARBOR_OWNER, "PATCH", `/data-requests/${row.id}`, {
      status: "in_progress",
      assignee_id: assignee.id,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ status: "in_progress", assignee: { id: assignee.id } });
    // Nobody outside the company can be assigned; nothing at all is a 400.
    const [summitOwner] = await s.database.db.select().from(schema.users).where(eq(schema.users.email, SUMMIT_OWNER));
    expect(
      (await s.call(HARBOR_OWNER, "PATCH", `/data-requests/${row.id}`, { assignee_id: summitOwner.id })).status,
    ).toBe(422);
    expect((await s.call(HARBOR_OWNER, "PATCH", `/data-requests/${row.id}`, {})).status).toBe(400);
    expect((await s.call(HARBOR_OWNER, "PATCH", `/data-requests/${row.id}`, { status: "closed" })).status).toBe(400);

    const reply = await s.call(HARBOR_OWNER, "POST", `/data-requests/${row.id}/reply`, {
      message: "Thank you, we corrected it.",
    });
    expect(reply.status).toBe(200);
    const [mail] = await s.database.db
      .select()
      .from(schema.outboxEmails)
      .where(and(eq(schema.outboxEmails.to, person.email), eq(schema.outboxEmails.template, "data_request_reply")));
    expect(mail.text).toContain("Thank you, we corrected it.");
    expect(mail.text).toContain("Jamie");
    expect((await s.call(HARBOR_OWNER, "POST", `/data-requests/${row.id}/reply`, { message: "  " })).status).toBe(400);

    const actions = (await auditOf(row.id)).map((a) => a.action).sort();
    expect(actions).toEqual([
      "data_request.assign",
      "data_request.create",
      "data_request.reply",
      "data_request.status_change",
    ]);

    // Past its due date and still in progress: overdue, counted for the home page.
    const before = (await s.call(HARBOR_OWNER, "GET", "/data-requests/overdue")).body.data.overdue;
    await s.database.db
      .update(schema.dataRequests)
      .set({ dueAt: new Date(Date.now() - DAY_MS) })
      .where(eq(schema.dataRequests.id, row.id));
    const overdue = await s.call(HARBOR_OWNER, "GET", "/data-requests/overdue");
    expect(overdue.body.data.overdue).toBe(before + 1);
    const listed = await s.call(HARBOR_OWNER, "GET", "/data-requests?overdue=true&limit=100");
    expect(listed.body.data.find((r: { id: number }) => r.id === row.id)).toMatchObject({ overdue: true });
    expect((await s.call(SUMMIT_OWNER, "GET", "/data-requests?overdue=true&limit=100")).body.data).toEqual([]);
    // Done: no longer overdue.
    await s.call(HARBOR_OWNER, "PATCH", `/data-requests/${row.id}`, { status: "done" });
    expect((await s.call(HARBOR_OWNER, "GET", "/data-requests/overdue")).body.data.overdue).toBe(before);
  });
});

test("a reply reaches the person in the language they took the assessment in; the company's words as written", async () => {
  const person = await takeAssessment("Jonas");
  await s.database.db
    .update(schema.surveyResults)
    .set({ language: "de" })
    .where(eq(schema.surveyResults.id, person.id));
  await publicPost("/data-requests/public", {
    payload: person.payload,
    type: "human_review",
    details: "Bitte prüfen.",
  });
  const [row] = await requestsOf(person.id);
  expect(
    (await s.call(HARBOR_OWNER, "POST", `/data-requests/${row.id}/reply`, { message: "We looked again." })).status,
  ).toBe(200);
  const [mail] = await s.database.db
    .select()
    .from(schema.outboxEmails)
    .where(and(eq(schema.outboxEmails.to, person.email), eq(schema.outboxEmails.template, "data_request_reply")));
  expect(mail.subject).toMatch(/: zu Ihrer Bitte um eine Prüfung durch einen Menschen$/);
  expect(mail.text).toMatch(/^Hallo Jonas,\n\nWe looked again\.\n\n.+\n\(gesendet über /);
});

describe("deleting through the portal", () => {
  test("erases the person; their requests stay, nameless, with the erasure recorded as done", async () => {
    const person = await takeAssessment("Alex");
    await publicPost("/data-requests/public", {
      payload: person.payload,
      type: "correction",
      details: "My phone number changed.",
    });
    const [earlier] = await requestsOf(person.id);
    const erased = await publicPost("/data-requests/public/erase", { payload: person.payload, confirm: true });
    expect(erased.status).toBe(200);
    expect(erased.body.data.type).toBe("erasure");

    expect(
      await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, person.id)),
    ).toHaveLength(0);
    expect(
      await s.database.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, person.email)),
    ).toHaveLength(0);
    // The link no longer opens (its person is gone).
    expect((await s.api.fetch(`/participant-reports/public/report?payload=${person.payload}`)).status).toBe(404);

    const [kept] = await s.database.db.select().from(schema.dataRequests).where(eq(schema.dataRequests.id, earlier.id));
    expect(kept).toMatchObject({ surveyResultId: null, details: null });
    const inbox = await s.call(HARBOR_OWNER, "GET", "/data-requests?type=erasure&limit=100");
    const erasure = inbox.body.data.at(-1);
    expect(erasure).toMatchObject({ type: "erasure", status: "done", person: null, details: null });
    expect(JSON.stringify(inbox.body)).not.toContain(person.email);
    // The audit trail keeps that it happened, with ids and counts only.
    const [audit] = await s.database.db
      .select()
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.action, "person.erase"), eq(schema.auditEvents.subjectId, person.id)));
    expect(audit.actorUserId).toBeNull();
    expect(audit.summary).not.toContain(person.email);
    // Nobody can be replied to any more.
    expect((await s.call(HARBOR_OWNER, "POST", `/data-requests/${earlier.id}/reply`, { message: "Hi" })).status).toBe(
      422,
    );
  });

  test("keeps the aggregate counts: a campaign's registrations and completions, in total, per channel and per day", async () => {
    const created = await s.call(HARBOR_OWNER, "POST", "/campaigns", {
      name: "Portal erasure",
      company_id: s.companyIds["harbor-dental"],
      role_name: "Receptionist",
      channel: "social",
      status: "live",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const campaign = created.body.data as { id: number; slug: string };
    const person = await takeAssessment("Quinn", campaign.slug);
    await takeAssessment("Sky", campaign.slug);
    const counts = async () => (await s.call(HARBOR_OWNER, "GET", `/campaigns/${campaign.id}`)).body.data.counts;
    const stats = async () => (await s.call(HARBOR_OWNER, "GET", `/campaigns/${campaign.id}/stats`)).body.data;
    const before = { counts: await counts(), stats: await stats() };
    expect(before.counts).toMatchObject({ registrations: 2, completions: 2 });

    const erased = await publicPost("/data-requests/public/erase", { payload: person.payload, confirm: true });
    expect(erased.status).toBe(200);
    expect(
      await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, person.id)),
    ).toHaveLength(0);
    expect({ counts: await counts(), stats: await stats() }).toEqual(before);
  });
});

describe("texts sent to the person", () => {
  test("are in their export and go with their erasure, found by the number as texts are addressed; another company's stay out of both", async () => {
    const email = `texted.${++counter}.${Date.now()}@example.test`;
    const { id } = await takeOwnReportAssessment(s, harborToken, {
      first: "Morgan",
      last: "Texted",
      email,
      phone: "+1 (555) 013-9876",
    });
    const payload = payloadIn((await reportMails(s, email))[0].text);
    // As the SMS port keeps texts outside production: addressed in E.164 (api/sms), with the sending company.
    const to = "+15550139876";
    await s.database.db.insert(schema.outboxSms).values([
      { to, body: "Your interview is at 10.", companyId: s.companyIds["harbor-dental"] },
      { to, body: "Summit Fitness: your trial class is on Monday.", companyId: s.companyIds["summit-fitness"] },
    ]);
    const exported = await s.call(HARBOR_OWNER, "GET", `/data-rights/survey-results/${id}/export`);
    expect(exported.body.data.tables.outbox_sms).toEqual([
      expect.objectContaining({ to, body: "Your interview is at 10." }),
    ]);
    expect((await publicPost("/data-requests/public/erase", { payload, confirm: true })).status).toBe(200);
    const left = await s.database.db.select().from(schema.outboxSms).where(eq(schema.outboxSms.to, to));
    expect(left.map((row) => row.body)).toEqual(["Summit Fitness: your trial class is on Monday."]);
  });
});

describe("erasing by staff", () => {
  test("leaves the person's earlier requests nameless, without what they wrote, as the portal's deletion does", async () => {
    const person = await takeAssessment("Devon");
    await publicPost("/data-requests/public", {
      payload: person.payload,
      type: "accommodation",
      details: "I have dyslexia and need more time.",
    });
    const [earlier] = await requestsOf(person.id);
    expect(earlier.details).toBe("I have dyslexia and need more time.");
    const erased = await s.call(HARBOR_OWNER, "POST", `/data-rights/survey-results/${person.id}/erase`, {
      confirm: person.email,
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const [kept] = await s.database.db.select().from(schema.dataRequests).where(eq(schema.dataRequests.id, earlier.id));
    expect(kept).toMatchObject({ surveyResultId: null, details: null, type: "accommodation" });
    const shown = await s.call(HARBOR_OWNER, "GET", `/data-requests/${earlier.id}`);
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).not.toContain("dyslexia");
  });
});
