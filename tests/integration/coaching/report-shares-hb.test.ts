// The hiring brand ships no growth report, so no way to share one: every report-share operation answers 404, signed
// in or not, before anything else is looked at.
import { afterAll, beforeAll, expect, test } from "vitest";
import brand from "~brand";
import { HARBOR_OWNER, startStaffApi, type StaffApi } from "../assessment/staff-api";

let s: StaffApi;
beforeAll(async () => {
  s = await startStaffApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

test("the hiring brand's API answers 404 to every report-share operation", async () => {
  expect(brand.features.growthReport).toBe(false);
  const [resultId] = await s.resultIds("harbor-dental");
  for (const [method, path, json] of [
    ["POST", "/survey-results/public/encode-report-payload", { survey_result_id: resultId }],
    ["GET", `/report-shares?survey_result_id=${resultId}`, undefined],
    ["DELETE", "/report-shares/1", undefined],
    ["GET", "/survey-results/public/report?payload=abc", undefined],
    ["GET", "/survey-results/public/report/pdf?payload=abc", undefined],
  ] as const) {
    expect((await s.call(HARBOR_OWNER, method, path, json)).status, `${method} ${path}`).toBe(404);
    expect((await s.api.fetch(path, { method, json })).status, `${method} ${path} anonymous`).toBe(404);
  }
});
