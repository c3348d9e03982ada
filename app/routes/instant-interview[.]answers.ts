import type { ActionFunctionArgs } from "@remix-run/node";
import { saveInstantAnswers } from "~/instant-interviews/instant.server";

// Autosave of the instant interview's answers (POST /instant-interview.answers?id=<uuid>, plain JSON).
export const action = (args: ActionFunctionArgs) => saveInstantAnswers(args);
