// The hiring brand ships no coaching (spec §6): its API answers 404 to every coaching operation, for anyone.
import { afterAll, beforeAll, expect, test } from "vitest";
import { HARBOR_OWNER, startStaffApi, SUPER_ADMIN, type StaffApi } from "../assessment/staff-api";

let s: StaffApi;
beforeAll(async () => {
  s = await startStaffApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

test("the hiring brand answers 404 for every coaching operation", async () => {
  const brand = (await import("~brand")).default;
  expect(brand.features.coaching).toBe(false);
  const [person] = await s.resultIds("harbor-dental");
  const session = { held_on: "2026-01-05", notes: "Kick-off" };
  for (const as of [HARBOR_OWNER, SUPER_ADMIN]) {
    for (const [method, path, json] of [
      ["GET", "/coaching/people", undefined],
      ["GET", "/coaching/people?all=true", undefined],
      ["GET", `/coaching/people/${person}`, undefined],
      ["PUT", `/coaching/people/${person}/coach`, { coach_user_id: 1 }],
      ["DELETE", `/coaching/people/${person}/coach`, undefined],
      ["POST", `/coaching/people/${person}/sessions`, session],
      ["PUT", "/coaching/sessions/1", session],
      ["DELETE", "/coaching/sessions/1", undefined],
    ] as const) {
      expect((await s.call(as, method, path, json)).status, `${as} ${method} ${path}`).toBe(404);
    }
  }
  // Nothing was written: no coach, no session.
  const { coachingAssignments, coachingSessions } = await import("../../../api/db/schema/index");
  expect(await s.database.db.select().from(coachingAssignments)).toEqual([]);
  expect(await s.database.db.select().from(coachingSessions)).toEqual([]);
});
