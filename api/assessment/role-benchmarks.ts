import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { targetsFromProfile, type BenchmarkTargets } from "../../domain/assessment/fit";
import { can, type Actor } from "../../domain/permissions";
import type { Env } from "../../server/env";
import type { Database } from "../db/client";
import { companies, roleBenchmarks } from "../db/schema/index";
import { ApiError } from "../http/errors";
import type { JobQueue } from "../queue/index";
import { permissionContext } from "../../server/permissions";
import { findCompanyInScope } from "../services/users";
import { findSurveyResultInScope } from "./find-survey-result";
import { benchmarksFor, benchmarksVisibleTo } from "./fit-scores";
import { prefixPattern } from "../db/like";
import { paginate } from "../db/paginate";
import { requestRescore } from "./rescore-benchmark";
import type { BenchmarkInput, BenchmarkJson, BenchmarkSearch } from "./results-contracts";

/** Spec §6: Role Benchmarks are the super admin's. Everyone reads the benchmarks that apply to what they see. */
export function requireBenchmarkAdmin(actor: Actor, env: Pick<Env, "STAGE" | "INTERNAL_ACCOUNTS">) {
  if (!can(actor, "role-benchmarks:manage", permissionContext(env)))
    throw ApiError.forbidden("Only super admins manage role benchmarks");
}

const columns = { benchmark: roleBenchmarks, company: { id: companies.id, name: companies.name } };

const benchmarkQuery = (db: Database) =>
  db.select(columns).from(roleBenchmarks).leftJoin(companies, eq(companies.id, roleBenchmarks.companyId));

function toBenchmarkJson(row: {
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

/** A benchmark the actor may read (404 otherwise). */
export async function getBenchmark(db: Database, actor: Actor, id: number): Promise<BenchmarkJson> {
  const [row] = await benchmarkQuery(db).where(and(eq(roleBenchmarks.id, id), benchmarksVisibleTo(actor)));
  if (!row) throw ApiError.notFound("Role benchmark not found");
  return toBenchmarkJson(row);
}

/** GET /role-benchmarks: those the actor may read, or, for a result, those that apply to it. */
export async function listBenchmarks(db: Database, actor: Actor, surveyResultId?: number): Promise<BenchmarkJson[]> {
  let where: SQL = benchmarksVisibleTo(actor);
  if (surveyResultId !== undefined) {
    const result = await findSurveyResultInScope(db, actor, surveyResultId);
    where = and(where, benchmarksFor(result.companyId))!;
  }
  const rows = await benchmarkQuery(db)
    .where(where)
    .orderBy(asc(sql`lower(${roleBenchmarks.name})`), asc(roleBenchmarks.id));
  return rows.map(toBenchmarkJson);
}

/** GET /role-benchmarks/search (super admin): by name, company, sorted and paged. */
export async function searchBenchmarks(db: Database, actor: Actor, q: BenchmarkSearch) {
  const conditions: SQL[] = [benchmarksVisibleTo(actor)];
  if (q.search) conditions.push(sql`lower(${roleBenchmarks.name}) like ${prefixPattern(q.search)}`);
  if (q.company_id === "none") conditions.push(sql`${roleBenchmarks.companyId} is null`);
  else if (q.company_id !== undefined) conditions.push(eq(roleBenchmarks.companyId, q.company_id));
  const where = and(...conditions);
  const direction = q.order_by === "desc" ? desc : asc;
  const order: Record<BenchmarkSearch["sort_by"], SQL[]> = {
    name: [direction(sql`lower(${roleBenchmarks.name})`)],
    company: [sql`lower(${companies.name}) ${sql.raw(q.order_by)} nulls first`],
    updated_at: [direction(roleBenchmarks.updatedAt)],
    created_at: [direction(roleBenchmarks.createdAt)],
  };
  return paginate(
    benchmarkQuery(db)
      .where(where)
      .orderBy(...order[q.sort_by], direction(roleBenchmarks.id)),
    db
      .select({ total: count() })
      .from(roleBenchmarks)
      .leftJoin(companies, eq(companies.id, roleBenchmarks.companyId))
      .where(where),
    q,
    toBenchmarkJson,
  );
}

/** The targets a create or update asks for: given ones, or modelled after a result the actor can see. */
async function targetsOf(
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

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}
const nameTaken = () =>
  ApiError.conflict("A role benchmark with this name already exists", [
    { path: "name", message: "is already used by another benchmark for the same companies" },
  ]);

export interface BenchmarkDeps {
  db: Database;
  queue: Promise<JobQueue>;
}

/** POST /role-benchmarks: a new benchmark; its fit scores are computed by the re-scoring job. */
export async function createBenchmark(
  { db, queue }: BenchmarkDeps,
  actor: Actor,
  input: BenchmarkInput,
): Promise<BenchmarkJson> {
  if (input.company_id !== null) await findCompanyInScope(db, actor, input.company_id);
  const { targets, modelId } = await targetsOf(db, actor, input);
  let id: number;
  try {
    [{ id }] = await db
      .insert(roleBenchmarks)
      .values({
        name: input.name,
        description: input.description,
        companyId: input.company_id,
        targets,
        modelSurveyResultId: modelId,
        createdByUserId: actor.id,
        updatedByUserId: actor.id,
      })
      .returning({ id: roleBenchmarks.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  await requestRescore(db, await queue, id);
  return getBenchmark(db, actor, id);
}

const sameTargets = (a: BenchmarkTargets, b: BenchmarkTargets) =>
  JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
/** Targets as comparable text: scales in code order, each range as [min, max] (jsonb does not keep key order). */
const normalise = (t: BenchmarkTargets) =>
  [...Object.entries(t.domains), ...Object.entries(t.facets ?? {})]
    .filter(([, r]) => r)
    .map(([code, r]) => [code, r!.min, r!.max] as const)
    .sort(([a], [b]) => a.localeCompare(b));

/**
 * PUT /role-benchmarks/{id}: a change of its targets or company makes a new version, whose fit scores the
 * re-scoring job computes (progress on the benchmark); a change of name or description alone re-scores nothing.
 */
export async function updateBenchmark(
  { db, queue }: BenchmarkDeps,
  actor: Actor,
  id: number,
  input: BenchmarkInput,
): Promise<BenchmarkJson> {
  const current = await getBenchmark(db, actor, id);
  if (input.company_id !== null) await findCompanyInScope(db, actor, input.company_id);
  const { targets, modelId } = await targetsOf(db, actor, input);
  const rescore = !sameTargets(current.targets, targets) || (current.company?.id ?? null) !== input.company_id;
  try {
    await db
      .update(roleBenchmarks)
      .set({
        name: input.name,
        description: input.description,
        companyId: input.company_id,
        targets,
        modelSurveyResultId: modelId ?? current.model_survey_result_id,
        updatedByUserId: actor.id,
        updatedAt: new Date(),
        ...(rescore && { version: sql`${roleBenchmarks.version} + 1` }),
      })
      .where(eq(roleBenchmarks.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  if (rescore) await requestRescore(db, await queue, id);
  return getBenchmark(db, actor, id);
}

/** DELETE /role-benchmarks/{id}: the benchmark and its fit scores. */
export async function deleteBenchmark(db: Database, actor: Actor, id: number) {
  await getBenchmark(db, actor, id);
  await db.delete(roleBenchmarks).where(eq(roleBenchmarks.id, id));
}

/** POST /benchmark-scores/trigger-update: re-score one benchmark, or every one the actor sees. */
export async function triggerRescore({ db, queue }: BenchmarkDeps, actor: Actor, benchmarkId?: number) {
  const ids =
    benchmarkId !== undefined
      ? [(await getBenchmark(db, actor, benchmarkId)).id]
      : (await listBenchmarks(db, actor)).map((b) => b.id);
  const q = await queue;
  for (const id of ids) await requestRescore(db, q, id);
  return ids;
}
