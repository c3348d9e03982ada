import { describe, expect, it } from "vitest";
import brand from "~brand";
import { LANGUAGES } from "../../domain/languages";
import { usedVariables } from "./liquid";
import { CANDIDATE_TEMPLATES } from "./locales";
import {
  accountExistsEmail,
  checkMailTemplate,
  continueAssessmentEmail,
  invitationEmail,
  mailTemplateDefinition,
  mailTemplateDefinitions,
  messageEmail,
  participantReportEmail,
  reassessmentInvitationEmail,
  renderMailTemplate,
  resetEmail,
  setupEmail,
} from "./templates";

const OTHER_BRAND_NAMES = ["HireBloom", "Traitwise"].filter((name) => name !== brand.name);

describe("e-mail templates", () => {
  const link = "https://app.example.test/token-validation?token=abc&x=<y>";
  const emails = [
    setupEmail({ link, expiresInDays: 7 }),
    resetEmail({ link, expiresInMinutes: 60 }),
    invitationEmail({ link, inviterName: "Olivia Owner", companyName: "Harbor Dental" }),
    accountExistsEmail({ link }),
    continueAssessmentEmail({ link, companyName: "Harbor Dental" }),
    participantReportEmail({ link, firstName: "Sam", companyName: "Harbor Dental", expiresOn: "27 Feb 2027" }),
  ];

  it.each(emails)("$template names this build's brand and no other", (email) => {
    expect(email.subject).toContain(brand.name);
    expect(email.text).toContain(brand.name);
    expect(email.html).toContain(brand.name);
    for (const other of OTHER_BRAND_NAMES) expect(JSON.stringify(email)).not.toContain(other);
  });

  it.each(emails)("$template carries the link, escaped in HTML", (email) => {
    expect(email.text).toContain(link);
    expect(email.html).toContain("token=abc&amp;x=&lt;y&gt;");
    expect(email.html).not.toContain("<y>");
  });

  it("names the inviter and the company in an invitation", () => {
    expect(emails[2].text).toContain(`Olivia Owner has invited you to join Harbor Dental on ${brand.name}.`);
  });
});

describe("candidates' e-mails in every language", () => {
  const english = mailTemplateDefinitions("en");
  const others = LANGUAGES.filter((l) => l !== "en");

  it("are the four a candidate receives; staff e-mails are English only", () => {
    expect([...CANDIDATE_TEMPLATES].sort()).toEqual(
      ["continue-assessment", "message", "participant-report", "reassessment-invitation"].sort(),
    );
    for (const language of others) {
      for (const name of ["setup", "reset", "invitation", "account-exists"]) {
        expect(mailTemplateDefinition(name, language)).toMatchObject({ language: "en", languages: ["en"] });
      }
    }
  });

  describe.each(CANDIDATE_TEMPLATES.flatMap((name) => others.map((language) => ({ name, language }))))(
    "$name in $language",
    ({ name, language }) => {
      const definition = mailTemplateDefinition(name, language)!;
      const en = english.find((d) => d.name === name)!;
      const variablesOf = (d: typeof en) =>
        [...new Set([...usedVariables(d.defaults.subject), ...usedVariables(d.defaults.body)])].sort();

      it("is its own text, using the same Liquid variables as the English one", () => {
        expect(definition.language).toBe(language);
        expect(definition.languages).toEqual(LANGUAGES);
        expect(definition.defaults.body).not.toBe(en.defaults.body);
        expect(variablesOf(definition)).toEqual(variablesOf(en));
      });

      it("renders with its sample: nothing missing, its link and the brand in it, no other brand", () => {
        expect(checkMailTemplate(definition, definition.defaults)).toEqual([]);
        const email = renderMailTemplate(name, definition.defaults, definition.sample, language);
        expect(email.language).toBe(language);
        expect(email.subject.trim()).not.toBe("");
        expect(email.text).not.toMatch(/\{\{|\{%|undefined/);
        expect(email.html).toContain(`<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}">`);
        if (name !== "message") {
          expect(email.text).toContain(String(definition.sample.link));
          expect(email.subject + email.text).toContain(brand.name);
        }
        for (const other of OTHER_BRAND_NAMES) expect(JSON.stringify(email)).not.toContain(other);
        // The brand's word for the assessment is the language's, not English.
        if (variablesOf(en).includes("assessment")) {
          expect(email.text).not.toContain(brand.wording.assessment);
          expect(email.text).toContain(String(definition.sample.assessment));
        }
      });
    },
  );

  it("write the participant report's sample date as the language does", () => {
    expect(mailTemplateDefinition("participant-report", "de")!.sample.expires_on).toBe("27.02.2027");
    expect(mailTemplateDefinition("participant-report", "fr")!.sample.expires_on).toMatch(/^27 févr\. 2027$/);
  });

  it("are sent in the person's language by the functions callers use (English when none is given)", () => {
    const link = "https://app.example.test/r/abc";
    const de = participantReportEmail({
      link,
      firstName: "Lena",
      companyName: "Harbor Dental",
      expiresOn: "27.02.2027",
      language: "de",
    });
    expect(de).toMatchObject({ language: "de", template: "participant-report" });
    expect(de.text).toContain("Hallo Lena,");
    expect(de.text).toContain("bis zum 27.02.2027");
    expect(de.text).toContain("Fragen? ");
    const es = continueAssessmentEmail({ link, companyName: "Harbor Dental", language: "es" });
    expect(es.subject).toBe(`Continúa tu evaluación de ${brand.name} para Harbor Dental`);
    const ar = reassessmentInvitationEmail({ link, companyName: "Harbor Dental", language: "ar" });
    expect(ar.html).toContain('dir="rtl"');
    const fr = messageEmail({
      subject: "Next step",
      message: "Hello Sam, thank you.",
      companyName: "Harbor Dental",
      unsubscribeLink: link,
      language: "fr",
    });
    // The company's text stays as written; the frame is French, its link labelled without the space before ':'.
    expect(fr.subject).toBe("Next step");
    expect(fr.text).toContain("Hello Sam, thank you.");
    expect(fr.text).toContain("Vous recevez ce message de Harbor Dental");
    expect(fr.html).toContain(">Vous recevez ce message de Harbor Dental");
    expect(fr.html).toMatch(/désabonnez-vous<\/a>/);
    expect(continueAssessmentEmail({ link, companyName: "Harbor Dental" }).language).toBe("en");
  });
});
