// GET /interview-grading/{id}: one submitted instant interview's answers for blind grading.
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import type { AnswerSetJson } from "./contract";
import { findAnswerSetInScope, gradesOf, toAnswerSetJson } from "./model";

export async function getAnswerSet(db: Database, actor: Actor, id: number): Promise<AnswerSetJson> {
  const { interview } = await findAnswerSetInScope(db, actor, id);
  return toAnswerSetJson(interview, await gradesOf(db, interview.id), actor.id);
}
