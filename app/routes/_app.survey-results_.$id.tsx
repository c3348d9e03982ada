import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import brand from "~brand";
import { loadReport, reportAction } from "~/report/report.server";
import { ReportPage } from "~/report/ReportPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadReport(args);

export const action = (args: ActionFunctionArgs) => reportAction(args);

// Tracking what a user did changes nothing on the page, nor does choosing a benchmark (the fits are all loaded).
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formData?.get("intent") === "track") return false;
  if (!formData && currentUrl.pathname === nextUrl.pathname) {
    const [before, after] = [new URLSearchParams(currentUrl.search), new URLSearchParams(nextUrl.search)];
    before.delete("benchmark");
    after.delete("benchmark");
    if (before.toString() === after.toString()) return false;
  }
  return defaultShouldRevalidate;
};

export default function Report() {
  return <ReportPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `${d ? `${d.result.first} ${d.result.last}` : "Report"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
