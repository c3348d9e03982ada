import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { candidateI18n } from "~/i18n/i18n.server";
import type { Namespace } from "~/i18n/messages.server";
import { requireJobsArea } from "./access.server";
import type { PublicJobDetailsJson } from "./model";
import { jobApplicationsContract } from "../../api/job-applications/contract";
import { jobBoardContract } from "../../api/job-board/contract";

/** A public job's details, or a 404 page for a link that leads nowhere (unknown, draft or archived job). */
export async function publicJob(context: AppLoadContext, uuid: string): Promise<PublicJobDetailsJson> {
  try {
    const body = await apiClient(context, null).call(jobBoardContract.details, { params: { uuid } });
    return body.data;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}

/**
 * The loader of a job's public pages (its details, its apply form): the job of the URL's uuid, and the page's
 * language (the candidate's choice or browser, else the company's default) with the messages of `namespaces`.
 */
export async function loadPublicJob(
  { request, params, context }: LoaderFunctionArgs,
  namespaces: readonly Namespace[] = ["careers"],
) {
  requireJobsArea(context);
  const job = await publicJob(context, params.job_uuid ?? "");
  return { job, i18n: await candidateI18n(request, namespaces, job.company.default_language) };
}

/**
 * After applying (when the assessment does not follow at once): the application as sent, read back by its
 * candidate_reference, and whether the link to an assessment the applicant had already started went to their e-mail.
 */
export async function loadApplied({ request, context }: LoaderFunctionArgs) {
  requireJobsArea(context);
  const reference = new URL(request.url).searchParams.get("ref") ?? "";
  try {
    const body = await apiClient(context, null).call(jobApplicationsContract.get, {
      query: { candidate_reference: reference },
    });
    const application = body.data;
    return { application, i18n: await candidateI18n(request, ["careers"], application.job.company.default_language) };
  } catch (error) {
    // The thanks stand even if the details cannot be shown.
    if (error instanceof ApiRequestError && [400, 404].includes(error.status)) {
      return { application: null, i18n: await candidateI18n(request, ["careers"]) };
    }
    throw error;
  }
}

// The presigned upload helpers moved to ~/api/upload.server (the person's page uploads resumes too).
export { putToPresignedUrl, serverUploadUrl } from "~/api/upload.server";
