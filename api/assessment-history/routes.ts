import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { assessmentHistoryContract } from "./contract";
import { sendHistoryPdf } from "./download-pdf";
import { getAssessmentHistory } from "./get-history";
import { reassess } from "./reassess";

/** Changes over time: GET /survey-results/{id}/history (and its PDF) and POST /survey-results/{id}/reassess. */
export function assessmentHistoryFeature(deps: ApiDeps) {
  return implement(assessmentHistoryContract, {
    history: async ({ auth, params }) => ({ data: await getAssessmentHistory(deps.db, auth.actor, params.id) }),
    reassess: async ({ auth, params }) => ({ data: await reassess(deps, auth, params.id) }),
    pdf: ({ auth, params }) => sendHistoryPdf(deps.db, auth.actor, params.id),
  });
}
