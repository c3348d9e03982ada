import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { htmlOnly } from "~/html-only/handle";
import { candidateTitle } from "~/surveys/meta";
import pageScript from "~/surveys/take.script?worker&url";
import { loadTake, takeAction } from "~/surveys/take.server";
import { TakePage } from "~/surveys/TakePage";

export const loader = (args: LoaderFunctionArgs) => loadTake(args);

export const action = (args: ActionFunctionArgs) => takeAction(args);

/** HTML only: a candidate's phone loads no React here (docs/decisions/047-html-only-candidate-pages.md). */
export const handle = htmlOnly(pageScript);

export default function SurveyTake() {
  return <TakePage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: candidateTitle(data, "survey.take.metaTitle", "Assessment") },
];

export { SurveyErrorBoundary as ErrorBoundary } from "~/surveys/SurveyErrorBoundary";
