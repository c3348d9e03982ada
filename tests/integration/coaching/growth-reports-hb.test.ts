// The hiring brand ships no growth report (spec §6): its API answers 404 for the report, its plan and its PDF.
import { afterAll, beforeAll, expect, test } from "vitest";
import { HARBOR_OWNER, startStaffApi, SUPER_ADMIN, type StaffApi } from "../assessment/staff-api";

let s: StaffApi;
beforeAll(async () => {
  s = await startStaffApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

test("the hiring brand answers 404 for a result's growth report, action plan and PDF", async () => {
  const brand = (await import("~brand")).default;
  expect(brand.features.growthReport).toBe(false);
  const [resultId] = await s.resultIds("harbor-dental");
  for (const as of [HARBOR_OWNER, SUPER_ADMIN]) {
    for (const [method, path, body] of [
      ["GET", `/growth-reports/${resultId}`],
      ["GET", `/growth-reports/${resultId}/action-plan`],
      ["PUT", `/growth-reports/${resultId}/action-plan`, { version: 0, goals: [] }],
      ["GET", `/growth-reports/${resultId}/pdf`],
    ] as const) {
      expect((await s.call(as, method, path, body)).status, `${as} ${method} ${path}`).toBe(404);
    }
  }
  // The result itself is there: only the growth report is missing.
  expect((await s.call(HARBOR_OWNER, "GET", `/survey-results/${resultId}`)).status).toBe(200);
});
