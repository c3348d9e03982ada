// The hiring brand ships no behavioural questions chart (spec §6): its API answers 404 for it, to anyone.
import { afterAll, beforeAll, expect, test } from "vitest";
import { HARBOR_OWNER, startStaffApi, SUPER_ADMIN, type StaffApi } from "../assessment/staff-api";

let s: StaffApi;
beforeAll(async () => {
  s = await startStaffApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

test("the hiring brand answers 404 for a result's answers", async () => {
  const brand = (await import("~brand")).default;
  expect(brand.features.behaviouralQuestionsChart).toBe(false);
  const [resultId] = await s.resultIds("harbor-dental");
  for (const as of [HARBOR_OWNER, SUPER_ADMIN]) {
    expect((await s.call(as, "GET", `/survey-results/${resultId}/answers`)).status, as).toBe(404);
    expect((await s.call(as, "GET", `/survey-results/${resultId}/answers/pdf`)).status, as).toBe(404);
  }
  // The result itself is there: only the chart is missing.
  expect((await s.call(HARBOR_OWNER, "GET", `/survey-results/${resultId}`)).status).toBe(200);
});
