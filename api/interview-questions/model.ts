// What the interview-question operations share: who manages a company's questions, finding a question or a
// benchmark inside the caller's scope, and a candidate's questions (gap-based against a benchmark, then the
// company's own). The instant interview (api/instant-interviews/) chooses its questions from the same.
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { BenchmarkTargets } from "../../domain/assessment/fit";
import {
  customQuestionKey,
  gapQuestions,
  percentilesOf,
  type InterviewQuestion,
} from "../../domain/interview-questions";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import {
  companies,
  customInterviewQuestions,
  jobApplications,
  jobs,
  roleBenchmarks,
  surveyResults,
} from "../db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { Executor } from "../survey-results/model";
import type { CustomQuestionJson } from "./contract";

type Result = typeof surveyResults.$inferSelect;
type Row = typeof customInterviewQuestions.$inferSelect;

export const toCustomQuestionJson = (row: Row): CustomQuestionJson => ({
  id: row.id,
  company_id: row.companyId,
  text: row.text,
  listen_for: row.listenFor,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A company question whose company lies in the actor's scope; 404 otherwise. */
export async function findQuestionInScope(db: Database, actor: Actor, id: number): Promise<Row> {
  const [row] = await db
    .select({ question: customInterviewQuestions })
    .from(customInterviewQuestions)
    .innerJoin(companies, eq(companies.id, customInterviewQuestions.companyId))
    .where(and(eq(customInterviewQuestions.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Interview question not found");
  return row.question;
}

/** A company's own questions, oldest first. */
export const customQuestionsOf = (db: Executor, companyId: number) =>
  db
    .select()
    .from(customInterviewQuestions)
    .where(eq(customInterviewQuestions.companyId, companyId))
    .orderBy(asc(customInterviewQuestions.createdAt), asc(customInterviewQuestions.id));

export const asInterviewQuestion = (row: Row): InterviewQuestion => ({
  key: customQuestionKey(row.id),
  kind: "custom",
  scale: null,
  text: row.text,
  listenFor: row.listenFor,
});

export interface ChosenBenchmark {
  id: number;
  name: string;
  targets: BenchmarkTargets;
  source: "picked" | "job" | "role" | "default";
}

const appliesTo = (companyId: number) => or(isNull(roleBenchmarks.companyId), eq(roleBenchmarks.companyId, companyId))!;

/** The benchmarks that apply to a company's candidates: its own and those for every company, by name. */
export const benchmarksForCompany = (db: Executor, companyId: number) =>
  db
    .select({
      id: roleBenchmarks.id,
      name: roleBenchmarks.name,
      companyId: roleBenchmarks.companyId,
      targets: roleBenchmarks.targets,
    })
    .from(roleBenchmarks)
    .where(appliesTo(companyId))
    .orderBy(asc(sql`lower(${roleBenchmarks.name})`), asc(roleBenchmarks.id));

/**
 * The benchmark a candidate is interviewed against: the one picked (404 if it does not apply to the candidate's
 * company), else the one named like the job applied for, else the one named like the role on the assessment (the
 * same name, or one name containing the other as whole words: "Dental hygienist" for "Hygienist"), else, with
 * `fallback`, the company's own first benchmark or the first for every company. A company's own benchmark wins
 * over one for every company.
 */
export async function chooseBenchmark(
  db: Executor,
  result: Pick<Result, "id" | "companyId" | "roleName">,
  pickedId?: number,
  { fallback = true } = {},
): Promise<ChosenBenchmark | null> {
  const all = await benchmarksForCompany(db, result.companyId);
  const chosen = (b: (typeof all)[number], source: ChosenBenchmark["source"]): ChosenBenchmark => ({
    id: b.id,
    name: b.name,
    targets: b.targets,
    source,
  });
  if (pickedId !== undefined) {
    const picked = all.find((b) => b.id === pickedId);
    if (!picked) throw ApiError.notFound("Role benchmark not found");
    return chosen(picked, "picked");
  }
  const own = (list: typeof all) => list.find((b) => b.companyId === result.companyId) ?? list[0] ?? null;
  const named = (name: string) => {
    const wanted = words(name);
    if (!wanted) return null;
    const exact = all.filter((b) => words(b.name) === wanted);
    const near = all.filter((b) => contains(words(b.name), wanted) || contains(wanted, words(b.name)));
    return own(exact) ?? own(near);
  };
  const [application] = await db
    .select({ title: jobs.title })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.surveyResultId, result.id))
    .orderBy(asc(jobApplications.createdAt))
    .limit(1);
  const byJob = application ? named(application.title) : null;
  if (byJob) return chosen(byJob, "job");
  const byRole = result.roleName ? named(result.roleName) : null;
  if (byRole) return chosen(byRole, "role");
  const first = fallback ? own(all) : null;
  return first ? chosen(first, "default") : null;
}

/** A name as lower-case words separated by one space. */
const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ");
const contains = (haystack: string, needle: string) => needle !== "" && ` ${haystack} `.includes(` ${needle} `);

/** A candidate's questions: gap-based against the benchmark (when scored), then the company's own. */
export function mergeQuestions(
  result: Pick<Result, "scores">,
  benchmark: ChosenBenchmark | null,
  custom: Row[],
): InterviewQuestion[] {
  const gaps =
    result.scores && benchmark
      ? gapQuestions({ percentiles: percentilesOf(result.scores), targets: normalised(benchmark.targets) })
      : [];
  return [...gaps, ...custom.map(asInterviewQuestion)];
}

/** Benchmarks stored before facets existed have none. */
export const normalised = (targets: BenchmarkTargets): BenchmarkTargets => ({
  domains: targets.domains,
  facets: targets.facets ?? {},
});
