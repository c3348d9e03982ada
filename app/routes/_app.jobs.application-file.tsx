import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { jobApplicationsContract } from "../../api/job-applications/contract";
import { ApiRequestError } from "~/api/client.server";
import { requireJobsAdmin } from "~/jobs/access.server";

/**
 * A resource route: an application's resume or file answer. It asks the API for a short-lived download URL and
 * sends the browser there (the file never passes through this server).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const url = new URL(request.url);
  const application = Number(url.searchParams.get("application"));
  const file = url.searchParams.get("file") ?? "resume";
  try {
    const body = await api.call(jobApplicationsContract.fileUrl, { params: { id: application }, query: { file } });
    return redirect(body.data.url);
  } catch (error) {
    if (error instanceof ApiRequestError && [400, 404].includes(error.status)) {
      throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}
