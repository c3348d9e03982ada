// /jobs/overview: server-side job search with every parameter of spec §3's job search query in the URL (under the
// API's own names, so the page's URL and the API call carry the same query); the job actions of its rows.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiQuery, listQuery } from "~/ui/list";
import { requireJobsAdmin } from "./access.server";
import { jobAction } from "./actions.server";
import type { NamedOption } from "./model";
import { companiesList } from "./options.server";
import { jobsContract } from "../../api/jobs/contract";
import { usersContract } from "../../api/users/contract";

export async function loadJobsOverview({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const query = listQuery(request, jobsContract.search.query);
  const [jobs, companies, people] = await Promise.all([
    api.call(jobsContract.search, { query: apiQuery(jobsContract.search.query, query) }),
    companiesList(api),
    // Who may have created, changed or archived jobs: the super admins.
    api
      .call(usersContract.search, { query: { role: "SUPER_ADMIN", limit: 100, sort_by: "name" } })
      .then((body) => body.data.map((u) => ({ id: u.id, name: `${u.first} ${u.last}` })))
      .catch(() => [] as NamedOption[]),
  ]);
  return { jobs: jobs.data, total: jobs.meta.total, query, companies, people };
}

export async function jobsOverviewAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  return jobAction(context, api, request, { from: "overview" });
}
