// An application's resume or file answer, by a short-lived download URL from the API: the browser is sent there,
// so the file never passes through this server.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiRequestError } from "~/api/client.server";
import { requireJobsAdmin } from "./access.server";
import { id } from "../../api/http/contract";
import { jobApplicationsContract } from "../../api/job-applications/contract";

/** Which file: an application and its resume (the default) or a file question's answer. */
const fileQuery = z.object({
  application: id(),
  file: jobApplicationsContract.fileUrl.query.shape.file.default("resume"),
});

export async function loadApplicationFile({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const wanted = fileQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!wanted.success) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const { application, file } = wanted.data;
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
