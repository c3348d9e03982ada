import { Anchor, Stack } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { requireJobsAdmin } from "~/jobs/access.server";
import { jobFormFailure, parseJobForm } from "~/jobs/job-form.server";
import { jobOf } from "~/jobs/job.server";
import { idParam } from "~/ui/id-param.server";
import { JobForm } from "~/jobs/JobForm";
import { JobsHeader } from "~/jobs/JobsNav";
import { companiesList, companyOptions } from "~/jobs/options.server";
import { useActionResult } from "~/ui/action";
import { actionSuccess, redirectWithSuccess } from "~/ui/action/index.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { jobsContract } from "../../api/jobs/contract";

/** The job of `?id=` (spec §2 writes /jobs/edit without a path parameter), or a 404 page. */
const jobIdFrom = (request: Request) => idParam(new URL(request.url).searchParams.get("id"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const job = await jobOf(api, jobIdFrom(request));
  const [companies, options] = await Promise.all([companiesList(api), companyOptions(api, job.company_id)]);
  return { job, companies, options };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const id = jobIdFrom(request);
  const input = await parseJobForm(request, id);
  if (!input.ok) return input.result;
  const form = input.value;
  try {
    if (form.intent === "generate") {
      const { data: generated } = await api.call(jobsContract.generate, { body: form.body });
      return actionSuccess(null, { submission: input, data: generated });
    }
    const { data: job } = await api.call(jobsContract.update, { params: { id }, body: form.body });
    return redirectWithSuccess(context, `/jobs/${job.id}`, `${job.title} was saved.`);
  } catch (error) {
    return jobFormFailure(error, input);
  }
}

export default function EditJob() {
  const { job, companies, options } = useLoaderData<typeof loader>();
  const form = useActionResult(useActionData<typeof action>());
  return (
    <Stack gap="md" maw={960}>
      <JobsHeader
        title="Edit job"
        description={
          <Anchor component={Link} to={`/jobs/${job.id}`}>
            {job.title} · {job.company.name}
          </Anchor>
        }
      />
      <JobForm job={job} companies={companies} initialOptions={options} errors={form.errors} />
    </Stack>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.job.title ?? "job"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
