// Changes over time (coaching brand): a person's assessments with one company oldest first, the changes flagged only
// beyond measurement error, and the invitation to take the assessment again (mailed, recorded, 3 per 24 hours), all
// inside the caller's tenant scope. `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does.
import { and, asc, eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { seed } from "../../../api/db/seed";
import { demoAssessmentToken } from "../../../api/db/seed-assessments";
import { REASSESSED_DEMO, reassessmentsSeed } from "../../../api/db/seed-reassessments";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "../assessment/staff-api";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

interface Change {
  scale: string;
  t_before: number;
  t_after: number;
  delta_t: number;
  threshold: number;
  flagged: boolean;
  direction: string;
}

let s: StaffApi;
/** Kai Jensen's two assessments, oldest first. */
let kai: (typeof schema.surveyResults.$inferSelect)[];

beforeAll(async () => {
  s = await startStaffApi();
  expect(await seed(s.database.db, [reassessmentsSeed])).toEqual([reassessmentsSeed.key]);
  kai = await s.database.db
    .select()
    .from(schema.surveyResults)
    .where(sql`lower(${schema.surveyResults.email}) = ${REASSESSED_DEMO.email}`)
    .orderBy(asc(schema.surveyResults.submittedAt));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const history = (id: number, as = HARBOR_OWNER) => s.call(as, "GET", `/survey-results/${id}/history`);
const reassess = (id: number, as = HARBOR_OWNER) => s.call(as, "POST", `/survey-results/${id}/reassess`);
const mailsTo = (to: string) =>
  s.database.db
    .select()
    .from(schema.outboxEmails)
    .where(eq(schema.outboxEmails.to, to))
    .orderBy(asc(schema.outboxEmails.id));

describe("GET /survey-results/{id}/history", () => {
  test("lists the demo person's two assessments oldest first, flagging only the change beyond measurement error", async () => {
    expect(kai).toHaveLength(2);
    const res = await history(kai[1].id);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.person).toMatchObject({ first: "Kai", last: "Jensen", email: REASSESSED_DEMO.email });
    expect(data.assessments.map((a: { id: number }) => a.id)).toEqual([kai[0].id, kai[1].id]);
    expect(
      new Date(data.assessments[1].submitted_at).getTime() - new Date(data.assessments[0].submitted_at).getTime(),
    ).toBeGreaterThan(150 * 86_400_000);
    expect(data.assessments[0].domains.map((d: { code: string }) => d.code)).toEqual(["N", "E", "O", "A", "C"]);
    expect(data.assessments[0].facets).toHaveLength(30);
    expect(data.assessments[1].domains[4]).toEqual({
      code: "C",
      t: kai[1].scores!.domains.C.t,
      percentile: kai[1].scores!.domains.C.percentile,
    });

    const changes: Change[] = data.changes.first_to_latest.changes;
    expect(data.changes.first_to_latest).toMatchObject({ from_id: kai[0].id, to_id: kai[1].id });
    expect(changes).toHaveLength(35);
    const domain = (code: string) => changes.find((c) => c.scale === code)!;
    // Conscientiousness rose by more than its threshold; the other four domains moved less than theirs.
    expect(domain("C")).toMatchObject({ flagged: true, direction: "up" });
    expect(domain("C").delta_t).toBeGreaterThan(domain("C").threshold);
    expect(domain("C").threshold).toBeCloseTo(11.087, 3);
    for (const code of ["N", "E", "O", "A"]) {
      expect(domain(code), code).toMatchObject({ flagged: false, direction: "none" });
      expect(Math.abs(domain(code).delta_t)).toBeLessThan(domain(code).threshold);
    }
    // Each flag is exactly |ΔT| > threshold, facets included.
    for (const c of changes) expect(c.flagged, c.scale).toBe(Math.abs(c.delta_t) > c.threshold);
    expect(data.changes.consecutive).toEqual([data.changes.first_to_latest]);

    expect(data.thresholds.find((t: { scale: string }) => t.scale === "C")).toMatchObject({
      reliability: 0.84,
      sem: 4,
    });
    expect(data.thresholds.find((t: { scale: string }) => t.scale === "C1").threshold).toBeCloseTo(15.68, 6);
    expect(data.reliability_source).toContain("Johnson, 2014");
  });

  test("answers the same history from any of the person's assessments", async () => {
    const fromEarlier = await history(kai[0].id, HARBOR_USER);
    expect(fromEarlier.status).toBe(200);
    expect(fromEarlier.body.data.assessments.map((a: { id: number }) => a.id)).toEqual([kai[0].id, kai[1].id]);
    expect(fromEarlier.body.data.survey_result_id).toBe(kai[0].id);
  });

  test("one assessment: one entry and no changes", async () => {
    const [other] = await s.resultIds("harbor-dental", (r) => !r.isTest && r.email !== REASSESSED_DEMO.email);
    const res = await history(other);
    expect(res.status).toBe(200);
    expect(res.body.data.assessments).toHaveLength(1);
    expect(res.body.data.assessments[0].id).toBe(other);
    expect(res.body.data.changes).toEqual({ first_to_latest: null, consecutive: [] });
    expect(res.body.data.invitations).toEqual({ last_sent_at: null, remaining: 3, limit_per_day: 3 });
  });

  test("keeps archived assessments, leaves out tests (unless asked from a test) and unfinished ones", async () => {
    const db = s.database.db;
    const { id: _id, uuid: _uuid, ...base } = kai[1];
    const later = (days: number) => new Date(kai[1].submittedAt!.getTime() + days * 86_400_000);
    // A third, later assessment written with the e-mail in other letter case, then archived: still the same person.
    const [third] = await db
      .insert(schema.surveyResults)
      .values({ ...base, email: REASSESSED_DEMO.email.toUpperCase(), submittedAt: later(2), archivedAt: later(3) })
      .returning();
    const [testRun] = await db
      .insert(schema.surveyResults)
      .values({ ...base, isTest: true, submittedAt: later(1) })
      .returning();
    const [unfinished] = await db
      .insert(schema.surveyResults)
      .values({ ...base, submittedAt: null, scores: null })
      .returning();
    try {
      const res = await history(kai[1].id);
      expect(res.body.data.assessments.map((a: { id: number }) => a.id)).toEqual([kai[0].id, kai[1].id, third.id]);
      expect(res.body.data.assessments[2].archived_at).not.toBeNull();
      expect(res.body.data.changes.first_to_latest).toMatchObject({ from_id: kai[0].id, to_id: third.id });
      expect(
        res.body.data.changes.consecutive.map((c: { from_id: number; to_id: number }) => [c.from_id, c.to_id]),
      ).toEqual([
        [kai[0].id, kai[1].id],
        [kai[1].id, third.id],
      ]);
      // The third has Kai's latest scores again: nothing changed between the two.
      expect(res.body.data.changes.consecutive[1].changes.some((c: Change) => c.flagged)).toBe(false);

      const fromTest = await history(testRun.id);
      expect(fromTest.body.data.assessments.map((a: { id: number }) => a.id)).toEqual([
        kai[0].id,
        kai[1].id,
        testRun.id,
        third.id,
      ]);
      // Asked from the unfinished one: the person's submitted assessments.
      const fromUnfinished = await history(unfinished.id);
      expect(fromUnfinished.body.data.survey_result_id).toBe(unfinished.id);
      expect(fromUnfinished.body.data.assessments).toHaveLength(3);
    } finally {
      await db
        .delete(schema.surveyResults)
        .where(sql`${schema.surveyResults.id} in (${third.id}, ${testRun.id}, ${unfinished.id})`);
    }
  });

  test("is not found outside the caller's tenant scope, nor for an unknown id; a bad id is a 400", async () => {
    expect((await history(kai[1].id, SUMMIT_OWNER)).status).toBe(404);
    expect((await history(2_000_000)).status).toBe(404);
    const bad = await s.call(HARBOR_OWNER, "GET", "/survey-results/abc/history");
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("id");
  });
});

describe("GET /survey-results/{id}/history/pdf", () => {
  test("is a download named after the person whose text holds the dates, each domain's table and the verdicts", async () => {
    const res = await s.api.fetch(`/survey-results/${kai[1].id}/history/pdf`, { as: HARBOR_OWNER });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="changes-over-time-Kai-Jensen.pdf"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text, totalPages } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Kai Jensen");
    expect(flat).toContain("Changes over time");
    for (const domain of [
      "Stress response",
      "Extraversion",
      "Openness to Experience",
      "Agreeableness",
      "Conscientiousness",
    ])
      expect(flat).toContain(domain);
    // Conscientiousness rose beyond measurement error; the other domains did not.
    expect(flat).toContain("Real change up");
    expect(flat).toContain("Within measurement error");
    expect(flat).toContain(kai[1].scores!.domains.C.t.toFixed(1));
    expect(flat).toContain("Johnson, 2014");
    expect(flat).toContain(`Page 1 of ${totalPages}`);
  });

  test("is not found outside the caller's tenant scope, nor for an unknown id", async () => {
    expect((await s.call(SUMMIT_OWNER, "GET", `/survey-results/${kai[1].id}/history/pdf`)).status).toBe(404);
    expect((await s.call(HARBOR_OWNER, "GET", "/survey-results/2000000/history/pdf")).status).toBe(404);
  });
});

describe("POST /survey-results/{id}/reassess", () => {
  test("mails the person the company's assessment link, records it, and refuses a 4th within 24 hours", async () => {
    const email = REASSESSED_DEMO.email;
    const first = await reassess(kai[1].id);
    expect(first.status).toBe(202);
    expect(first.body.data).toMatchObject({ sent_to: email, remaining: 2 });

    const [mail] = await mailsTo(email);
    expect(mail.template).toBe("reassessment-invitation");
    expect(mail.subject).toBe("Take your Traitwise behavioral profile again");
    expect(mail.text).toContain(`/survey/register?link=${demoAssessmentToken("harbor-dental")}`);
    expect(mail.text).toContain("Olivia");
    expect(mail.text).toContain("Harbor Dental");
    expect(mail.text).toContain("Your new answers are kept beside your earlier ones");
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/candidate|hiring|applying|HireBloom/i);

    const events = await s.database.db
      .select()
      .from(schema.surveyResultEvents)
      .where(
        and(
          eq(schema.surveyResultEvents.surveyResultId, kai[1].id),
          eq(schema.surveyResultEvents.event, "reassessment_invited"),
        ),
      );
    expect(events).toHaveLength(1);

    // The limit is the person's, whichever of their assessments the invitation is sent from.
    expect((await reassess(kai[0].id, HARBOR_USER)).status).toBe(202);
    const third = await reassess(kai[1].id);
    expect(third.status).toBe(202);
    expect(third.body.data.remaining).toBe(0);
    const fourth = await reassess(kai[0].id);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/^Kai Jensen has already been invited 3 times in the last 24 hours\./);
    expect(fourth.body.message).toMatch(/You can send another after .+ UTC\.$/);
    expect(await mailsTo(email)).toHaveLength(3);

    const after = await history(kai[1].id);
    expect(after.body.data.invitations).toMatchObject({ remaining: 0, limit_per_day: 3 });
    expect(after.body.data.invitations.last_sent_at).not.toBeNull();
  });

  test("an invitation older than 24 hours no longer counts", async () => {
    const [other] = await s.resultIds("harbor-dental", (r) => !r.isTest && r.email !== REASSESSED_DEMO.email);
    for (let i = 0; i < 3; i++) expect((await reassess(other)).status).toBe(202);
    expect((await reassess(other)).status).toBe(429);
    // Age one of them past the window.
    await s.database.db.execute(
      sql`update survey_result_events set created_at = now() - interval '25 hours'
          where id = (select min(id) from survey_result_events where survey_result_id = ${other})`,
    );
    const again = await reassess(other);
    expect(again.status).toBe(202);
    expect(again.body.data.remaining).toBe(0);
  });

  test("is not found outside the caller's tenant scope and mails nobody", async () => {
    const [other] = await s.resultIds("harbor-dental", (r) => !r.isTest && r.email !== REASSESSED_DEMO.email);
    const [row] = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, other));
    const before = (await mailsTo(row.email)).length;
    expect((await reassess(other, SUMMIT_OWNER)).status).toBe(404);
    expect((await reassess(2_000_000)).status).toBe(404);
    expect(await mailsTo(row.email)).toHaveLength(before);
  });
});
