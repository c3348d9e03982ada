import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { chatMessages } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { ChatMessageJson } from "./contract";
import { findOwnMessage, toMessageJson } from "./model";

/** POST /chat/feedback: a thumbs up or down (and comment) on one of the actor's answers; sending again replaces it. */
export async function giveFeedback(
  db: Database,
  actor: Actor,
  input: { message_id: number; rating: "up" | "down"; comment: string | null },
): Promise<ChatMessageJson> {
  const message = await findOwnMessage(db, actor, input.message_id);
  if (message.role !== "assistant") {
    throw ApiError.unprocessable([{ path: "message_id", message: "is a question: feedback goes on an answer" }]);
  }
  const [row] = await db
    .update(chatMessages)
    .set({ rating: input.rating, feedbackComment: input.comment, feedbackAt: sql`now()` })
    .where(eq(chatMessages.id, message.id))
    .returning();
  return toMessageJson(row);
}
