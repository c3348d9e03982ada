import { Stack } from "@mantine/core";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { requireJobsAdmin } from "~/jobs/access.server";
import { failure, success } from "~/jobs/form-result.server";
import { JOB_FIELD_LABELS, jobBodyFromForm } from "~/jobs/job-form.server";
import { JobForm } from "~/jobs/JobForm";
import { JobsHeader } from "~/jobs/JobsNav";
import type { GeneratedText, JobJson } from "~/jobs/model";
import { companiesList, companyOptions } from "~/jobs/options.server";
import { toastFlashFor } from "~/toast.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** /jobs/add: a new job. `?company_id=` and `?template_id=` preselect a company and an application template. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const url = new URL(request.url);
  const companies = await companiesList(api);
  const wanted = Number(url.searchParams.get("company_id"));
  const companyId = companies.some((c) => c.id === wanted) ? wanted : null;
  const templateId = Number(url.searchParams.get("template_id")) || null;
  return { companies, options: companyId ? await companyOptions(api, companyId) : null, templateId };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  try {
    if (intent === "generate") {
      const body = await api.post<{ data: GeneratedText }>(
        "/jobs/generate",
        jobBodyFromForm(form, { forGenerate: true }),
      );
      return data(success(intent, "", body.data));
    }
    const body = await api.post<{ data: JobJson }>("/jobs", jobBodyFromForm(form));
    return toastFlashFor(context.services).redirectWithToast(`/jobs/${body.data.id}`, {
      kind: "success",
      message: `${body.data.title} was created.`,
    });
  } catch (error) {
    return data(failure(intent, error, JOB_FIELD_LABELS));
  }
}

export default function AddJob() {
  const { companies, options, templateId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Stack gap="md" maw={960}>
      <JobsHeader title="Add job" description="Pick the company and an application template, then describe the job." />
      <JobForm
        job={null}
        companies={companies}
        initialOptions={options}
        defaultTemplateId={templateId}
        result={result?.intent === "save" ? result : undefined}
      />
    </Stack>
  );
}

export const meta: MetaFunction = () => [{ title: `Add job | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
