// The public assessment (spec §7 "Surveys"): a candidate has no account. The company's link token opens
// registration; from then on the assessment's random uuid is the candidate's only key to it. Field messages read
// after the field's name ("email must be a valid e-mail address"), like the rest of the API.
import { z } from "zod";
import { isItemId, ITEM_COUNT } from "../../domain/assessment/items";
import { SEXES } from "../../domain/assessment/traits";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../domain/languages";
import { operation, timestamp } from "../http/contract";
import { funnelReference } from "../funnels/contract";
import { selfIdentificationInput } from "../self-identification/contract";
import { applicantAge, normGroupSex, registrantFields } from "./registrant";

export { applicantAge };

// ---------------------------------------------------------------------------------------------------------------
// Inputs

/** A company's shareable assessment link token (32 hex characters for real companies). */
export const linkToken = z
  .string({ error: "is required" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, "is not a valid assessment link");

export const surveyUuid = z.uuid({ error: "is not a valid assessment id" });

/** The language the candidate's pages are in (domain/languages.ts): the assessment's language of administration. */
export const surveyLanguage = z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(", ")}` });

export const registerSurveyInput = z.object({
  token: linkToken,
  ...registrantFields,
  ...funnelReference,
  /** Optional, voluntary and stored apart (api/self-identification): never part of the assessment or its scores. */
  self_identification: selfIdentificationInput.optional(),
  /** The language the registration page was in: the items' language until the take page is shown in another. */
  language: surveyLanguage.default(DEFAULT_LANGUAGE),
});
export type RegisterSurveyInput = z.output<typeof registerSurveyInput>;

export const answerInput = z.object({
  item_id: z.string({ error: "is required" }).refine(isItemId, "is not an item of this assessment"),
  value: z
    .number({ error: "must be a whole number from 1 to 5" })
    .int("must be a whole number from 1 to 5")
    .min(1, "must be a whole number from 1 to 5")
    .max(5, "must be a whole number from 1 to 5"),
  /** When the candidate answered, as their device saw it; the server's clock when absent. */
  answered_at: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" }).optional(),
});

export const saveAnswersInput = z.object({
  answers: z
    .array(answerInput, { error: "must be a list of answers" })
    .min(1, "must hold at least one answer")
    .max(ITEM_COUNT, `must hold at most ${ITEM_COUNT} answers`),
});
export type SaveAnswersInput = z.output<typeof saveAnswersInput>;

export const submitSurveyInput = z.object({ survey_result_uuid: surveyUuid });

export const surveyLanguageInput = z.object({ language: surveyLanguage });

const tokenInput = z.object({ token: linkToken });
const uuidParam = z.object({ uuid: surveyUuid });

// ---------------------------------------------------------------------------------------------------------------
// Answers

const roleNames = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const surveyLink = z.object({
  /** `default_language`: the company's language for candidates whose browser asks for none of the offered ones. */
  company: z.object({ name: z.string(), default_language: z.enum(LANGUAGES) }),
  role_names: roleNames,
  /** The optional voluntary self-identification section and its questions; null where the product has none. */
  self_identification: z.object({ ask_veteran: z.boolean(), ask_disability: z.boolean() }).nullable(),
});
export type SurveyLink = z.infer<typeof surveyLink>;

/** What the candidate is told when their unfinished assessment's link was e-mailed to them. */
export const CONTINUE_LINK_SENT =
  "You have already started this assessment. We have e-mailed you a link to continue where you left off.";

/**
 * 201 with the new assessment's id; or 202 when the e-mail already has an unfinished assessment at the company,
 * whose link was e-mailed to that address (the answer never carries its id).
 */
export const registerSurveyResult = z.union([
  z.object({ survey_result_uuid: z.string(), resumed: z.literal(false) }),
  z.object({ survey_result_uuid: z.null(), resumed: z.literal(true), message: z.string() }),
]);
export type RegisterSurveyResult = z.infer<typeof registerSurveyResult>;

export const storedAnswer = z.object({ item_id: z.string(), value: z.number().int(), answered_at: timestamp });
export type StoredAnswer = z.infer<typeof storedAnswer>;

export const surveyProgress = z.object({
  survey_result_uuid: z.string(),
  /** The company, with its assessment link token: what its public pages (how it uses automated tools) go by. */
  company: z.object({ name: z.string(), assessment_link: z.string(), default_language: z.enum(LANGUAGES) }),
  first: z.string(),
  /** The language of administration: the items' language as the take page last showed them before submission. */
  language: z.enum(LANGUAGES),
  sex: z.enum(SEXES),
  /**
   * Whether the page offers the optional norm-group step first: a job applicant (who never saw the registration page)
   * who has given neither sex nor age and not begun answering.
   */
  ask_norm_group: z.boolean(),
  /** Answers so far, in the inventory's order. */
  answers: z.array(storedAnswer),
  answered_count: z.number().int(),
  total: z.number().int(),
  /** 0-based index (inventory order) of the first unanswered item; null when every item is answered. */
  next_item_index: z.number().int().nullable(),
  submitted: z.boolean(),
  submitted_at: timestamp.nullable(),
});
export type SurveyProgress = z.infer<typeof surveyProgress>;

/** The comparison group the answers are scored against: optional, never used in selection. */
export const normGroupInput = z.object({ sex: normGroupSex, age: applicantAge });

export const submitSurveyResult = z.object({ survey_result_uuid: z.string(), submitted_at: timestamp });
export type SubmitSurveyResult = z.infer<typeof submitSurveyResult>;

// ---------------------------------------------------------------------------------------------------------------
// Operations (all public; an unknown assessment is 404, one closed unfinished by the company 410)

export const surveysContract = {
  link: operation({
    method: "GET",
    // Not under /surveys/: `/surveys/link/answers` would match both it and `/surveys/:uuid/answers`.
    path: "/survey-links/:token",
    summary: "The company behind an assessment link and the roles it offers candidates",
    description:
      "Answers the company behind an assessment link and the role names a candidate may choose from when registering.",
    access: "public",
    params: tokenInput,
    response: surveyLink,
    errors: [400, 404],
  }),
  // Spec §7 Companies "public role-names": the roles a company offers candidates, by its assessment link.
  publicRoleNames: operation({
    method: "GET",
    path: "/companies/public/role-names",
    summary: "The role names a company offers candidates, by its assessment link token",
    description: "Answers the role names a company offers on its assessment link, found by the link's token.",
    access: "public",
    query: tokenInput,
    response: z.object({ data: roleNames }),
    errors: [400, 404],
  }),
  register: operation({
    method: "POST",
    path: "/surveys/register",
    summary:
      "Register a candidate (201 with the assessment's id; 202 when an unfinished one exists: its link is e-mailed)",
    description:
      "Registers a person for the company's assessment and answers 201 with its id. When they already have an unfinished one, answers 202 and e-mails its link instead.",
    access: "public",
    publicForm: true,
    body: registerSurveyInput,
    response: registerSurveyResult,
    status: 201,
    errors: [400, 404, 422, 429],
  }),
  submit: operation({
    method: "POST",
    path: "/surveys/submit",
    summary: "Submit a fully answered assessment: it is scored, with its fit to the role benchmarks",
    description:
      "Submits an assessment whose every item is answered: it is scored and its fit to the applicable role benchmarks is computed. Refused with 422 while items are unanswered.",
    access: "public",
    body: submitSurveyInput,
    response: submitSurveyResult,
    errors: [400, 404, 422],
  }),
  progress: operation({
    method: "GET",
    path: "/surveys/:uuid",
    summary: "Where a candidate stands: the answers so far and the first unanswered item",
    description: "Answers the answers saved so far and the first unanswered item, so an assessment can be resumed.",
    access: "public",
    params: uuidParam,
    response: surveyProgress,
    errors: [400, 404],
  }),
  setNormGroup: operation({
    method: "PUT",
    path: "/surveys/:uuid/norm-group",
    summary: "Set the comparison group (sex, age; both optional) of an assessment not yet submitted",
    description:
      "Sets the sex and age group the scores are compared with (both optional). Refused once the assessment is submitted (409) or closed (410).",
    access: "public",
    params: uuidParam,
    body: normGroupInput,
    response: surveyProgress,
    errors: [400, 404, 409, 410],
  }),
  setLanguage: operation({
    method: "PUT",
    path: "/surveys/:uuid/language",
    summary: "Set the language of administration of an assessment not yet submitted (the take page's language)",
    description:
      "Sets the language the items are shown in, which reports name beside the norm group. Refused once the assessment is submitted (409) or closed (410).",
    access: "public",
    params: uuidParam,
    body: surveyLanguageInput,
    response: surveyProgress,
    errors: [400, 404, 409, 410],
  }),
  saveAnswers: operation({
    method: "PUT",
    path: "/surveys/:uuid/answers",
    summary: "Store answers (idempotent per item; the later answer wins); refused once submitted",
    description:
      "Stores answers; saving an item again replaces its answer. Refused with 409 once the assessment is submitted.",
    access: "public",
    params: uuidParam,
    body: saveAnswersInput,
    response: surveyProgress,
    errors: [400, 404, 409],
  }),
};
