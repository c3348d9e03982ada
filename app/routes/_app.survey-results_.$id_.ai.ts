import { json, type ActionFunctionArgs } from "@remix-run/node";
import { aiAction } from "~/chat/ai.server";

// The report page's AI panels post here (generate the analysis, ask, rate an answer); hiring brand only.
export const action = async (args: ActionFunctionArgs) => json(await aiAction(args));
