// The hiring brand ships no team view (spec §6: comparison is the coaching brand's): its API answers 404 to every
// team operation, for anyone, and writes nothing.
import { afterAll, beforeAll, expect, test } from "vitest";
import { HARBOR_OWNER, startStaffApi, SUPER_ADMIN, type StaffApi } from "../assessment/staff-api";

let s: StaffApi;
beforeAll(async () => {
  s = await startStaffApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

test("the hiring brand answers 404 for every team operation", async () => {
  const brand = (await import("~brand")).default;
  expect(brand.features.comparison).toBe(false);
  const [person] = await s.resultIds("harbor-dental", (r) => r.submittedAt !== null);
  const team = { name: "Front desk", kind: "custom", survey_result_ids: [person] };
  for (const as of [HARBOR_OWNER, SUPER_ADMIN]) {
    for (const [method, path, json] of [
      ["GET", "/teams", undefined],
      ["POST", "/teams", team],
      ["GET", "/teams/1", undefined],
      ["PUT", "/teams/1", { name: "Renamed" }],
      ["DELETE", "/teams/1", undefined],
      ["GET", `/teams/1/balance?with_survey_result_id=${person}`, undefined],
      ["GET", "/teams/1/pdf", undefined],
    ] as const) {
      expect((await s.call(as, method, path, json)).status, `${as} ${method} ${path}`).toBe(404);
    }
  }
  const { teams } = await import("../../../api/db/schema/index");
  expect(await s.database.db.select().from(teams)).toEqual([]);
});
