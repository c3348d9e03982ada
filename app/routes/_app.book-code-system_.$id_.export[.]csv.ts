import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportBatch } from "~/book-codes/export.server";

// A batch's codes as CSV (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => exportBatch(args);
