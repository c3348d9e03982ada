import type { LoaderFunctionArgs } from "@remix-run/node";
import { ownExportPdf } from "~/data-rights/own-export.server";

// Everything held about the person whose report link this is, as a readable PDF (a resource route: a download).
export const loader = (args: LoaderFunctionArgs) => ownExportPdf(args);
