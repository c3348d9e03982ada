import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import brand from "~brand";
import { loadReport, reportAction } from "~/survey-results/report.server";
import { ReportPage } from "~/survey-results/ReportPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadReport(args);

export const action = (args: ActionFunctionArgs) => reportAction(args);

// Tracking what a user did changes nothing on the page. Choosing a benchmark (`?benchmark=`) does reload: the server
// measures the fit, the interview questions and the summary against it (ADR 056). The pick also tracks "fit_viewed";
// a fetcher action that ends while the pick's navigation loads completes that navigation with its own revalidation
// (React Router), so the track skips the reload only when it does not change the URL.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formData?.get("intent") === "track" && currentUrl.href === nextUrl.href) return false;
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
