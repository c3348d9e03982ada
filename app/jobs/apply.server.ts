// Applying for a job: the apply form read with its job's questions (conform + zod), its files uploaded through the
// presigned URLs the API hands out, then POST /jobs/public/{uuid}/apply. Problems come back beside their fields,
// worded for applicants; the rest as one message.
import { redirect, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { contentTypeOf } from "~/api/upload.server";
import {
  SELF_IDENTIFICATION_FIELDS,
  selfIdentificationBody,
  selfIdentificationField,
} from "~/self-identification/form";
import { candidateI18n } from "~/i18n/i18n.server";
import { translator, type Translate } from "~/i18n/useT";
import {
  actionFailure,
  parseSubmission,
  type ActionFailure,
  type FormValues,
  type Submission,
} from "~/ui/action/index.server";
import type { AnswerValue, PublicJobDetailsJson, TemplateQuestion } from "./model";
import { RESUME_MAX_BYTES } from "./model";
import { requireJobsArea } from "./access.server";
import { publicJob, putToPresignedUrl } from "./public.server";
import { answerField } from "./QuestionField";
import { checkAnswers } from "~domain/jobs";
import { jobApplicationsContract } from "../../api/job-applications/contract";
import { funnelReferenceOf } from "../../api/funnels/contract";
import { jobBoardContract } from "../../api/job-board/contract";

/** A file field (see FileField): a newly chosen file, or the one uploaded on an earlier attempt (its key). */
const fileField = z
  .object({ file: z.file().optional(), key: z.string().optional(), name: z.string().optional() })
  .optional();
type FileFieldValue = z.output<typeof fileField>;

const text = z
  .string()
  .optional()
  .transform((v) => (v ?? "").trim());

function answerSchema(question: TemplateQuestion) {
  switch (question.type) {
    case "multiple_choice":
      return z.array(z.string()).optional();
    case "yes_no":
      return z.enum(["yes", "no"], { error: "must be yes or no" }).optional();
    case "file":
      return fileField;
    default:
      return z.string().optional();
  }
}

/** The apply form of a job: the applicant's details (their rules are the API's), its questions' answers, the resume. */
function applyForm(job: PublicJobDetailsJson) {
  return z.object({
    first: text,
    last: text,
    email: text,
    phone: text,
    consent: z
      .boolean()
      .optional()
      .transform((v) => v ?? false),
    resume: fileField,
    q: z
      .object(Object.fromEntries(job.questions.map((q) => [q.id, answerSchema(q)])))
      .optional()
      .transform((answers) => answers ?? {}),
    ...Object.fromEntries(SELF_IDENTIFICATION_FIELDS.map((f) => [f, z.string().optional()])),
  });
}
type ApplyForm = z.output<ReturnType<typeof applyForm>>;

/** A file the API refused before the application was sent (its type or size). */
class FieldProblem extends Error {
  constructor(
    public readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Uploads a chosen file through a presigned URL the API hands out for this job (resume upload-presigned-url),
 * or keeps the one uploaded on an earlier attempt. Answers null when there is none.
 */
async function upload(
  context: AppLoadContext,
  job: PublicJobDetailsJson,
  value: FileFieldValue,
  field: string,
  t: Translate,
): Promise<{ file_key: string; file_name: string } | null> {
  const file = value?.file;
  if (file) {
    if (file.size > RESUME_MAX_BYTES) throw new FieldProblem(field, t("careers.apply.error.fileTooLarge"));
    try {
      const { data: target } = await apiClient(context, null).call(jobApplicationsContract.resumeUploadUrl, {
        body: { job_uuid: job.uuid, file_name: file.name, content_type: contentTypeOf(file), size: file.size },
      });
      await putToPresignedUrl(context, target, await file.arrayBuffer());
      return { file_key: target.file_key, file_name: file.name };
    } catch (error) {
      if (error instanceof ApiRequestError && error.errors.some((e) => e.path === "content_type")) {
        throw new FieldProblem(field, t("careers.apply.error.fileType"));
      }
      throw error;
    }
  }
  return value?.key && value.name ? { file_key: value.key, file_name: value.name } : null;
}

/** Each question's answer as the API takes it (files uploaded first). */
async function answersOf(context: AppLoadContext, job: PublicJobDetailsJson, form: ApplyForm, t: Translate) {
  const answers: Record<string, AnswerValue> = {};
  for (const question of job.questions) {
    const given = (form.q as Record<string, unknown>)[question.id];
    switch (question.type) {
      case "multiple_choice":
        answers[question.id] = (given as string[] | undefined) ?? [];
        break;
      case "yes_no":
        answers[question.id] = given === "yes" ? true : given === "no" ? false : null;
        break;
      case "file":
        answers[question.id] = await upload(context, job, given as FileFieldValue, answerField(question), t);
        break;
      default:
        answers[question.id] = (given as string | undefined)?.trim() || null;
    }
  }
  return answers;
}

/** The API's field paths as the form's field names ("answers.q_x" → "q.q_x", "resume_file_key" → "resume"). */
function formFieldOf(path: string): string {
  if (path.startsWith("answers.")) return `q.${path.slice("answers.".length)}`;
  if (path.startsWith("resume_file")) return "resume";
  return selfIdentificationField(path) ?? path;
}

/** The field of a malformed value (a tampered form): "q.q_x.file" is its question's, "resume.key" the resume. */
const inputField = (path: string) => path.replace(/\.(file|key|name)$/, "");

/** The form's values to show again, with the files uploaded so far (so they are not asked for again). */
function valuesWithUploads(
  submitted: FormValues | null,
  uploads: Record<string, { file_key: string; file_name: string } | null>,
): FormValues {
  const values: FormValues = { ...submitted };
  for (const [field, file] of Object.entries(uploads)) {
    if (!file) continue;
    values[`${field}.key`] = file.file_key;
    values[`${field}.name`] = file.file_name;
  }
  return values;
}

/** Two resumes or answers of 5 MB and the form itself: more than this is refused before it is read. */
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

/**
 * The apply action: the application, then where the applicant goes next (the assessment, or the thanks page).
 * Every refusal answers with the problem (status 200: a 4xx from an action makes the browser log a failed load), in
 * the language of the applicant's page.
 */
export async function applyForJob(
  context: AppLoadContext,
  job: PublicJobDetailsJson,
  request: Request,
): Promise<ActionFailure | { redirect: string }> {
  const t = translator(await candidateI18n(request, ["careers"], job.company.default_language));
  if (Number(request.headers.get("content-length")) > MAX_REQUEST_BYTES) {
    return actionFailure(t("careers.apply.error.filesTooLarge"));
  }
  const input = await parseSubmission(request, applyForm(job), { fields: inputField });
  if (!input.ok) return input.result;
  const form = input.value;
  const uploads: Record<string, { file_key: string; file_name: string } | null> = {};
  try {
    uploads.resume = await upload(context, job, form.resume, "resume", t);
    const answers = await answersOf(context, job, form, t);
    for (const question of job.questions) {
      const answer = answers[question.id];
      if (question.type === "file") uploads[answerField(question)] = answer as (typeof uploads)[string];
    }
    // Checked with the API's own schema, so every problem with the details is named at once, in its words.
    const body = jobBoardContract.apply.body.safeParse({
      first: form.first,
      last: form.last,
      email: form.email,
      phone: form.phone || null,
      consent: form.consent,
      answers: Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== null)),
      resume_file_key: uploads.resume?.file_key ?? null,
      resume_file_name: uploads.resume?.file_name ?? null,
      // Through a hiring campaign's funnel (/funnels/{campaign} links here with it): counted as its registration.
      ...funnelReferenceOf(request.url),
      self_identification: selfIdentificationBody(form),
      // The assessment that may follow starts in the language the applicant applied in.
      language: t.language,
    });
    // The answers are checked here too, with the API's own check: otherwise a form with a problem in the details
    // named only those, and the unanswered required questions came one submit later.
    const answerProblems = checkAnswers(
      job.questions,
      Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== null)),
      { complete: true },
    ).errors;
    if (!body.success || answerProblems.length) {
      const detailProblems = body.success
        ? []
        : body.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      throw new ApiRequestError(400, "Bad Request", [...detailProblems, ...answerProblems]);
    }
    const { data: applied } = await apiClient(context, null).call(jobBoardContract.apply, {
      params: { uuid: job.uuid },
      body: body.data,
    });
    const next = applied.next;
    return {
      redirect:
        next?.kind === "assessment" ? next.path : `/careers/${job.uuid}/applied?ref=${applied.candidate_reference}`,
    };
  } catch (error) {
    return applyFailure(error, { ...input, values: valuesWithUploads(input.values, uploads) }, t);
  }
}

/** The apply page's action (/careers/{job_uuid}/apply): on to what follows the application, or its problems. */
export async function applyAction({ request, params, context }: ActionFunctionArgs) {
  requireJobsArea(context);
  const job = await publicJob(context, params.job_uuid ?? "");
  const result = await applyForJob(context, job, request);
  return "redirect" in result ? redirect(result.redirect) : result;
}

/** The applicant's details, by field: the key of their label. */
const DETAIL_LABELS: Record<string, string> = {
  first: "careers.apply.first",
  last: "careers.apply.last",
  email: "careers.apply.email",
};

/** One problem the API (or its schema) found with a field, in the applicant's words and language. */
function problemText(t: Translate, field: string, message: string): string {
  if (field === "consent") return t("careers.apply.error.consent");
  const max = /^must be at most (\d+) characters$/.exec(message)?.[1];
  const required = message === "is required";
  if (field === "phone") return t("careers.apply.error.phone.invalid");
  if (field in DETAIL_LABELS) {
    if (required) return t(`careers.apply.error.${field}.required`);
    if (max) return t("careers.apply.error.tooLong", { field: t(DETAIL_LABELS[field]!), max: Number(max) });
    if (field === "email") return t("careers.apply.error.email.invalid");
    return t("careers.apply.error.invalid", { field: t(DETAIL_LABELS[field]!) });
  }
  // A question's answer, the resume, a self-identification answer.
  return required ? t("careers.apply.error.answer.required") : t("careers.apply.error.answer.invalid");
}

/** A refusal with no field of its own, by its status: the job closed, already applied, too many tries, or other. */
function refusalText(t: Translate, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t("careers.apply.error.failed");
  if (error.status === 409) {
    return /already applied/i.test(error.message)
      ? t("careers.apply.error.alreadyApplied")
      : t("careers.apply.error.closed");
  }
  if (error.status === 404) return t("careers.apply.error.closed");
  if (error.status === 429) return t("careers.apply.error.tooMany");
  return t("careers.apply.error.failed");
}

/**
 * A refused application: each problem beside its field in the applicant's words (the first per field); anything
 * else as one message.
 */
function applyFailure(error: unknown, submission: Submission<unknown>, t: Translate): ActionFailure {
  if (error instanceof Response) throw error;
  if (error instanceof FieldProblem) {
    return actionFailure([], { submission, fieldErrors: { [error.field]: error.message } });
  }
  const problems = error instanceof ApiRequestError ? error.errors.filter((e) => e.path && e.path !== "(body)") : [];
  if (!problems.length) return actionFailure(refusalText(t, error), { submission });
  const fieldErrors: Record<string, string> = {};
  for (const problem of problems) {
    const field = formFieldOf(problem.path);
    fieldErrors[field] ??= problemText(t, field, problem.message);
  }
  return actionFailure([], { submission, fieldErrors });
}
