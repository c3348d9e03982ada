// The resume staff attach to a person from their page, outside any job application: the form posts the file here,
// this server uploads it through the presigned URL the API answers (POST /survey-results/{id}/upload-presigned-url/
// resume) and names its key (PUT /survey-results/{id}/resume). Downloading sends the browser to a short-lived link.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { RESUME_CONTENT_TYPES, RESUME_MAX_BYTES } from "~domain/jobs";
import { ApiRequestError, notFound } from "~/api/client.server";
import { contentTypeOf, putToPresignedUrl } from "~/api/upload.server";
import { requireUser } from "~/auth/user.server";
import { actionFailure, actionSuccess, apiFailure, parseSubmission, type ActionResult } from "~/ui/action/index.server";
import { idParam } from "~/ui/id-param.server";
import { surveyResultsContract as surveyResults } from "../../api/survey-results/contract";
import { RESUME_TYPES_TEXT } from "./resume";

/** One resume and the form around it: more than this is refused before it is read. */
const MAX_REQUEST_BYTES = RESUME_MAX_BYTES + 64 * 1024;

const resumeForm = z.object({
  intent: z.literal("resume-attach"),
  resume: z.file({ error: "Choose a file" }),
});

export type ResumeActionResult = ActionResult<{ file_name: string }>;

/** POST /survey-results/{id}/resume: attach the chosen file as the person's resume. */
export async function attachResumeAction({
  request,
  context,
  params,
}: ActionFunctionArgs): Promise<ResumeActionResult> {
  const { api } = await requireUser(request, context);
  const id = idParam(params.id);
  const intent = "resume-attach";
  if (Number(request.headers.get("content-length")) > MAX_REQUEST_BYTES) {
    return actionFailure("The file is too large: a resume may be at most 5 MB.", { intent });
  }
  const input = await parseSubmission(request, resumeForm);
  if (!input.ok) return input.result;
  const file = input.value.resume;
  const type = contentTypeOf(file);
  const field = (message: string) => actionFailure(message, { submission: input, fieldErrors: { resume: message } });
  if (file.size === 0) return field("The file is empty.");
  if (file.size > RESUME_MAX_BYTES) return field("The file is too large: a resume may be at most 5 MB.");
  if (!(RESUME_CONTENT_TYPES as readonly string[]).includes(type)) return field(`Choose ${RESUME_TYPES_TEXT}.`);
  try {
    const { data: target } = await api.call(surveyResults.resumeUploadUrl, {
      params: { id },
      body: { file_name: file.name, content_type: type, size: file.size },
    });
    await putToPresignedUrl(context, target, await file.arrayBuffer());
    await api.call(surveyResults.attachResume, {
      params: { id },
      body: { file_key: target.file_key, file_name: file.name },
    });
    return actionSuccess(`Resume attached: ${file.name}.`, { submission: input, data: { file_name: file.name } });
  } catch (error) {
    // A refusal (403) says why; a bad file is shown beside the file input.
    return apiFailure(error, {
      submission: input,
      fields: (path) => (["file_name", "content_type", "size", "file_key"].includes(path) ? "resume" : undefined),
      ownMessages: [403],
    });
  }
}

/** GET /survey-results/{id}/resume: the person's resume, through its short-lived link. */
export async function resumeDownloadLoader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireUser(request, context);
  try {
    const { data } = await api.call(surveyResults.resumeUrl, { params: { id: idParam(params.id) } });
    return redirect(data.url);
  } catch (error) {
    if (error instanceof ApiRequestError && [400, 404].includes(error.status)) throw notFound();
    throw error;
  }
}
