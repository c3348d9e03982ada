import { describe, expect, it } from "vitest";
import brand from "~brand";
import {
  accountExistsEmail,
  continueAssessmentEmail,
  invitationEmail,
  participantReportEmail,
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
