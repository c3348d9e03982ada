import { json, type ActionFunctionArgs } from "@remix-run/node";
import { revokeOwnReportAction } from "~/data-rights/data-rights.server";

// Revoking a person's own report link (a resource route: the report's "Their data" panel posts here; a toast says how it went).
export const action = async (args: ActionFunctionArgs) => json(await revokeOwnReportAction(args));
