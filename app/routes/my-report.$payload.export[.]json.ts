import type { LoaderFunctionArgs } from "@remix-run/node";
import { ownExportJson } from "~/data-rights/own-export.server";

// Everything held about the person whose report link this is, as JSON (a resource route: a download).
export const loader = (args: LoaderFunctionArgs) => ownExportJson(args);
