import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/user.server";

// /survey-results lists the same people as /candidates (spec §2: the Candidates/Employees link is also highlighted on
// survey-results pages), so it sends there with its filters; a result's report is /survey-results/{id}.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const url = new URL(request.url);
  throw redirect(`/candidates${url.search}`);
}

export default function SurveyResults() {
  return null;
}
