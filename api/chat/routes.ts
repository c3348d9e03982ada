import { AiUnavailableError } from "../ai/chat-completions";
import { createAi } from "../ai/port";
import { ApiError } from "../http/errors";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { chatContract } from "./contract";
import { getChat } from "./get-chat";
import { giveFeedback } from "./give-feedback";
import { sendMessage } from "./send-message";

/** The candidate chat: GET /chat/candidate, POST /chat/send, POST /chat/feedback. */
export function chatFeature({ db, env, logger }: ApiDeps) {
  const ai = createAi({ db, env, logger });
  return implement(chatContract, {
    candidate: async ({ auth, query }) => ({ data: await getChat(db, ai, auth.actor, query.survey_result_id) }),
    send: async ({ auth, body }) => {
      try {
        return { data: await sendMessage(db, ai, auth, body) };
      } catch (error) {
        // The endpoint's failure, after its retries, in the catalogue's words (never the endpoint's own text).
        if (error instanceof AiUnavailableError) throw new ApiError(502, error.message);
        throw error;
      }
    },
    feedback: async ({ auth, body }) => ({ data: await giveFeedback(db, auth.actor, body) }),
  });
}
