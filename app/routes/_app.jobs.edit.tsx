import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { editJobAction, loadEditJob } from "~/jobs/job-editor.server";
import { EditJobPage } from "~/jobs/JobFormPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** /jobs/edit?id=: a job's form (spec §2 writes /jobs/edit without a path parameter). */
export const loader = (args: LoaderFunctionArgs) => loadEditJob(args);

export const action = (args: ActionFunctionArgs) => editJobAction(args);

export default function EditJob() {
  return <EditJobPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.job.title ?? "job"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
