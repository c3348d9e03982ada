// Job application templates (spec §7): the custom questions a job asks its applicants. Part of the jobs area: the
// super admin's, behind the jobs-area gate.
import { z } from "zod";
import { QUESTION_TYPES } from "../../domain/jobs";
import { dataOf, id, operation, timestamp } from "../http/contract";
import { idParam, JOBS_ADMIN, nullableId, oneOf, optionalFlag, required, text } from "../jobs/contract";

// ---------------------------------------------------------------------------------------------------------------
// Inputs

export const questionInput = z
  .object({
    /** Kept for an existing question (its answers stay attached); a new question gets an id from the server. */
    id: z
      .string()
      .regex(/^q_[A-Za-z0-9_-]{4,40}$/, "is not a question id")
      .optional(),
    type: oneOf(QUESTION_TYPES),
    label: required(300),
    help: text(1000)
      .nullish()
      .transform((v) => v || null),
    required: z.boolean({ error: "must be true or false" }).default(false),
    options: z
      .array(required(200), { error: "must be a list of choices" })
      .max(30, "must be at most 30 choices")
      .default([]),
  })
  .superRefine((q, ctx) => {
    const choice = q.type === "single_choice" || q.type === "multiple_choice";
    if (choice && q.options.length < 2) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "must hold at least two choices" });
    }
    if (!choice && q.options.length > 0) {
      ctx.addIssue({ code: "custom", path: ["options"], message: `are only for choice questions, not ${q.type}` });
    }
    const lower = q.options.map((o) => o.toLowerCase());
    if (new Set(lower).size !== lower.length) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "must not repeat a choice" });
    }
  });

const templateFields = {
  name: required(200),
  description: text(2000)
    .nullish()
    .transform((v) => v || null),
  company_id: nullableId("a company id"),
  questions: z
    .array(questionInput, { error: "must be a list of questions" })
    .max(50, "must be at most 50 questions")
    .refine((qs) => {
      const ids = qs.map((q) => q.id).filter(Boolean);
      return new Set(ids).size === ids.length;
    }, "must not repeat a question id"),
  is_test: z.boolean({ error: "must be true or false" }).optional(),
};

export const createTemplateBody = z.strictObject({
  ...templateFields,
  questions: templateFields.questions.default([]),
});
export type CreateTemplateInput = z.output<typeof createTemplateBody>;

export const updateTemplateBody = z
  .strictObject({
    name: templateFields.name.optional(),
    description: templateFields.description,
    company_id: templateFields.company_id,
    questions: templateFields.questions.optional(),
    is_test: templateFields.is_test,
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: "must change at least one field" });
export type UpdateTemplateInput = z.output<typeof updateTemplateBody>;

export const templateListQuery = z.object({
  include_archived: optionalFlag,
  include_tests: optionalFlag,
  company_id: id("a company id").optional(),
  search: text(100).optional(),
});
export type TemplateListQuery = z.output<typeof templateListQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

const int = z.number().int();

/** One custom question of a template. `id` is stable across edits, so answers keep their question. */
export const templateQuestion = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  label: z.string(),
  help: z.string().nullable(),
  required: z.boolean(),
  /** The choices of single_choice and multiple_choice questions; empty otherwise. */
  options: z.array(z.string()),
});

export const templateJson = z.object({
  id: int,
  name: z.string(),
  description: z.string().nullable(),
  /** Null: shared by every company. */
  company_id: int.nullable(),
  company: z.object({ id: int, name: z.string() }).nullable(),
  questions: z.array(templateQuestion),
  is_test: z.boolean(),
  /** How many jobs use it (a template in use cannot be deleted, only archived). */
  job_count: int,
  archived_at: timestamp.nullable(),
  archived_by_user_id: int.nullable(),
  created_by_user_id: int.nullable(),
  updated_by_user_id: int.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type TemplateJson = z.infer<typeof templateJson>;

// ---------------------------------------------------------------------------------------------------------------
// Operations

const BASE = "/job-application-templates";

// `clean-tests` comes before `/:id`.
export const jobTemplatesContract = {
  list: operation({
    method: "GET",
    path: BASE,
    summary: "The templates in scope (shared ones and the companies'), by name",
    description:
      "Answers the application templates in the caller's scope, shared ones and the companies' own, by name.",
    ...JOBS_ADMIN,
    query: templateListQuery,
    response: dataOf(z.array(templateJson)),
    errors: [400, 403],
  }),
  create: operation({
    method: "POST",
    path: BASE,
    summary: "Create a template, shared or for one company",
    description: "Creates an application template, shared or for one company.",
    ...JOBS_ADMIN,
    body: createTemplateBody,
    response: dataOf(templateJson),
    status: 201,
    errors: [400, 403, 422],
  }),
  cleanTests: operation({
    method: "DELETE",
    path: `${BASE}/clean-tests`,
    summary: "Delete every test template in scope that no real job uses",
    description: "Deletes every test template in the caller's scope that no real job uses.",
    ...JOBS_ADMIN,
    response: z.object({ deleted: int, kept: int }),
    errors: [403],
  }),
  get: operation({
    method: "GET",
    path: `${BASE}/:id`,
    summary: "One template",
    description: "Answers one application template with its questions.",
    ...JOBS_ADMIN,
    params: idParam,
    response: dataOf(templateJson),
    errors: [400, 403, 404],
  }),
  update: operation({
    method: "PUT",
    path: `${BASE}/:id`,
    summary: "Change a template (questions keep their ids, so answers stay attached)",
    description: "Changes a template; questions keep their ids, so answers already given stay attached.",
    ...JOBS_ADMIN,
    params: idParam,
    body: updateTemplateBody,
    response: dataOf(templateJson),
    errors: [400, 403, 404, 422],
  }),
  remove: operation({
    method: "DELETE",
    path: `${BASE}/:id`,
    summary: "Delete a template no job uses (one in use answers 409: archive it)",
    description: "Deletes a template no job uses; one in use answers 409 and can be archived instead.",
    ...JOBS_ADMIN,
    params: idParam,
    status: 204,
    errors: [400, 403, 404, 409],
  }),
  archive: operation({
    method: "DELETE",
    path: `${BASE}/:id/archive`,
    summary: "Archive a template: jobs keep it; it is no longer offered for new jobs",
    description: "Archives a template: jobs that use it keep it, but it is no longer offered for new jobs.",
    ...JOBS_ADMIN,
    params: idParam,
    response: dataOf(templateJson),
    errors: [400, 403, 404],
  }),
};
