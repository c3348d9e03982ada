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

/**
 * Where this server PUTs bytes for a presigned upload URL. The local store's URLs point at the public address of
 * this same API (for browsers); the server reaches it over its internal base instead of going out and back in.
 */
export function serverUploadUrl(context: AppLoadContext, uploadUrl: string): string {
  const { PUBLIC_URL, apiBaseUrl } = context.services.env;
  const publicApi = `${PUBLIC_URL}/api/v2/`;
  return uploadUrl.startsWith(publicApi) ? `${apiBaseUrl}/${uploadUrl.slice(publicApi.length)}` : uploadUrl;
}

/** PUTs a file to a presigned upload URL (the API's answer), as a browser would. */
export async function putToPresignedUrl(
  context: AppLoadContext,
  upload: { upload_url: string; headers: Record<string, string> },
  bytes: ArrayBuffer,
) {
  const res = await fetch(serverUploadUrl(context, upload.upload_url), {
    method: "PUT",
    headers: upload.headers,
    body: bytes,
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new ApiRequestError(res.status, "The file could not be uploaded. Please try again.");
}
