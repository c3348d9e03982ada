// GET /messaging?surveyResultId=: everything sent to a person, newest first, with its status.
import { desc, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { messages, surveyResults, users } from "../../server/db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";
import type { MessageJson } from "./contract";
import { messageColumns, toMessageJson } from "./model";

export async function conversation(db: Database, actor: Actor, surveyResultId: number): Promise<MessageJson[]> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(surveyResults, eq(surveyResults.id, messages.surveyResultId))
    .leftJoin(users, eq(users.id, messages.sentByUserId))
    .where(eq(messages.surveyResultId, result.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(200);
  return rows.map(toMessageJson);
}
