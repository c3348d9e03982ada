import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadConversationPlan } from "~/comparisons/conflict.server";

// The conflict tool's one-page conversation plan as a PDF (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => downloadConversationPlan(args);
