import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadGuidePdf } from "~/interview-questions/interview.server";

// The printable interview guide as a PDF (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => downloadGuidePdf(args);
