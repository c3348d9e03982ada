import { RESUME_CONTENT_TYPES, RESUME_MAX_BYTES, type AnswerValue, type TemplateQuestion } from "../../domain/jobs";
import type { FileStorage } from "../files/storage";
import type { FieldError } from "../http/errors";
import type { AnswersInput } from "./contract";

/** The key prefix of the files applicants upload for a job (resumes and file answers). */
export const applicantFilesPrefix = (jobUuid: string) => `jobs/${jobUuid}/applicants`;

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
  given: AnswersInput,
  { complete }: { complete: boolean },
): { answers: Record<string, AnswerValue>; errors: FieldError[]; files: { path: string; key: string }[] } {
  const errors: FieldError[] = [];
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

/**
 * Checks that uploaded files belong to this job's applicants (by their key) and were really uploaded, within the
 * allowed type and size.
 */
export async function checkUploadedFiles(
  storage: FileStorage,
  jobUuid: string,
  files: { path: string; key: string }[],
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const prefix = `${applicantFilesPrefix(jobUuid)}/`;
  for (const { path, key } of files) {
    if (!key.startsWith(prefix)) {
      errors.push({ path, message: "is not a file uploaded for this job" });
      continue;
    }
    const object = await storage.head(key);
    if (!object) errors.push({ path, message: "was not uploaded (ask for a new upload URL and upload the file)" });
    else if (object.size > RESUME_MAX_BYTES) errors.push({ path, message: "is larger than 5 MB" });
    else if (object.contentType && !(RESUME_CONTENT_TYPES as readonly string[]).includes(object.contentType)) {
      errors.push({ path, message: "is not a document type we accept" });
    }
  }
  return errors;
}
