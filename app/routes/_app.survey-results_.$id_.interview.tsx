import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import brand from "~brand";
import { interviewAction, loadInterview } from "~/interview-questions/interview.server";
import { InterviewPage } from "~/interview-questions/InterviewPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

// The candidate's interview (hiring brand): its page, and the action the report's InterviewPanel posts to.
export const loader = (args: LoaderFunctionArgs) => loadInterview(args);
export const action = (args: ActionFunctionArgs) => interviewAction(args);

export default function Interview() {
  return <InterviewPage />;
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `${d ? `${d.person.first} ${d.person.last} · Interview` : "Interview"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
