import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportCampaign } from "~/campaigns/export.server";

// A campaign's funnel counts as CSV (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => exportCampaign(args);
