import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { loadAnswers } from "~/survey-answers/answers.server";
import { AnswersPage } from "~/survey-answers/AnswersPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadAnswers(args);

export default function Answers() {
  return <AnswersPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `${d ? `${d.person.first} ${d.person.last} · Answers` : "Answers"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
