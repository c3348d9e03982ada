import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportCandidates } from "~/survey-results/export.server";

// The CSV export of /candidates and /archived (a resource route: no page, a download).
export async function loader(args: LoaderFunctionArgs) {
  return exportCandidates(args);
}
