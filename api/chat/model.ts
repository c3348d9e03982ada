import { and, eq } from "drizzle-orm";
import { errorMessage } from "../../domain/errors";
import type { Actor } from "../../domain/permissions";
import { GENERATED_WITHOUT_AI } from "../ai/port";
import type { Database } from "../../server/db/client";
import { chatMessages, companies, surveyResults } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { ChatMessageJson } from "./contract";

/** Spec §8: a chat whose candidate is unknown (or outside the caller's scope) is `Chat not found`. */
export const chatNotFound = () => ApiError.notFound(errorMessage("CHAT_NOT_FOUND"));

export function toMessageJson(row: typeof chatMessages.$inferSelect): ChatMessageJson {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    citations: row.citations,
    source: row.source,
    label: row.source === "default" ? GENERATED_WITHOUT_AI : null,
    model: row.model,
    feedback: row.rating ? { rating: row.rating, comment: row.feedbackComment } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** One of the actor's own chat messages whose candidate is in their scope; 404 otherwise. */
export async function findOwnMessage(db: Database, actor: Actor, id: number) {
  const [row] = await db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(surveyResults, eq(surveyResults.id, chatMessages.surveyResultId))
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, actor.id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Chat message not found");
  return row.message;
}
