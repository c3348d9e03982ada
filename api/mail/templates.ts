import brand from "~brand";

/**
 * The product's e-mails, one function per template. Each returns the message without its recipient; every brand
 * word comes from `~brand`, so each artefact only ever mails its own brand's name.
 */
export interface RenderedEmail {
  template: EmailTemplateName;
  subject: string;
  text: string;
  html: string;
}

export type EmailTemplateName =
  "setup" | "reset" | "invitation" | "account-exists" | "continue-assessment" | "reassessment-invitation";

/** The link to choose a first password (account set-up). */
export function setupEmail({ link, expiresInDays }: { link: string; expiresInDays: number }): RenderedEmail {
  return render("setup", {
    subject: `Set up your ${brand.name} account`,
    paragraphs: [
      `An account has been created for you on ${brand.name}. Choose your password to finish setting it up.`,
      `This link works once and expires in ${expiresInDays} days. If it has expired, the page it opens lets you ask for a new one.`,
    ],
    action: { label: "Set up my account", link },
  });
}

/** The link to choose a new password after "forgot password". */
export function resetEmail({ link, expiresInMinutes }: { link: string; expiresInMinutes: number }): RenderedEmail {
  return render("reset", {
    subject: `Reset your ${brand.name} password`,
    paragraphs: [
      `Someone (hopefully you) asked to reset the password of your ${brand.name} account.`,
      `This link works once and expires in ${expiresInMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ],
    action: { label: "Choose a new password", link },
  });
}

/** An invitation to join a company's account (the link leads to account set-up). */
export function invitationEmail({
  link,
  inviterName,
  companyName,
}: {
  link: string;
  inviterName?: string;
  companyName?: string;
}): RenderedEmail {
  const who = inviterName ? `${inviterName} has invited you` : "You have been invited";
  const where = companyName ? ` to join ${companyName} on ${brand.name}` : ` to join ${brand.name}`;
  return render("invitation", {
    subject: `You're invited to ${brand.name}`,
    paragraphs: [`${who}${where}.`, "Accept the invitation to choose your password and sign in."],
    action: { label: "Accept the invitation", link },
  });
}

/**
 * Sent instead of a set-up link when someone registers with an e-mail that already has an account: the person
 * registering learns nothing (the page answers the same either way), the owner of the address learns how to get in.
 */
export function accountExistsEmail({ link }: { link: string }): RenderedEmail {
  return render("account-exists", {
    subject: `You already have a ${brand.name} account`,
    paragraphs: [
      `Someone (hopefully you) tried to register a new company on ${brand.name} with this e-mail address, which already has an account. No new account was created.`,
      "Sign in with your existing account. If you forgot your password, the sign-in page lets you reset it. If this was not you, ignore this e-mail.",
    ],
    action: { label: "Sign in", link },
  });
}

/**
 * The way back into an unfinished assessment, sent when someone registers (or applies) again with its e-mail: only
 * the owner of the address can continue it, so knowing a candidate's e-mail and the company's link reveals nothing.
 */
export function continueAssessmentEmail({ link, companyName }: { link: string; companyName: string }): RenderedEmail {
  return render("continue-assessment", {
    subject: `Continue your ${brand.name} assessment for ${companyName}`,
    paragraphs: [
      `You have started the ${brand.name} assessment for ${companyName} and not finished it yet. Your answers so far are saved.`,
      "Continue where you left off with the link below. If this was not you, ignore this e-mail.",
    ],
    action: { label: "Continue my assessment", link },
  });
}

/**
 * An invitation to take the assessment again (changes over time): the company's assessment link, and why the same
 * e-mail address matters (it is what ties the new result to the earlier ones).
 */
export function reassessmentInvitationEmail({
  link,
  companyName,
  inviterName,
}: {
  link: string;
  companyName: string;
  inviterName?: string;
}): RenderedEmail {
  const who = inviterName ? `${inviterName} at ${companyName}` : companyName;
  return render("reassessment-invitation", {
    subject: `Take your ${brand.name} ${brand.wording.assessment} again`,
    paragraphs: [
      `${who} invites you to take your ${brand.name} ${brand.wording.assessment} again.`,
      `Comparing it with your earlier one lets you see how you have grown since then. Only differences larger than the questionnaire's measurement error are shown as real change.`,
      `It takes about 15 to 20 minutes. Please register with this e-mail address, so that your new ${brand.wording.assessment} sits beside your earlier one.`,
    ],
    action: { label: `Start my ${brand.wording.assessment}`, link },
  });
}

function render(
  template: EmailTemplateName,
  content: {
    subject: string;
    paragraphs: string[];
    action: { label: string; link: string };
  },
): RenderedEmail {
  const footer = `${brand.name} · ${brand.url} · Questions? ${brand.wording.supportContact}`;
  const text = [...content.paragraphs, `${content.action.label}: ${content.action.link}`, "--", footer].join("\n\n");
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1f2933; line-height: 1.5">
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(content.action.link)}">${escapeHtml(content.action.label)}</a></p>
<p style="color: #616e7c; font-size: 12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { template, subject: content.subject, text, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
