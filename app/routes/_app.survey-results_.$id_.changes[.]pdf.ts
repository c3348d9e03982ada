import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadChangesPdf } from "~/assessment-history/changes.server";

// The changes over time as a PDF (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => downloadChangesPdf(args);
