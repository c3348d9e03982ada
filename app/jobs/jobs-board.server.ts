// The jobs board (/jobs/board): the jobs of the URL's filters, and the job actions of its cards' menus.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiQuery, listQuery } from "~/ui/list";
import { requireJobsAdmin } from "./access.server";
import { jobAction } from "./actions.server";
import { companiesList } from "./options.server";
import { jobsContract } from "../../api/jobs/contract";

export async function loadJobsBoard({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const query = listQuery(request, jobsContract.list.query);
  const [jobs, companies] = await Promise.all([
    api.call(jobsContract.list, { query: apiQuery(jobsContract.list.query, query) }),
    companiesList(api),
  ]);
  return { jobs: jobs.data, companies, query };
}

export async function jobsBoardAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  return jobAction(context, api, request, { from: "board" });
}
