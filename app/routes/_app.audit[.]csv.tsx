import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportAudit } from "~/audit/export.server";

// The CSV export of /audit (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => exportAudit(args);
