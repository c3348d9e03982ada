import { Stack } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import brand from "~brand";
import { requireJobsAdmin } from "~/jobs/access.server";
import { jobFormFailure, parseJobForm } from "~/jobs/job-form.server";
import { JobForm } from "~/jobs/JobForm";
import { JobsHeader } from "~/jobs/JobsNav";
import { companiesList, companyOptions } from "~/jobs/options.server";
import { useActionResult } from "~/ui/action";
import { actionSuccess, redirectWithSuccess } from "~/ui/action/index.server";
import { listQuery } from "~/ui/list";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { id } from "../../api/http/contract";
import { jobsContract } from "../../api/jobs/contract";

/** What the URL may preselect: a company and an application template. */
const preselect = z.object({ company_id: id().optional(), template_id: id().optional() });

/** /jobs/add: a new job. `?company_id=` and `?template_id=` preselect a company and an application template. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const wanted = listQuery(request, preselect);
  const companies = await companiesList(api);
  const companyId = companies.some((c) => c.id === wanted.company_id) ? wanted.company_id : null;
  const templateId = wanted.template_id ?? null;
  return { companies, options: companyId ? await companyOptions(api, companyId) : null, templateId };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const input = await parseJobForm(request);
  if (!input.ok) return input.result;
  const form = input.value;
  try {
    if (form.intent === "generate") {
      const { data: generated } = await api.call(jobsContract.generate, { body: form.body });
      return actionSuccess(null, { submission: input, data: generated });
    }
    const { data: job } = await api.call(jobsContract.create, { body: form.body });
    return redirectWithSuccess(context, `/jobs/${job.id}`, `${job.title} was created.`);
  } catch (error) {
    return jobFormFailure(error, input);
  }
}

export default function AddJob() {
  const { companies, options, templateId } = useLoaderData<typeof loader>();
  const form = useActionResult(useActionData<typeof action>());
  return (
    <Stack gap="md" maw={960}>
      <JobsHeader title="Add job" description="Pick the company and an application template, then describe the job." />
      <JobForm
        job={null}
        companies={companies}
        initialOptions={options}
        defaultTemplateId={templateId}
        errors={form.errors}
      />
    </Stack>
  );
}

export const meta: MetaFunction = () => [{ title: `Add job | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
