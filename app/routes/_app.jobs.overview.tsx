import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { requireJobsAdmin } from "~/jobs/access.server";
import { jobAction } from "~/jobs/actions.server";
import { JobsOverview } from "~/jobs/JobsOverview";
import type { NamedOption } from "~/jobs/model";
import { companiesList } from "~/jobs/options.server";
import { apiQuery, listQuery } from "~/ui/list";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { jobsContract } from "../../api/jobs/contract";
import { usersContract } from "../../api/users/contract";

/**
 * /jobs/overview: server-side job search with every parameter of spec §3's job search query in the URL (under
 * the API's own names, so the page's URL and the API call carry the same query).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
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

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  return jobAction(context, api, request, { from: "overview" });
}

export default function JobsOverviewRoute() {
  return <JobsOverview {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Jobs | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
