// The candidate chat (spec §7: GET /chat/candidate?survey_result_id=, POST /chat/send, POST /chat/feedback; §8: a 404
// means `Chat not found`). A manager asks about one candidate; each answer cites the report sections, scores and
// answers it rests on, and takes a thumbs up or down with a comment. Each manager has their own conversation per
// candidate. Hiring brand only (`aiChat`); a foreign or unknown candidate is 404.
import { z } from "zod";
import { dataOf, id, operation, timestamp } from "../http/contract";

export const CITATION_KINDS = [
  "report",
  "score",
  "application_answer",
  "interview_answer",
  "resume",
  "analysis",
] as const;

export const citationJson = z.object({
  kind: z.enum(CITATION_KINDS),
  /** A stable reference within its kind (a trait code, an application's question…). */
  ref: z.string(),
  /** What the chip says, e.g. "Report: Conscientiousness". */
  label: z.string(),
  /** The passage quoted. */
  quote: z.string(),
});
export type CitationJson = z.infer<typeof citationJson>;

export const chatMessageJson = z.object({
  id: z.number().int(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  citations: z.array(citationJson),
  /** Who wrote an answer: the AI endpoint or the embedded default (null for a question). */
  source: z.enum(["ai", "default"]).nullable(),
  /** "Generated without AI" on the default's answers. */
  label: z.string().nullable(),
  model: z.string().nullable(),
  feedback: z.object({ rating: z.enum(["up", "down"]), comment: z.string().nullable() }).nullable(),
  created_at: timestamp,
});
export type ChatMessageJson = z.infer<typeof chatMessageJson>;

export const chatJson = z.object({
  survey_result_id: z.number().int(),
  /** The candidate's first name (how the chat speaks of them). */
  first_name: z.string(),
  /** Whether answers come from the AI endpoint (configured and allowed by the company) or the labelled default. */
  ai: z.boolean(),
  messages: z.array(chatMessageJson),
});
export type ChatJson = z.infer<typeof chatJson>;

export const chatQuery = z.object({ survey_result_id: id("a survey result id") });

export const CHAT_MESSAGE_MAX = 2000;
export const chatSendInput = z.strictObject({
  survey_result_id: id("a survey result id"),
  message: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(CHAT_MESSAGE_MAX, `must be at most ${CHAT_MESSAGE_MAX} characters`),
});

export const FEEDBACK_COMMENT_MAX = 1000;
export const chatFeedbackInput = z.strictObject({
  message_id: id("a chat message id"),
  rating: z.enum(["up", "down"], { error: "must be up or down" }),
  comment: z
    .string({ error: "must be text" })
    .trim()
    .max(FEEDBACK_COMMENT_MAX, `must be at most ${FEEDBACK_COMMENT_MAX} characters`)
    .nullable()
    .optional()
    .transform((v) => v || null),
});

export const chatContract = {
  candidate: operation({
    method: "GET",
    path: "/chat/candidate",
    summary: "The caller's chat about one candidate (404 `Chat not found` for an unknown or foreign candidate)",
    description:
      "Answers the caller's chat about one candidate, question by question with the answers and their citations.",
    access: "signed-in",
    feature: "aiChat",
    query: chatQuery,
    response: dataOf(chatJson),
    errors: [400, 404],
  }),
  send: operation({
    method: "POST",
    path: "/chat/send",
    summary:
      "Ask about a candidate: answers with citations, through the AI endpoint when configured and allowed, else the " +
      "labeled default; 502 (nothing stored) when the endpoint fails after its retries",
    description:
      "Asks a question about a candidate and answers with citations to the report: through the AI endpoint when configured and allowed, else a labeled default. Nothing is stored when the endpoint fails (502).",
    access: "signed-in",
    feature: "aiChat",
    body: chatSendInput,
    response: dataOf(z.object({ question: chatMessageJson, answer: chatMessageJson })),
    status: 201,
    errors: [400, 404, 502],
  }),
  feedback: operation({
    method: "POST",
    path: "/chat/feedback",
    summary: "Thumbs up or down, with an optional comment, on one of the caller's answers (sent again: replaced)",
    description:
      "Stores a thumbs up or down, with an optional comment, on one of the caller's chat answers; sending again replaces it.",
    access: "signed-in",
    feature: "aiChat",
    body: chatFeedbackInput,
    response: dataOf(chatMessageJson),
    errors: [400, 404, 422],
  }),
};
