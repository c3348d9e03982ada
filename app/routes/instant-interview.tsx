import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import brand from "~brand";
import { instantInterviewAction, loadInstantInterview } from "~/instant-interviews/instant.server";
import { InstantInterviewPage } from "~/instant-interviews/InstantInterviewPage";
import { translator } from "~/i18n/useT";

// The candidate's instant interview (public, no layout; hiring brand).
export const loader = (args: LoaderFunctionArgs) => loadInstantInterview(args);
export const action = (args: ActionFunctionArgs) => instantInterviewAction(args);

// The answers live in the page's state while it is open; only a submit (or another id) reloads it.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod ? defaultShouldRevalidate : currentUrl.searchParams.get("id") !== nextUrl.searchParams.get("id"));

export default function InstantInterview() {
  return <InstantInterviewPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? translator(data.i18n)("interview.meta.title", { brand: brand.name })
      : `Interview questions | ${brand.name}`,
  },
];

export { SurveyErrorBoundary as ErrorBoundary } from "~/surveys/SurveyErrorBoundary";
