// GET /scorecards/candidates/{id}/debrief: the submitted scorecards of a candidate at a stage side by side, per
// attribute of the kit (and any other attribute a scorecard rated), with the spread between interviewers flagged.
import type { Actor } from "../../domain/permissions";
import { isSpread, ratingSpread, traitAttribute } from "../../domain/scorecards";
import type { Database } from "../../server/db/client";
import { ApiError } from "../http/errors";
import { findSurveyResultInScope } from "../survey-results/model";
import type { DebriefJson } from "./contract";
import { kitOf, scorecardsAsJson, scorecardsAt, seesOthers } from "./model";

export async function getDebrief(
  db: Database,
  actor: Actor,
  surveyResultId: number,
  query: { stage?: string; role_benchmark_id?: number },
): Promise<DebriefJson> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const stage = query.stage ?? result.status;
  if (!(await seesOthers(db, actor, result, stage))) {
    throw ApiError.forbidden("Submit your own scorecard first to see the debrief");
  }
  const [kit, rows] = await Promise.all([
    kitOf(db, result, stage, query.role_benchmark_id),
    scorecardsAt(db, result.id, stage),
  ]);
  const cards = (await scorecardsAsJson(db, rows)).filter((c) => c.status === "submitted");
  const names = new Map(kit.attributes.map((a) => [a.key, a.name]));
  // Attributes rated on a scorecard but no longer in the kit (a changed benchmark, a removed attribute) still show.
  for (const card of cards)
    for (const r of card.ratings)
      if (!names.has(r.attribute_key))
        names.set(r.attribute_key, traitAttribute(r.attribute_key)?.name ?? "A removed company question");
  const attributes = [...names].map(([key, name]) => {
    const ratings = cards.map((c) => c.ratings.find((r) => r.attribute_key === key)?.rating ?? null);
    return { key, name, ratings, spread: ratingSpread(ratings), flagged: isSpread(ratings) };
  });
  return {
    survey_result_id: result.id,
    stage,
    scorecards: cards.map((c) => ({
      id: c.id,
      interviewer: c.interviewer,
      recommendation: c.recommendation!,
      submitted_at: c.submitted_at!,
    })),
    attributes: attributes.filter((a) => a.ratings.some((r) => r !== null)),
  };
}
