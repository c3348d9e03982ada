import { eq } from "drizzle-orm";
import { participantReportContent } from "../../domain/assessment/participant-report";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import type { ResponseValidity } from "../../domain/assessment/validity-types";
import type { Database } from "../db/client";
import { participantReports, surveyResults } from "../db/schema/index";
import { loadGrowthReport } from "../growth-reports/load-growth-report";
import { ApiError } from "../http/errors";
import { shareState } from "../report-shares/model";
import type { ShareKeys } from "../report-shares/payload";
import { REPORT_GONE, REPORT_INVALID, type ParticipantReportJson } from "./contract";
import { findSubmitted, withGrowthReport } from "./model";

const invalid = () => new ApiError(404, REPORT_INVALID);
const gone = () => new ApiError(410, REPORT_GONE);

/** How sure the result is, said to the person (docs/assessment/response-validity.md). */
export function howSure(validity: ResponseValidity | null): string {
  if (!validity || validity.verdict === "ok") {
    return "Your answers look considered, so this report should describe you reasonably well.";
  }
  return (
    "Some of your answers followed a pattern (for example the same answer many times in a row, or answers given " +
    "very quickly), so this report may describe you less well than usual. Read it with that in mind."
  );
}

/**
 * The report row a payload names, while it may open: 404 for anything this server did not make (or whose person is
 * gone), 410 once expired or revoked. Records the opening.
 */
export async function openReportRow(db: Database, keys: ShareKeys, payload: string, now: Date) {
  const decoded = await keys.decode(payload);
  if (decoded.status === "invalid") throw invalid();
  if (decoded.status === "expired") throw gone();
  const [row] = await db.select().from(participantReports).where(eq(participantReports.uuid, decoded.share.uuid));
  if (!row) throw invalid();
  if (shareState(row, now) !== "active") throw gone();
  await db.update(participantReports).set({ lastOpenedAt: now }).where(eq(participantReports.id, row.id));
  return row;
}

/**
 * The person's report, built field by field from their own row: their first name, scores and validity, and (coaching,
 * when their book code asks for it) the growth report against their own profile. Never a role, job, benchmark, fit,
 * company or anything staff wrote.
 */
export async function loadParticipantReport(
  db: Database,
  row: { surveyResultId: number; expiresAt: Date },
): Promise<ParticipantReportJson> {
  const [person] = await db
    .select({
      first: surveyResults.first,
      scores: surveyResults.scores,
      validity: surveyResults.validity,
      submittedAt: surveyResults.submittedAt,
    })
    .from(surveyResults)
    .where(eq(surveyResults.id, row.surveyResultId));
  if (!person?.scores || !person.submittedAt) throw invalid();
  const content = participantReportContent(person.scores as AssessmentScores);
  const found = await findSubmitted(db, { id: row.surveyResultId });
  const growth =
    found && withGrowthReport(found) ? (await loadGrowthReport(db, row.surveyResultId, null)).report : null;
  return {
    person: { first: person.first },
    submitted_at: person.submittedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    norm_group: content.norm_group,
    how_sure: howSure(person.validity),
    domains: content.domains,
    growth,
  };
}

/** GET /participant-reports/public/report?payload=: the person's report, for the holder of their link. */
export async function openParticipantReport(
  db: Database,
  keys: ShareKeys,
  payload: string,
  now = new Date(),
): Promise<ParticipantReportJson> {
  return loadParticipantReport(db, await openReportRow(db, keys, payload, now));
}
