import { eq, sql } from "drizzle-orm";
import type { BenchmarkTargets } from "../../domain/assessment/fit";
import type { Actor } from "../../domain/permissions";
import { roleBenchmarks } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { BenchmarkInput, BenchmarkJson } from "./contract";
import { getBenchmark } from "./get-benchmark";
import { isUniqueViolation } from "../survey-results/model";
import { nameTaken, targetsOf, type BenchmarkDeps } from "./model";
import { requestRescore } from "./rescore-benchmark";

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
