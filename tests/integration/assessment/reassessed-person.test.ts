// One person, many assessments: a reassessed person (same company, same e-mail) is one row in the list, one card on
// the board and one entry in the pickers, by their latest submitted assessment; the earlier ones are readable history
// from which no share or action plan is made. `~brand` is the coaching brand here (its growth reports and shares).
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import brand from "~brand";
import * as schema from "../../../server/db/schema/index";
import { seed } from "../../../api/db/seed";
import { REASSESSED_DEMO, reassessmentsSeed } from "../../../api/db/seed-reassessments";
import { submitSurvey } from "../../../api/surveys/submit-survey";
import { ITEMS } from "../../../domain/assessment/items";
import { HARBOR_OWNER, SUPER_ADMIN, startStaffApi, type StaffApi } from "./staff-api";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

let s: StaffApi;
let harbor: number;
type Row = typeof schema.surveyResults.$inferSelect;
/** Kai Jensen's assessments, oldest first. */
let kai: Row[];

const sr = schema.surveyResults;
const kaiRows = () =>
  s.database.db
    .select()
    .from(sr)
    .where(sql`lower(${sr.email}) = ${REASSESSED_DEMO.email}`)
    .orderBy(asc(sr.createdAt));

beforeAll(async () => {
  s = await startStaffApi();
  harbor = s.companyIds["harbor-dental"];
  expect(await seed(s.database.db, [reassessmentsSeed])).toEqual([reassessmentsSeed.key]);
  kai = await kaiRows();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const search = async (query: string, as = HARBOR_OWNER) => {
  const res = await s.call(as, "GET", `/survey-results/search?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: { id: number; assessment_count: number }[]; meta: { total: number } };
};
const boardIds = async () => {
  const res = await s.call(HARBOR_OWNER, "GET", `/survey-results/board?company_id=${harbor}&limit=500`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.columns as { cards: { id: number }[] }[]).flatMap((c) => c.cards.map((card) => card.id));
};
/** What the list should count: neither archived, a test nor superseded (the kept counts' "listed"). */
const listedOf = async (companyId?: number) =>
  (await s.database.db.select().from(sr)).filter(
    (r) => (companyId === undefined || r.companyId === companyId) && !r.archivedAt && !r.isTest && !r.superseded,
  ).length;

/** A new assessment of Kai's, registered and fully answered, then submitted through the real submit. */
async function reassessKai(email: string) {
  const { id: _id, uuid: _uuid, ...copy } = kai[1];
  const [next] = await s.database.db
    .insert(sr)
    .values({
      ...copy,
      email,
      status: "New",
      columnPosition: null,
      superseded: false,
      scores: null,
      validity: null,
      startedAt: new Date(),
      submittedAt: null,
      createdAt: new Date(),
    })
    .returning();
  await s.database.db
    .insert(schema.surveyAnswers)
    .values(ITEMS.map((item, i) => ({ surveyResultId: next.id, itemId: item.id, value: (i % 5) + 1 })));
  await submitSurvey(s.database.db, next.uuid);
  return next;
}

describe("a reassessed person is one person", () => {
  test("Kai's earlier assessment is superseded: the list and the board show him once, by the latest", async () => {
    expect(kai).toHaveLength(2);
    expect(kai.map((r) => r.superseded)).toEqual([true, false]);

    const byName = await search("search=kai%20jensen");
    expect(byName.data.map((r) => r.id)).toEqual([kai[1].id]);
    expect(byName.data[0].assessment_count).toBe(2);
    expect(byName.meta.total).toBe(1);
    const everyone = await search("limit=100&include_archived=true");
    expect(everyone.data.map((r) => r.id)).not.toContain(kai[0].id);
    // The unfiltered totals are the kept counts: they leave the earlier assessment out too.
    expect((await search("")).meta.total).toBe(await listedOf(harbor));
    expect((await search("", SUPER_ADMIN)).meta.total).toBe(await listedOf());

    const cards = await boardIds();
    expect(cards).toContain(kai[1].id);
    expect(cards).not.toContain(kai[0].id);
  });

  test("his earlier assessment still opens, as history: superseded, with both assessments newest first", async () => {
    const earlier = await s.call(HARBOR_OWNER, "GET", `/survey-results/${kai[0].id}`);
    expect(earlier.status).toBe(200);
    expect(earlier.body.data.superseded).toBe(true);
    expect(earlier.body.data.assessments).toEqual([
      expect.objectContaining({ id: kai[1].id, current: true }),
      expect.objectContaining({ id: kai[0].id, current: false }),
    ]);
    const latest = await s.call(HARBOR_OWNER, "GET", `/survey-results/${kai[1].id}`);
    expect(latest.body.data.superseded).toBe(false);
    expect(latest.body.data.assessments).toHaveLength(2);
  });

  test("no share or action plan is made from an earlier assessment (409, saying why); the current one may", async () => {
    const plan = await s.call(HARBOR_OWNER, "PUT", `/growth-reports/${kai[0].id}/action-plan`, {
      goals: [],
      version: 0,
    });
    expect(plan.status).toBe(409);
    expect(plan.body.message).toBe(
      "This is an earlier assessment of Kai Jensen: an action plan can only be made from their current assessment. " +
        "Open the current one and make it there.",
    );
    const share = await s.call(HARBOR_OWNER, "POST", "/survey-results/public/encode-report-payload", {
      survey_result_id: kai[0].id,
    });
    expect(share.status).toBe(409);
    expect(share.body.errors).toEqual([
      { path: "survey_result_id", message: "is an earlier assessment: use the current one" },
    ]);
    const other = (
      await s.resultIds("harbor-dental", (r) => r.scores !== null && r.id !== kai[0].id && r.id !== kai[1].id)
    )[0];
    const view = await s.call(HARBOR_OWNER, "POST", "/view-shares", {
      view: { kind: "comparison", survey_result_ids: [kai[0].id, other] },
    });
    expect(view.status).toBe(409);
    expect(
      await s.database.db.select().from(schema.actionPlans).where(eq(schema.actionPlans.surveyResultId, kai[0].id)),
    ).toEqual([]);

    const current = await s.call(HARBOR_OWNER, "POST", "/survey-results/public/encode-report-payload", {
      survey_result_id: kai[1].id,
    });
    expect(current.status).toBe(201);
  });

  test("a team holding his earlier assessment shows him once, by the current one", async () => {
    const other = (
      await s.resultIds("harbor-dental", (r) => r.scores !== null && r.id !== kai[0].id && r.id !== kai[1].id)
    )[0];
    const made = await s.call(HARBOR_OWNER, "POST", "/teams", {
      name: "Kai and a colleague",
      kind: "custom",
      survey_result_ids: [kai[0].id, kai[1].id, other],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const detail = (await s.call(HARBOR_OWNER, "GET", `/teams/${made.body.data.id}`)).body.data;
    expect(detail.members.map((m: { id: number }) => m.id).sort()).toEqual([kai[1].id, other].sort());
  });

  test("a new submission with the same e-mail (any case) and company supersedes the others and keeps his place", async () => {
    // A later stage of the brand's pipeline, so the board shows it as a column.
    const stage = brand.wording.pipelineStages[2];
    await s.database.db.update(sr).set({ status: stage }).where(eq(sr.id, kai[1].id));
    const total = (await search("")).meta.total;
    const next = await reassessKai(REASSESSED_DEMO.email.toUpperCase());

    const rows = await kaiRows();
    expect(rows.map((r) => [r.id, r.superseded])).toEqual([
      [kai[0].id, true],
      [kai[1].id, true],
      [next.id, false],
    ]);
    // The latest takes the place the team had given him on the board.
    expect(rows[2].status).toBe(stage);
    expect((await search("")).meta.total).toBe(total);
    expect((await search("")).meta.total).toBe(await listedOf(harbor));
    const byName = await search("search=kai%20jensen");
    expect(byName.data.map((r) => [r.id, r.assessment_count])).toEqual([[next.id, 3]]);
    const cards = await boardIds();
    expect(cards.filter((id) => rows.some((r) => r.id === id))).toEqual([next.id]);
  });

  test("another company's assessment with the same e-mail is another person", async () => {
    const summit = s.companyIds["summit-fitness"];
    const [template] = await s.database.db
      .select()
      .from(sr)
      .where(and(eq(sr.companyId, summit), sql`${sr.submittedAt} is not null`))
      .limit(1);
    const { id: _id, uuid: _uuid, ...copy } = template;
    const [elsewhere] = await s.database.db
      .insert(sr)
      .values({ ...copy, email: REASSESSED_DEMO.email, submittedAt: new Date(Date.now() - 86_400_000) })
      .returning();
    const { settleCurrentAssessment } = await import("../../../api/survey-results/supersede");
    await settleCurrentAssessment(s.database.db, elsewhere);
    const [after] = await s.database.db.select().from(sr).where(eq(sr.id, elsewhere.id));
    expect(after.superseded).toBe(false);
    expect((await kaiRows()).filter((r) => r.companyId === harbor && !r.superseded)).toHaveLength(1);
  });
});
