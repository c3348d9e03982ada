import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadTeamPdf } from "~/teams/team.server";

// The team view as a PDF (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => downloadTeamPdf(args);
