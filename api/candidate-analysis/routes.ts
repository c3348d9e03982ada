import { createAi } from "../ai/port";
import { ApiError } from "../http/errors";
import { implement } from "../http/implement";
import { AiUnavailableError } from "../ai/chat-completions";
import type { ApiDeps } from "../index";
import { candidateAnalysisContract } from "./contract";
import { generateAnalysis } from "./generate-analysis";
import { getAnalysis } from "./get-analysis";

/** A candidate's hiring summary and interview questions: GET …/analysis, POST …/generate-analysis-and-interview-questions. */
export function candidateAnalysisFeature({ db, env, logger }: ApiDeps) {
  const ai = createAi({ db, env, logger });
  return implement(candidateAnalysisContract, {
    get: async ({ auth, params }) => ({ data: await getAnalysis(db, auth.actor, params.id) }),
    generate: async ({ auth, params, query }) => {
      try {
        return { data: await generateAnalysis(db, ai, auth, params.id, query.role_benchmark_id) };
      } catch (error) {
        if (error instanceof AiUnavailableError) throw new ApiError(502, error.message);
        throw error;
      }
    },
  });
}
