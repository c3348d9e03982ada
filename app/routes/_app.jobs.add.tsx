import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { addJobAction, loadAddJob } from "~/jobs/job-editor.server";
import { AddJobPage } from "~/jobs/JobFormPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** /jobs/add: a new job. `?company_id=` and `?template_id=` preselect a company and an application template. */
export const loader = (args: LoaderFunctionArgs) => loadAddJob(args);

export const action = (args: ActionFunctionArgs) => addJobAction(args);

export default function AddJob() {
  return <AddJobPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Add job | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
