import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { growthReportsContract } from "./contract";
import { sendGrowthReportPdf } from "./download-pdf";
import { getActionPlan } from "./get-action-plan";
import { getGrowthReport } from "./get-growth-report";
import { saveActionPlan } from "./save-action-plan";

/** The growth report (coaching brand): GET the report, GET and PUT its action plan, GET it as a PDF. */
export function growthReportsFeature({ db }: ApiDeps) {
  return implement(growthReportsContract, {
    get: async ({ auth, params, query }) => ({
      data: await getGrowthReport(db, auth.actor, params.surveyResultId, query.benchmark_id ?? null),
    }),
    getActionPlan: async ({ auth, params }) => ({ data: await getActionPlan(db, auth.actor, params.surveyResultId) }),
    saveActionPlan: async ({ auth, params, body }) => ({
      data: await saveActionPlan(db, auth.actor, params.surveyResultId, body),
    }),
    pdf: ({ auth, params, query }) =>
      sendGrowthReportPdf(db, auth.actor, params.surveyResultId, query.benchmark_id ?? null),
  });
}
