import type { ApiClient } from "~/api/client.server";
import { ApiRequestError } from "~/api/client.server";
import type { JobJson } from "./model";
import { jobsContract } from "../../api/jobs/contract";

const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });

/** Reads from the API for a job's page: a job that is not there (or not in scope) is a 404 page. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}

/** The job, or a 404 page. */
export async function jobOf(api: ApiClient, jobId: number): Promise<JobJson> {
  return (await orNotFound(api.call(jobsContract.get, { params: { id: jobId } }))).data;
}
