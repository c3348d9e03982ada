// A job's page (/jobs/{id}): the job, its applications and its public link; the job actions of its menu.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { idParam } from "~/ui/id-param.server";
import { requireJobsAdmin } from "./access.server";
import { jobAction } from "./actions.server";
import { orNotFound } from "./job.server";
import { jobApplicationsContract } from "../../api/job-applications/contract";
import { jobsContract } from "../../api/jobs/contract";

export async function loadJobPage({ request, params, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const id = idParam(params.id);
  const [job, applications] = await orNotFound(
    Promise.all([
      api.call(jobsContract.get, { params: { id } }),
      api.call(jobApplicationsContract.list, { query: { job_id: id, limit: 200 } }),
    ]),
  );
  return {
    job: job.data,
    applications: applications.data,
    applicationTotal: applications.meta.total,
    publicUrl: `${context.services.env.PUBLIC_URL}${job.data.public_path}`,
  };
}

export async function jobPageAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  return jobAction(context, api, request, { from: "job" });
}
