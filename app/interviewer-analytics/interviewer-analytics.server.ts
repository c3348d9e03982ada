// Interviewer analytics (/interviewer-analytics, hiring brand): owners and admins see how their interviewers use
// scorecards, for the company or one job (?job=). `users:manage`, the capability the API enforces.
import type { LoaderFunctionArgs } from "@remix-run/node";
import brand from "~brand";
import { notFound, notFoundOn404 } from "~/api/client.server";
import { requireCapability } from "~/auth/user.server";
import { id } from "../../api/http/contract";
import { interviewerAnalyticsContract as analytics } from "../../api/interviewer-analytics/contract";

export async function loadInterviewerAnalytics({ request, context }: LoaderFunctionArgs) {
  if (!brand.features.interviewQuestions) throw notFound();
  const { api } = await requireCapability(request, context, "users:manage");
  // Anything but an id in ?job= is ignored: the company's analytics are shown.
  const job = id().safeParse(new URL(request.url).searchParams.get("job") ?? undefined);
  const { data } = await api
    .call(analytics.read, { query: job.success ? { job_id: job.data } : {} })
    .catch(notFoundOn404);
  return { analytics: data };
}
