// What the role-benchmark operations share: the benchmark's query and JSON, who reads which benchmarks, the targets
// a create or update asks for.
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { targetsFromProfile, type BenchmarkTargets } from "../../domain/assessment/fit";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, roleBenchmarks } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { JobQueue } from "../queue/index";
import { findSurveyResultInScope } from "../survey-results/model";
import type { BenchmarkInput, BenchmarkJson } from "./contract";

export const columns = { benchmark: roleBenchmarks, company: { id: companies.id, name: companies.name } };

export const benchmarkQuery = (db: Database) =>
  db.select(columns).from(roleBenchmarks).leftJoin(companies, eq(companies.id, roleBenchmarks.companyId));

export function toBenchmarkJson(row: {
  benchmark: typeof roleBenchmarks.$inferSelect;
  company: { id: number; name: string } | null;
}): BenchmarkJson {
  const b = row.benchmark;
  return {
    id: b.id,
    name: b.name,
    description: b.description,
    company: row.company,
    targets: { domains: b.targets.domains, facets: b.targets.facets ?? {} },
    model_survey_result_id: b.modelSurveyResultId,
    version: b.version,
    rescore: {
      state: b.rescoreState,
      done: b.rescoreDone,
      total: b.rescoreTotal,
      scored_version: b.scoredVersion,
      error: b.rescoreError,
      updated_at: b.rescoreUpdatedAt.toISOString(),
    },
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
  };
}

/** Benchmarks the actor may read: those for every company, and those of a company in the actor's scope. */
export function benchmarksVisibleTo(actor: Actor): SQL {
  return or(isNull(roleBenchmarks.companyId), and(sql`${companies.id} is not null`, companiesInScope(actor)))!;
}

/** Benchmarks that apply to a company's results: the ones for every company and the company's own. */
export const benchmarksFor = (companyId: number) =>
  or(isNull(roleBenchmarks.companyId), eq(roleBenchmarks.companyId, companyId))!;

/** The targets a create or update asks for: given ones, or modelled after a result the actor can see. */
export async function targetsOf(
  db: Database,
  actor: Actor,
  input: BenchmarkInput,
): Promise<{ targets: BenchmarkTargets; modelId: number | null }> {
  if (input.targets) return { targets: input.targets, modelId: input.model?.survey_result_id ?? null };
  const result = await findSurveyResultInScope(db, actor, input.model!.survey_result_id);
  if (!result.scores) {
    throw ApiError.unprocessable([
      { path: "model.survey_result_id", message: "has no scores yet: the assessment is not submitted" },
    ]);
  }
  return {
    targets: targetsFromProfile(result.scores, { spread: input.model!.spread, facets: input.model!.facets }),
    modelId: result.id,
  };
}

export const nameTaken = () =>
  ApiError.conflict("A role benchmark with this name already exists", [
    { path: "name", message: "is already used by another benchmark for the same companies" },
  ]);

export interface BenchmarkDeps {
  db: Database;
  queue: Promise<JobQueue>;
}
