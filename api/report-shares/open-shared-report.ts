import { and, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { reportShares, roleBenchmarks, surveyResults } from "../../server/db/schema/index";
import { loadActionPlan } from "../growth-reports/action-plan";
import { loadGrowthReport } from "../growth-reports/load-growth-report";
import { ApiError } from "../http/errors";
import { benchmarksFor } from "../role-benchmarks/model";
import { SHARE_GONE, SHARE_INVALID, type SharedReportJson } from "./contract";
import { shareState } from "./model";
import type { ShareKeys } from "./payload";

const invalid = () => new ApiError(404, SHARE_INVALID);
const gone = () => new ApiError(410, SHARE_GONE);

/**
 * The share a payload names, while it may open: 404 for anything this server did not make (or whose share is
 * gone with its person), 410 once expired or revoked. Records the opening.
 */
export async function openShare(db: Database, keys: ShareKeys, payload: string, now: Date) {
  const decoded = await keys.decode(payload);
  if (decoded.status === "invalid") throw invalid();
  if (decoded.status === "expired") throw gone();
  const [row] = await db
    .select({ share: reportShares, companyId: surveyResults.companyId })
    .from(reportShares)
    .innerJoin(surveyResults, eq(surveyResults.id, reportShares.surveyResultId))
    .where(eq(reportShares.uuid, decoded.share.uuid));
  if (!row) throw invalid();
  if (shareState(row.share, now) !== "active") throw gone();
  // A benchmark deleted (or moved to another company) since: the report falls back to the profile's extremes.
  let benchmarkId = decoded.share.benchmarkId;
  if (benchmarkId !== null) {
    const [benchmark] = await db
      .select({ id: roleBenchmarks.id })
      .from(roleBenchmarks)
      .where(and(eq(roleBenchmarks.id, benchmarkId), benchmarksFor(row.companyId)));
    if (!benchmark) benchmarkId = null;
  }
  await db.update(reportShares).set({ lastOpenedAt: now }).where(eq(reportShares.id, row.share.id));
  return { share: row.share, benchmarkId };
}

/** The growth report data and action plan of a share (scope was checked when the link was made). */
export async function loadShared(db: Database, surveyResultId: number, benchmarkId: number | null) {
  const [data, plan] = await Promise.all([
    loadGrowthReport(db, surveyResultId, benchmarkId),
    loadActionPlan(db, surveyResultId),
  ]);
  // Only the goals: who saved the plan last is not part of what was shared.
  return { data, goals: plan.goals };
}

/**
 * GET /survey-results/public/report?payload=: the report a link names, for a visitor without an account. Built
 * field by field, so nothing beyond the report (e-mail, phone, notes, other rows' ids) can slip into the answer.
 */
export async function openSharedReport(
  db: Database,
  keys: ShareKeys,
  payload: string,
  now = new Date(),
): Promise<SharedReportJson> {
  const { share, benchmarkId } = await openShare(db, keys, payload, now);
  const { data, goals } = await loadShared(db, share.surveyResultId, benchmarkId);
  const { person } = data;
  return {
    person: {
      first: person.first,
      last: person.last,
      role_name: person.role_name,
      company: { name: person.company.name },
      submitted_at: person.submitted_at,
    },
    benchmark: data.benchmark ? { name: data.benchmark.name } : null,
    report: data.report,
    action_plan: {
      goals: goals.map((goal) => ({
        id: goal.id,
        title: goal.title,
        scale: goal.scale,
        due_on: goal.due_on,
        done: goal.done,
        steps: goal.steps.map((step) => ({ id: step.id, text: step.text, due_on: step.due_on, done: step.done })),
      })),
    },
    expires_at: share.expiresAt.toISOString(),
  };
}
