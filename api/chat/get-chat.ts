import { and, asc, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { AiPort } from "../ai/port";
import type { Database } from "../../server/db/client";
import { chatMessages } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { findSurveyResultInScope } from "../survey-results/model";
import type { ChatJson } from "./contract";
import { chatNotFound, toMessageJson } from "./model";

/** The candidate in the actor's scope, or spec §8's `Chat not found`. */
export async function chatCandidate(db: Database, actor: Actor, surveyResultId: number) {
  try {
    return await findSurveyResultInScope(db, actor, surveyResultId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw chatNotFound();
    throw error;
  }
}

/** GET /chat/candidate?survey_result_id=: the actor's conversation about the candidate, oldest first. */
export async function getChat(db: Database, ai: AiPort, actor: Actor, surveyResultId: number): Promise<ChatJson> {
  const result = await chatCandidate(db, actor, surveyResultId);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.surveyResultId, result.id), eq(chatMessages.userId, actor.id)))
    .orderBy(asc(chatMessages.id));
  return {
    survey_result_id: result.id,
    first_name: result.first.trim().split(/\s+/)[0] ?? "",
    ai: await ai.allowedFor(result.companyId),
    messages: rows.map(toMessageJson),
  };
}
