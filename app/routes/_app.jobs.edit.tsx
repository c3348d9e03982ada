import { Anchor, Stack } from "@mantine/core";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { ApiRequestError, type ApiClient } from "~/api/client.server";
import { requireJobsAdmin } from "~/jobs/access.server";
import { failure, success } from "~/jobs/form-result.server";
import { JOB_FIELD_LABELS, jobBodyFromForm } from "~/jobs/job-form.server";
import { JobForm } from "~/jobs/JobForm";
import { JobsHeader } from "~/jobs/JobsNav";
import type { GeneratedText, JobJson } from "~/jobs/model";
import { companiesList, companyOptions } from "~/jobs/options.server";
import { toastFlashFor } from "~/toast.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** The job of `?id=` (spec §2 writes /jobs/edit without a path parameter), or a 404 page. */
async function jobOf(api: ApiClient, request: Request): Promise<JobJson> {
  const id = Number(new URL(request.url).searchParams.get("id"));
  if (!Number.isInteger(id) || id <= 0) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  try {
    return (await api.get<{ data: JobJson }>(`/jobs/${id}`)).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const job = await jobOf(api, request);
  const [companies, options] = await Promise.all([companiesList(api), companyOptions(api, job.company_id)]);
  return { job, companies, options };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const id = Number(new URL(request.url).searchParams.get("id"));
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  try {
    if (intent === "generate") {
      const body = await api.post<{ data: GeneratedText }>("/jobs/generate", {
        ...jobBodyFromForm(form, { forGenerate: true }),
        job_id: id,
      });
      return data(success(intent, "", body.data));
    }
    const body = await api.put<{ data: JobJson }>(`/jobs/${id}`, jobBodyFromForm(form));
    return toastFlashFor(context.services).redirectWithToast(`/jobs/${body.data.id}`, {
      kind: "success",
      message: `${body.data.title} was saved.`,
    });
  } catch (error) {
    return data(failure(intent, error, JOB_FIELD_LABELS));
  }
}

export default function EditJob() {
  const { job, companies, options } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
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
      <JobForm
        job={job}
        companies={companies}
        initialOptions={options}
        result={result?.intent === "save" ? result : undefined}
      />
    </Stack>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.job.title ?? "job"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
