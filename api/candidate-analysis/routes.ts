import { createAi } from "../ai/port";
import { fileStorageFor } from "../files/storage";
import { ApiError } from "../http/errors";
import { implement } from "../http/implement";
import { AiUnavailableError } from "../ai/chat-completions";
import type { ApiDeps } from "../http/deps";
import { candidateAnalysisContract } from "./contract";
import { generateAnalysis } from "./generate-analysis";
import { getAnalysis } from "./get-analysis";

/** A candidate's hiring summary and interview questions: GET …/analysis, POST …/generate-analysis-and-interview-questions. */
export function candidateAnalysisFeature(deps: ApiDeps) {
  const { db, env, logger } = deps;
  const ai = createAi({ db, env, logger });
  return implement(candidateAnalysisContract, {
    get: async ({ auth, params }) => ({ data: await getAnalysis(db, auth.actor, params.id) }),
    generate: async ({ auth, params, query }) => {
      try {
        // Without a reachable storage the summary still comes, from the resume analyses already made.
        const storage = await fileStorageFor(deps).catch(() => undefined);
        return { data: await generateAnalysis(db, ai, auth, params.id, query.role_benchmark_id, storage) };
      } catch (error) {
        if (error instanceof AiUnavailableError) throw new ApiError(502, error.message);
        throw error;
      }
    },
  });
}
