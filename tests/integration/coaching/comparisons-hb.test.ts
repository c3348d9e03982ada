// The hiring brand ships neither comparison nor the conflict tool (spec §6): its API answers 404 for all of it.
import { afterAll, beforeAll, expect, test } from "vitest";
import { HARBOR_OWNER, startStaffApi, SUPER_ADMIN, type StaffApi } from "../assessment/staff-api";

let s: StaffApi;
beforeAll(async () => {
  s = await startStaffApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

test("the hiring brand answers 404 for comparisons, the conflict tool and their PDFs", async () => {
  const brand = (await import("~brand")).default;
  expect(brand.features.comparison).toBe(false);
  expect(brand.features.conflictTool).toBe(false);
  const [a, b] = await s.resultIds("harbor-dental", (r) => r.scores !== null);
  for (const as of [HARBOR_OWNER, SUPER_ADMIN]) {
    for (const path of [
      `/comparisons?survey_result_ids=${a}&survey_result_ids=${b}`,
      `/comparisons/pdf?survey_result_ids=${a}&survey_result_ids=${b}`,
      `/conflicts?survey_result_id=${a}&other_survey_result_id=${b}`,
      `/conflicts/pdf?survey_result_id=${a}&other_survey_result_id=${b}`,
      // Even bad input: the operation is not there to validate it.
      `/comparisons?survey_result_ids=x`,
    ]) {
      expect((await s.call(as, "GET", path)).status, `${as} ${path}`).toBe(404);
    }
  }
  // The people themselves are there: only the comparison is missing.
  expect((await s.call(HARBOR_OWNER, "GET", `/survey-results/${a}`)).status).toBe(200);
});
