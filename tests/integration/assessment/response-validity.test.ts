// How sure is this result: a submitted assessment carries its response validity (verdict, reasons, indices) in the
// report's API and its verdict in the list; an unreliable one has no fit and is never ranked; results submitted before
// the check gain it once at start.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { prng, seedFrom } from "../../../api/db/demo-random";
import * as schema from "../../../server/db/schema/index";
import { backfillValidity } from "../../../api/survey-results/validity";
import { ITEMS } from "../../../domain/assessment/items";
import { simulateProtocol, type ProtocolStyle } from "../../../domain/assessment/simulate";
import { HARBOR_OWNER, startStaffApi, type StaffApi } from "./staff-api";

let s: StaffApi;
let token: string;

beforeAll(async () => {
  s = await startStaffApi();
  const [harbor] = await s.database.db
    .select()
    .from(schema.companies)
    .where(eq(schema.companies.id, s.companyIds["harbor-dental"]));
  token = harbor.assessmentToken;
});
afterAll(() => s?.close());

/** Registers and submits an assessment answered in the given style, with each answer's time; answers its id. */
async function submitted(style: ProtocolStyle, last: string): Promise<number> {
  const email = `validity.${last.toLowerCase()}@example.test`;
  const registered = await s.call("", "POST", "/surveys/register", {
    token,
    first: "Vera",
    last,
    email,
    sex: "female",
    age: 35,
    role: "Receptionist",
    consent: true,
  });
  expect(registered.status).toBe(201);
  const uuid = registered.body.survey_result_uuid as string;
  const protocol = simulateProtocol(style, prng(seedFrom(email)));
  const shift = Date.now() - protocol.answeredAt[ITEMS.length - 1];
  const answers = ITEMS.map((item, i) => ({
    item_id: item.id,
    value: protocol.answers[item.id],
    answered_at: new Date(protocol.answeredAt[i] + shift).toISOString(),
  }));
  expect((await s.call("", "PUT", `/surveys/${uuid}/answers`, { answers })).status).toBe(200);
  expect((await s.call("", "POST", "/surveys/submit", { survey_result_uuid: uuid })).status).toBe(200);
  const [row] = await s.database.db
    .select({ id: schema.surveyResults.id })
    .from(schema.surveyResults)
    .where(eq(schema.surveyResults.uuid, uuid));
  return row.id;
}

const listRow = async (last: string) => {
  const res = await s.call(HARBOR_OWNER, "GET", `/survey-results/search?search=${last}`);
  expect(res.status).toBe(200);
  return res.body.data.find((r: { last: string }) => r.last === last);
};

describe("response validity", () => {
  test("a considered assessment is OK, with every index in the report's answer and the verdict in the list", async () => {
    const id = await submitted("attentive", "Careful");
    const report = await s.call(HARBOR_OWNER, "GET", `/survey-results/${id}`);
    expect(report.status).toBe(200);
    expect(report.body.data.response_validity).toMatchObject({ version: 1, verdict: "ok", reasons: [] });
    const { indices } = report.body.data.response_validity;
    expect(indices.longest_run).toBeLessThan(10);
    expect(indices.median_seconds_per_item).toBeGreaterThan(3);
    for (const key of ["irv", "even_odd", "antonyms", "mahalanobis"]) expect(typeof indices[key]).toBe("number");
    expect((await listRow("Careful")).validity).toBe("ok");
  });

  test("a straight-lined assessment is Unreliable with its reason, flagged in the list, and has no fit", async () => {
    const id = await submitted("all-same", "Straight");
    const report = await s.call(HARBOR_OWNER, "GET", `/survey-results/${id}`);
    expect(report.body.data.response_validity.verdict).toBe("unreliable");
    expect(report.body.data.response_validity.reasons.join(" ")).toMatch(/same answer/i);
    expect((await listRow("Straight")).validity).toBe("unreliable");

    const stored = await s.database.db
      .select()
      .from(schema.benchmarkScores)
      .where(eq(schema.benchmarkScores.surveyResultId, id));
    expect(stored).toEqual([]);
    const scores = await s.call(HARBOR_OWNER, "GET", `/candidates/scoring/scores?surveyResultId=${id}`);
    expect(scores.status).toBe(200);
    expect(scores.body.data.every((f: { fit: number | null }) => f.fit === null)).toBe(true);
    const fit = await s.call(HARBOR_OWNER, "GET", `/candidates/scoring/fit?surveyResultId=${id}`);
    expect(fit.status).toBe(200);
    expect(fit.body.data.fit).toBeNull();
  });

  test("a speeder's assessment is Unreliable for its pace", async () => {
    const id = await submitted("speeder", "Speedy");
    const report = await s.call(HARBOR_OWNER, "GET", `/survey-results/${id}`);
    expect(report.body.data.response_validity.verdict).toBe("unreliable");
    expect(report.body.data.response_validity.reasons.join(" ")).toMatch(/per statement/);
  });

  test("results submitted before the check gain it once at start, the same as at submission", async () => {
    const id = await submitted("attentive", "Earlier");
    const [before] = await s.database.db
      .select({ validity: schema.surveyResults.validity })
      .from(schema.surveyResults)
      .where(eq(schema.surveyResults.id, id));
    await s.database.db.update(schema.surveyResults).set({ validity: null }).where(eq(schema.surveyResults.id, id));
    expect(await backfillValidity(s.database.db)).toBeGreaterThanOrEqual(1);
    const [after] = await s.database.db
      .select({ validity: schema.surveyResults.validity })
      .from(schema.surveyResults)
      .where(eq(schema.surveyResults.id, id));
    expect(after.validity).toEqual(before.validity);
    expect(await backfillValidity(s.database.db)).toBe(0);
  });
});
