// PUT /scorecards/candidates/{id} (a draft) and POST …/submit (final): the caller's scorecard of a candidate at a
// stage. Only the kit's attributes are rated; submitting needs every one rated and a recommendation (400 naming
// what is missing); a submitted scorecard never changes (409).
import { and, eq, notInArray } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import { missingForSubmit } from "../../domain/scorecards";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { scorecardRatings, scorecards } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import { findSurveyResultInScope, isUniqueViolation } from "../survey-results/model";
import type { ScorecardInput, ScorecardJson } from "./contract";
import { jobOf, kitOf, scorecardsAsJson } from "./model";

export async function saveScorecard(
  db: Database,
  auth: Auth,
  surveyResultId: number,
  input: ScorecardInput,
  submit: boolean,
): Promise<ScorecardJson> {
  const actor: Actor = auth.actor;
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const kit = await kitOf(db, result, input.stage, input.role_benchmark_id);
  const keys = kit.attributes.map((a) => a.key);
  const unknown = input.ratings
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => !keys.includes(r.attribute_key))
    .map(({ i }) => ({ path: `ratings.${i}.attribute_key`, message: "is not an attribute of this interview kit" }));
  const seen = new Set<string>();
  const twice = input.ratings
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => (seen.has(r.attribute_key) ? true : (seen.add(r.attribute_key), false)))
    .map(({ i }) => ({ path: `ratings.${i}.attribute_key`, message: "is rated twice" }));
  if (unknown.length || twice.length) throw ApiError.badRequest([...unknown, ...twice]);
  if (submit) {
    const missing = missingForSubmit(keys, input);
    if (missing.length) throw ApiError.badRequest(missing, "The scorecard is not complete");
  }
  const job = await jobOf(db, result);
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(scorecards)
        .where(
          and(
            eq(scorecards.surveyResultId, result.id),
            eq(scorecards.stage, input.stage),
            eq(scorecards.interviewerUserId, actor.id),
          ),
        )
        .for("update");
      if (existing?.status === "submitted") throw ApiError.conflict("This scorecard is already submitted");
      const values = {
        recommendation: input.recommendation,
        status: submit ? ("submitted" as const) : ("draft" as const),
        submittedAt: submit ? now : null,
        updatedAt: now,
      };
      const [row] = existing
        ? await tx.update(scorecards).set(values).where(eq(scorecards.id, existing.id)).returning()
        : await tx
            .insert(scorecards)
            .values({
              ...values,
              companyId: result.companyId,
              surveyResultId: result.id,
              jobApplicationId: job?.applicationId ?? null,
              jobId: job?.jobId ?? null,
              stage: input.stage,
              interviewerUserId: actor.id,
            })
            .returning();
      const given = input.ratings.map((r) => r.attribute_key);
      await tx
        .delete(scorecardRatings)
        .where(
          given.length
            ? and(eq(scorecardRatings.scorecardId, row.id), notInArray(scorecardRatings.attributeKey, given))
            : eq(scorecardRatings.scorecardId, row.id),
        );
      for (const r of input.ratings) {
        await tx
          .insert(scorecardRatings)
          .values({ scorecardId: row.id, attributeKey: r.attribute_key, rating: r.rating, notes: r.notes })
          .onConflictDoUpdate({
            target: [scorecardRatings.scorecardId, scorecardRatings.attributeKey],
            set: { rating: r.rating, notes: r.notes },
          });
      }
      // A scorecard feeds a hiring decision: who scored whom, and when it became final (never the notes).
      await recordAudit(tx, auth, {
        action: submit ? "scorecard.submit" : "scorecard.save",
        companyId: result.companyId,
        subjectType: "survey_result",
        subjectId: result.id,
        summary: submit ? `Submitted scorecard ${row.id} (${input.recommendation})` : `Saved draft scorecard ${row.id}`,
      });
      return (await scorecardsAsJson(tx, [row]))[0];
    });
  } catch (error) {
    // Two first saves at the same moment: the unique index lets one through.
    if (isUniqueViolation(error))
      throw ApiError.conflict("The scorecard was being saved at the same moment; please try again");
    throw error;
  }
}
