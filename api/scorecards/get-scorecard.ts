// GET /scorecards/{id}: one scorecard in the caller's scope (404 otherwise); another interviewer's only once the
// caller may see it (403 while their own at that stage is unsubmitted and the company hides scorecards).
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, scorecards } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { ScorecardJson } from "./contract";
import { scorecardsAsJson, seesOthers } from "./model";

export async function getScorecard(db: Database, actor: Actor, id: number): Promise<ScorecardJson> {
  const [found] = await db
    .select({ card: scorecards })
    .from(scorecards)
    .innerJoin(companies, eq(companies.id, scorecards.companyId))
    .where(and(eq(scorecards.id, id), companiesInScope(actor)));
  if (!found) throw ApiError.notFound("Scorecard not found");
  const card = found.card;
  if (card.interviewerUserId !== actor.id) {
    const visible =
      card.status === "submitted" &&
      (await seesOthers(db, actor, { id: card.surveyResultId, companyId: card.companyId }, card.stage));
    if (!visible) throw ApiError.forbidden("Submit your own scorecard first to see the others");
  }
  return (await scorecardsAsJson(db, [card]))[0];
}
