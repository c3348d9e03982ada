import { and, asc, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { roleBenchmarks } from "../../server/db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";
import type { BenchmarkJson } from "./contract";
import { benchmarkQuery, benchmarksFor, benchmarksVisibleTo, toBenchmarkJson } from "./model";

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
