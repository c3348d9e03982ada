import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadComparisonPdf } from "~/comparisons/compare.server";

// The comparison as a PDF (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => downloadComparisonPdf(args);
