import type { AppLoadContext } from "@remix-run/node";
import { apiClient, ApiRequestError } from "~/api/client.server";
import type { z } from "zod";
import { jobApplicationsContract, type applyBody as applySchema } from "../../api/job-applications/contract";
import { candidateDetailsBody, readCandidateDetails, type CandidateDetails } from "~/candidates/CandidateDetailsFields";
import type { AnswerValue, PublicJobDetailsJson } from "./model";
import { RESUME_MAX_BYTES } from "./model";
import { putToPresignedUrl } from "./public.server";
import { answerField } from "./QuestionField";

/** What the apply form sent, kept to fill the form again after an error (files become their uploaded keys). */
export interface ApplyFormValues extends CandidateDetails {
  answers: Record<string, AnswerValue>;
  resume: { file_key: string; file_name: string } | null;
}

export interface ApplyProblem {
  values: ApplyFormValues;
  fieldErrors: Record<string, string>;
  message: string | null;
}

const EXTENSION_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  odt: "application/vnd.oasis.opendocument.text",
  rtf: "application/rtf",
  txt: "text/plain",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

/** A file's type as the browser said, or from its extension when the browser said nothing useful. */
function contentTypeOf(file: File): string {
  if (file.type && file.type !== "application/octet-stream") return file.type.toLowerCase();
  return EXTENSION_TYPES[file.name.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}

const isFile = (v: FormDataEntryValue | null): v is File => typeof v === "object" && v !== null && v.size > 0;

/**
 * Uploads a chosen file through a presigned URL the API hands out for this job (resume upload-presigned-url),
 * or keeps the one uploaded on an earlier attempt. Answers null when there is none.
 */
async function uploadField(
  context: AppLoadContext,
  job: PublicJobDetailsJson,
  form: FormData,
  name: string,
): Promise<{ file_key: string; file_name: string } | null> {
  const file = form.get(name);
  if (isFile(file)) {
    if (file.size > RESUME_MAX_BYTES) throw new FieldProblem(name, "must be at most 5 MB");
    let upload: { upload_url: string; headers: Record<string, string>; file_key: string };
    try {
      const body = await apiClient(context, null).call(jobApplicationsContract.resumeUploadUrl, {
        body: { job_uuid: job.uuid, file_name: file.name, content_type: contentTypeOf(file), size: file.size },
      });
      upload = body.data;
    } catch (error) {
      if (error instanceof ApiRequestError && error.errors.some((e) => e.path === "content_type")) {
        throw new FieldProblem(name, "must be a PDF, Word, OpenDocument, RTF, text, PNG or JPEG file");
      }
      throw error;
    }
    await putToPresignedUrl(context, upload, await file.arrayBuffer());
    return { file_key: upload.file_key, file_name: file.name };
  }
  const key = String(form.get(`${name}.key`) ?? "");
  const fileName = String(form.get(`${name}.name`) ?? "");
  return key && fileName ? { file_key: key, file_name: fileName } : null;
}

export class FieldProblem extends Error {
  constructor(
    public readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the apply form: the applicant's details, each question's answer, and the uploaded files. */
export async function readApplyForm(
  context: AppLoadContext,
  job: PublicJobDetailsJson,
  form: FormData,
): Promise<ApplyFormValues> {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const answers: Record<string, AnswerValue> = {};
  for (const question of job.questions) {
    const name = answerField(question);
    switch (question.type) {
      case "multiple_choice":
        answers[question.id] = form.getAll(name).map(String);
        break;
      case "yes_no":
        answers[question.id] = form.get(name) === "yes" ? true : form.get(name) === "no" ? false : null;
        break;
      case "file":
        answers[question.id] = await uploadField(context, job, form, name);
        break;
      default:
        answers[question.id] = text(name) || null;
    }
  }
  return {
    ...readCandidateDetails(form),
    answers,
    resume: await uploadField(context, job, form, "resume"),
  };
}

/** The apply call's body from the form's values (the API names any field that is wrong). */
export function applyBody(values: ApplyFormValues) {
  return {
    ...candidateDetailsBody(values),
    answers: Object.fromEntries(Object.entries(values.answers).filter(([, v]) => v !== null)),
    resume_file_key: values.resume?.file_key ?? null,
    resume_file_name: values.resume?.file_name ?? null,
  } as z.input<typeof applySchema>;
}

/** The API's field paths as the form's field names ("answers.q_x" → "q.q_x", "resume_file_key" → "resume"). */
export function formFieldOf(path: string): string {
  if (path.startsWith("answers.")) return `q.${path.slice("answers.".length)}`;
  if (path.startsWith("resume_file")) return "resume";
  return path;
}
