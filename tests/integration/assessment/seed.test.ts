// The demo assessments: enough of them, really scored, varied, and seeded once.
import { count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DEMO_COMPANIES } from "../../../api/db/demo-data";
import * as schema from "../../../server/db/schema/index";
import { seed, tenancySeed } from "../../../api/db/seed";
import { assessmentsSeed, demoAssessmentToken, LONG_AGO } from "../../../api/db/seed-assessments";
import { normInputsOf } from "../../../api/surveys/norm-inputs";
import { scoreAssessment } from "../../../domain/assessment/scoring";
import { createTestDatabase, type TestDatabase } from "../../support/database";

let database: TestDatabase;
let ran: string[][];
beforeAll(async () => {
  database = await createTestDatabase();
  ran = [await seed(database.db, [tenancySeed, assessmentsSeed]), await seed(database.db, [assessmentsSeed])];
});
afterAll(() => database?.close());

test("runs once", () => {
  expect(ran).toEqual([[tenancySeed.key, assessmentsSeed.key], []]);
});

test("creates 200+ completed assessments across every demo company, some archived, some tests", async () => {
  const results = await database.db.select().from(schema.surveyResults);
  expect(results.length).toBeGreaterThanOrEqual(200);
  expect(results.every((r) => r.submittedAt && r.scores)).toBe(true);
  expect(new Set(results.map((r) => r.companyId)).size).toBe(DEMO_COMPANIES.length);
  expect(results.filter((r) => r.archivedAt).length).toBeGreaterThan(5);
  expect(results.filter((r) => r.isTest).length).toBeGreaterThan(2);
  expect(new Set(results.map((r) => r.status)).size).toBeGreaterThan(3);
  // The norm inputs, apart from the results: a row for everyone who gave a sex or an age.
  const inputs = await database.db.select().from(schema.surveyResultNormInputs);
  expect(new Set(inputs.map((r) => r.sex))).toEqual(new Set(["male", "female", "unspecified"]));
  expect(inputs.length).toBeLessThan(results.length);
  // Registered in the last 90 days, but for the few assessed months ago (due for reassessment on the coaching home).
  const daysAgo = results.map((r) => (Date.now() - r.createdAt.getTime()) / 86_400_000);
  expect(daysAgo.filter((days) => days > 90).length).toBe(Object.keys(LONG_AGO).length);
  expect(Math.max(...daysAgo)).toBeLessThanOrEqual(Math.max(...Object.values(LONG_AGO)) + 1);
  // Varied answer patterns give a spread of bands, not one.
  expect(new Set(results.map((r) => r.scores!.domains.E.band)).size).toBeGreaterThanOrEqual(5);
});

test("stores scores the real scoring module computes from the stored answers", async () => {
  const [result] = await database.db.select().from(schema.surveyResults).limit(1);
  const answers = await database.db
    .select()
    .from(schema.surveyAnswers)
    .where(eq(schema.surveyAnswers.surveyResultId, result.id));
  expect(answers).toHaveLength(120);
  const expected = scoreAssessment(
    Object.fromEntries(answers.map((a) => [a.itemId, a.value])),
    await normInputsOf(database.db, result.id),
  );
  expect(result.scores).toEqual(expected);
  const [withLocation] = await database.db
    .select({ n: count() })
    .from(schema.surveyResults)
    .where(isNotNull(schema.surveyResults.locationId));
  expect(withLocation.n).toBeGreaterThan(0);
});

test("gives the demo companies readable assessment link tokens", async () => {
  const [company] = await database.db
    .select()
    .from(schema.companies)
    .where(eq(schema.companies.assessmentToken, demoAssessmentToken("harbor-dental")));
  expect(company.name).toBe("Harbor Dental");
});
