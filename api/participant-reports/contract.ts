// The person's own report (ARCHITECTURE.md "Responsible assessment": the person assessed gets something back). When
// a person submits the assessment, a link to their work-style report is made (a row, so it can expire and be revoked,
// and a sealed payload naming it, as for report shares) and mailed to them; the thank-you page shows it too. The
// report says how they tend to work, per domain, with likely ranges and the norm group, and nothing a company
// decided: no fit, benchmark, job or staff text. A company can switch it off; book-code readers always get theirs.
import { z } from "zod";
import { LANGUAGES } from "../../domain/languages";
import { growthReportJson } from "../growth-reports/contract";
import { dataOf, id, idParam, operation, timestamp } from "../http/contract";
import { surveyUuid } from "../surveys/contract";

/** A payload is a few hundred characters; anything much longer is not one of ours. */
export const MAX_PAYLOAD_LENGTH = 2000;
/** Where the app serves the report; the payload follows. */
export const PARTICIPANT_REPORT_PATH = "/my-report/";

export const REPORT_INVALID = "This link is not valid.";
export const REPORT_GONE = "This link has expired or was revoked.";

export const participantReportQuery = z.object({
  payload: z
    .string({ error: "is required" })
    .min(1, "is required")
    .max(MAX_PAYLOAD_LENGTH, `must be at most ${MAX_PAYLOAD_LENGTH} characters`),
  /** The reader's language; without it, the language the person took the assessment in. */
  language: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(", ")}` }).optional(),
});

const scale = {
  name: z.string(),
  percentile: z.number().int(),
  likely_range: z.object({ low: z.number().int(), high: z.number().int() }),
};

/**
 * The person's report: their first name, when they submitted, their report and when the link expires. Built field
 * by field: no e-mail, no ids, no company, role, job, benchmark or fit.
 */
export const participantReportJson = z.object({
  /** The language the report's texts are in: the reader's, else the one the person took the assessment in. */
  language: z.enum(LANGUAGES),
  /** The language the person took the assessment in (the language of administration). */
  administered_in: z.enum(LANGUAGES),
  person: z.object({ first: z.string() }),
  submitted_at: timestamp,
  expires_at: timestamp,
  /** The norm group, in the report's language. */
  norm_group: z.string(),
  /** The norm group and the language of administration: "…, English-language internet sample; taken in German". */
  administration: z.string(),
  /** What the report is and is not. */
  what_this_is: z.string(),
  /** What the percentiles, their likely ranges and the norm group mean. */
  about_the_scores: z.string(),
  /** How sure the result is (response validity), in words for the person. */
  how_sure: z.string(),
  domains: z.array(
    z.object({
      code: z.string(),
      ...scale,
      measures: z.string(),
      how_you_work: z.string(),
      strengths: z.array(z.object({ name: z.string(), text: z.string() })),
    }),
  ),
  /** The coaching brand's growth report, where the book code's report kind asks for it; else null (in English). */
  growth: growthReportJson.nullable(),
});
export type ParticipantReportJson = z.infer<typeof participantReportJson>;

export const participantReportLinkJson = z.object({
  /** The app's path of the link (`/my-report/<payload>`). */
  path: z.string(),
  expires_at: timestamp,
});
export type ParticipantReportLinkJson = z.infer<typeof participantReportLinkJson>;

export const participantReportSettingsJson = z.object({
  company_id: z.number().int(),
  participant_reports: z.boolean(),
});
export type ParticipantReportSettingsJson = z.infer<typeof participantReportSettingsJson>;

const companyParams = z.object({ id: id("a company id") });

export const participantReportsContract = {
  link: operation({
    method: "GET",
    path: "/surveys/:uuid/participant-report",
    summary: "The link to a submitted assessment's own report, for its thank-you page (404 when there is none)",
    description:
      "Answers the link to the person's own report while it works: 404 when the assessment is not submitted, the company does not send reports, or the link expired or was revoked.",
    access: "public",
    params: z.object({ uuid: surveyUuid }),
    response: dataOf(participantReportLinkJson),
    errors: [400, 404],
  }),
  open: operation({
    method: "GET",
    path: "/participant-reports/public/report",
    summary: "A person's own report, which their link names (no sign-in): 404 for an invalid link, 410 once gone",
    description:
      "Answers the person's own work-style report without sign-in, in `language` (else the language they took the assessment in). 404 for a link that is not valid, 410 once it has expired or been revoked; opens are rate-limited per address.",
    access: "public",
    query: participantReportQuery,
    response: dataOf(participantReportJson),
    errors: [400, 404, 410, 429],
  }),
  pdf: operation({
    method: "GET",
    path: "/participant-reports/public/report/pdf",
    summary: "A person's own report as a PDF (no sign-in); refused like the report",
    description:
      "Answers the person's own report as a PDF, without sign-in, in `language` as the report is (in English for Arabic, which the PDF fonts cannot write yet); refused as the report is.",
    access: "public",
    query: participantReportQuery,
    produces: "application/pdf",
    status: 200,
    errors: [400, 404, 410, 429],
  }),
  revoke: operation({
    method: "DELETE",
    path: "/survey-results/:id/participant-report",
    summary: "Revoke the links to a person's own report: they stop opening at once",
    description: "Revokes every link to the person's own report; they stop opening at once.",
    access: "signed-in",
    params: idParam,
    response: dataOf(z.object({ revoked: z.number().int() })),
    errors: [400, 404],
  }),
  getSettings: operation({
    method: "GET",
    path: "/companies/:id/participant-report-settings",
    summary: "Whether people assessed through the company's link get their own report",
    description: "Answers whether the people the company assesses get a link to their own report.",
    access: "signed-in",
    params: companyParams,
    response: dataOf(participantReportSettingsJson),
    errors: [400, 404],
  }),
  updateSettings: operation({
    method: "PUT",
    path: "/companies/:id/participant-report-settings",
    summary: "Switch the people's own reports on or off for the company (book-code readers always get theirs)",
    description:
      "Switches whether people assessed through the company's link get their own report. Book-code readers always get theirs.",
    access: "users:manage",
    denied: "Only the company's owner can change whether people get their own report",
    params: companyParams,
    body: z.strictObject({ participant_reports: z.boolean({ error: "must be true or false" }) }),
    response: dataOf(participantReportSettingsJson),
    errors: [400, 403, 404],
  }),
};
