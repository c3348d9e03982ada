// The jobs area's vocabulary (spec §7 Jobs), shared by the API, its database schema, its contracts and the app.
import { formatNumber } from "./format";

/** A job's life: drafted, published on the job board, paused (hidden, kept), closed, or filled. */
export const JOB_STATUSES = ["draft", "published", "paused", "closed", "filled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: "Draft",
  published: "Published",
  paused: "Paused",
  closed: "Closed",
  filled: "Filled",
};

/** Only a published job is on the public job board and takes applications. */
export const OPEN_STATUS: JobStatus = "published";

export const EMPLOYMENT_TYPES = ["full_time", "part_time", "contract", "temporary", "internship"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: "Full-time",
  part_time: "Part-time",
  contract: "Contract",
  temporary: "Temporary",
  internship: "Internship",
};

export const WORKPLACES = ["on_site", "hybrid", "remote"] as const;
export type Workplace = (typeof WORKPLACES)[number];
export const WORKPLACE_LABELS: Record<Workplace, string> = { on_site: "On-site", hybrid: "Hybrid", remote: "Remote" };

export const SALARY_PERIODS = ["hour", "month", "year"] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** The kinds of question an application template can ask. */
export const QUESTION_TYPES = [
  "short_text",
  "long_text",
  "single_choice",
  "multiple_choice",
  "yes_no",
  "file",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  short_text: "Short text",
  long_text: "Long text",
  single_choice: "Single choice",
  multiple_choice: "Multiple choice",
  yes_no: "Yes / no",
  file: "File",
};

/** One custom question of an application template. `id` is stable across edits, so answers keep their question. */
export interface TemplateQuestion {
  id: string;
  type: QuestionType;
  label: string;
  help: string | null;
  required: boolean;
  /** The choices of single_choice and multiple_choice questions; empty otherwise. */
  options: string[];
}

/**
 * An answer as stored: text for text questions, one option for single choice, a list for multiple choice, a
 * boolean for yes/no and the uploaded file for file questions.
 */
export type AnswerValue = string | string[] | boolean | { file_key: string; file_name: string } | null;

/** An application: in progress (saved, not sent) until the candidate submits it. */
export const APPLICATION_STATUSES = ["in_progress", "submitted"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Where an application came from: the public apply page, or a CSV import by an admin. */
export const APPLICATION_SOURCES = ["apply", "import"] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

/** A CSV import's steps: waiting for the file, checked (ready or invalid), importing, then completed or failed. */
export const IMPORT_STATUSES = ["awaiting_upload", "ready", "invalid", "importing", "completed", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export interface ImportRowError {
  /** The row's line number in the file (the header is line 1). */
  row: number;
  field: string | null;
  message: string;
}

/** Resumes and file answers: common document formats, at most 5 MB. */
export const RESUME_CONTENT_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.oasis.opendocument.text",
  "application/rtf",
  "text/plain",
  "image/png",
  "image/jpeg",
] as const;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT = ".pdf,.doc,.docx,.odt,.rtf,.txt,.png,.jpg,.jpeg";

/** Candidate imports: a CSV of at most 1 MB and 1,000 rows. */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_COLUMNS = ["first", "last", "email", "phone", "sex", "age"] as const;

/** Spec §3 job search query: the job's own fields `sort_by` accepts. */
export const JOB_SORTS = ["id", "title", "status", "created_at", "updated_at", "published_at"] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_COMPANY_SORT_FIELDS = ["name", "industry", "created_at"] as const;
export const JOB_LOCATION_SORT_FIELDS = ["name"] as const;
export const JOB_DEPARTMENT_SORT_FIELDS = ["name"] as const;
/** Computed per job: its applications (all, submitted) and the newest application's time. */
export const JOB_COMPUTED_SORT_FIELDS = ["application_count", "submitted_count", "last_applied_at"] as const;

/** The channels a job's generated ads are written for. */
export const AD_CHANNELS = ["job_board", "social_media", "short_message"] as const;
export type AdChannel = (typeof AD_CHANNELS)[number];

/** The label every text of the deterministic generator carries (architecture: the honest embedded default). */
export const TEMPLATE_GENERATOR_LABEL = "generated from templates";

/** "18–22 USD an hour" for a job's pay (the job page, the job board, generated ads), or null. */
export function payText(job: {
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
}): string | null {
  const fmt = (n: number) => formatNumber(n);
  const { salary_min: min, salary_max: max } = job;
  if (min === null && max === null) return null;
  const range =
    min !== null && max !== null
      ? min === max
        ? fmt(min)
        : `${fmt(min)}–${fmt(max)}`
      : min !== null
        ? `from ${fmt(min)}`
        : `up to ${fmt(max!)}`;
  const currency = job.salary_currency ? ` ${job.salary_currency}` : "";
  const period = job.salary_period ? ` a${job.salary_period === "hour" ? "n" : ""} ${job.salary_period}` : "";
  return `${range}${currency}${period}`;
}

/** A problem with one answer, named by its path (`answers.<question id>`), as the API reports field errors. */
export interface AnswerProblem {
  path: string;
  message: string;
}

const empty = (value: AnswerValue | undefined) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/**
 * Checks answers against a template's questions and returns them normalised (trimmed text, choices as the
 * template writes them). With `complete`, every required question must be answered (submitting); without, only
 * what is given is checked (saving an application in progress). Errors name `answers.<question id>`.
 */
export function checkAnswers(
  questions: readonly TemplateQuestion[],
  given: Readonly<Record<string, AnswerValue | undefined>>,
  { complete }: { complete: boolean },
): { answers: Record<string, AnswerValue>; errors: AnswerProblem[]; files: { path: string; key: string }[] } {
  const errors: AnswerProblem[] = [];
  const answers: Record<string, AnswerValue> = {};
  const files: { path: string; key: string }[] = [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const id of Object.keys(given)) {
    if (!byId.has(id)) errors.push({ path: `answers.${id}`, message: "is not a question of this application" });
  }
  for (const q of questions) {
    const path = `answers.${q.id}`;
    const value = given[q.id];
    if (empty(value)) {
      if (complete && q.required) errors.push({ path, message: "is required" });
      continue;
    }
    const wrong = (message: string) => errors.push({ path, message });
    switch (q.type) {
      case "short_text":
      case "long_text": {
        const max = q.type === "short_text" ? 300 : 5000;
        if (typeof value !== "string") wrong("must be text");
        else if (value.trim().length > max) wrong(`must be at most ${max} characters`);
        else answers[q.id] = value.trim();
        break;
      }
      case "single_choice": {
        const option =
          typeof value === "string" ? q.options.find((o) => o.toLowerCase() === value.trim().toLowerCase()) : undefined;
        if (!option) wrong(`must be one of: ${q.options.join(", ")}`);
        else answers[q.id] = option;
        break;
      }
      case "multiple_choice": {
        const list = Array.isArray(value) ? value : null;
        const chosen = list?.map((v) => q.options.find((o) => o.toLowerCase() === v.trim().toLowerCase()));
        if (!chosen || chosen.some((c) => c === undefined)) wrong(`must be a list of: ${q.options.join(", ")}`);
        // In the template's order, each once.
        else answers[q.id] = q.options.filter((o) => chosen.includes(o));
        break;
      }
      case "yes_no":
        if (typeof value !== "boolean") wrong("must be yes (true) or no (false)");
        else answers[q.id] = value;
        break;
      case "file":
        if (!value || typeof value !== "object" || Array.isArray(value) || !("file_key" in value)) {
          wrong("must be an uploaded file ({ file_key, file_name })");
        } else {
          answers[q.id] = { file_key: value.file_key, file_name: value.file_name };
          files.push({ path, key: value.file_key });
        }
        break;
    }
  }
  return { answers, errors, files };
}
