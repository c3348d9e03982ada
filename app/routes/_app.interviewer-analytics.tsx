import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { InterviewerAnalyticsPage } from "~/interviewer-analytics/InterviewerAnalyticsPage";
import { loadInterviewerAnalytics } from "~/interviewer-analytics/interviewer-analytics.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadInterviewerAnalytics(args);

export default function InterviewerAnalytics() {
  return <InterviewerAnalyticsPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Interviewer analytics | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
