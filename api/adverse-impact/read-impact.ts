// GET /adverse-impact: the adverse-impact figures of a period, for one company or every company in the caller's
// scope. Benchmarks: every benchmark that applies to a counted company, measured on the candidates of the companies
// it applies to (a company's own benchmark on its own candidates), each company's fit policy and passing threshold.
import { asc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  displayCount,
  groupLabel,
  IMPACT_DIMENSIONS,
  stageTransitions,
  type ImpactDimension,
  type ImpactTable,
} from "../../domain/adverse-impact";
import { DEFAULT_FIT_POLICY, type FitPolicy } from "../../domain/assessment/fit";
import { tenantScope, type Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, roleBenchmarks, surveyResults } from "../../server/db/schema/index";
import { companiesInScope, findCompanyInScope } from "../db/tenant-scope";
import { impactOfFits, selfIdentified } from "./benchmark-impact";
import type { AdverseImpactJson, ImpactQuery, ImpactTableJson } from "./contract";
import { assessedCandidates, passThresholds, stagePaths, type Period } from "./model";

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The period a query asks for: its days (UTC), by default the 12 months up to today. */
export function periodOf(
  query: { from?: string; to?: string },
  now = new Date(),
): Period & { days: { from: string; to: string } } {
  const to = query.to ?? isoDay(now);
  const last = new Date(`${to}T00:00:00Z`);
  const from =
    query.from ?? isoDay(new Date(Date.UTC(last.getUTCFullYear() - 1, last.getUTCMonth(), last.getUTCDate()) + DAY));
  return { from: new Date(`${from}T00:00:00Z`), to: new Date(last.getTime() + DAY), days: { from, to } };
}

/** A count as it may be shown. */
export const shown = (count: number): number | "<5" => (displayCount(count) === String(count) ? count : "<5");

export function tableJson(dimension: ImpactDimension, table: ImpactTable): ImpactTableJson {
  return {
    dimension,
    rows: table.rows.map((r) => ({
      group: r.group,
      label: groupLabel(r.group),
      total: shown(r.total),
      selected: shown(r.selected),
      rate: r.rate,
      impact_ratio: r.impactRatio,
      fisher_p: r.fisherP,
      flagged: r.flagged,
      highest: r.highest,
    })),
    excluded: table.excluded.map((g) => ({
      group: g.group,
      label: groupLabel(g.group),
      total: shown(g.total),
      selected: shown(g.selected),
    })),
    unknown: { total: shown(table.unknown.total), selected: shown(table.unknown.selected) },
  };
}

const tablesJson = (tables: Record<ImpactDimension, ImpactTable>) =>
  IMPACT_DIMENSIONS.map((dimension) => tableJson(dimension, tables[dimension]));

/** The companies a query counts: the one asked for (404 outside scope), else the caller's, else all in scope. */
async function companiesOf(db: Database, actor: Actor, companyId: number | undefined) {
  const columns = { id: companies.id, name: companies.name, include: companies.fitIncludesHealthFacets };
  if (companyId !== undefined || tenantScope(actor).kind === "company") {
    const company = await findCompanyInScope(db, actor, companyId ?? actor.companyId);
    const rows = await db.select(columns).from(companies).where(eq(companies.id, company.id));
    return { one: company, rows };
  }
  const rows = await db.select(columns).from(companies).where(companiesInScope(actor)).orderBy(asc(companies.id));
  return { one: null, rows };
}

export async function readAdverseImpact(
  db: Database,
  actor: Actor,
  query: ImpactQuery,
  now = new Date(),
): Promise<AdverseImpactJson> {
  const { one, rows: counted } = await companiesOf(db, actor, query.company_id);
  const ids = counted.map((c) => c.id);
  const period = periodOf(query, now);
  const scope: SQL = ids.length ? inArray(surveyResults.companyId, ids) : sql`false`;
  const candidates = await assessedCandidates(db, scope, period);
  const thresholds = await passThresholds(db, ids);
  const policies = new Map<number, FitPolicy>(counted.map((c) => [c.id, { includeHealthFacets: c.include }]));
  const policy = (companyId: number) => policies.get(companyId) ?? DEFAULT_FIT_POLICY;
  const threshold = (companyId: number) => thresholds.get(companyId)!;

  const benchmarks = ids.length
    ? await db
        .select({
          id: roleBenchmarks.id,
          name: roleBenchmarks.name,
          companyId: roleBenchmarks.companyId,
          companyName: companies.name,
          version: roleBenchmarks.version,
          targets: roleBenchmarks.targets,
          createdAt: roleBenchmarks.createdAt,
          updatedAt: roleBenchmarks.updatedAt,
        })
        .from(roleBenchmarks)
        .leftJoin(companies, eq(companies.id, roleBenchmarks.companyId))
        .where(or(isNull(roleBenchmarks.companyId), inArray(roleBenchmarks.companyId, ids)))
        .orderBy(asc(sql`lower(${roleBenchmarks.name})`), asc(roleBenchmarks.id))
    : [];

  const paths = await stagePaths(db, scope, period, candidates);
  const transitions = stageTransitions(
    candidates.map((c) => ({ sex: c.sex, raceEthnicity: c.raceEthnicity, stages: paths.get(c.id) ?? [c.status] })),
  );

  return {
    company: one && { id: one.id, name: one.name },
    companies: ids.length,
    period: period.days,
    pass_threshold: one ? threshold(one.id) : null,
    candidates: candidates.length,
    self_identified: candidates.filter(selfIdentified).length,
    benchmarks: benchmarks.map((b) => {
      const measured = b.companyId === null ? candidates : candidates.filter((c) => c.companyId === b.companyId);
      const impact = impactOfFits(measured, b.targets, policy, threshold);
      const median = impact.scoring.sex.median;
      return {
        id: b.id,
        name: b.name,
        company: b.companyId === null ? null : { id: b.companyId, name: b.companyName ?? "" },
        version: b.version,
        created_at: b.createdAt.toISOString(),
        version_date: b.updatedAt.toISOString(),
        candidates: impact.candidates,
        self_identified: impact.selfIdentified,
        passing: tablesJson(impact.tables),
        median_fit: median,
        scoring: tablesJson(impact.scoring),
      };
    }),
    stages: transitions.map((t) => ({
      from: t.from,
      to: t.to,
      reached: t.reached,
      moved: t.moved,
      tables: tablesJson(t.tables),
    })),
  };
}
