import { implement } from "../http/implement";
import type { ApiDeps } from "../index";
import { bulkUpdateSurveyResults } from "./bulk-update";
import { surveyResultsContract } from "./contract";
import { auditExport, exportSurveyResults, sendExport } from "./export-survey-results";
import { getSurveyResult } from "./get-survey-result";
import { listStatuses } from "./list-statuses";
import { searchSurveyResults } from "./search-survey-results";
import { trackSurveyResultEvent } from "./track-event";
import { updateSurveyResultRole } from "./update-role";
import { updateSurveyResult } from "./update-survey-result";

/** Survey results as staff see them; single cards' status moves belong to the hiring pipeline's board. */
export function surveyResultsFeature({ db, env, logger }: ApiDeps) {
  return implement(surveyResultsContract, {
    // The base list and its search take the same parameters.
    list: ({ auth, query }) => searchSurveyResults(db, auth.actor, query),
    search: ({ auth, query }) => searchSurveyResults(db, auth.actor, query),
    export: ({ auth, query, res }) =>
      sendExport(res, exportSurveyResults(db, auth.actor, query), logger, () => auditExport(db, auth, query)),
    statuses: async ({ auth, query }) => ({ data: await listStatuses(db, auth.actor, query.company_id) }),
    update: async ({ auth, body }) => ({ data: await updateSurveyResult(db, auth.actor, body) }),
    updateRole: async ({ auth, body }) => ({ data: await updateSurveyResultRole(db, auth.actor, body.id, body.role) }),
    bulkUpdate: async ({ auth, body }) => ({ data: await bulkUpdateSurveyResults(db, env, auth.actor, body) }),
    trackEvent: async ({ auth, body }) => ({ data: await trackSurveyResultEvent(db, auth, body) }),
    get: async ({ auth, params }) => ({ data: await getSurveyResult(db, auth.actor, params.id) }),
  });
}
