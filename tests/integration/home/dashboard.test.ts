// The home page's figures (GET /dashboard) per role, each inside the caller's tenant scope: a company owner and a
// company user see Harbor Dental only, the Northwind franchise owner its three companies, a super admin the
// platform; another tenant's people, tests and archived people are never counted. And the visit that "new since
// your last visit" counts from (POST /dashboard/visits). Hiring brand: open jobs, no reassessment section.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import brand from "~brand";
import {
  companies,
  messages,
  roleBenchmarks,
  surveyResultEvents,
  surveyResults,
} from "../../../server/db/schema/index";
import { REASSESSMENT_EVENT } from "../../../api/assessment-history/model";
import {
  ACME_OWNER,
  BAYSIDE_OWNER,
  DAY,
  FRANCHISE_OWNER,
  HARBOR_USER,
  NEW,
  OWNER,
  RECRUITER,
  SECOND,
  setVisits,
  startHomeApi,
  SUPER,
  type HomeApi,
} from "./support";

let home: HomeApi;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);

/** A message that went out (or not) to a result's person, carrying the company's assessment link or not. */
async function message(surveyResultId: number, sentAt: Date, o: { link?: boolean; status?: "sent" | "failed" } = {}) {
  const [row] = await home.database.db
    .select({ companyId: surveyResults.companyId })
    .from(surveyResults)
    .where(sql`${surveyResults.id} = ${surveyResultId}`);
  const text = o.link === false ? "See you on Monday." : "Please take it: https://app.test/survey/register?link=abc123";
  await home.database.db.insert(messages).values({
    surveyResultId,
    companyId: row.companyId,
    channel: "email",
    to: "someone@home.test",
    text,
    status: o.status ?? "sent",
    sentAt,
    createdAt: sentAt,
  });
}

beforeAll(async () => {
  home = await startHomeApi();
  // Harbor Dental (Northwind franchise).
  const earlier = await home.result("Harbor Dental", { createdAt: ago(10) }); // finished before the owner's last visit
  const fresh = await home.result("Harbor Dental", { createdAt: ago(1) }); // new since it
  const moved = await home.result("Harbor Dental", { createdAt: ago(5), status: SECOND, movedAt: ago(3) });
  const unfinished = await home.result("Harbor Dental", { createdAt: ago(2), submittedAt: null }); // not finished
  const test = await home.result("Harbor Dental", { createdAt: ago(0.1), isTest: true }); // a test: never counted
  // Links sent: the completion rate's people. Finished after the link: `fresh` (sent the day before it registered).
  // Not finished after it: `earlier` (invited to reassess since), `unfinished`. Not sent a link: `moved` (a message
  // without the link, a failed one with it), the test person, and anyone sent one before the 30 days.
  await message(fresh, ago(1.5));
  await message(fresh, ago(1.2)); // a second message to the same person: still one person sent the link
  await home.database.db
    .insert(surveyResultEvents)
    .values({ surveyResultId: earlier, event: REASSESSMENT_EVENT, createdAt: ago(4) });
  await message(unfinished, ago(3));
  await message(moved, ago(2), { link: false });
  await message(moved, ago(2), { status: "failed" });
  await message(test, ago(0.5));
  await message(earlier, ago(40));
  await home.result("Harbor Dental", { createdAt: ago(0.2), archivedAt: ago(0.1) }); // set aside: not counted
  await home.job("Harbor Dental", "published", [ago(10), ago(1)]);
  await home.job("Harbor Dental", "draft", [ago(1)]);
  // The same franchise's other company.
  await message(await home.result("Summit Fitness", { createdAt: ago(0.5) }), ago(0.6));
  // Another franchise: never in Harbor's or Northwind's figures.
  await home.result("Bayside Bakery", { createdAt: ago(0.5) });
  await home.result("Bayside Bakery", { createdAt: ago(0.5), status: SECOND });
  // An end stage: hired four days ago.
  const [, , , , hired] = brand.wording.pipelineStages;
  await home.result("Bayside Bakery", { createdAt: ago(9), status: hired, movedAt: ago(4) });
  await home.job("Bayside Bakery", "published", [ago(1), ago(1), ago(1)]);
  await setVisits(home, OWNER, { last: ago(0.5), previous: ago(2) });
}, 120_000);
afterAll(() => home?.close());

const stage = (body: { data: { stages: { status: string; count: number }[] } }, status: string) =>
  body.data.stages.find((s) => s.status === status);

describe("GET /dashboard", () => {
  it("a company owner sees their company's figures, nothing of another tenant's", async () => {
    const { status, body } = await home.get("/dashboard", OWNER);
    expect(status).toBe(200);
    const d = body.data;
    expect(d.scope).toEqual({ kind: "company", companies: 1 });
    expect(d.company.name).toBe("Harbor Dental");
    expect(d.new_completions).toMatchObject({ since: ago(2).toISOString(), first_visit: false, count: 1 });
    expect(d.new_completions.latest.map((p: { company: { name: string } }) => p.company.name)).toEqual([
      "Harbor Dental",
    ]);
    // Stages in the pipeline's order; the test and the archived person are left out.
    expect(d.stages.map((s: { status: string; count: number }) => [s.status, s.count])).toEqual([
      [NEW, 3],
      [SECOND, 1],
    ]);
    // Moved to the second stage three days ago.
    expect(stage(body, SECOND)).toMatchObject({ average_days: 3, longest_days: 3 });
    expect(stage(body, NEW)!).toMatchObject({ longest_days: 10 });
    // Of the three people sent the link in 30 days, one finished after it.
    expect(d.completion).toEqual({ window_days: 30, sent: 3, completed: 1, rate: 1 / 3 });
    // Hiring brand: the published job with its applicants (one since the last visit); no reassessment section.
    expect(d.jobs.open).toBe(1);
    expect(d.jobs.top).toHaveLength(1);
    expect(d.jobs.top[0]).toMatchObject({ applicants: 2, new_applicants: 1, company: { name: "Harbor Dental" } });
    expect(d.reassessment).toBeNull();
    expect(d.platform).toBeNull();
    expect(d.checklist).toEqual({
      items: [
        { key: "invite-colleague", done: true },
        { key: "share-link", done: true },
        { key: "set-benchmark", done: false },
      ],
      complete: false,
    });
  });

  it("a company user (no pipeline permission) sees the same company and nothing wider", async () => {
    const { body } = await home.get("/dashboard", HARBOR_USER);
    expect(body.data.scope).toEqual({ kind: "company", companies: 1 });
    expect(body.data.stages.map((s: { count: number }) => s.count)).toEqual([3, 1]);
    // No visit before: "new" is the last seven days (the one finished ten days ago is not).
    expect(body.data.new_completions).toMatchObject({ first_visit: true, count: 2 });
    expect(body.data.jobs.open).toBe(1);
  });

  it("a franchise owner sees the franchise's companies, not another franchise's", async () => {
    const { body } = await home.get("/dashboard", FRANCHISE_OWNER);
    const d = body.data;
    expect(d.scope).toEqual({ kind: "franchise", companies: 3 });
    expect(stage(body, NEW)!.count).toBe(4);
    expect(stage(body, SECOND)!.count).toBe(1);
    expect(d.new_completions.count).toBe(3);
    expect(new Set(d.new_completions.latest.map((p: { company: { name: string } }) => p.company.name))).toEqual(
      new Set(["Harbor Dental", "Summit Fitness"]),
    );
    expect(d.completion).toMatchObject({ sent: 4, completed: 2 });
    expect(d.jobs.open).toBe(1);
    // Their own company (Northwind HQ) has no one assessed yet.
    expect(d.checklist.items.find((i: { key: string }) => i.key === "share-link").done).toBe(false);
  });

  it("a super admin sees the platform instead of a company checklist", async () => {
    const { body } = await home.get("/dashboard", SUPER);
    const d = body.data;
    const db = home.database.db;
    const [{ n: companyCount }] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
    const [{ n: finished }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(surveyResults)
      .where(
        sql`not ${surveyResults.isTest} and ${surveyResults.submittedAt} >= ${ago(13).toISOString()}::timestamptz`,
      );
    expect(d.scope).toEqual({ kind: "all", companies: companyCount });
    expect(d.checklist).toBeNull();
    expect(d.platform.companies).toBe(companyCount);
    expect(d.platform.completions_per_day).toHaveLength(14);
    expect(d.platform.completions_per_day.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    // Today and the thirteen days before it: every finished non-test assessment of every company in that span
    // (archived ones included: they were completed all the same).
    const perDay = d.platform.completions_per_day.reduce((sum: number, day: { count: number }) => sum + day.count, 0);
    expect(perDay).toBeGreaterThanOrEqual(finished - 1);
    expect(perDay).toBeLessThanOrEqual(finished);
    expect(d.platform.most_active.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(["Harbor Dental", "Bayside Bakery", "Summit Fitness"]),
    );
    expect(d.platform.active_companies_30d).toBe(3);
    expect(d.jobs.open).toBe(2);
    expect(stage(body, SECOND)!.count).toBe(2);
  });

  it("an end stage (hired, not a fit) shows its people but no time in stage: nobody waits there", async () => {
    const { body } = await home.get("/dashboard", BAYSIDE_OWNER);
    const [, , , , hired] = brand.wording.pipelineStages;
    expect(brand.wording.terminalStages).toContain(hired);
    expect(stage(body, hired)).toEqual({
      status: hired,
      count: 1,
      terminal: true,
      average_days: null,
      longest_days: null,
    });
    expect(stage(body, SECOND)).toMatchObject({ terminal: false, average_days: expect.any(Number) });
  });

  it("ticks the first steps from the company's data", async () => {
    const before = (await home.get("/dashboard", ACME_OWNER)).body.data.checklist;
    expect(before).toEqual({
      items: [
        { key: "invite-colleague", done: false },
        { key: "share-link", done: false },
        { key: "set-benchmark", done: false },
      ],
      complete: false,
    });
    // Empty figures are zeros and empty lists, not errors.
    const empty = (await home.get("/dashboard", ACME_OWNER)).body.data;
    expect(empty.stages).toEqual([]);
    expect(empty.completion).toEqual({ window_days: 30, sent: 0, completed: 0, rate: null });
    expect(empty.new_completions.count).toBe(0);

    const acme = home.companyIds["Acme Logistics"];
    await home.result("Acme Logistics", { createdAt: ago(1) });
    await home.database.db.insert(roleBenchmarks).values({ name: "Driver", companyId: acme, targets: {} as never });
    const after = (await home.get("/dashboard", ACME_OWNER)).body.data.checklist;
    expect(after.items.map((i: { done: boolean }) => i.done)).toEqual([false, true, true]);
  });
});

describe("POST /dashboard/visits", () => {
  it("starts a new visit only after 30 minutes away; the one before is where new completions count from", async () => {
    const first = await home.post("/dashboard/visits", RECRUITER);
    expect(first.status).toBe(200);
    expect(first.body.data.previous_visit_at).toBeNull();
    const visitAt = first.body.data.visit_at;
    expect(Date.now() - Date.parse(visitAt)).toBeLessThan(60_000);

    // A reload a moment later is the same visit.
    const again = await home.post("/dashboard/visits", RECRUITER);
    expect(again.body.data).toEqual({ visit_at: visitAt, previous_visit_at: null });

    // Back after two hours: the earlier visit becomes the previous one, and the dashboard counts from it.
    await setVisits(home, RECRUITER, { last: ago(3), previous: null });
    const later = await home.post("/dashboard/visits", RECRUITER);
    expect(later.body.data.previous_visit_at).toBe(ago(3).toISOString());
    const { body } = await home.get("/dashboard", RECRUITER);
    expect(body.data.new_completions).toMatchObject({ since: ago(3).toISOString(), first_visit: false, count: 1 });
  });

  it("a super admin acting as a user records no visit of theirs", async () => {
    await setVisits(home, RECRUITER, { last: ago(3), previous: ago(4) });
    const res = await home.post("/dashboard/visits", SUPER, undefined, { proxyUserId: home.userIds[RECRUITER] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ visit_at: ago(3).toISOString(), previous_visit_at: ago(4).toISOString() });
  });
});
