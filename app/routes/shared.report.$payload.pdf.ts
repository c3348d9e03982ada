import type { LoaderFunctionArgs } from "@remix-run/node";
import { sharedReportPdf } from "~/report-shares/shared-report.server";

// A shared report's PDF (a resource route: no page, a download): GET /survey-results/public/report/pdf.
export const loader = (args: LoaderFunctionArgs) => sharedReportPdf(args);
