// The reassessment invitation (server/mail/templates.ts), for each brand's build: its brand's words only, the link
// escaped, and nothing that speaks of hiring.
import { describe, expect, it } from "vitest";
import brand from "~brand";
import { reassessmentInvitationEmail } from "../../server/mail/templates";

const link = "https://app.example.test/survey/register?link=abc&x=<y>";

describe("the reassessment invitation e-mail", () => {
  const email = reassessmentInvitationEmail({ link, companyName: "Harbor Dental", inviterName: "Olivia Owner" });

  it("names the brand, its word for the assessment, the inviter and the company", () => {
    expect(email.template).toBe("reassessment-invitation");
    expect(email.subject).toBe(`Take your ${brand.name} ${brand.wording.assessment} again`);
    expect(email.text).toContain(`Olivia Owner at Harbor Dental invites you to take your ${brand.name}`);
    expect(email.text).toContain("read each statement");
    expect(email.text).toContain("register with this e-mail address");
    const other = brand.name === "Traitwise" ? "HireBloom" : "Traitwise";
    expect(JSON.stringify(email)).not.toContain(other);
  });

  it("never speaks of candidates, hiring or applying (a retake in either brand uses it)", () => {
    expect(`${email.subject} ${email.text}`).not.toMatch(/candidate|hiring|applying|applicant/i);
  });

  it("carries the link, escaped in HTML", () => {
    expect(email.text).toContain(link);
    expect(email.html).toContain("link=abc&amp;x=&lt;y&gt;");
    expect(email.html).not.toContain("<y>");
  });

  it("names only the company without an inviter", () => {
    expect(reassessmentInvitationEmail({ link, companyName: "Harbor Dental" }).text).toMatch(
      /^Harbor Dental invites you/,
    );
  });
});
