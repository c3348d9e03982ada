import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { translator } from "~/i18n/useT";
import { AppliedPage } from "~/jobs/AppliedPage";
import { loadApplied } from "~/jobs/public.server";

/** After applying (when the assessment does not follow at once): the thanks, and the application as sent. */
export const loader = (args: LoaderFunctionArgs) => loadApplied(args);

export default function Applied() {
  return <AppliedPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? translator(data.i18n)("careers.meta.applied", { brand: brand.name })
      : `Application sent | ${brand.name}`,
  },
];
