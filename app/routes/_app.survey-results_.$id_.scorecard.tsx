import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import brand from "~brand";
import { loadScorecard, scorecardAction } from "~/scorecards/scorecards.server";
import { ScorecardPage } from "~/scorecards/ScorecardPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

// A candidate's interview kit and the interviewer's scorecard at a stage, with the debrief (hiring brand).
export const loader = (args: LoaderFunctionArgs) => loadScorecard(args);
export const action = (args: ActionFunctionArgs) => scorecardAction(args);

export default function Scorecard() {
  return <ScorecardPage />;
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `${d ? `${d.person.first} ${d.person.last} · Scorecard` : "Scorecard"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
