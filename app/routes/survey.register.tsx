import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { htmlOnly } from "~/html-only/handle";
import { candidateTitle } from "~/surveys/meta";
import pageScript from "~/surveys/register.script?worker&url";
import { loadRegister, registerAction } from "~/surveys/register.server";
import { RegisterPage } from "~/surveys/RegisterPage";

/** HTML only: a candidate's phone loads no React here (docs/decisions/047-html-only-candidate-pages.md). */
export const handle = htmlOnly(pageScript);

export const loader = (args: LoaderFunctionArgs) => loadRegister(args);

export const action = (args: ActionFunctionArgs) => registerAction(args);

export default function SurveyRegister() {
  return <RegisterPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: candidateTitle(data, "survey.register.metaTitle", "Register for the assessment") },
];

export { SurveyErrorBoundary as ErrorBoundary } from "~/surveys/SurveyErrorBoundary";
