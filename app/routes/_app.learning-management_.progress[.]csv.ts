import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportProgressCsv } from "~/academy/progress.server";

// The Academy progress list as CSV (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => exportProgressCsv(args);
