import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadGrowthPdf } from "~/growth-reports/growth.server";

// The growth report as a PDF (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => downloadGrowthPdf(args);
