import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { interviewerAnalyticsContract } from "./contract";
import { readInterviewerAnalytics } from "./read-analytics";

/** Interviewer analytics of a company or job (owners and admins). */
export function interviewerAnalyticsFeature({ db }: ApiDeps) {
  return implement(interviewerAnalyticsContract, {
    read: async ({ auth, query }) => ({ data: await readInterviewerAnalytics(db, auth.actor, query) }),
  });
}
