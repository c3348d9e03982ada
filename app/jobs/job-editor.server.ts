// /jobs/add and /jobs/edit: the companies and the chosen company's options for the job form; the form's save (create
// or change the job) and its "write the ad for me" (POST /jobs/generate, answered in place).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { actionSuccess, redirectWithSuccess } from "~/ui/action/index.server";
import { idParam } from "~/ui/id-param.server";
import { listQuery } from "~/ui/list";
import { requireJobsAdmin } from "./access.server";
import { jobFormFailure, parseJobForm } from "./job-form.server";
import { jobOf } from "./job.server";
import { companiesList, companyOptions } from "./options.server";
import { id } from "../../api/http/contract";
import { jobsContract } from "../../api/jobs/contract";

/** What the URL of /jobs/add may preselect: a company and an application template. */
const preselect = z.object({ company_id: id().optional(), template_id: id().optional() });

/** /jobs/add: `?company_id=` and `?template_id=` preselect a company and an application template. */
export async function loadAddJob({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const wanted = listQuery(request, preselect);
  const companies = await companiesList(api);
  const companyId = companies.some((c) => c.id === wanted.company_id) ? wanted.company_id : null;
  const templateId = wanted.template_id ?? null;
  return { companies, options: companyId ? await companyOptions(api, companyId) : null, templateId };
}

export async function addJobAction({ request, context }: ActionFunctionArgs) {
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

/** The job of `?id=` (spec §2 writes /jobs/edit without a path parameter), or a 404 page. */
const jobIdFrom = (request: Request) => idParam(new URL(request.url).searchParams.get("id"));

export async function loadEditJob({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const job = await jobOf(api, jobIdFrom(request));
  const [companies, options] = await Promise.all([companiesList(api), companyOptions(api, job.company_id)]);
  return { job, companies, options };
}

export async function editJobAction({ request, context }: ActionFunctionArgs) {
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
