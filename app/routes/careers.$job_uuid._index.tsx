import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { translator } from "~/i18n/useT";
import { CareersJob } from "~/jobs/CareersJob";
import { loadPublicJob } from "~/jobs/public.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** A job's public page (GET /jobs/public/{job_uuid}/details). */
export const loader = (args: LoaderFunctionArgs) => loadPublicJob(args, ["careers"]);

export default function CareersJobRoute() {
  return <CareersJob {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? translator(data.i18n)("careers.meta.job", {
          title: data.job.title,
          company: data.job.company.name,
          brand: brand.name,
        })
      : `Job | ${brand.name}`,
  },
];

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
