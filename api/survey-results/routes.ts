import { fileStorageFor } from "../files/storage";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { attachPersonResume } from "./attach-resume";
import { bulkUpdateSurveyResults } from "./bulk-update";
import { surveyResultsContract } from "./contract";
import { auditExport, exportFile, exportSurveyResults } from "./export-survey-results";
import { getSurveyResult } from "./get-survey-result";
import { listStatuses } from "./list-statuses";
import { reportTextsView } from "./report-texts";
import { personResumeUploadUrl } from "./resume-upload-url";
import { personResumeUrl } from "./resume-url";
import { searchSurveyResults } from "./search-survey-results";
import { trackSurveyResultEvent } from "./track-event";
import { updateSurveyResultRole } from "./update-role";
import { updateSurveyResult } from "./update-survey-result";

/** Survey results as staff see them; single cards' status moves belong to the hiring pipeline's board. */
export function surveyResultsFeature(deps: ApiDeps) {
  const { db, env } = deps;
  const reportTexts = reportTextsView();
  return implement(surveyResultsContract, {
    // The base list and its search take the same parameters.
    list: ({ auth, query }) => searchSurveyResults(db, auth.actor, query),
    search: ({ auth, query }) => searchSurveyResults(db, auth.actor, query),
    export: ({ auth, query }) =>
      exportFile(exportSurveyResults(db, auth.actor, query), () => auditExport(db, auth, query)),
    statuses: async ({ auth, query }) => ({ data: await listStatuses(db, auth.actor, query.company_id) }),
    update: async ({ auth, body }) => ({ data: await updateSurveyResult(db, auth.actor, body) }),
    updateRole: async ({ auth, body }) => ({ data: await updateSurveyResultRole(db, auth.actor, body.id, body.role) }),
    bulkUpdate: async ({ auth, body }) => ({ data: await bulkUpdateSurveyResults(db, env, auth.actor, body) }),
    trackEvent: async ({ auth, body }) => ({ data: await trackSurveyResultEvent(db, auth, body) }),
    resumeUploadUrl: async ({ auth, params, body }) => ({
      data: await personResumeUploadUrl(db, await fileStorageFor(deps), auth.actor, params.id, body),
    }),
    attachResume: async ({ auth, params, body }) => ({
      data: await attachPersonResume(db, await fileStorageFor(deps), auth, params.id, body),
    }),
    resumeUrl: async ({ auth, params }) => ({
      data: await personResumeUrl(db, await fileStorageFor(deps), auth.actor, params.id),
    }),
    reportTexts: async ({ auth, params }) => ({ data: await reportTexts(db, auth.actor, params.id) }),
    get: async ({ auth, params }) => ({ data: await getSurveyResult(db, auth.actor, params.id) }),
  });
}
