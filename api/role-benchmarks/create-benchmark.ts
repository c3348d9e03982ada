import type { Actor } from "../../domain/permissions";
import { roleBenchmarks } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { BenchmarkInput, BenchmarkJson } from "./contract";
import { getBenchmark } from "./get-benchmark";
import { isUniqueViolation } from "../survey-results/model";
import { nameTaken, targetsOf, type BenchmarkDeps } from "./model";
import { requestRescore } from "./rescore-benchmark";

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
