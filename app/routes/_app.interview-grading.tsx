import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { AnswerSetsPage } from "~/interview-grading/AnswerSetsPage";
import { loadAnswerSets } from "~/interview-grading/interview-grading.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadAnswerSets(args);

export default function InterviewGrading() {
  return <AnswerSetsPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Grade written answers | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
