// What adverse impact reads from the database: the candidates assessed in a period with their self-identification,
// and a company's passing threshold. Self-identification is read here only to count groups (ADR 078); it never
// leaves this feature next to a person's id, name or score.
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, not, type SQL } from "drizzle-orm";
import { DEFAULT_PASS_THRESHOLD, type SelfIdentified } from "../../domain/adverse-impact";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import type { ResponseValidity } from "../../domain/assessment/validity-types";
import type { Database } from "../../server/db/client";
import {
  adverseImpactSettings,
  jobApplications,
  selfIdentifications,
  surveyResultStatusChanges,
  surveyResults,
} from "../../server/db/schema/index";

/** A candidate assessed in the period, as adverse impact needs them. */
export interface AssessedCandidate extends SelfIdentified {
  id: number;
  companyId: number;
  /** The pipeline stage the person is in now. */
  status: string;
  scores: AssessmentScores | null;
  validity: ResponseValidity | null;
}

/** A period of whole days (UTC): from the start of `from` to the end of `to`. */
export interface Period {
  from: Date;
  to: Date;
}

/** The condition on survey_results of the candidates assessed in a period (see assessedCandidates). */
export function assessedIn(companies: SQL, { from, to }: Period): SQL {
  return and(
    companies,
    isNotNull(surveyResults.submittedAt),
    gte(surveyResults.submittedAt, from),
    lt(surveyResults.submittedAt, to),
    not(surveyResults.isTest),
    not(surveyResults.superseded),
  )!;
}

/**
 * The candidates whose assessment was submitted in the period, in the companies the condition picks (a condition on
 * survey_results.company_id): test results and superseded ones left out, so each person counts once; archived ones
 * kept (archiving is a decision the figures must see). Self-identification comes from the assessment's registration,
 * else from the latest job application that carries it; always within the result's own company.
 */
export async function assessedCandidates(db: Database, companies: SQL, period: Period): Promise<AssessedCandidate[]> {
  const where = assessedIn(companies, period);
  const rows = await db
    .select({
      id: surveyResults.id,
      companyId: surveyResults.companyId,
      status: surveyResults.status,
      scores: surveyResults.scores,
      validity: surveyResults.validity,
      sex: selfIdentifications.sex,
      raceEthnicity: selfIdentifications.raceEthnicity,
    })
    .from(surveyResults)
    .leftJoin(
      selfIdentifications,
      and(
        eq(selfIdentifications.surveyResultId, surveyResults.id),
        eq(selfIdentifications.companyId, surveyResults.companyId),
      ),
    )
    .where(where)
    .orderBy(surveyResults.id);
  const fromApplications = await db
    .select({
      surveyResultId: jobApplications.surveyResultId,
      sex: selfIdentifications.sex,
      raceEthnicity: selfIdentifications.raceEthnicity,
    })
    .from(selfIdentifications)
    .innerJoin(jobApplications, eq(jobApplications.id, selfIdentifications.jobApplicationId))
    .innerJoin(
      surveyResults,
      and(
        eq(surveyResults.id, jobApplications.surveyResultId),
        eq(surveyResults.companyId, selfIdentifications.companyId),
      ),
    )
    .where(and(where, isNull(selfIdentifications.surveyResultId)))
    .orderBy(desc(selfIdentifications.createdAt), desc(selfIdentifications.id));
  const latest = new Map<number, SelfIdentified>();
  for (const row of fromApplications) {
    if (row.surveyResultId !== null && !latest.has(row.surveyResultId)) latest.set(row.surveyResultId, row);
  }
  return rows.map((row) => {
    const given = row.sex !== null || row.raceEthnicity !== null ? row : latest.get(row.id);
    return {
      id: row.id,
      companyId: row.companyId,
      status: row.status,
      scores: row.scores,
      validity: row.validity,
      sex: given?.sex ?? null,
      raceEthnicity: given?.raceEthnicity ?? null,
    };
  });
}

/** Each company's passing threshold for fit (the default where none is set). */
export async function passThresholds(db: Database, companyIds: readonly number[]): Promise<Map<number, number>> {
  const thresholds = new Map(companyIds.map((id) => [id, DEFAULT_PASS_THRESHOLD]));
  if (companyIds.length === 0) return thresholds;
  const rows = await db
    .select({ companyId: adverseImpactSettings.companyId, passThreshold: adverseImpactSettings.passThreshold })
    .from(adverseImpactSettings)
    .where(inArray(adverseImpactSettings.companyId, [...companyIds]));
  for (const row of rows) thresholds.set(row.companyId, row.passThreshold);
  return thresholds;
}

/**
 * Each candidate's way through the pipeline: the stage they started in, then every stage they were moved to, in
 * order. A candidate never moved was only ever in their current stage.
 */
export async function stagePaths(
  db: Database,
  companies: SQL,
  period: Period,
  candidates: readonly AssessedCandidate[],
): Promise<Map<number, string[]>> {
  const changes = await db
    .select({
      id: surveyResultStatusChanges.surveyResultId,
      from: surveyResultStatusChanges.fromStatus,
      to: surveyResultStatusChanges.toStatus,
    })
    .from(surveyResultStatusChanges)
    .innerJoin(surveyResults, eq(surveyResults.id, surveyResultStatusChanges.surveyResultId))
    .where(assessedIn(companies, period))
    .orderBy(
      surveyResultStatusChanges.surveyResultId,
      surveyResultStatusChanges.changedAt,
      surveyResultStatusChanges.id,
    );
  const paths = new Map<number, string[]>();
  for (const change of changes) {
    let path = paths.get(change.id);
    if (!path) {
      path = change.from !== null ? [change.from] : [];
      paths.set(change.id, path);
    }
    path.push(change.to);
  }
  for (const c of candidates) if (!paths.has(c.id)) paths.set(c.id, [c.status]);
  return paths;
}
