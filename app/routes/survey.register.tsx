import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { loadRegister, registerAction } from "~/survey/register.server";
import { RegisterPage } from "~/survey/RegisterPage";

export const loader = (args: LoaderFunctionArgs) => loadRegister(args);

export const action = (args: ActionFunctionArgs) => registerAction(args);

export default function SurveyRegister() {
  return <RegisterPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Register for the assessment | ${brand.name}` }];

export { SurveyErrorBoundary as ErrorBoundary } from "~/survey/SurveyErrorBoundary";
