import { and, eq, isNotNull } from "drizzle-orm";
import { bandFor } from "../../domain/assessment/bands";
import { fitForScores, type BenchmarkTargets, type TargetRange } from "../../domain/assessment/fit";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import { DEMO_COMPANIES, DEMO_USERS } from "./demo-data";
import * as s from "../../server/db/schema/index";
import type { SeedPart } from "./seed";

const r = (min: number, max: number): TargetRange => ({ min, max });

/** A few role benchmarks: two for every company, two of one company's own. */
export const DEMO_BENCHMARKS: { name: string; description: string; company?: string; targets: BenchmarkTargets }[] = [
  {
    name: "Customer-facing role",
    description: "Warm, outgoing and even-tempered: for roles that meet customers all day.",
    targets: { domains: { N: r(1, 45), E: r(55, 95), O: r(30, 80), A: r(55, 95), C: r(45, 90) }, facets: {} },
  },
  {
    name: "Sales representative",
    description: "Assertive and driven, resilient under pressure.",
    targets: {
      domains: { N: r(1, 40), E: r(65, 99), O: r(35, 85), A: r(30, 75), C: r(55, 95) },
      facets: { E3: r(65, 99), C4: r(60, 99), N6: r(1, 35) },
    },
  },
  {
    name: "Dental hygienist",
    description: "Careful, orderly and kind with anxious patients.",
    company: "harbor-dental",
    targets: {
      domains: { N: r(1, 50), E: r(35, 80), O: r(25, 75), A: r(55, 95), C: r(65, 99) },
      facets: { C2: r(60, 99), C6: r(55, 95), A6: r(50, 95) },
    },
  },
  {
    // The benchmark of Harbor Dental's published job: its applicants are measured against it (ADR 056).
    name: "Dental assistant",
    description: "Steady, orderly and warm with patients chair-side.",
    company: "harbor-dental",
    targets: {
      domains: { N: r(1, 50), E: r(35, 85), O: r(20, 75), A: r(55, 95), C: r(60, 99) },
      facets: { C2: r(55, 99), A6: r(50, 95) },
    },
  },
  {
    name: "Personal trainer",
    description: "Energetic, encouraging and disciplined.",
    company: "summit-fitness",
    targets: {
      domains: { N: r(1, 45), E: r(60, 99), O: r(30, 80), A: r(50, 90), C: r(55, 95) },
      facets: { E4: r(65, 99) },
    },
  },
];

/** The demo role benchmarks, with the fit of every demo result already computed by the real fit code. */
export const benchmarksSeed: SeedPart = {
  key: "seed:benchmarks:v1",
  async run(tx) {
    const [admin] = await tx
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.email, DEMO_USERS.find((u) => u.role === "SUPER_ADMIN")!.email));
    const companies = await tx.select({ id: s.companies.id, name: s.companies.name }).from(s.companies);
    const companyId = (key?: string) => {
      if (!key) return null;
      const name = DEMO_COMPANIES.find((c) => c.key === key)?.name;
      return companies.find((c) => c.name === name)?.id ?? null;
    };
    for (const demo of DEMO_BENCHMARKS) {
      const company = companyId(demo.company);
      if (demo.company && company === null) continue;
      const [benchmark] = await tx
        .insert(s.roleBenchmarks)
        .values({
          name: demo.name,
          description: demo.description,
          companyId: company,
          targets: demo.targets,
          scoredVersion: 1,
          rescoreState: "done",
          createdByUserId: admin?.id ?? null,
          updatedByUserId: admin?.id ?? null,
        })
        .returning({ id: s.roleBenchmarks.id });
      const results = await tx
        .select({ id: s.surveyResults.id, scores: s.surveyResults.scores })
        .from(s.surveyResults)
        .where(
          and(isNotNull(s.surveyResults.scores), company === null ? undefined : eq(s.surveyResults.companyId, company)),
        );
      const rows = results.map((result) => {
        const fit = fitForScores(result.scores as AssessmentScores, demo.targets).fit;
        return {
          surveyResultId: result.id,
          roleBenchmarkId: benchmark.id,
          fit,
          band: bandFor(fit),
          benchmarkVersion: 1,
        };
      });
      for (let i = 0; i < rows.length; i += 500) await tx.insert(s.benchmarkScores).values(rows.slice(i, i + 500));
      await tx
        .update(s.roleBenchmarks)
        .set({ rescoreDone: rows.length, rescoreTotal: rows.length })
        .where(eq(s.roleBenchmarks.id, benchmark.id));
    }
  },
};
