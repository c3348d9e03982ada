// A benchmark's adverse impact on a company's candidates of the last 12 months: for a draft's targets before it is
// saved (the preview), and for a saved benchmark's targets after. Both come through `impactOn`, so the preview shows
// exactly the figures the saved benchmark will; the counting and the maths are the adverse-impact feature's.
import type { BenchmarkTargets } from "../../domain/assessment/fit";
import { IMPACT_DIMENSIONS } from "../../domain/adverse-impact";
import { can, type Actor, type PermissionContext } from "../../domain/permissions";
import { benchmarkImpact } from "../adverse-impact/benchmark-impact";
import { periodOf, tableJson } from "../adverse-impact/read-impact";
import type { Database } from "../../server/db/client";
import { findCompanyInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import { fitPolicyOf } from "./candidate-benchmark";
import type { ImpactFiguresJson } from "./contract";
import { getBenchmark } from "./get-benchmark";

/** The figures of some targets on a company's candidates of the last 12 months. */
async function impactOn(
  db: Database,
  company: { id: number; name: string },
  targets: BenchmarkTargets,
  now: Date,
): Promise<ImpactFiguresJson> {
  // The adverse-impact page's default period: the 12 months up to today, in whole days (UTC).
  const { from, to, days } = periodOf({}, now);
  const policy = await fitPolicyOf(db, company.id);
  const impact = await benchmarkImpact(db, { companyId: company.id, targets, policy, from, to });
  return {
    company: { id: company.id, name: company.name },
    period: days,
    pass_threshold: impact.passThreshold,
    candidates: impact.candidates,
    self_identified: impact.selfIdentified,
    tables: IMPACT_DIMENSIONS.map((dimension) => tableJson(dimension, impact.tables[dimension])),
  };
}

/**
 * POST /role-benchmarks/impact-preview: what a draft's targets would give, for the person editing the benchmark
 * (who manages benchmarks) when they may also read self-identification data ("eeo:read", checked by the contract).
 * A company outside the actor's scope is not found.
 */
export async function previewImpact(
  db: Database,
  actor: Actor,
  ctx: PermissionContext,
  input: { company_id: number; targets: BenchmarkTargets },
  now = new Date(),
): Promise<ImpactFiguresJson> {
  if (!can(actor, "role-benchmarks:manage", ctx)) throw ApiError.forbidden("Only super admins manage role benchmarks");
  const company = await findCompanyInScope(db, actor, input.company_id);
  return impactOn(db, company, input.targets, now);
}

/**
 * GET /role-benchmarks/{id}/impact: the same figures for a saved benchmark's targets, on its company's candidates or,
 * for a benchmark for every company, on the named company's. A benchmark or company the actor cannot see is not found.
 */
export async function savedBenchmarkImpact(
  db: Database,
  actor: Actor,
  id: number,
  companyId: number | undefined,
  now = new Date(),
): Promise<ImpactFiguresJson> {
  const benchmark = await getBenchmark(db, actor, id);
  const own = benchmark.company?.id;
  if (own !== undefined && companyId !== undefined && companyId !== own) {
    throw ApiError.badRequest([{ path: "company_id", message: "must be the benchmark's own company" }]);
  }
  const target = companyId ?? own;
  if (target === undefined) {
    throw ApiError.badRequest([{ path: "company_id", message: "is required for a benchmark for every company" }]);
  }
  const company = await findCompanyInScope(db, actor, target);
  return impactOn(db, company, benchmark.targets, now);
}
