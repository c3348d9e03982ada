import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { requireJobsAdmin } from "~/jobs/access.server";
import { jobAction } from "~/jobs/actions.server";
import { orNotFound } from "~/jobs/job.server";
import { idParam } from "~/ui/id-param.server";
import { JobPage } from "~/jobs/JobPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { jobApplicationsContract } from "../../api/job-applications/contract";
import { jobsContract } from "../../api/jobs/contract";

/** /jobs/{id}: a job's page for super admins — its details, status, public link, applications, imports and ads. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
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

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  return jobAction(context, api, request, { from: "job" });
}

export default function JobRoute() {
  return <JobPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.job.title ?? "Job"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
