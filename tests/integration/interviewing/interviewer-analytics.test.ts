// Interviewer analytics over scorecards written straight into the database: submission rate and median time to
// submit per interviewer, a planted +1 interviewer's leniency, and the panel's ICC(2,k) per attribute only where ten
// or more candidates are shared. Owners and admins only (403 for others); another company's is not found (404).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "../assessment/staff-api";
import { scaleName } from "../../../domain/assessment/traits";
import { traitAttribute } from "../../../domain/scorecards";

const RECRUITER = "recruiter@harbor-dental.test";
const HOUR = 3_600_000;

let s: StaffApi;
const userIds: Record<string, number> = {};
let jobId: number;

beforeAll(async () => {
  s = await startStaffApi();
  const db = s.database.db;
  for (const u of await db.select().from(schema.users)) userIds[u.email] = u.id;
  const company = s.companyIds["harbor-dental"];
  const candidates = (await s.resultIds("harbor-dental", (r) => r.submittedAt !== null)).slice(0, 12);
  const start = Date.UTC(2026, 10, 2, 9);
  // The true level of each candidate on "trait:C" (conscientiousness) and "trait:E"; two interviewers rate it
  // as it is, the third one point higher. The owner took 2 hours to submit, the recruiter 10, the lenient one 30.
  const panel = [
    { email: HARBOR_OWNER, offset: 0, hours: 2 },
    { email: RECRUITER, offset: 0, hours: 10 },
    { email: HARBOR_USER, offset: 1, hours: 30 },
  ];
  for (const [i, candidate] of candidates.entries()) {
    const level = 1 + (i % 3);
    for (const [p, rater] of panel.entries()) {
      const createdAt = new Date(start + i * 24 * HOUR);
      const [card] = await db
        .insert(schema.scorecards)
        .values({
          companyId: company,
          surveyResultId: candidate,
          stage: "Interview",
          interviewerUserId: userIds[rater.email],
          status: "submitted",
          recommendation: "yes",
          createdAt,
          submittedAt: new Date(createdAt.getTime() + rater.hours * HOUR),
        })
        .returning();
      // One disagreement per candidate on C between the fair two, so the panel's ratings are not a perfect copy.
      const c = Math.min(4, level + rater.offset + (p === 1 && i % 4 === 0 ? 1 : 0));
      await db.insert(schema.scorecardRatings).values([
        { scorecardId: card.id, attributeKey: "trait:C", rating: c },
        // The counterweight of the stress scale is rated for the first five candidates only: too few for an ICC.
        ...(i < 5
          ? [{ scorecardId: card.id, attributeKey: "trait:N:balance", rating: Math.min(4, 4 - level + rater.offset) }]
          : []),
      ]);
    }
  }
  // Two scorecards the recruiter has not submitted yet, for a job of the company.
  const [job] = await db
    .insert(schema.jobs)
    .values({ companyId: company, title: "Grading test job", templateId: null })
    .returning();
  jobId = job.id;
  for (const candidate of candidates.slice(0, 2))
    await db.insert(schema.scorecards).values({
      companyId: company,
      surveyResultId: candidate,
      stage: "Final",
      interviewerUserId: userIds[RECRUITER],
      jobId,
    });
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe("interviewer analytics", () => {
  test("submission rate, median time to submit and leniency per interviewer", async () => {
    const res = await s.call(HARBOR_OWNER, "GET", "/interviewer-analytics");
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.data.interviewers.map((i: { user_id: number }) => [i.user_id, i]));
    expect(byId[userIds[HARBOR_OWNER]]).toMatchObject({
      name: "Olivia Owner",
      scorecards: 12,
      submitted: 12,
      submission_rate: 1,
      median_hours_to_submit: 2,
    });
    expect(byId[userIds[RECRUITER]]).toMatchObject({
      scorecards: 14,
      submitted: 12,
      submission_rate: 0.857,
      median_hours_to_submit: 10,
    });
    const lenient = byId[userIds[HARBOR_USER]];
    expect(lenient.median_hours_to_submit).toBe(30);
    // The planted +1, less what the cap at 4 takes off (a level-3 candidate's rating can only go to 4).
    expect(lenient.leniency).toBeGreaterThan(0.7);
    expect(lenient.leniency).toBeLessThanOrEqual(1);
    expect(byId[userIds[HARBOR_OWNER]].leniency).toBeLessThan(0);
    expect(lenient.shared_ratings).toBe(17);
  });

  test("ICC(2,k) per attribute where ten or more candidates are shared, else null with the reason", async () => {
    const res = await s.call(HARBOR_OWNER, "GET", "/interviewer-analytics");
    expect(res.body.data.min_shared_candidates).toBe(10);
    const [c, e] = res.body.data.attributes;
    expect(c).toMatchObject({ key: "trait:C", shared_candidates: 12, raters: 3, reason: null });
    expect(c.name).toBe("Conscientiousness");
    expect(c.icc_average).toBeGreaterThan(0.5);
    expect(c.icc_average).toBeLessThanOrEqual(1);
    expect(c.icc_single).toBeLessThan(c.icc_average);
    // Each attribute is named as the kit names it (the side of the trait it rates), not by the trait alone.
    expect(e.name).toBe(traitAttribute("trait:N:balance")!.name);
    expect(e.name).not.toBe(scaleName("N"));
    expect(e).toMatchObject({
      key: "trait:N:balance",
      icc_average: null,
      icc_single: null,
      shared_candidates: 5,
      reason: "not_enough_shared_candidates",
    });
  });

  test("narrowed to a job: only that job's scorecards; the jobs with scorecards are listed", async () => {
    const all = await s.call(HARBOR_OWNER, "GET", "/interviewer-analytics");
    expect(all.body.data.jobs).toContainEqual({ id: jobId, title: "Grading test job" });
    const res = await s.call(HARBOR_OWNER, "GET", `/interviewer-analytics?job_id=${jobId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.job).toEqual({ id: jobId, title: "Grading test job" });
    expect(res.body.data.interviewers).toEqual([
      expect.objectContaining({
        user_id: userIds[RECRUITER],
        scorecards: 2,
        submitted: 0,
        median_hours_to_submit: null,
      }),
    ]);
    expect(res.body.data.attributes).toEqual([]);
  });

  test("a job filter of another company's job is not found; owners only; foreign companies not found", async () => {
    const [summitJob] = await s.database.db
      .select({ id: schema.jobs.id })
      .from(schema.jobs)
      .where(eq(schema.jobs.companyId, s.companyIds["summit-fitness"]));
    if (summitJob)
      expect((await s.call(HARBOR_OWNER, "GET", `/interviewer-analytics?job_id=${summitJob.id}`)).status).toBe(404);
    expect((await s.call(HARBOR_OWNER, "GET", "/interviewer-analytics?job_id=2147483000")).status).toBe(404);
    expect((await s.call(HARBOR_OWNER, "GET", "/interviewer-analytics?job_id=x")).status).toBe(400);

    const foreign = await s.call(
      SUMMIT_OWNER,
      "GET",
      `/interviewer-analytics?company_id=${s.companyIds["harbor-dental"]}`,
    );
    expect(foreign.status).toBe(404);
    // Summit's own analytics hold none of Harbor's interviewers.
    const own = await s.call(SUMMIT_OWNER, "GET", "/interviewer-analytics");
    expect(own.body.data.interviewers).toEqual([]);

    for (const who of [RECRUITER, HARBOR_USER]) {
      const refused = await s.call(who, "GET", "/interviewer-analytics");
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("Only company owners and admins see interviewer analytics");
    }
  });
});
