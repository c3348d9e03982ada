// The readable personal-data export and the own report's switches: staff download a designed PDF (profile, answers,
// applications, messages, notes, consents, requests) and the complete JSON of one person; the person downloads the
// same through their own report's link, which exposes them and nobody else (tampered 404, revoked or expired 410),
// and holds only the e-mails of that company, not another's to the same address.
// A job can switch its applicants' own report off; staff can revoke a person's link, and the trail records it.
import { and, eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { demoAssessmentToken } from "../../../api/db/seed-assessments";
import { EXPORT_SECTIONS, EXPORT_TITLE } from "../../../api/data-rights/export-pdf";
import { ITEMS } from "../../../domain/assessment/items";
import { payloadIn, reportMails as ownReportMails, takeAssessment as takeOwnReportAssessment } from "./own-report";
import { HARBOR_OWNER, startStaffApi, SUMMIT_OWNER, SUPER_ADMIN, type StaffApi } from "./staff-api";

let s: StaffApi;
// The demo company's assessment link (api/db/seed-assessments.ts makes it from its key).
const harborToken = demoAssessmentToken("harbor-dental");
let company: number;

beforeAll(async () => {
  s = await startStaffApi();
  company = s.companyIds["harbor-dental"];
}, 120_000);
afterAll(async () => {
  await s?.close();
});

let counter = 0;

/** Takes Harbor Dental's assessment as a new person; `beforeSubmit` runs before the submission. */
async function takeAssessment(first: string, beforeSubmit?: (id: number) => Promise<void>) {
  const email = `${first.toLowerCase()}.${++counter}.${Date.now()}@example.test`;
  const last = `Export${counter}`;
  const phone = `+1 555 01${String(counter).padStart(2, "0")}`;
  const { uuid, id } = await takeOwnReportAssessment(s, harborToken, { first, last, email, phone, beforeSubmit });
  return { uuid, email, id, last };
}

const reportMails = (to: string) => ownReportMails(s, to);

/** A job of Harbor Dental with one application question; `participantReports` is the job's switch. */
async function makeJob(title: string, participantReports = true, status: "draft" | "published" = "published") {
  const [template] = await s.database.db
    .insert(schema.jobApplicationTemplates)
    .values({
      companyId: company,
      name: `${title} form`,
      questions: [
        {
          id: "q-why",
          type: "short_text",
          label: "Why do you want this job?",
          help: null,
          required: false,
          options: [],
        },
        {
          id: "q-shift",
          type: "yes_no",
          label: "Can you work early shifts?",
          help: null,
          required: false,
          options: [],
        },
      ],
    })
    .returning();
  const [job] = await s.database.db
    .insert(schema.jobs)
    .values({ companyId: company, title, templateId: template.id, status, participantReports })
    .returning();
  return job;
}

async function applyTo(jobId: number, surveyResultId: number, answers: Record<string, string | boolean>) {
  const [person] = await s.database.db
    .select()
    .from(schema.surveyResults)
    .where(eq(schema.surveyResults.id, surveyResultId));
  await s.database.db.insert(schema.jobApplications).values({
    jobId,
    surveyResultId,
    first: person.first,
    last: person.last,
    email: person.email,
    answers,
    status: "submitted",
    submittedAt: new Date(),
  });
}

async function pdfText(body: ArrayBuffer | Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

/** Whether the rights requests' table exists here (another part of the product adds it). */
async function hasRequestsTable() {
  const result = await s.database.db.execute(
    sql`select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'data_requests'`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows.length > 0;
}

describe("the personal-data export", () => {
  let alex: Awaited<ReturnType<typeof takeAssessment>>;
  let blair: Awaited<ReturnType<typeof takeAssessment>>;
  let requests = false;

  beforeAll(async () => {
    const job = await makeJob("Front desk lead");
    alex = await takeAssessment("Alex", (id) =>
      applyTo(job.id, id, { "q-why": "I like helping patients feel at ease", "q-shift": true }),
    );
    blair = await takeAssessment("Blair");
    await s.database.db.insert(schema.candidateNotes).values([
      { surveyResultId: alex.id, body: "Alex was calm and clear on the phone screen." },
      { surveyResultId: blair.id, body: "Blair note that must never reach Alex." },
    ]);
    await s.database.db.insert(schema.messages).values({
      surveyResultId: alex.id,
      companyId: company,
      channel: "email",
      to: alex.email,
      subject: "Your interview on Tuesday",
      text: "Hello Alex, we look forward to meeting you on Tuesday.",
      status: "sent",
      sentAt: new Date(),
    });
    await s.database.db.insert(schema.companyEvents).values([
      { companyId: company, description: "Contacted", timestamp: new Date(), metadata: { to: alex.email } },
      { companyId: company, description: "Contacted", timestamp: new Date(), metadata: { to: blair.email } },
    ]);
    requests = await hasRequestsTable();
    if (requests) {
      await s.database.db
        .execute(sql`insert into data_requests (company_id, survey_result_id, type, status, details, due_at)
        values (${company}, ${alex.id}, 'correction', 'open', 'My phone number is wrong', now() + interval '30 days'),
               (${company}, ${blair.id}, 'accommodation', 'open', 'Blair request text', now() + interval '30 days')`);
    }
  }, 120_000);

  test("staff get a designed PDF with each section holding the person's data and nobody else's", async () => {
    const res = await s.api.fetch(`/data-rights/survey-results/${alex.id}/export.pdf`, { as: HARBOR_OWNER });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/pdf");
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain(EXPORT_TITLE);
    for (const section of Object.values(EXPORT_SECTIONS)) expect(text).toContain(section);
    expect(text).toContain(alex.email);
    // Profile in words, as the person's own report says it.
    expect(text).toMatch(/You tend to/);
    expect(text).toMatch(/likely range \d+.\d+/);
    // Each statement beside its answer (a sensitive item's too: the data is the person's).
    expect(text).toContain(ITEMS[0].text);
    expect(text).toContain("Very inaccurate");
    // The application: its job, each question beside its answer.
    expect(text).toContain("Front desk lead");
    expect(text).toContain("Why do you want this job?");
    expect(text).toContain("I like helping patients feel at ease");
    expect(text).toContain("Can you work early shifts?");
    // Messages, notes, consents.
    expect(text).toContain("Your interview on Tuesday");
    expect(text).toContain("Alex was calm and clear on the phone screen.");
    expect(text).toMatch(/You agreed to the terms and the privacy notice/);
    if (requests) expect(text).toContain("My phone number is wrong");
    else expect(text).toContain("You have not made any requests about your data.");
    // Nobody else.
    expect(text).not.toContain(blair.email);
    expect(text).not.toContain("Blair");

    const audit = await s.database.db
      .select()
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.action, "person.export"), eq(schema.auditEvents.subjectId, alex.id)));
    expect(audit.length).toBeGreaterThan(0);
  });

  test("the complete JSON holds every table of the person, including the ones not keyed by assessment", async () => {
    const { status, body } = await s.call(HARBOR_OWNER, "GET", `/data-rights/survey-results/${alex.id}/export`);
    expect(status).toBe(200);
    const tables = body.data.tables;
    for (const table of ["survey_results", "survey_answers", "candidate_notes", "messages", "job_applications"])
      expect(Object.keys(tables)).toContain(table);
    expect(tables.participant_reports).toHaveLength(1);
    // Rows elsewhere that carry their address, as the erasure finds them.
    expect(tables.company_events).toHaveLength(1);
    expect(tables.outbox_emails.length).toBeGreaterThan(0);
    if (requests) expect(tables.data_requests).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain(blair.email);
    expect((await s.call(SUMMIT_OWNER, "GET", `/data-rights/survey-results/${alex.id}/export`)).status).toBe(404);
  });

  test("the person downloads the PDF and the JSON through their own link: only they are in it", async () => {
    const payload = payloadIn((await reportMails(alex.email))[0].text);
    const q = `?payload=${encodeURIComponent(payload)}`;
    const json = await s.api.fetch(`/data-rights/public/export${q}`);
    expect(json.status).toBe(200);
    expect(json.headers.get("cache-control")).toBe("no-store");
    const { data } = await json.json();
    expect(data.survey_result_ids).toEqual([alex.id]);
    expect(data.person.email).toBe(alex.email);
    const all = JSON.stringify(data);
    expect(all).not.toContain(blair.email);
    expect(all).not.toContain("Blair");

    const pdf = await s.api.fetch(`/data-rights/public/export/pdf${q}`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(await pdf.arrayBuffer());
    for (const section of Object.values(EXPORT_SECTIONS)) expect(text).toContain(section);
    expect(text).toContain("Alex was calm and clear on the phone screen.");
    expect(text).not.toContain("Blair");

    const own = await s.database.db
      .select()
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.action, "person.export_own"), eq(schema.auditEvents.subjectId, alex.id)));
    expect(own.length).toBe(2);
    expect(own.every((row) => row.actorUserId === null)).toBe(true);
    // Each download is a request in the company's inbox, done at once.
    const requests = await s.database.db
      .select()
      .from(schema.dataRequests)
      .where(and(eq(schema.dataRequests.surveyResultId, alex.id), eq(schema.dataRequests.type, "export")));
    expect(requests.map((r) => [r.type, r.status, r.companyId])).toEqual([
      ["export", "done", company],
      ["export", "done", company],
    ]);
  });

  test("a tampered link is 404, a revoked or expired one 410, never a 500", async () => {
    const person = await takeAssessment("Casey");
    const payload = payloadIn((await reportMails(person.email))[0].text);
    const parts = payload.split(".");
    const at = Math.floor(parts[4].length / 2);
    parts[4] = parts[4].slice(0, at) + (parts[4][at] === "A" ? "B" : "A") + parts[4].slice(at + 1);
    const get = (p: string, suffix = "") =>
      s.api.fetch(`/data-rights/public/export${suffix}?payload=${encodeURIComponent(p)}`);
    for (const bad of [parts.join("."), "abc"]) {
      expect((await get(bad)).status, bad).toBe(404);
      expect((await get(bad, "/pdf")).status, bad).toBe(404);
    }
    expect((await get("x".repeat(3000))).status).toBe(400);

    await s.database.db
      .update(schema.participantReports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.participantReports.surveyResultId, person.id));
    expect((await get(payload)).status).toBe(410);
    expect((await get(payload, "/pdf")).status).toBe(410);

    const other = await takeAssessment("Dana");
    const otherPayload = payloadIn((await reportMails(other.email))[0].text);
    expect((await get(otherPayload)).status).toBe(200);
    expect((await s.call(HARBOR_OWNER, "DELETE", `/survey-results/${other.id}/participant-report`)).status).toBe(200);
    expect((await get(otherPayload)).status).toBe(410);
    expect((await get(otherPayload, "/pdf")).status).toBe(410);
  });

  test("one address assessed at two companies: each company's export holds only its own e-mails, and erasing at one keeps the other's", async () => {
    const email = `shared.${++counter}.${Date.now()}@example.test`;
    const [summit] = await s.database.db
      .select()
      .from(schema.companies)
      .where(eq(schema.companies.id, s.companyIds["summit-fitness"]));
    const atHarbor = await takeOwnReportAssessment(s, harborToken, { first: "Jordan", last: "Twice", email });
    const atSummit = await takeOwnReportAssessment(s, summit.assessmentToken, {
      first: "Jordan",
      last: "Twice",
      email,
      role: "Personal Trainer",
    });
    const mails = await reportMails(email);
    expect(mails.map((m) => m.companyId).sort()).toEqual([company, summit.id].sort());
    const mailText = (rows: { text: string }[]) => rows.map((row) => row.text).join("\n");

    const harborExport = (await s.call(HARBOR_OWNER, "GET", `/data-rights/survey-results/${atHarbor.id}/export`)).body
      .data;
    expect(harborExport.tables.outbox_emails.length).toBeGreaterThan(0);
    expect(harborExport.tables.outbox_emails.every((m: { company_id: number }) => m.company_id === company)).toBe(true);
    expect(mailText(harborExport.tables.outbox_emails)).not.toContain(summit.name);
    const summitExport = (await s.call(SUMMIT_OWNER, "GET", `/data-rights/survey-results/${atSummit.id}/export`)).body
      .data;
    expect(mailText(summitExport.tables.outbox_emails)).toContain(summit.name);
    expect(mailText(summitExport.tables.outbox_emails)).not.toContain("Harbor Dental");

    // The person's own export through the Summit link: Summit's mails only.
    const summitMail = mails.find((m) => m.companyId === summit.id)!;
    const own = await s.api.fetch(
      `/data-rights/public/export?payload=${encodeURIComponent(payloadIn(summitMail.text))}`,
    );
    expect(own.status).toBe(200);
    const ownTables = (await own.json()).data.tables;
    expect(ownTables.outbox_emails.every((m: { company_id: number }) => m.company_id === summit.id)).toBe(true);
    expect(mailText(ownTables.outbox_emails)).not.toContain("Harbor Dental");

    // Erased at Harbor Dental: its mails go, Summit Fitness's stay.
    const erased = await s.call(HARBOR_OWNER, "POST", `/data-rights/survey-results/${atHarbor.id}/erase`, {
      confirm: email,
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect((await reportMails(email)).map((m) => m.companyId)).toEqual([summit.id]);
  });
});

describe("the own report's switches", () => {
  test("a job with its switch off stops the link for its applicants; another job's applicants still get theirs", async () => {
    const off = await makeJob("Night receptionist", false);
    const on = await makeJob("Day receptionist", true);
    const quiet = await takeAssessment("Eli", (id) => applyTo(off.id, id, {}));
    expect(await reportMails(quiet.email)).toHaveLength(0);
    expect((await s.api.fetch(`/surveys/${quiet.uuid}/participant-report`)).status).toBe(404);
    const told = await takeAssessment("Fran", (id) => applyTo(on.id, id, {}));
    expect(await reportMails(told.email)).toHaveLength(1);
  });

  test("the job's switch is on by default and can be turned off through the jobs API", async () => {
    const job = await makeJob("Hygienist", true, "draft");
    const read = await s.call(SUPER_ADMIN, "GET", `/jobs/${job.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.participant_reports).toBe(true);
    const updated = await s.call(SUPER_ADMIN, "PUT", `/jobs/${job.id}`, { participant_reports: false });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.participant_reports).toBe(false);
    expect((await s.call(SUPER_ADMIN, "PUT", `/jobs/${job.id}`, { participant_reports: "no" })).status).toBe(400);
  });

  test("staff revoke a person's link: it stops at once, and the audit trail records who did it", async () => {
    const person = await takeAssessment("Gale");
    const payload = payloadIn((await reportMails(person.email))[0].text);
    const open = () => s.api.fetch(`/participant-reports/public/report?payload=${encodeURIComponent(payload)}`);
    expect((await open()).status).toBe(200);
    expect((await s.call(SUMMIT_OWNER, "DELETE", `/survey-results/${person.id}/participant-report`)).status).toBe(404);
    const revoked = await s.call(HARBOR_OWNER, "DELETE", `/survey-results/${person.id}/participant-report`);
    expect(revoked.body.data).toEqual({ revoked: 1 });
    expect((await open()).status).toBe(410);
    const [owner] = await s.database.db.select().from(schema.users).where(eq(schema.users.email, HARBOR_OWNER));
    const audit = await s.database.db
      .select()
      .from(schema.auditEvents)
      .where(
        and(eq(schema.auditEvents.action, "participant_report.revoke"), eq(schema.auditEvents.subjectId, person.id)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: owner.id, companyId: company, subjectType: "survey_result" });
    expect(audit[0].summary).not.toContain(person.email);
  });
});
