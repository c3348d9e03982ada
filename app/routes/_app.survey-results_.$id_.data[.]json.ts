import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadPersonJson } from "~/data-rights/data-rights.server";

// Everything held about a person as JSON (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => downloadPersonJson(args);
