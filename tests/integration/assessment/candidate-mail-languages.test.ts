// The e-mails a candidate receives are in the language they took the assessment in: a German taker's own-report
// e-mail in the outbox is German (its date written the German way), and a super admin's text of the e-mail is per
// language: an English text replaces the English e-mail only, a German one the German e-mail only. Staff e-mails are
// English only (another language: 422).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import brand from "~brand";
import * as schema from "../../../server/db/schema/index";
import { demoAssessmentToken } from "../../../api/db/seed-assessments";
import { reportMails, takeAssessment } from "./own-report";
import { startStaffApi, SUPER_ADMIN, type StaffApi } from "./staff-api";

let s: StaffApi;
// The demo company's assessment link (api/db/seed-assessments.ts makes it from its key).
const harborToken = demoAssessmentToken("harbor-dental");

beforeAll(async () => {
  s = await startStaffApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

let counter = 0;

/** Takes Harbor Dental's assessment in `language` (the language of administration stored before the submission). */
async function takeIn(language: string, first: string) {
  const email = `${first.toLowerCase()}.${++counter}.${Date.now()}@languages.test`;
  await takeAssessment(s, harborToken, {
    first,
    last: "Taker",
    email,
    beforeSubmit: async (id) => {
      await s.database.db.update(schema.surveyResults).set({ language }).where(eq(schema.surveyResults.id, id));
    },
  });
  const mails = await reportMails(s, email);
  expect(mails).toHaveLength(1);
  return mails[0];
}

const template = (name: string, language?: string) =>
  `/mailer/templates/${name}${language ? `?language=${language}` : ""}`;

describe("candidates' e-mails in their language", () => {
  test("a German taker's own-report e-mail is German, with the date written the German way", async () => {
    const mail = await takeIn("de", "Lena");
    expect(mail.subject).toBe(`Ihr ${brand.name}-Bericht zu Ihrem Arbeitsstil`);
    expect(mail.text).toContain("Hallo Lena,");
    expect(mail.text).toContain("vielen Dank, dass Sie das verhaltensbasierte Assessment von");
    expect(mail.text).toMatch(/Der Link funktioniert bis zum \d{2}\.\d{2}\.\d{4};/);
    expect(mail.text).toContain("Fragen?");
    expect(mail.text).not.toMatch(/Thank you|works until/);
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    // An Arabic taker's e-mail is right to left.
    const arabic = await takeIn("ar", "Layla");
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain("مرحباً Layla،");
  });

  test("an English text of the e-mail changes the English e-mail only; a German text the German one only", async () => {
    const english = await s.call(SUPER_ADMIN, "PUT", template("participant-report"), {
      subject: "Your report from {{ brand }} (edited)",
      body: "Hi {{ first_name }}, here it is: {{ link }}",
    });
    expect(english.status).toBe(200);
    expect(english.body.data).toMatchObject({ language: "en", customized: true, customized_languages: ["en"] });

    expect((await takeIn("en", "Sam")).subject).toBe(`Your report from ${brand.name} (edited)`);
    const german = await takeIn("de", "Jonas");
    expect(german.subject).toBe(`Ihr ${brand.name}-Bericht zu Ihrem Arbeitsstil`);
    expect(german.text).toContain("Hallo Jonas,");

    // The German text as the editor opens it is the built-in German one, not the English edit.
    const openDe = await s.call(SUPER_ADMIN, "GET", template("participant-report", "de"));
    expect(openDe.body.data).toMatchObject({ language: "de", customized: false, customized_languages: ["en"] });
    expect(openDe.body.data.subject).toBe("Ihr {{ brand }}-Bericht zu Ihrem Arbeitsstil");

    const savedDe = await s.call(SUPER_ADMIN, "PUT", template("participant-report", "de"), {
      subject: "Ihr Bericht von {{ brand }} (bearbeitet)",
      body: "Hallo {{ first_name }}, hier ist er: {{ link }}",
    });
    expect(savedDe.status).toBe(200);
    expect(savedDe.body.data.customized_languages).toEqual(["en", "de"]);
    expect((await takeIn("de", "Mia")).subject).toBe(`Ihr Bericht von ${brand.name} (bearbeitet)`);
    expect((await takeIn("en", "Ana")).subject).toBe(`Your report from ${brand.name} (edited)`);
    expect((await takeIn("es", "Lucia")).subject).toBe(`Tu informe de estilo de trabajo de ${brand.name}`);

    // Resetting the German text leaves the English one.
    const reset = await s.call(SUPER_ADMIN, "DELETE", template("participant-report", "de"));
    expect(reset.body.data).toMatchObject({ language: "de", customized: false, customized_languages: ["en"] });
    expect((await takeIn("de", "Paul")).subject).toBe(`Ihr ${brand.name}-Bericht zu Ihrem Arbeitsstil`);
    const list = await s.call(SUPER_ADMIN, "GET", "/mailer/templates");
    const own = list.body.data.find((t: { name: string }) => t.name === "participant-report");
    expect(own).toMatchObject({
      customized: true,
      customized_languages: ["en"],
      languages: ["en", "es", "de", "fr", "pt-br", "ar"],
    });
    await s.call(SUPER_ADMIN, "DELETE", template("participant-report"));
  });

  test("staff e-mails are English only; an unknown language is refused", async () => {
    const staff = await s.call(SUPER_ADMIN, "GET", template("reset", "de"));
    expect(staff.status).toBe(422);
    expect(staff.body.errors).toEqual([
      { path: "language", message: "must be en: this e-mail goes to staff, in English" },
    ]);
    const list = await s.call(SUPER_ADMIN, "GET", "/mailer/templates");
    expect(list.body.data.find((t: { name: string }) => t.name === "reset").languages).toEqual(["en"]);
    const unknown = await s.call(SUPER_ADMIN, "GET", template("message", "xx"));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].path).toBe("language");
    // A preview in a language renders that language's sample.
    const rendered = await s.call(SUPER_ADMIN, "POST", `/mailer/templates/participant-report/preview?language=fr`, {
      subject: "Votre rapport {{ brand }}",
      body: "Bonjour {{ first_name }}, jusqu'au {{ expires_on }} : {{ link }}",
    });
    expect(rendered.status).toBe(200);
    expect(rendered.body.data.text).toContain("jusqu'au 27 févr. 2027");
    expect(rendered.body.data.html).toContain('lang="fr"');
  });
});
