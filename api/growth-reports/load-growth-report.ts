import { asc, eq, sql } from "drizzle-orm";
import brand from "~brand";
import { buildGrowthReport } from "../../domain/coaching/growth";
import type { Database } from "../../server/db/client";
import { companies, roleBenchmarks, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { activeMappings } from "../report-mappings/active";
import { benchmarksFor } from "../role-benchmarks/model";
import type { Executor } from "../survey-results/model";
import type { GrowthReportData } from "./contract";

export const notFinished = () =>
  ApiError.conflict(
    "The growth report is ready once the assessment is finished: this person has not submitted it yet.",
  );

/**
 * The growth report's data for one survey result, against a benchmark that applies to the person's company or
 * (null) the profile's extremes. No actor: the caller has checked the result is in scope (or that a share link
 * names it). Unknown result or benchmark → 404; an unfinished assessment → 409.
 */
export async function loadGrowthReport(
  db: Database | Executor,
  surveyResultId: number,
  benchmarkId: number | null,
): Promise<GrowthReportData> {
  const [person] = await db
    .select({
      id: surveyResults.id,
      first: surveyResults.first,
      last: surveyResults.last,
      roleName: surveyResults.roleName,
      companyId: companies.id,
      companyName: companies.name,
      submittedAt: surveyResults.submittedAt,
      scores: surveyResults.scores,
    })
    .from(surveyResults)
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(eq(surveyResults.id, surveyResultId));
  if (!person) throw ApiError.notFound("Survey result not found");
  if (!person.scores) throw notFinished();

  const benchmarks = await db
    .select({ id: roleBenchmarks.id, name: roleBenchmarks.name, targets: roleBenchmarks.targets })
    .from(roleBenchmarks)
    .where(benchmarksFor(person.companyId))
    .orderBy(asc(sql`lower(${roleBenchmarks.name})`), asc(roleBenchmarks.id));
  const benchmark = benchmarkId === null ? null : benchmarks.find((b) => b.id === benchmarkId);
  if (benchmark === undefined) {
    throw new ApiError(404, "Role benchmark not found", [
      { path: "benchmark_id", message: "is not a role benchmark for this person's company" },
    ]);
  }

  if (!brand.loadGrowthTexts) throw ApiError.notFound();
  const texts = await brand.loadGrowthTexts();
  const report = buildGrowthReport(
    person.scores,
    texts,
    benchmark ? { id: benchmark.id, name: benchmark.name, targets: benchmark.targets } : null,
    // The Report Configurator's active mappings override the built-in texts where they cover the percentile.
    await activeMappings(db, "growth"),
  );
  return {
    person: {
      id: person.id,
      first: person.first,
      last: person.last,
      role_name: person.roleName,
      company: { id: person.companyId, name: person.companyName },
      submitted_at: person.submittedAt ? person.submittedAt.toISOString() : null,
    },
    benchmarks: benchmarks.map((b) => ({ id: b.id, name: b.name })),
    benchmark: benchmark ? { id: benchmark.id, name: benchmark.name } : null,
    report,
  };
}
