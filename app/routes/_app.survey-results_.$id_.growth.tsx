import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { loadGrowthPage, saveGrowthPlan } from "~/growth-reports/growth.server";
import { GrowthReportPage } from "~/growth-reports/GrowthReportPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

// A brand without the growth report answers 404 from the loader and the action.
export const loader = (args: LoaderFunctionArgs) => loadGrowthPage(args);

export const action = (args: ActionFunctionArgs) => saveGrowthPlan(args);

export default function GrowthReportRoute() {
  return <GrowthReportPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `${d ? `${d.person.first} ${d.person.last} · Growth report` : "Growth report"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
