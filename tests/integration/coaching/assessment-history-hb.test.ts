// The hiring brand ships no changes-over-time reports (spec §6): its API answers 404 for the history and for the
// reassessment invitation, to anyone, and mails nobody.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import * as schema from "../../../api/db/schema/index";
import { HARBOR_OWNER, startStaffApi, SUPER_ADMIN, type StaffApi } from "../assessment/staff-api";

let s: StaffApi;
beforeAll(async () => {
  s = await startStaffApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

test("the hiring brand answers 404 for a person's history and for inviting them to reassess", async () => {
  const brand = (await import("~brand")).default;
  expect(brand.features.changesOverTimeReports).toBe(false);
  const [resultId] = await s.resultIds("harbor-dental");
  for (const as of [HARBOR_OWNER, SUPER_ADMIN]) {
    expect((await s.call(as, "GET", `/survey-results/${resultId}/history`)).status, as).toBe(404);
    expect((await s.call(as, "GET", `/survey-results/${resultId}/history/pdf`)).status, as).toBe(404);
    expect((await s.call(as, "POST", `/survey-results/${resultId}/reassess`)).status, as).toBe(404);
  }
  const [row] = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, resultId));
  expect(await s.database.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, row.email))).toEqual(
    [],
  );
  // The result itself is there: only the changes-over-time area is missing.
  expect((await s.call(HARBOR_OWNER, "GET", `/survey-results/${resultId}`)).status).toBe(200);
});
