import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { jobPageAction, loadJobPage } from "~/jobs/job-page.server";
import { JobPage } from "~/jobs/JobPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** /jobs/{id}: a job's page for super admins — its details, status, public link, applications, imports and ads. */
export const loader = (args: LoaderFunctionArgs) => loadJobPage(args);

export const action = (args: ActionFunctionArgs) => jobPageAction(args);

export default function JobRoute() {
  return <JobPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.job.title ?? "Job"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
