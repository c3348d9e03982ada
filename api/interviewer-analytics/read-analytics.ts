// GET /interviewer-analytics: a company's (or one job's) scorecards turned into interviewer analytics. Submission
// counts all of an interviewer's scorecards; leniency and reliability use submitted ratings only (a draft may still
// change). A candidate rated twice by the same interviewer (at two stages) counts with the later rating.
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  bestPanelReliability,
  leniencyByRater,
  MIN_SHARED_CANDIDATES,
  submissionStats,
  type Rating,
} from "../../domain/interview-reliability";
import { traitAttribute } from "../../domain/scorecards";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { customQuestionAttributes, jobs, scorecardRatings, scorecards, users } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { AnalyticsQuery, AttributeReliabilityJson, InterviewerAnalyticsJson } from "./contract";

const HOUR = 3_600_000;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** An attribute's name as staff read it: the kit's name of a trait attribute, the company's name for its own question's. */
async function attributeNames(db: Database, keys: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const customIds: number[] = [];
  for (const key of keys) {
    const trait = traitAttribute(key);
    const custom = /^custom:(\d+)$/.exec(key)?.[1];
    if (trait) names.set(key, trait.name);
    else if (custom) customIds.push(Number(custom));
  }
  if (customIds.length) {
    const rows = await db
      .select()
      .from(customQuestionAttributes)
      .where(inArray(customQuestionAttributes.questionId, customIds));
    for (const row of rows) names.set(`custom:${row.questionId}`, row.name);
  }
  return names;
}

export async function readInterviewerAnalytics(
  db: Database,
  actor: Actor,
  query: AnalyticsQuery,
): Promise<InterviewerAnalyticsJson> {
  const company = await findCompanyInScope(db, actor, query.company_id ?? actor.companyId);
  let job: { id: number; title: string } | null = null;
  if (query.job_id !== undefined) {
    [job = null] = await db
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(and(eq(jobs.id, query.job_id), eq(jobs.companyId, company.id)));
    if (!job) throw ApiError.notFound("Job not found");
  }
  const scope = and(eq(scorecards.companyId, company.id), job ? eq(scorecards.jobId, job.id) : undefined);

  const cards = await db
    .select({
      id: scorecards.id,
      interviewerId: scorecards.interviewerUserId,
      first: users.first,
      last: users.last,
      status: scorecards.status,
      createdAt: scorecards.createdAt,
      submittedAt: scorecards.submittedAt,
    })
    .from(scorecards)
    .innerJoin(users, eq(users.id, scorecards.interviewerUserId))
    .where(scope);
  const ratingRows = await db
    .select({
      candidateId: scorecards.surveyResultId,
      raterId: scorecards.interviewerUserId,
      attribute: scorecardRatings.attributeKey,
      value: scorecardRatings.rating,
    })
    .from(scorecardRatings)
    .innerJoin(scorecards, eq(scorecards.id, scorecardRatings.scorecardId))
    .where(and(scope, eq(scorecards.status, "submitted")))
    .orderBy(asc(scorecards.submittedAt), asc(scorecards.id));
  const ratings: Rating[] = ratingRows.flatMap((r) => (r.value === null ? [] : [{ ...r, value: r.value }]));

  const timing = submissionStats(
    cards.map((c) => ({
      raterId: c.interviewerId,
      createdAt: c.createdAt,
      submittedAt: c.status === "submitted" ? c.submittedAt : null,
    })),
  );
  const leniency = new Map(leniencyByRater(ratings).map((l) => [l.raterId, l]));
  const names = new Map(cards.map((c) => [c.interviewerId, `${c.first} ${c.last}`.trim()]));
  const interviewers = timing
    .map((t) => {
      const l = leniency.get(t.raterId);
      return {
        user_id: Number(t.raterId),
        name: names.get(Number(t.raterId)) ?? "",
        scorecards: t.assigned,
        submitted: t.submitted,
        submission_rate: round(t.rate, 3),
        median_hours_to_submit: t.medianMsToSubmit === null ? null : round(t.medianMsToSubmit / HOUR, 1),
        leniency: l?.leniency == null ? null : round(l.leniency),
        shared_ratings: l?.shared ?? 0,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id);

  const keys = [...new Set(ratings.map((r) => r.attribute))].sort();
  const attributeTitles = await attributeNames(db, keys);
  const attributes: AttributeReliabilityJson[] = keys.map((key) => {
    const icc = bestPanelReliability(ratings.filter((r) => r.attribute === key));
    return {
      key,
      name: attributeTitles.get(key) ?? key,
      icc_average: icc.average === null ? null : round(icc.average),
      icc_single: icc.single === null ? null : round(icc.single),
      shared_candidates: icc.candidates,
      raters: icc.raters,
      reason: icc.reason,
    };
  });

  const jobsWithScorecards = await db
    .selectDistinct({ id: jobs.id, title: jobs.title })
    .from(scorecards)
    .innerJoin(jobs, eq(jobs.id, scorecards.jobId))
    .where(eq(scorecards.companyId, company.id))
    .orderBy(asc(jobs.title), asc(jobs.id));

  return {
    company: { id: company.id, name: company.name },
    job,
    jobs: jobsWithScorecards,
    min_shared_candidates: MIN_SHARED_CANDIDATES,
    interviewers,
    attributes,
  };
}
