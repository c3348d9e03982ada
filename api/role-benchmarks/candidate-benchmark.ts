// The one rule of which benchmark a candidate is measured against (domain/assessment/fit-benchmark.ts), with what it
// reads from the database: the benchmarks that apply to the company, the job applied to, the company's fit policy.
// The report, the interview, the summary, the instant interview and the board all come through here (ADR 056).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { DEFAULT_FIT_POLICY, type FitPolicy } from "../../domain/assessment/fit";
import {
  benchmarkFor,
  defaultBenchmark,
  type BenchmarkChoice,
  type BenchmarkSubject,
} from "../../domain/assessment/fit-benchmark";
import { companies, jobApplications, jobs, roleBenchmarks, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { Executor } from "../survey-results/model";
import { benchmarksFor } from "./model";

/** A company's fit policy: whether its fits include the health-adjacent facets (off unless a reason is recorded). */
export async function fitPolicyOf(db: Executor, companyId: number): Promise<FitPolicy> {
  const [row] = await db
    .select({ include: companies.fitIncludesHealthFacets })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ? { includeHealthFacets: row.include } : DEFAULT_FIT_POLICY;
}

/** The benchmarks that apply to a company's results (its own and those for every company), by name, with targets. */
export const applicableBenchmarks = (db: Executor, companyId: number) =>
  db
    .select({
      id: roleBenchmarks.id,
      name: roleBenchmarks.name,
      companyId: roleBenchmarks.companyId,
      version: roleBenchmarks.version,
      targets: roleBenchmarks.targets,
    })
    .from(roleBenchmarks)
    .where(benchmarksFor(companyId))
    .orderBy(asc(sql`lower(${roleBenchmarks.name})`), asc(roleBenchmarks.id));
export type ApplicableBenchmark = Awaited<ReturnType<typeof applicableBenchmarks>>[number];

/**
 * The title of the job each result's assessment was taken for: its first application's job in the result's own
 * company (a result has at most a handful of applications; the first is the one that created it).
 */
export async function jobTitlesOf(db: Executor, resultIds: number[]): Promise<Map<number, string>> {
  if (resultIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([jobApplications.surveyResultId], {
      surveyResultId: jobApplications.surveyResultId,
      title: jobs.title,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(
      surveyResults,
      and(eq(surveyResults.id, jobApplications.surveyResultId), eq(surveyResults.companyId, jobs.companyId)),
    )
    .where(inArray(jobApplications.surveyResultId, resultIds))
    .orderBy(jobApplications.surveyResultId, asc(jobApplications.createdAt), asc(jobApplications.id));
  return new Map(rows.map((r) => [r.surveyResultId!, r.title]));
}

export interface CandidateBenchmark {
  choice: BenchmarkChoice<ApplicableBenchmark> & { byDefault: BenchmarkChoice<ApplicableBenchmark> };
  /** Every benchmark that applies to the candidate (for a picker). */
  benchmarks: ApplicableBenchmark[];
  policy: FitPolicy;
  jobTitle: string | null;
}

/**
 * The benchmark a result is measured against: `pickedId` when the user picked one for the page (404 when it does not
 * apply to the result's company, unless `lenientPick`: then the rule's), else the job's, else the role's, else none.
 */
export async function benchmarkForResult(
  db: Executor,
  result: { id: number; companyId: number; roleName: string },
  pickedId?: number,
  { lenientPick = false } = {},
): Promise<CandidateBenchmark> {
  const [benchmarks, titles, policy] = await Promise.all([
    applicableBenchmarks(db, result.companyId),
    jobTitlesOf(db, [result.id]),
    fitPolicyOf(db, result.companyId),
  ]);
  if (pickedId !== undefined && !lenientPick && !benchmarks.some((b) => b.id === pickedId)) {
    throw ApiError.notFound("Role benchmark not found");
  }
  const jobTitle = titles.get(result.id) ?? null;
  const subject: BenchmarkSubject = { companyId: result.companyId, roleName: result.roleName, jobTitle };
  return { choice: benchmarkFor(subject, benchmarks, pickedId), benchmarks, policy, jobTitle };
}

/** The rule's benchmark for many results of one company at once (the board's cards). */
export async function defaultBenchmarksOf<B extends { id: number; name: string; companyId: number | null }>(
  db: Executor,
  companyId: number,
  benchmarks: readonly B[],
  results: { id: number; roleName: string }[],
): Promise<Map<number, BenchmarkChoice<B>>> {
  const titles = await jobTitlesOf(
    db,
    results.map((r) => r.id),
  );
  return new Map(
    results.map((r) => [
      r.id,
      defaultBenchmark({ companyId, roleName: r.roleName, jobTitle: titles.get(r.id) ?? null }, benchmarks),
    ]),
  );
}
