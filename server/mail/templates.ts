import brand from "~brand";
import { formatDate } from "../../domain/format";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/languages";
import { checkTemplate, renderText, toHtml, type TemplateProblem, type Variables } from "./liquid";
import { assessmentWord, isCandidateTemplate, MAIL_LOCALES, mailLocale, templateLanguages } from "./locales";

/**
 * The product's e-mails, one function per template. Each returns the message without its recipient; every brand
 * word comes from `~brand`, so each artefact only ever mails its own brand's name.
 *
 * Each template is Liquid text (MAIL_TEMPLATES: the built-in defaults). Super admins may store their own text per
 * brand and language (api/mail-templates/); the mailer (server/mail/index.ts) then renders the stored text of the
 * message's language with its `variables` in place of the default, so every caller keeps calling these functions.
 * The e-mails a candidate receives are written in six languages (./locales.ts); staff e-mails in English.
 */
export interface RenderedEmail {
  template: EmailTemplateName;
  subject: string;
  text: string;
  html: string;
  /** The values the template was rendered with: what a stored override is rendered with instead. */
  variables?: Variables;
  /** The language it is written in (English for staff e-mails): a stored override of this language replaces it. */
  language: Language;
}

import { EMAIL_TEMPLATE_NAMES, type EmailTemplateName } from "./template-names";

export { EMAIL_TEMPLATE_NAMES, type EmailTemplateName };

export interface MailTemplateSource {
  subject: string;
  body: string;
}

export interface MailTemplateDefinition {
  name: EmailTemplateName;
  /** The language of `defaults` and `sample`. */
  language: Language;
  /** The languages the template is written in: all six for a candidate's e-mail, English for staff. */
  languages: readonly Language[];
  title: string;
  description: string;
  /** Every variable the template may use, with what it holds (shown beside the editor). */
  variables: Record<string, string>;
  /** Variables the text must use: without them the e-mail would be useless (its link) or misleading. */
  required: readonly string[];
  /** Example values for the preview and the save check. */
  sample: Variables;
  defaults: MailTemplateSource;
}

// Values every template may use (the word for the assessment in the e-mail's language).
const brandVariables = (language: Language = DEFAULT_LANGUAGE): Variables => ({
  brand: brand.name,
  brand_url: brand.url,
  assessment: assessmentWord(language),
  support_contact: brand.wording.supportContact,
});
const BRAND_VARIABLE_HELP = {
  brand: "the product's name",
  brand_url: "the product's address",
  assessment: "the brand's word for the assessment",
  support_contact: "the support e-mail address",
};
/** The variables the product fills in itself from the brand (a sender cannot set them). */
export const BRAND_VARIABLE_NAMES = Object.keys(BRAND_VARIABLE_HELP);
const SAMPLE_LINK = "https://example.test/link?token=sample";

type EnglishDefinition = Omit<MailTemplateDefinition, "language" | "languages">;

const englishDefinitions = (): EnglishDefinition[] => [
  {
    name: "setup",
    title: "Account set-up",
    description: "The link to choose a first password.",
    variables: { ...BRAND_VARIABLE_HELP, link: "the set-up link", expires_in_days: "days the link works" },
    required: ["link"],
    sample: { ...brandVariables(), link: SAMPLE_LINK, expires_in_days: 7 },
    defaults: {
      subject: "Set up your {{ brand }} account",
      body: [
        "An account has been created for you on {{ brand }}. Choose your password to finish setting it up.",
        "This link works once and expires in {{ expires_in_days }} days. If it has expired, the page it opens lets you ask for a new one.",
        "Set up my account: {{ link }}",
      ].join("\n\n"),
    },
  },
  {
    name: "reset",
    title: "Password reset",
    description: 'The link to choose a new password after "forgot password".',
    variables: { ...BRAND_VARIABLE_HELP, link: "the reset link", expires_in_minutes: "minutes the link works" },
    required: ["link"],
    sample: { ...brandVariables(), link: SAMPLE_LINK, expires_in_minutes: 60 },
    defaults: {
      subject: "Reset your {{ brand }} password",
      body: [
        "Someone (hopefully you) asked to reset the password of your {{ brand }} account.",
        "This link works once and expires in {{ expires_in_minutes }} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.",
        "Choose a new password: {{ link }}",
      ].join("\n\n"),
    },
  },
  {
    name: "invitation",
    title: "Invitation",
    description: "An invitation to join a company's account.",
    variables: {
      ...BRAND_VARIABLE_HELP,
      link: "the invitation link",
      inviter_name: "who invites (may be empty)",
      company_name: "the company (may be empty)",
    },
    required: ["link"],
    sample: { ...brandVariables(), link: SAMPLE_LINK, inviter_name: "Olivia Owner", company_name: "Harbor Dental" },
    defaults: {
      subject: "You're invited to {{ brand }}",
      body: [
        "{% if inviter_name != blank %}{{ inviter_name }} has invited you{% else %}You have been invited{% endif %}" +
          "{% if company_name != blank %} to join {{ company_name }} on {{ brand }}{% else %} to join {{ brand }}{% endif %}.",
        "Accept the invitation to choose your password and sign in.",
        "Accept the invitation: {{ link }}",
      ].join("\n\n"),
    },
  },
  {
    name: "account-exists",
    title: "Account already exists",
    description: "Sent instead of a set-up link when someone registers with an address that has an account.",
    variables: { ...BRAND_VARIABLE_HELP, link: "the sign-in link" },
    required: ["link"],
    sample: { ...brandVariables(), link: SAMPLE_LINK },
    defaults: {
      subject: "You already have a {{ brand }} account",
      body: [
        "Someone (hopefully you) tried to register a new company on {{ brand }} with this e-mail address, which already has an account. No new account was created.",
        "Sign in with your existing account. If you forgot your password, the sign-in page lets you reset it. If this was not you, ignore this e-mail.",
        "Sign in: {{ link }}",
      ].join("\n\n"),
    },
  },
  {
    name: "continue-assessment",
    title: "Continue your assessment",
    description: "The way back into an unfinished assessment.",
    variables: { ...BRAND_VARIABLE_HELP, link: "the link back into the assessment", company_name: "the company" },
    required: ["link"],
    sample: { ...brandVariables(), link: SAMPLE_LINK, company_name: "Harbor Dental" },
    defaults: {
      subject: "Continue your {{ brand }} assessment for {{ company_name }}",
      body: [
        "You have started the {{ brand }} assessment for {{ company_name }} and not finished it yet. Your answers so far are saved.",
        "Continue where you left off with the link below. If this was not you, ignore this e-mail.",
        "Continue my assessment: {{ link }}",
      ].join("\n\n"),
    },
  },
  {
    name: "reassessment-invitation",
    title: "Reassessment invitation",
    description: "An invitation to take the assessment again.",
    variables: {
      ...BRAND_VARIABLE_HELP,
      link: "the company's assessment link",
      company_name: "the company",
      inviter_name: "who invites (may be empty)",
    },
    required: ["link"],
    sample: { ...brandVariables(), link: SAMPLE_LINK, company_name: "Harbor Dental", inviter_name: "Olivia Owner" },
    defaults: {
      subject: "Take your {{ brand }} {{ assessment }} again",
      body: [
        "{% if inviter_name != blank %}{{ inviter_name }} at {{ company_name }}{% else %}{{ company_name }}{% endif %} invites you to take your {{ brand }} {{ assessment }} again.",
        "Your new answers are kept beside your earlier ones. Please take your time and read each statement: there are no right or wrong answers.",
        "It takes about 15 to 20 minutes. Please register with this e-mail address, so that your new {{ assessment }} sits beside your earlier one.",
        "Start my {{ assessment }}: {{ link }}",
      ].join("\n\n"),
    },
  },
  {
    name: "participant-report",
    title: "Your own report",
    description: "The link to a person's own report, sent when they submit the assessment.",
    variables: {
      ...BRAND_VARIABLE_HELP,
      link: "the link to the person's report",
      first_name: "the person's first name",
      company_name: "the company they took it for",
      expires_on: "the day the link stops working",
    },
    required: ["link"],
    sample: {
      ...brandVariables(),
      link: SAMPLE_LINK,
      first_name: "Sam",
      company_name: "Harbor Dental",
      expires_on: "27 Feb 2027",
    },
    defaults: {
      subject: "Your {{ brand }} work-style report",
      body: [
        "Hello {{ first_name }},",
        "Thank you for taking the {{ brand }} {{ assessment }}{% if company_name != blank %} for {{ company_name }}{% endif %}. Here is your own report: how you tend to work, based on your answers.",
        "Read it and download it as a PDF: {{ link }}",
        "Only someone with this link can open it, so please keep it to yourself unless you choose to share it. The link works until {{ expires_on }}; after that, or if it is withdrawn, it stops opening.",
      ].join("\n\n"),
    },
  },
  {
    name: "message",
    title: "Messages from a company",
    description: "The frame of every message a company writes (its text is the company's template).",
    variables: {
      ...BRAND_VARIABLE_HELP,
      subject: "the message's subject",
      message: "the message's text",
      company_name: "the company that writes",
      unsubscribe_link: "the link to receive no more messages",
    },
    required: ["message", "unsubscribe_link"],
    sample: {
      ...brandVariables(),
      subject: "Your next step",
      message: "Hello Sam,\n\nThank you for your time.",
      company_name: "Harbor Dental",
      unsubscribe_link: SAMPLE_LINK,
    },
    defaults: {
      subject: "{{ subject }}",
      body: [
        "{{ message }}",
        "You receive this message from {{ company_name }} through {{ brand }}. To receive no more messages from {{ company_name }}, unsubscribe: {{ unsubscribe_link }}",
      ].join("\n\n"),
    },
  },
];

/** A sample date for the preview, as the e-mail's language writes it. */
const SAMPLE_DAY = new Date("2027-02-27T12:00:00Z");

/**
 * The built-in templates of this brand in a language: a candidate's e-mail in that language (its sample's brand
 * words and dates too), a staff e-mail always in English.
 */
function definitions(language: Language): MailTemplateDefinition[] {
  return englishDefinitions().map((english) => {
    const languages = templateLanguages(english.name);
    if (language === DEFAULT_LANGUAGE || !isCandidateTemplate(english.name) || !languages.includes(language)) {
      return { ...english, language: DEFAULT_LANGUAGE, languages };
    }
    const text = MAIL_LOCALES[language as Exclude<Language, "en">].templates[english.name];
    const sample: Variables = { ...english.sample, ...brandVariables(language) };
    if ("expires_on" in sample) sample.expires_on = formatDate(SAMPLE_DAY, { locale: mailLocale(language) });
    return {
      ...english,
      language,
      languages,
      sample,
      defaults: { subject: text.subject, body: text.body.join("\n\n") },
    };
  });
}

/** The built-in templates of this brand (candidates' e-mails in `language`). */
export function mailTemplateDefinitions(language: Language = DEFAULT_LANGUAGE): MailTemplateDefinition[] {
  return definitions(language);
}

/** One built-in template: a candidate's e-mail in `language`, a staff e-mail in English whatever is asked. */
export function mailTemplateDefinition(
  name: string,
  language: Language = DEFAULT_LANGUAGE,
): MailTemplateDefinition | undefined {
  return definitions(language).find((d) => d.name === name);
}

/** What is wrong with a template's text (empty when it can be saved). */
export function checkMailTemplate(definition: MailTemplateDefinition, source: MailTemplateSource): TemplateProblem[] {
  // A subject that renders empty would be refused by mail servers.
  const empty = source.subject.trim() === "" ? [{ field: "subject", message: "is required" }] : [];
  return [
    ...empty,
    ...(empty.length ? [] : checkTemplate("subject", source.subject, definition.sample)),
    ...checkTemplate("body", source.body, definition.sample, definition.required),
  ];
}

/**
 * Renders a template's text with values; the links among them become anchors in the HTML. `language` is the text's
 * language: the footer's words, the brand's word for the assessment and the HTML's `lang` and `dir` follow it.
 */
export function renderMailTemplate(
  template: EmailTemplateName,
  source: MailTemplateSource,
  variables: Variables,
  language: Language = DEFAULT_LANGUAGE,
): RenderedEmail {
  const all = { ...brandVariables(language), ...variables };
  const questions = language === "en" ? "Questions?" : MAIL_LOCALES[language].questions;
  const footer = `${brand.name} · ${brand.url} · ${questions} ${brand.wording.supportContact}`;
  const subject = renderText(source.subject, all).replace(/\s+/g, " ").trim();
  const body = renderText(source.body, all).trim();
  const links = Object.entries(all)
    .filter(([key]) => key.endsWith("link"))
    .map(([, value]) => String(value));
  const text = [body, "--", footer].join("\n\n");
  return { template, subject, text, html: toHtml(body, links, footer, language), variables: all, language };
}

function render(
  template: EmailTemplateName,
  variables: Variables,
  language: Language = DEFAULT_LANGUAGE,
): RenderedEmail {
  const definition = mailTemplateDefinition(template, language)!;
  return renderMailTemplate(template, definition.defaults, variables, definition.language);
}

/** The link to choose a first password (account set-up). */
export function setupEmail({ link, expiresInDays }: { link: string; expiresInDays: number }): RenderedEmail {
  return render("setup", { link, expires_in_days: expiresInDays });
}

/** The link to choose a new password after "forgot password". */
export function resetEmail({ link, expiresInMinutes }: { link: string; expiresInMinutes: number }): RenderedEmail {
  return render("reset", { link, expires_in_minutes: expiresInMinutes });
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
  return render("invitation", { link, inviter_name: inviterName ?? "", company_name: companyName ?? "" });
}

/**
 * Sent instead of a set-up link when someone registers with an e-mail that already has an account: the person
 * registering learns nothing (the page answers the same either way), the owner of the address learns how to get in.
 */
export function accountExistsEmail({ link }: { link: string }): RenderedEmail {
  return render("account-exists", { link });
}

/**
 * The way back into an unfinished assessment, sent when someone registers (or applies) again with its e-mail: only
 * the owner of the address can continue it, so knowing a candidate's e-mail and the company's link reveals nothing.
 */
export function continueAssessmentEmail({
  link,
  companyName,
  language,
}: {
  link: string;
  companyName: string;
  /** The unfinished assessment's language. */
  language?: Language;
}): RenderedEmail {
  return render("continue-assessment", { link, company_name: companyName }, language);
}

/**
 * An invitation to take the assessment again (changes over time): the company's assessment link, and why the same
 * e-mail address matters (it is what ties the new result to the earlier ones).
 */
export function reassessmentInvitationEmail({
  link,
  companyName,
  inviterName,
  language,
}: {
  link: string;
  companyName: string;
  inviterName?: string;
  /** The language of the person's latest assessment. */
  language?: Language;
}): RenderedEmail {
  return render(
    "reassessment-invitation",
    { link, company_name: companyName, inviter_name: inviterName ?? "" },
    language,
  );
}

/** A company's message to a person, in the product's frame with its unsubscribe link. */
export function messageEmail(input: {
  subject: string;
  message: string;
  companyName: string;
  unsubscribeLink: string;
  /** The recipient's language (the frame's; the company's own text stays as written). */
  language?: Language;
}): RenderedEmail {
  return render(
    "message",
    {
      subject: input.subject,
      message: input.message,
      company_name: input.companyName,
      unsubscribe_link: input.unsubscribeLink,
    },
    input.language,
  );
}

/** The link to a person's own report, sent when they submit the assessment (api/participant-reports). */
export function participantReportEmail(input: {
  link: string;
  firstName: string;
  companyName: string;
  /** The last day the link works, written in the e-mail's language (`formatDate(…, { locale: mailLocale(…) })`). */
  expiresOn: string;
  /** The language the person took the assessment in. */
  language?: Language;
}): RenderedEmail {
  return render(
    "participant-report",
    {
      link: input.link,
      first_name: input.firstName,
      company_name: input.companyName,
      expires_on: input.expiresOn,
    },
    input.language,
  );
}
