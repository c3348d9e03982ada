import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { JobsOverview } from "~/jobs/JobsOverview";
import { jobsOverviewAction, loadJobsOverview } from "~/jobs/overview.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** /jobs/overview: job search with every parameter of spec §3's job search query in the URL. */
export const loader = (args: LoaderFunctionArgs) => loadJobsOverview(args);

export const action = (args: ActionFunctionArgs) => jobsOverviewAction(args);

export default function JobsOverviewRoute() {
  return <JobsOverview {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Jobs | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
