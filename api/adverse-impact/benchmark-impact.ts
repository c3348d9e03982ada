// A benchmark's adverse impact on a company's candidates of a period: passing = a fit at or above the company's
// threshold (or the one given). The benchmark editor's preview calls this with a draft's targets, the adverse-impact
// page with a saved benchmark's, so both show the same figures. No permission check here: callers check "eeo:read"
// and the company's scope first.
import { eq } from "drizzle-orm";
import {
  impactByDimension,
  scoringRatesByDimension,
  type ImpactDimension,
  type ImpactTable,
  type ScoringRates,
  type SelfIdentified,
} from "../../domain/adverse-impact";
import { fitForScores, mayHaveFit, type BenchmarkTargets, type FitPolicy } from "../../domain/assessment/fit";
import type { Database } from "../../server/db/client";
import { surveyResults } from "../../server/db/schema/index";
import { assessedCandidates, passThresholds, type AssessedCandidate } from "./model";

export interface BenchmarkImpact {
  /** The fit at or above which a candidate counts as passing. */
  passThreshold: number;
  /** Candidates with a fit in the period (an unreliable result has none and is not counted). */
  candidates: number;
  /** Of those, how many gave their sex or race/ethnicity (not declined). */
  selfIdentified: number;
  /** Passing the benchmark, per dimension. */
  tables: Record<ImpactDimension, ImpactTable>;
  /** Scoring above the median fit, per dimension. */
  scoring: Record<ImpactDimension, ScoringRates>;
}

const said = (code: string | null) => code !== null && code !== "declined";

/** Whether a person gave a category (not blank, not declined) for sex or race/ethnicity. */
export const selfIdentified = (p: SelfIdentified) => said(p.sex) || said(p.raceEthnicity);

/** The fits of some candidates against targets (each company's policy), and the impact tables at each company's threshold. */
export function impactOfFits(
  candidates: readonly AssessedCandidate[],
  targets: BenchmarkTargets,
  policy: (companyId: number) => FitPolicy,
  threshold: (companyId: number) => number,
): Omit<BenchmarkImpact, "passThreshold"> {
  const scored = candidates.filter(mayHaveFit).map((c) => ({
    sex: c.sex,
    raceEthnicity: c.raceEthnicity,
    score: fitForScores(c.scores, targets, policy(c.companyId)).fit,
    companyId: c.companyId,
  }));
  return {
    candidates: scored.length,
    selfIdentified: scored.filter(selfIdentified).length,
    tables: impactByDimension(scored.map((c) => ({ ...c, selected: c.score >= threshold(c.companyId) }))),
    scoring: scoringRatesByDimension(scored),
  };
}

/** The adverse impact of a benchmark's targets on one company's candidates assessed in the period. */
export async function benchmarkImpact(
  db: Database,
  input: {
    companyId: number;
    targets: BenchmarkTargets;
    policy: FitPolicy;
    /** Defaults to the company's own threshold. */
    passThreshold?: number;
    from: Date;
    to: Date;
  },
): Promise<BenchmarkImpact> {
  const passThreshold = input.passThreshold ?? (await passThresholds(db, [input.companyId])).get(input.companyId)!;
  const candidates = await assessedCandidates(db, eq(surveyResults.companyId, input.companyId), input);
  return {
    passThreshold,
    ...impactOfFits(
      candidates,
      input.targets,
      () => input.policy,
      () => passThreshold,
    ),
  };
}
