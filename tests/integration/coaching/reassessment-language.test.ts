// The invitation to take the assessment again is written in the language of the person's latest assessment: the
// demo's German taker gets it in German (the brand's own word for the assessment, "das Verhaltensprofil"), an
// English one in English. `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { HARBOR_OWNER, startStaffApi, type StaffApi } from "../assessment/staff-api";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

let s: StaffApi;
beforeAll(async () => {
  s = await startStaffApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

async function invite(language: string) {
  const [id] = await s.resultIds("harbor-dental", (r) => r.language === language && r.archivedAt === null);
  const [person] = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, id));
  const res = await s.call(HARBOR_OWNER, "POST", `/survey-results/${id}/reassess`);
  expect(res.status).toBe(202);
  const mails = await s.database.db
    .select()
    .from(schema.outboxEmails)
    .where(eq(schema.outboxEmails.to, person.email))
    .orderBy(asc(schema.outboxEmails.id));
  return mails.at(-1)!;
}

describe("the reassessment invitation's language", () => {
  test("is the language of the person's latest assessment", async () => {
    const german = await invite("de");
    expect(german.template).toBe("reassessment-invitation");
    expect(german.subject).toBe("Bitte füllen Sie das Verhaltensprofil von Traitwise erneut aus");
    expect(german.text).toContain("lädt Sie ein, das Verhaltensprofil von Traitwise erneut auszufüllen.");
    expect(german.text).toContain("Fragen?");
    expect(german.html).toContain('<html lang="de" dir="ltr">');

    const spanish = await invite("es");
    expect(spanish.subject).toBe("Vuelve a completar el perfil de comportamiento de Traitwise");

    const english = await invite("en");
    expect(english.subject).toBe("Take your Traitwise behavioral profile again");
  });
});
