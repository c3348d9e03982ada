import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadApplicationFile } from "~/jobs/application-file.server";

/** A resource route: an application's resume or file answer, by a short-lived download URL. */
export const loader = (args: LoaderFunctionArgs) => loadApplicationFile(args);
