import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { reportShares, roleBenchmarks } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { benchmarksFor } from "../role-benchmarks/model";
import { findSurveyResultInScope } from "../survey-results/model";
import { refuseEarlierAssessment } from "../survey-results/supersede";
import { SHARED_REPORT_PATH, type ShareCreateInput } from "./contract";
import type { ShareKeys } from "./payload";

const DAY_MS = 24 * 60 * 60_000;

/** POST /survey-results/public/encode-report-payload: a new link to a finished person's growth report. */
export async function createShare(
  db: Database,
  keys: ShareKeys,
  actor: Actor,
  input: ShareCreateInput,
  now = new Date(),
): Promise<{ id: number; path: string; expires_at: string }> {
  const result = await findSurveyResultInScope(db, actor, input.survey_result_id);
  refuseEarlierAssessment(result, "a share");
  // Without scores there is no growth report to share yet.
  if (!result.scores)
    throw ApiError.conflict("This person has not finished the assessment yet: there is no report to share");
  const benchmarkId = input.benchmark_id ?? null;
  if (benchmarkId !== null) {
    const [benchmark] = await db
      .select({ id: roleBenchmarks.id })
      .from(roleBenchmarks)
      .where(and(eq(roleBenchmarks.id, benchmarkId), benchmarksFor(result.companyId)));
    if (!benchmark) {
      throw ApiError.badRequest([
        { path: "benchmark_id", message: "is not a role benchmark for this person's company" },
      ]);
    }
  }
  const expiresAt = new Date(now.getTime() + input.expires_in_days * DAY_MS);
  const [share] = await db
    .insert(reportShares)
    .values({ surveyResultId: result.id, createdByUserId: actor.id, expiresAt, createdAt: now })
    .returning();
  const payload = await keys.encode({ uuid: share.uuid, benchmarkId }, expiresAt);
  return { id: share.id, path: `${SHARED_REPORT_PATH}${payload}`, expires_at: expiresAt.toISOString() };
}
