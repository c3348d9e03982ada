import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { loadReportSections } from "~/survey-results/report.server";

// The report's sections below its first screen, which the page loads once it shows (app/survey-results/ReportSections.tsx).
export const loader = (args: LoaderFunctionArgs) => loadReportSections(args);

// As the page's own loader: recording what a user looked at changes nothing here.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "track" ? false : defaultShouldRevalidate;
