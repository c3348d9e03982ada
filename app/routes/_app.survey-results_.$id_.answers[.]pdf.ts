import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadAnswersPdf } from "~/survey-answers/answers.server";

// The answers, item by item, as a PDF (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => downloadAnswersPdf(args);
