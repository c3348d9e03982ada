import { and, eq, gt, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { ValidityVerdict } from "../../domain/assessment/validity-types";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import {
  benchmarkScores,
  companies,
  departments,
  locations,
  pipelines as pipelinesTable,
  roleBenchmarks,
  surveyResultStatusChanges,
  surveyResults,
} from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { companiesInScope } from "../db/tenant-scope";
import { containsPattern } from "../db/like";
import type { BenchmarkChoice } from "../../domain/assessment/fit-benchmark";
import { defaultBenchmarksOf } from "../role-benchmarks/candidate-benchmark";
import { cardsOf, companyInScope, pipelinesOfCompany, type PipelineRow } from "./common";
import type { Board, BoardCard, BoardQuery } from "./contract";

/** The board filters (spec §3's kanban values). */
interface BoardFilters {
  companyId?: number;
  /** The company's location id in the CRM (companies.go_high_level_location_id): picks the company by it. */
  locationId?: string;
  pipelineId?: number;
  /** Location ids (the company's own locations). */
  locations: number[];
  departments: number[];
  /** Role names, exactly as applied for. */
  roles: string[];
  /** Part of a role name: finds every role that contains it. */
  roleExplorer?: string;
  /** Which columns to show (status names of the pipeline); all when empty. */
  statuses: string[];
  includeArchived: boolean;
  includeTests: boolean;
  /** Assessments created on or after this day (YYYY-MM-DD, UTC). */
  startDate?: string;
  /** … and on or before this day. */
  endDate?: string;
  /** Whose fit the cards' badges show; by default each card's own (the job's benchmark, else the role's). */
  benchmarkId?: number;
}

interface BoardPage {
  /** Cards per column. */
  limit: number;
  /** Cards to skip per column ("show more"). */
  offset: number;
  /** Only these columns (status names), e.g. to refresh the columns a move touched. */
  only?: string[];
}

const DAY_MS = 86_400_000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/** The company a board shows: the given one, the one with the CRM location id, the pipeline's, or the actor's own. */
async function boardCompany(db: Database, actor: Actor, filters: BoardFilters) {
  if (filters.companyId !== undefined) {
    const company = await companyInScope(db, actor, filters.companyId);
    if (filters.locationId !== undefined && company.goHighLevelLocationId !== filters.locationId) {
      throw ApiError.notFound("Company not found");
    }
    return company;
  }
  if (filters.locationId !== undefined) {
    const [company] = await db
      .select({ id: companies.id, name: companies.name, goHighLevelLocationId: companies.goHighLevelLocationId })
      .from(companies)
      .where(and(eq(companies.goHighLevelLocationId, filters.locationId), companiesInScope(actor)))
      .limit(1);
    if (!company) throw ApiError.notFound("Company not found");
    return company;
  }
  if (filters.pipelineId !== undefined) {
    const [row] = await db
      .select({ companyId: pipelinesTable.companyId })
      .from(pipelinesTable)
      .where(eq(pipelinesTable.id, filters.pipelineId));
    if (!row) throw ApiError.notFound("Pipeline not found");
    return companyInScope(db, actor, row.companyId).catch(() => {
      throw ApiError.notFound("Pipeline not found");
    });
  }
  return companyInScope(db, actor, actor.companyId);
}

/** A person is one card, by their current assessment; earlier ones are its history (survey-results/supersede.ts). */
const currentCardsOf = (pipeline: PipelineRow): SQL => and(cardsOf(pipeline), eq(surveyResults.superseded, false))!;

function filterConditions(pipeline: PipelineRow, filters: BoardFilters, statuses: string[]): SQL {
  const conditions: SQL[] = [currentCardsOf(pipeline), inArray(surveyResults.status, statuses)];
  if (!filters.includeArchived) conditions.push(isNull(surveyResults.archivedAt));
  if (!filters.includeTests) conditions.push(eq(surveyResults.isTest, false));
  if (filters.locations.length) conditions.push(inArray(surveyResults.locationId, filters.locations));
  if (filters.departments.length) conditions.push(inArray(surveyResults.departmentId, filters.departments));
  if (filters.roles.length) conditions.push(inArray(surveyResults.roleName, filters.roles));
  if (filters.roleExplorer) conditions.push(ilike(surveyResults.roleName, containsPattern(filters.roleExplorer)));
  if (filters.startDate) conditions.push(gte(surveyResults.createdAt, new Date(`${filters.startDate}T00:00:00Z`)));
  if (filters.endDate) conditions.push(lt(surveyResults.createdAt, nextDay(filters.endDate)));
  return and(...conditions)!;
}

/** The role benchmarks that apply to a company's results: those for every company and the company's own. */
async function benchmarksOf(db: Database, companyId: number) {
  return db
    .select({ id: roleBenchmarks.id, name: roleBenchmarks.name, companyId: roleBenchmarks.companyId })
    .from(roleBenchmarks)
    .where(or(isNull(roleBenchmarks.companyId), eq(roleBenchmarks.companyId, companyId)))
    .orderBy(sql`lower(${roleBenchmarks.name})`, roleBenchmarks.id);
}

/**
 * The stored fit of each card to the chosen benchmark, or else to the one its candidate page uses (the one rule,
 * ADR 056: the job's benchmark, else the role's, else none), and what the badge says without a fit: "no benchmark
 * for Receptionist", or that a submitted card's fit is not calculated yet. A card in progress has neither.
 */
async function fitScores(
  db: Database,
  companyId: number,
  benchmarks: { id: number; name: string; companyId: number | null }[],
  cards: { id: number; roleName: string; submittedAt: Date | null }[],
  chosen: number | undefined,
): Promise<Map<number, Pick<BoardCard, "fit" | "fit_note">>> {
  const chosenBenchmark = chosen === undefined ? undefined : benchmarks.find((b) => b.id === chosen);
  const byRule = chosenBenchmark
    ? new Map<number, BenchmarkChoice>()
    : await defaultBenchmarksOf(db, companyId, benchmarks, cards);
  const wanted = new Map<number, { id: number; name: string }>();
  const notes = new Map<number, Pick<BoardCard, "fit" | "fit_note">>();
  for (const card of cards) {
    const choice = byRule.get(card.id);
    const benchmark = chosenBenchmark ?? choice?.benchmark;
    if (benchmark) wanted.set(card.id, benchmark);
    // A card still in progress has nothing to explain yet: it shows "In progress".
    if (card.submittedAt === null) continue;
    const note = benchmark ? `fit to ${benchmark.name} not calculated yet` : (choice?.reason ?? null);
    notes.set(card.id, { fit: null, fit_note: note });
  }
  if (wanted.size === 0) return notes;
  const rows = await db
    .select({
      surveyResultId: benchmarkScores.surveyResultId,
      roleBenchmarkId: benchmarkScores.roleBenchmarkId,
      fit: benchmarkScores.fit,
      band: benchmarkScores.band,
    })
    .from(benchmarkScores)
    .where(
      and(
        inArray(benchmarkScores.surveyResultId, [...wanted.keys()]),
        inArray(benchmarkScores.roleBenchmarkId, [...new Set([...wanted.values()].map((b) => b.id))]),
      ),
    );
  for (const row of rows) {
    const benchmark = wanted.get(row.surveyResultId);
    if (benchmark?.id === row.roleBenchmarkId) {
      notes.set(row.surveyResultId, {
        fit: { score: row.fit, band: row.band, benchmark: benchmark.name },
        fit_note: null,
      });
    }
  }
  return notes;
}

/**
 * GET /survey-results/board: the columns (statuses) of a company's pipeline with the first `limit` cards of each
 * after `offset`, in board order, the per-column totals with and without the filters, and each card's days in its
 * current status. Everything is read inside the actor's scope: a foreign company or pipeline is not found.
 */
export async function readBoard(db: Database, actor: Actor, q: BoardQuery, now = new Date()) {
  const filters: BoardFilters = {
    companyId: q.company_id,
    locationId: q.location_id,
    pipelineId: q.pipeline_id,
    locations: q.locations,
    departments: q.departments,
    roles: q.roles,
    roleExplorer: q.role_explorer || undefined,
    statuses: q.statuses,
    includeArchived: q.include_archived,
    includeTests: q.include_tests,
    startDate: q.start_date,
    endDate: q.end_date,
    benchmarkId: q.benchmark_id,
  };
  const page = { limit: q.limit, offset: q.offset, only: q.only.length ? q.only : undefined };
  return { data: await boardOf(db, actor, filters, page, now), meta: { limit: q.limit, offset: q.offset } };
}

/** The board for filters and a page of each column. */
async function boardOf(
  db: Database,
  actor: Actor,
  filters: BoardFilters,
  page: BoardPage,
  now = new Date(),
): Promise<Board> {
  const company = await boardCompany(db, actor, filters);
  // Sent together: they wait their turn on the embedded database once (ADR 082).
  const [pipelines, benchmarks] = await Promise.all([pipelinesOfCompany(db, company.id), benchmarksOf(db, company.id)]);
  const pipeline = filters.pipelineId === undefined ? pipelines[0] : pipelines.find((p) => p.id === filters.pipelineId);
  if (!pipeline) throw ApiError.notFound("Pipeline not found");

  let statuses = pipeline.statuses;
  if (filters.statuses.length) statuses = statuses.filter((s) => filters.statuses.includes(s.name));
  if (page.only) statuses = statuses.filter((s) => page.only!.includes(s.name));
  const names = statuses.map((s) => s.name);
  if (filters.benchmarkId !== undefined && !benchmarks.some((b) => b.id === filters.benchmarkId)) {
    throw ApiError.notFound("Role benchmark not found");
  }
  const base: Board = {
    company: { id: company.id, name: company.name, go_high_level_location_id: company.goHighLevelLocationId },
    pipeline: { id: pipeline.id, name: pipeline.name, statuses: pipeline.statuses },
    benchmarks: benchmarks.map((b) => ({ id: b.id, name: b.name })),
    benchmark_id: filters.benchmarkId ?? null,
    columns: [],
  };
  if (names.length === 0) return base;

  const where = filterConditions(pipeline, filters, names);
  const rn =
    sql<number>`row_number() over (partition by ${surveyResults.status} order by ${surveyResults.columnPosition} asc nulls last, ${surveyResults.createdAt} desc, ${surveyResults.id} desc)`
      .mapWith(Number)
      .as("rn");
  const ranked = db
    .select({
      id: surveyResults.id,
      first: surveyResults.first,
      last: surveyResults.last,
      roleName: surveyResults.roleName,
      status: surveyResults.status,
      columnPosition: surveyResults.columnPosition,
      isTest: surveyResults.isTest,
      archivedAt: surveyResults.archivedAt,
      submittedAt: surveyResults.submittedAt,
      createdAt: surveyResults.createdAt,
      validity: sql<ValidityVerdict | null>`${surveyResults.validity}->>'verdict'`.as("validity_"),
      locationId: sql<number | null>`${locations.id}`.as("location_id_"),
      locationName: sql<string | null>`${locations.name}`.as("location_name_"),
      departmentId: sql<number | null>`${departments.id}`.as("department_id_"),
      departmentName: sql<string | null>`${departments.name}`.as("department_name_"),
      rn,
    })
    .from(surveyResults)
    .leftJoin(locations, eq(locations.id, surveyResults.locationId))
    .leftJoin(departments, eq(departments.id, surveyResults.departmentId))
    .where(where)
    .as("ranked");

  const [rows, filteredCounts, allCounts] = await Promise.all([
    db
      .select()
      .from(ranked)
      .where(and(gt(ranked.rn, page.offset), lte(ranked.rn, page.offset + page.limit)))
      .orderBy(ranked.status, ranked.rn),
    db
      .select({ status: surveyResults.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(surveyResults)
      .where(where)
      .groupBy(surveyResults.status),
    db
      .select({ status: surveyResults.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(surveyResults)
      .where(and(currentCardsOf(pipeline), inArray(surveyResults.status, names)))
      .groupBy(surveyResults.status),
  ]);

  const ids = rows.map((r) => r.id);
  const [since, fits] = await Promise.all([
    ids.length
      ? db
          .select({
            id: surveyResultStatusChanges.surveyResultId,
            at: sql<string>`max(${surveyResultStatusChanges.changedAt})`,
          })
          .from(surveyResultStatusChanges)
          .where(inArray(surveyResultStatusChanges.surveyResultId, ids))
          .groupBy(surveyResultStatusChanges.surveyResultId)
      : [],
    fitScores(db, company.id, benchmarks, rows, filters.benchmarkId),
  ]);
  const sinceById = new Map(since.map((s) => [s.id, new Date(s.at)]));
  const filtered = new Map(filteredCounts.map((c) => [c.status, c.n]));
  const all = new Map(allCounts.map((c) => [c.status, c.n]));

  const cardsByStatus = new Map<string, BoardCard[]>(names.map((n) => [n, []]));
  for (const row of rows) {
    const statusSince = sinceById.get(row.id) ?? row.createdAt;
    cardsByStatus.get(row.status)?.push({
      id: row.id,
      first: row.first,
      last: row.last,
      role_name: row.roleName,
      location: row.locationId === null ? null : { id: row.locationId, name: row.locationName! },
      department: row.departmentId === null ? null : { id: row.departmentId, name: row.departmentName! },
      status: row.status,
      column_position: row.columnPosition,
      is_test: row.isTest,
      archived: row.archivedAt !== null,
      submitted: row.submittedAt !== null,
      validity: row.validity,
      created_at: row.createdAt.toISOString(),
      status_since: statusSince.toISOString(),
      days_in_status: Math.max(0, Math.floor((now.getTime() - statusSince.getTime()) / DAY_MS)),
      fit: fits.get(row.id)?.fit ?? null,
      fit_note: fits.get(row.id)?.fit_note ?? null,
    });
  }
  base.columns = statuses.map((s) => {
    const total = filtered.get(s.name) ?? 0;
    const cards = cardsByStatus.get(s.name)!;
    return {
      status_id: s.id,
      status: s.name,
      total,
      all_total: all.get(s.name) ?? 0,
      cards,
      has_more: page.offset + cards.length < total,
    };
  });
  return base;
}
