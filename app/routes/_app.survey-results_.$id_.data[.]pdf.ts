import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadPersonPdf } from "~/data-rights/data-rights.server";

// Everything held about a person as a PDF (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => downloadPersonPdf(args);
