import type { LoaderFunctionArgs } from "@remix-run/node";
import { participantReportPdf } from "~/participant-reports/report.server";

// A person's own report as a PDF (a resource route: a download): GET /participant-reports/public/report/pdf.
export const loader = (args: LoaderFunctionArgs) => participantReportPdf(args);
