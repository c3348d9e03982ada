import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import brand from "~brand";
import { loadTake, takeAction } from "~/survey/take.server";
import { TakePage } from "~/survey/TakePage";

export const loader = (args: LoaderFunctionArgs) => loadTake(args);

export const action = (args: ActionFunctionArgs) => takeAction(args);

// Moving between pages changes only `page` in the URL: the answers live in this page's state, so there is nothing
// to reload. A new assessment id or a submit does reload.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod ? defaultShouldRevalidate : currentUrl.searchParams.get("id") !== nextUrl.searchParams.get("id"));

export default function SurveyTake() {
  return <TakePage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Assessment | ${brand.name}` }];

export { SurveyErrorBoundary as ErrorBoundary } from "~/survey/SurveyErrorBoundary";
