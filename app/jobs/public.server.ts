import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { requireJobsArea } from "./access.server";
import type { PublicJobDetailsJson } from "./model";
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

/** The loader of a job's public pages (its details, its apply form): the job of the URL's uuid. */
export async function loadPublicJob({ params, context }: LoaderFunctionArgs) {
  requireJobsArea(context);
  return { job: await publicJob(context, params.job_uuid ?? "") };
}

// The presigned upload helpers moved to ~/api/upload.server (the person's page uploads resumes too).
export { putToPresignedUrl, serverUploadUrl } from "~/api/upload.server";
