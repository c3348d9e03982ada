// The job form of /jobs/add and /jobs/edit as the API's bodies: its fields read here (conform + zod), their rules
// checked by the API, whose field problems show beside the form's fields.
import { z } from "zod";
import { apiFailure, intents, parseSubmission, type Parsed, type Submission } from "~/ui/action/index.server";
import { EMPLOYMENT_TYPES, JOB_STATUSES, SALARY_PERIODS, WORKPLACES } from "./model";
import { id } from "../../api/http/contract";
import type { createJobBody, generateBody } from "../../api/jobs/contract";

const text = z
  .string()
  .optional()
  .transform((v) => (v ?? "").trim());
const optional = <T extends z.ZodType>(schema: T) => schema.optional().transform((v): z.output<T> | null => v ?? null);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` }).optional();
/** Pay as typed: spaces and thousands separators are ignored. */
const money = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v?.trim()) return null;
    const n = Number(v.replace(/[ ,]/g, ""));
    if (Number.isNaN(n)) ctx.addIssue({ code: "custom", message: "must be a whole number" });
    return n;
  });

/** The fields POST /jobs/generate shares with the job itself. */
const common = {
  title: text,
  company_id: id("a company id").optional(),
  location_id: optional(id("a location id")),
  department_id: optional(id("a department id")),
  employment_type: choice(EMPLOYMENT_TYPES),
  workplace: choice(WORKPLACES),
  salary_min: money,
  salary_max: money,
  salary_currency: text.transform((v) => v || null),
  salary_period: optional(choice(SALARY_PERIODS)),
  description: z
    .string()
    .optional()
    .transform((v) => v ?? ""),
};

const jobForm = intents({
  save: z.object({
    ...common,
    role_name_id: optional(id("a role name id")),
    template_id: optional(id("an application template id")),
    status: choice(JOB_STATUSES),
    interview_after_application: z
      .boolean()
      .optional()
      .transform((v) => v ?? false),
    participant_reports: z
      .boolean()
      .optional()
      .transform((v) => v ?? false),
    is_test: z
      .boolean()
      .optional()
      .transform((v) => v ?? false),
  }),
  generate: z.object({ ...common, notes: text.transform((v) => v || undefined) }),
});

/** Field labels for messages at the job form's fields. */
export const JOB_FIELD_LABELS: Record<string, string> = {
  title: "Title",
  company_id: "Company",
  location_id: "Location",
  department_id: "Department",
  role_name_id: "Role",
  template_id: "Application template",
  employment_type: "Employment type",
  workplace: "Workplace",
  salary_min: "Minimum pay",
  salary_max: "Maximum pay",
  salary_currency: "Currency",
  salary_period: "Pay period",
  description: "Description",
  status: "Status",
};
const FIELDS = Object.keys(JOB_FIELD_LABELS);

type JobFormValue =
  { intent: "save"; body: z.input<typeof createJobBody> } | { intent: "generate"; body: z.input<typeof generateBody> };

/**
 * Reads the job form: a save (the job's body), or a request to write its description (with the writer's notes;
 * `jobId` is the saved job it is for, if any).
 */
export async function parseJobForm(request: Request, jobId?: number): Promise<Parsed<JobFormValue>> {
  const input = await parseSubmission(request, jobForm, { fields: FIELDS });
  if (!input.ok) return input;
  const form = input.value;
  let value: JobFormValue;
  if (form.intent === "generate") {
    const { intent, ...body } = form;
    value = { intent, body: { ...body, job_id: jobId } };
  } else {
    // A job without a company is the API's to refuse, with the form's other problems.
    const { intent, ...body } = form;
    value = { intent, body: { ...body, company_id: body.company_id } };
  }
  return { ...input, value };
}

/**
 * A refused save: each of the API's field problems beside its field ("Title is required"). A refused description
 * names what it lacks in a toast ("company_id: is required without job_id"), as the page always did.
 */
export const jobFormFailure = (error: unknown, submission: Submission<{ intent: string }>) =>
  submission.value.intent === "generate"
    ? apiFailure(error, { submission })
    : apiFailure(error, { submission, fields: FIELDS, labels: JOB_FIELD_LABELS });
