import { AiUnavailableError } from "../ai/chat-completions";
import { createAi } from "../ai/port";
import { fileStorageFor } from "../files/storage";
import { ApiError } from "../http/errors";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { analyzeResume } from "./analyze-resume";
import { resumeAnalysisContract } from "./contract";
import { giveFeedback } from "./feedback";
import { getAnalysis } from "./get-analysis";
import { listCandidateApplications } from "./list-applications";
import { resumeText, resumeUrl } from "./resume-url";

/** A candidate's applications and their resume analysis: /candidates/applications…, /candidates/*resume*. */
export function resumeAnalysisFeature(deps: ApiDeps) {
  const { db, env, logger } = deps;
  const ai = createAi({ db, env, logger });
  return implement(resumeAnalysisContract, {
    applications: async ({ auth, query }) => ({
      data: await listCandidateApplications(db, auth.actor, query.survey_result_id),
    }),
    resumeUrl: async ({ auth, params }) => ({
      data: await resumeUrl(db, await fileStorageFor(deps), auth.actor, params.id),
    }),
    resumeText: async ({ auth, params }) => ({
      data: await resumeText(db, await fileStorageFor(deps), auth.actor, params.id),
    }),
    get: async ({ auth, query }) => ({ data: await getAnalysis(db, auth.actor, query.application_id) }),
    analyze: async ({ auth, body }) => {
      try {
        return { data: await analyzeResume(db, await fileStorageFor(deps), ai, auth, body.application_id) };
      } catch (error) {
        // The model did not answer (after its retries) or answered nonsense: a clear error, not a 500.
        if (error instanceof AiUnavailableError) throw new ApiError(502, "The AI service did not answer; try again");
        throw error;
      }
    },
    feedback: async ({ auth, body }) => ({ data: await giveFeedback(db, auth, body) }),
  });
}
