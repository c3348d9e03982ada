import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { translator } from "~/i18n/useT";
import { CareersBoard } from "~/jobs/CareersBoard";
import { loadCareers } from "~/jobs/careers.server";

/** The public job board (GET /jobs/public): every published job, newest first, searchable. */
export const loader = (args: LoaderFunctionArgs) => loadCareers(args);

export default function Careers() {
  return <CareersBoard {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? translator(data.i18n)("careers.meta.board", { brand: brand.name }) : `Jobs | ${brand.name}` },
];
