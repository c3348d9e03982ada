import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { AnswerSetPage } from "~/interview-grading/AnswerSetPage";
import { gradeAction, loadAnswerSet } from "~/interview-grading/interview-grading.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadAnswerSet(args);
export const action = (args: ActionFunctionArgs) => gradeAction(args);

export default function InterviewGradingAnswerSet() {
  return <AnswerSetPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Grade written answers | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
