// Voluntary self-identification (docs/self-identification.md, ADR 077): what a candidate chose to say about sex,
// race/ethnicity and, where the company asks, veteran and disability status. Read only with "eeo:read" (a user an
// owner granted it); a person outside the caller's scope is not found. Never part of a report, list, board or any
// input to scoring, fit, ranking or AI. The answers arrive with the registration or the job application.
import { z } from "zod";
import {
  DISABILITY_CODES,
  RACE_ETHNICITY_CODES,
  SELF_IDENTIFICATION_SOURCES,
  SEX_CODES,
  VETERAN_CODES,
} from "../../domain/self-identification";
import { dataOf, id, operation, timestamp } from "../http/contract";

/** One answer as sent: a code, or blank (not answered). The codes are checked against the company's questions. */
const sentAnswer = z
  .string({ error: "must be a code" })
  .trim()
  .max(60, "must be at most 60 characters")
  .nullish()
  .transform((v) => v || null);

/** The optional section of a registration or application (a body's `self_identification`). */
export const selfIdentificationInput = z.strictObject({
  sex: sentAnswer,
  race_ethnicity: sentAnswer,
  veteran: sentAnswer,
  disability: sentAnswer,
});
export type SelfIdentificationInput = z.output<typeof selfIdentificationInput>;

export const selfIdentificationJson = z.object({
  survey_result_id: z.number().int().nullable(),
  job_application_id: z.number().int().nullable(),
  /** Null: not asked or left blank; `declined`: "I decline to self-identify". */
  sex: z.enum(SEX_CODES).nullable(),
  race_ethnicity: z.enum(RACE_ETHNICITY_CODES).nullable(),
  veteran: z.enum(VETERAN_CODES).nullable(),
  disability: z.enum(DISABILITY_CODES).nullable(),
  source: z.enum(SELF_IDENTIFICATION_SOURCES),
  created_at: timestamp,
  updated_at: timestamp,
});
export type SelfIdentificationJson = z.infer<typeof selfIdentificationJson>;

export const selfIdentificationSettingsJson = z.object({
  company_id: z.number().int(),
  /** Whether the forms ask veteran status (off unless the company turns it on). */
  ask_veteran: z.boolean(),
  /** Whether the forms ask disability status, in form CC-305's words (off unless the company turns it on). */
  ask_disability: z.boolean(),
});
export type SelfIdentificationSettingsJson = z.infer<typeof selfIdentificationSettingsJson>;

export const selfIdentificationSettingsInput = z.strictObject({
  ask_veteran: z.boolean({ error: "must be true or false" }),
  ask_disability: z.boolean({ error: "must be true or false" }),
});

const surveyResultParams = z.object({ id: id("a survey result id") });
const companyParams = z.object({ id: id("a company id") });
const feature = "selfIdentification" as const;

export const selfIdentificationContract = {
  get: operation({
    method: "GET",
    path: "/survey-results/:id/self-identification",
    summary: "What a person chose to say in the voluntary self-identification (null when they said nothing)",
    description:
      "Answers the person's voluntary self-identification (sex, race/ethnicity, veteran and disability status, each possibly declined), kept apart from their record. Only users granted access to self-identification answers may read it; a person outside the caller's companies is not found.",
    access: "eeo:read",
    denied: "Only users granted access to self-identification answers can read them",
    feature,
    params: surveyResultParams,
    response: dataOf(selfIdentificationJson.nullable()),
    errors: [400, 403, 404],
  }),
  getSettings: operation({
    method: "GET",
    path: "/companies/:id/self-identification-settings",
    summary: "Which optional self-identification questions the company asks",
    description:
      "Answers whether the company's forms ask veteran and disability status (sex and race/ethnicity always).",
    access: "self-identification-settings:manage",
    denied: "Only the company's owner can see which self-identification questions it asks",
    feature,
    params: companyParams,
    response: dataOf(selfIdentificationSettingsJson),
    errors: [400, 403, 404],
  }),
  setSettings: operation({
    method: "PUT",
    path: "/companies/:id/self-identification-settings",
    summary: "Turn the veteran and disability questions on or off",
    description:
      "Sets whether the company's forms ask veteran and disability status. The change is in the audit trail.",
    access: "self-identification-settings:manage",
    denied: "Only the company's owner can change which self-identification questions it asks",
    feature,
    params: companyParams,
    body: selfIdentificationSettingsInput,
    response: dataOf(selfIdentificationSettingsJson),
    errors: [400, 403, 404],
  }),
};
