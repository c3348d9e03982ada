// The public survey API's contract: request schemas (zod; they validate every input) and answer shapes. Field
// messages read after the field's name ("email must be a valid e-mail address"), like the rest of the API.
import { z } from "zod";
import { isItemId, ITEM_COUNT } from "../../domain/assessment/items";
import { SEXES, type Sex } from "../../domain/assessment/traits";

/** A company's shareable assessment link token (32 hex characters for real companies). */
export const linkToken = z
  .string({ error: "is required" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, "is not a valid assessment link");

export const surveyUuid = z.uuid({ error: "is not a valid assessment id" });

const name = z.string({ error: "is required" }).trim().min(1, "is required").max(100, "must be at most 100 characters");

export const registerSurveyInput = z.object({
  token: linkToken,
  first: name,
  last: name,
  email: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(254, "must be at most 254 characters")
    .pipe(z.email({ error: "must be a valid e-mail address" })),
  phone: z
    .string()
    .trim()
    .max(32, "must be at most 32 characters")
    .regex(/^(\+?[0-9][0-9 ().-]{5,30})?$/, "must be a valid phone number")
    .nullish()
    .transform((v) => v || null),
  sex: z.enum(SEXES, { error: "must be male, female or unspecified (prefer not to say)" }),
  age: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(16, "must be between 16 and 99")
    .max(99, "must be between 16 and 99")
    .nullish()
    .transform((v) => v ?? null),
  role: z.string({ error: "is required" }).trim().min(1, "is required").max(200, "must be at most 200 characters"),
  consent: z.literal(true, { error: "must be given to take the assessment" }),
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

/** GET /surveys/link/:token */
export interface SurveyLink {
  company: { name: string };
  role_names: { id: number; name: string }[];
}

/**
 * POST /surveys/register: 201 with the new assessment's id; or 202 when the e-mail already has an unfinished
 * assessment at the company, whose link was e-mailed to that address (the answer never carries its id).
 */
export type RegisterSurveyResult =
  { survey_result_uuid: string; resumed: false } | { survey_result_uuid: null; resumed: true; message: string };

/** What the candidate is told when their unfinished assessment's link was e-mailed to them. */
export const CONTINUE_LINK_SENT =
  "You have already started this assessment. We have e-mailed you a link to continue where you left off.";

export interface StoredAnswer {
  item_id: string;
  value: number;
  answered_at: string;
}

/** GET /surveys/:uuid and PUT /surveys/:uuid/answers */
export interface SurveyProgress {
  survey_result_uuid: string;
  company: { name: string };
  first: string;
  sex: Sex;
  /** Answers so far, in the inventory's order. */
  answers: StoredAnswer[];
  answered_count: number;
  total: number;
  /** 0-based index (inventory order) of the first unanswered item; null when every item is answered. */
  next_item_index: number | null;
  submitted: boolean;
  submitted_at: string | null;
}

/** POST /surveys/submit */
export interface SubmitSurveyResult {
  survey_result_uuid: string;
  submitted_at: string;
}
