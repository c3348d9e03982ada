// The AI panels of the report page (hiring brand): what they load — the stored analysis and the user's chat about
// the candidate — and what they post (generate the analysis, ask, rate an answer) to their resource route
// (app/routes/_app.survey-results_.$id_.ai.ts).
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { errorMessage } from "~domain/errors";
import { ApiRequestError, notFound, type ApiClient } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { actionFailure, actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { candidateAnalysisContract, generateQuery } from "../../api/candidate-analysis/contract";
import { chatContract, chatFeedbackInput, chatSendInput } from "../../api/chat/contract";
import type { AiActionData, AiPanelsData } from "./model";
import { idParam } from "~/ui/id-param.server";

/**
 * The panels' data, or null for a brand without the AI features. A failure to load them leaves the rest of the
 * report standing: the panels show the error instead.
 */
export async function loadAiPanels(api: ApiClient, surveyResultId: number): Promise<AiPanelsData | null> {
  if (!brand.features.aiChat) return null;
  try {
    const [analysis, chat] = await Promise.all([
      api.call(candidateAnalysisContract.get, { params: { id: surveyResultId } }),
      api.call(chatContract.candidate, { query: { survey_result_id: surveyResultId } }),
    ]);
    return { analysis: analysis.data, chat: chat.data, error: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    const message =
      error instanceof ApiRequestError && error.status === 404
        ? errorMessage("CHAT_NOT_FOUND")
        : errorMessage("GENERIC_ERROR");
    return { analysis: null, chat: null, error: message };
  }
}

const AI_INTENTS = ["analysis-generate", "chat-send", "chat-feedback"] as const;
const aiForm = intents({
  "analysis-generate": z.object({ role_benchmark_id: generateQuery.shape.role_benchmark_id }),
  "chat-send": z.object({ message: chatSendInput.shape.message }),
  "chat-feedback": z.object({
    messageId: chatFeedbackInput.shape.message_id,
    rating: chatFeedbackInput.shape.rating,
    comment: z.string().trim().max(1000, "must be at most 1000 characters").optional(),
  }),
});

const idOf = (params: Record<string, string | undefined>) => {
  return idParam(params.id);
};

/** The panels' actions; every answer is one ActionResult (ADR 034). */
export async function aiAction({ request, context, params }: ActionFunctionArgs) {
  if (!brand.features.aiChat) throw notFound();
  const { api } = await requireUser(request, context);
  const id = idOf(params);
  const input = await parseSubmission(request, aiForm, { fields: ["message", "comment"] });
  if (!input.ok) {
    const known = (AI_INTENTS as readonly string[]).includes(input.result.intent);
    return known ? input.result : actionFailure("Unknown action.", { intent: input.result.intent });
  }
  const form = input.value;
  const done = (message: string | null, data: AiActionData = {}) => actionSuccess(message, { submission: input, data });
  try {
    switch (form.intent) {
      case "analysis-generate": {
        // The report page's benchmark pick, when it has one (the API applies the page's rule otherwise).
        const { data } = await api.call(candidateAnalysisContract.generate, {
          params: { id },
          query: form.role_benchmark_id ? { role_benchmark_id: form.role_benchmark_id } : {},
        });
        return done("Analysis and interview questions generated.", { analysis: data });
      }
      case "chat-send": {
        const { data } = await api.call(chatContract.send, {
          body: { survey_result_id: id, message: form.message },
        });
        return done(null, { answer: data.answer });
      }
      case "chat-feedback": {
        const { data } = await api.call(chatContract.feedback, {
          body: { message_id: form.messageId, rating: form.rating, comment: form.comment ?? null },
        });
        return done("Thank you for the feedback.", { feedback: data });
      }
    }
  } catch (error) {
    // 502 (the AI service failed after its retries) and 404 (`Chat not found`) say why in the catalogue's words.
    const failure = apiFailure(error, { submission: input, fields: ["message", "comment"] });
    // A question that could not be answered: the reason stays beside the question (kept in its box to send again).
    if (form.intent === "chat-send" && failure.formErrors.length && !failure.fieldErrors.message) {
      return actionFailure([], { submission: input, fieldErrors: { message: failure.formErrors.join(" ") } });
    }
    return failure;
  }
}
