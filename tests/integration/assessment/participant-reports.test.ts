// A person's own report (hiring brand): submitting the assessment mails them a link to their report; the link opens
// signed out and answers only that person's report — no fit, benchmark, job, company or staff text; a tampered link
// is "not valid" (404), an expired or revoked one is gone (410); a company that switched reports off sends none.
import { eq, like } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { demoAssessmentToken } from "../../../api/db/seed-assessments";
import { payloadIn, reportMails as ownReportMails, takeAssessment as takeOwnReportAssessment } from "./own-report";
import { HARBOR_OWNER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "./staff-api";

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

/** Takes Harbor Dental's assessment as a new person; answers their uuid and e-mail. */
async function takeAssessment(first = "Robin") {
  const email = `robin.${++counter}.${Date.now()}@example.test`;
  const { uuid } = await takeOwnReportAssessment(s, harborToken, { first, last: "Reader", email });
  return { uuid, email };
}

const reportMails = (to: string) => ownReportMails(s, to);

/** Opens a link as a visitor without an account. */
async function open(payload: string, suffix = "") {
  const res = await s.api.fetch(`/participant-reports/public/report${suffix}?payload=${encodeURIComponent(payload)}`);
  const type = res.headers.get("content-type") ?? "";
  const body = type.includes("json") ? await res.json() : Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, headers: res.headers };
}

const resultOf = async (uuid: string) =>
  (await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.uuid, uuid)))[0];

describe("a person's own report", () => {
  test("is mailed on submission and opens signed out with only that person's report, and no fit, benchmark or job", async () => {
    const { uuid, email } = await takeAssessment("Robin");
    const mails = await reportMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Robin");
    expect(mails[0].text).toMatch(/Only someone with this link can open it/);
    expect(mails[0].text).toMatch(/works until/);
    const payload = payloadIn(mails[0].text);

    const opened = await open(payload);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(opened.headers.get("x-robots-tag")).toBe("noindex");
    const data = opened.body.data;
    expect(data.person).toEqual({ first: "Robin" });
    expect(data.domains).toHaveLength(5);
    for (const domain of data.domains) {
      expect(domain.how_you_work).toMatch(/^You tend to/);
      expect(domain.likely_range.low).toBeLessThanOrEqual(domain.percentile);
      expect(domain.likely_range.high).toBeGreaterThanOrEqual(domain.percentile);
    }
    expect(data.norm_group).toContain("Johnson 2014");
    expect(data.growth).toBeNull();
    const expires = new Date(data.expires_at).getTime() - Date.now();
    expect(expires).toBeGreaterThan(89 * DAY_MS);
    expect(expires).toBeLessThan(91 * DAY_MS);

    // Only this person: no contact details, ids, role, company, and nothing of a fit, a benchmark or a job.
    const person = await resultOf(uuid);
    const text = JSON.stringify(opened.body);
    expect(text).not.toContain(email);
    expect(text).not.toContain(person.last);
    expect(text).not.toContain("Harbor Dental");
    expect(text).not.toContain("Receptionist");
    expect(text).not.toMatch(/"(id|email|phone|uuid|survey_result_id|company|company_id|role_name|notes)"/);
    expect(text).not.toMatch(/\b(fit|fits|benchmark|benchmarks|job|jobs|interview)\b/i);
    // Nobody else's name appears (another Harbor Dental person, whose report is not this link's).
    const [other] = await s.database.db
      .select()
      .from(schema.surveyResults)
      .where(eq(schema.surveyResults.companyId, s.companyIds["harbor-dental"]))
      .limit(1);
    expect(text).not.toContain(other.email);

    // The thank-you page's link opens the same report.
    const link = await s.api.fetch(`/surveys/${uuid}/participant-report`);
    expect(link.status).toBe(200);
    const { data: linkData } = await link.json();
    expect((await open(linkData.path.slice("/my-report/".length))).body.data).toEqual(data);

    // Submitting again (a retried request) sends nothing more.
    expect((await s.api.fetch("/surveys/submit", { method: "POST", json: { survey_result_uuid: uuid } })).status).toBe(
      200,
    );
    expect(await reportMails(email)).toHaveLength(1);

    const pdf = await open(payload, "/pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body)), { mergePages: true });
    expect(pages).toContain("Robin");
    expect(pages).toContain("Your work-style report");
    expect(pages).not.toMatch(/\b(fit|benchmark|job)\b|Harbor Dental/i);
  });

  test("a tampered or garbage link is not valid (404), never a 500", async () => {
    const { email } = await takeAssessment();
    const payload = payloadIn((await reportMails(email))[0].text);
    const parts = payload.split(".");
    const at = Math.floor(parts[4].length / 2);
    parts[4] = parts[4].slice(0, at) + (parts[4][at] === "A" ? "B" : "A") + parts[4].slice(at + 1);
    for (const bad of [parts.join("."), "abc", "a.b.c.d.e"]) {
      const res = await open(bad);
      expect(res.status, bad).toBe(404);
      expect(res.body.message).toBe("This link is not valid.");
      expect((await open(bad, "/pdf")).status).toBe(404);
    }
    expect((await open("x".repeat(3000))).status).toBe(400);
  });

  test("a revoked link answers 410 at once, and the thank-you page no longer offers it", async () => {
    const { uuid, email } = await takeAssessment();
    const payload = payloadIn((await reportMails(email))[0].text);
    expect((await open(payload)).status).toBe(200);
    const person = await resultOf(uuid);
    // Another company's owner cannot revoke it.
    expect((await s.call(SUMMIT_OWNER, "DELETE", `/survey-results/${person.id}/participant-report`)).status).toBe(404);
    const revoked = await s.call(HARBOR_OWNER, "DELETE", `/survey-results/${person.id}/participant-report`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({ revoked: 1 });
    const gone = await open(payload);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe("This link has expired or was revoked.");
    expect((await open(payload, "/pdf")).status).toBe(410);
    expect((await s.api.fetch(`/surveys/${uuid}/participant-report`)).status).toBe(404);
  });

  test("an expired link answers 410", async () => {
    const { uuid, email } = await takeAssessment();
    const payload = payloadIn((await reportMails(email))[0].text);
    const person = await resultOf(uuid);
    await s.database.db
      .update(schema.participantReports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.participantReports.surveyResultId, person.id));
    expect((await open(payload)).status).toBe(410);
    expect((await open(payload, "/pdf")).status).toBe(410);
    expect((await s.api.fetch(`/surveys/${uuid}/participant-report`)).status).toBe(404);
  });

  test("with the company's switch off, nobody gets a link: no e-mail, nothing on the thank-you page", async () => {
    const company = s.companyIds["harbor-dental"];
    const path = `/companies/${company}/participant-report-settings`;
    expect((await s.call(HARBOR_OWNER, "GET", path)).body.data).toEqual({
      company_id: company,
      participant_reports: true,
    });
    expect((await s.call(SUMMIT_OWNER, "PUT", path, { participant_reports: false })).status).toBe(404);
    expect((await s.call(HARBOR_OWNER, "PUT", path, { participant_reports: "no" })).status).toBe(400);
    const off = await s.call(HARBOR_OWNER, "PUT", path, { participant_reports: false });
    expect(off.status).toBe(200);
    expect(off.body.data.participant_reports).toBe(false);
    try {
      const { uuid, email } = await takeAssessment();
      expect(await reportMails(email)).toHaveLength(0);
      expect((await s.api.fetch(`/surveys/${uuid}/participant-report`)).status).toBe(404);
      const person = await resultOf(uuid);
      expect(
        await s.database.db
          .select()
          .from(schema.participantReports)
          .where(eq(schema.participantReports.surveyResultId, person.id)),
      ).toHaveLength(0);
      const audit = await s.database.db
        .select()
        .from(schema.auditEvents)
        .where(like(schema.auditEvents.action, "company.participant_reports_%"));
      expect(audit.map((a) => a.action)).toContain("company.participant_reports_off");
    } finally {
      await s.call(HARBOR_OWNER, "PUT", path, { participant_reports: true });
    }
  });
});
