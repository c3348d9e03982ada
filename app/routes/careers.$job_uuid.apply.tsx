import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { translator } from "~/i18n/useT";
import { applyAction } from "~/jobs/apply.server";
import { ApplyPage } from "~/jobs/ApplyPage";
import { loadPublicJob } from "~/jobs/public.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** Applying for a job (POST /jobs/public/{job_uuid}/apply), phone first; the resume goes up through a presigned URL. */
export const loader = (args: LoaderFunctionArgs) =>
  loadPublicJob(args, ["careers", "self-identification", "automated-tools"]);

export const action = (args: ActionFunctionArgs) => applyAction(args);

export default function ApplyForJob() {
  return <ApplyPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? translator(data.i18n)("careers.meta.apply", { title: data.job.title, brand: brand.name })
      : `Apply | ${brand.name}`,
  },
];

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
