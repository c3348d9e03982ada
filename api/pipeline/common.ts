// What every pipeline operation shares: the permission check, pipelines and cards found only inside the actor's
// scope, the pipeline lock that serialises position changes, and a column's order.
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { can, type Actor } from "../../domain/permissions";
import type { Env } from "../../server/env";
import type { Database } from "../../server/db/client";
import { companies, pipelineBatches, pipelineStatuses, pipelines, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { permissionContext } from "../../server/permissions";
import { companiesInScope } from "../db/tenant-scope";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database or a transaction: whatever runs queries. */
export type Executor = Database | Tx;

/** Spec §6: the hiring pipeline needs permission can_view_hiring_pipeline (the API enforces it, not only the app). */
export function requirePipelineAccess(actor: Actor, env: Pick<Env, "STAGE" | "INTERNAL_ACCOUNTS">) {
  if (!can(actor, "hiring-pipeline:view", permissionContext(env))) {
    throw ApiError.forbidden("You do not have access to the hiring pipeline");
  }
}

export interface PipelineRow {
  id: number;
  companyId: number;
  name: string;
  position: number;
  /** The company's first pipeline: it also holds the company's cards that name no pipeline. */
  isDefault: boolean;
  statuses: { id: number; name: string; position: number }[];
}

/** A company of the actor's scope (404 otherwise). */
export async function companyInScope(db: Executor, actor: Actor, companyId: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, goHighLevelLocationId: companies.goHighLevelLocationId })
    .from(companies)
    .where(and(eq(companies.id, companyId), companiesInScope(actor)));
  if (!company) throw ApiError.notFound("Company not found");
  return company;
}

/** The pipelines of a company, in their order, each with its statuses in order. */
export async function pipelinesOfCompany(db: Executor, companyId: number): Promise<PipelineRow[]> {
  const rows = await db
    .select({ pipeline: pipelines, status: pipelineStatuses })
    .from(pipelines)
    .leftJoin(pipelineStatuses, eq(pipelineStatuses.pipelineId, pipelines.id))
    .where(eq(pipelines.companyId, companyId))
    .orderBy(asc(pipelines.position), asc(pipelines.id), asc(pipelineStatuses.position), asc(pipelineStatuses.id));
  const byId = new Map<number, PipelineRow>();
  for (const { pipeline, status } of rows) {
    let entry = byId.get(pipeline.id);
    if (!entry) {
      entry = {
        id: pipeline.id,
        companyId: pipeline.companyId,
        name: pipeline.name,
        position: pipeline.position,
        isDefault: byId.size === 0,
        statuses: [],
      };
      byId.set(pipeline.id, entry);
    }
    if (status) entry.statuses.push({ id: status.id, name: status.name, position: status.position });
  }
  return [...byId.values()];
}

/** A pipeline of a company in the actor's scope, with its statuses (404 otherwise). */
export async function pipelineInScope(db: Executor, actor: Actor, pipelineId: number): Promise<PipelineRow> {
  const [row] = await db
    .select({ companyId: pipelines.companyId })
    .from(pipelines)
    .innerJoin(companies, eq(companies.id, pipelines.companyId))
    .where(and(eq(pipelines.id, pipelineId), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Pipeline not found");
  const pipeline = (await pipelinesOfCompany(db, row.companyId)).find((p) => p.id === pipelineId);
  if (!pipeline) throw ApiError.notFound("Pipeline not found");
  return pipeline;
}

/** The cards a pipeline holds: those that name it, and for the company's first pipeline those that name none. */
export function cardsOf(pipeline: Pick<PipelineRow, "id" | "companyId" | "isDefault">): SQL {
  const own = eq(surveyResults.pipelineId, pipeline.id);
  const scoped = pipeline.isDefault
    ? or(own, and(isNull(surveyResults.pipelineId), eq(surveyResults.companyId, pipeline.companyId)))!
    : own;
  return and(eq(surveyResults.companyId, pipeline.companyId), scoped)!;
}

export function requireStatus(pipeline: PipelineRow, name: string, path = "status") {
  const status = pipeline.statuses.find((s) => s.name === name);
  if (!status) throw ApiError.unprocessable([{ path, message: `is not a status of pipeline "${pipeline.name}"` }]);
  return status;
}

/**
 * Locks pipelines for the rest of the transaction (SELECT … FOR UPDATE), in id order so that two transactions never
 * wait on each other in a circle. Every change of cards' statuses or positions takes this lock first, so changes of
 * one board run one after another and each sees the previous one's result: no card is lost or placed twice. (PGlite
 * has one connection and runs transactions one at a time anyway.)
 */
export async function lockPipelines(tx: Tx, ids: number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  for (const id of unique) {
    await tx.execute(sql`select ${pipelines.id} from ${pipelines} where ${pipelines.id} = ${id} for update`);
  }
}

/** Board order within a column: placed cards by position, then unplaced ones newest first. */
export const columnOrder = [
  sql`${surveyResults.columnPosition} asc nulls last`,
  sql`${surveyResults.createdAt} desc`,
  sql`${surveyResults.id} desc`,
];

export interface ColumnCard {
  id: number;
  pipelineId: number | null;
  columnPosition: number | null;
}

/** Every card of one status of a pipeline (whatever any filter hides), in board order. */
export async function readColumn(db: Executor, pipeline: PipelineRow, status: string): Promise<ColumnCard[]> {
  return db
    .select({
      id: surveyResults.id,
      pipelineId: surveyResults.pipelineId,
      columnPosition: surveyResults.columnPosition,
    })
    .from(surveyResults)
    .where(and(cardsOf(pipeline), eq(surveyResults.status, status)))
    .orderBy(...columnOrder);
}

/**
 * Gives the cards of a column the positions 0…n-1 in the given order, writing only the rows whose position changes.
 * Returns the cards with their new positions.
 */
export async function writeColumnOrder(tx: Tx, ids: number[], before: Map<number, number | null>) {
  const changedIds: number[] = [];
  const changedPositions: number[] = [];
  ids.forEach((id, position) => {
    if (before.get(id) !== position) {
      changedIds.push(id);
      changedPositions.push(position);
    }
  });
  if (changedIds.length) {
    await tx.execute(sql`
      update ${surveyResults} as sr
      set column_position = v.position
      from unnest(${sqlIntArray(changedIds)}, ${sqlIntArray(changedPositions)}) as v(id, position)
      where sr.id = v.id`);
  }
  return ids.map((id, position) => ({ id, columnPosition: position }));
}

/** An integer[] parameter (both drivers take a JSON-looking array literal as text). */
export function sqlIntArray(values: number[]): SQL {
  return sql`${`{${values.map((v) => Math.trunc(v)).join(",")}}`}::int[]`;
}

/** Cards by id inside the actor's scope; any id not found there answers 404. */
export async function cardsInScope(db: Executor, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      id: surveyResults.id,
      companyId: surveyResults.companyId,
      pipelineId: surveyResults.pipelineId,
      status: surveyResults.status,
      columnPosition: surveyResults.columnPosition,
    })
    .from(surveyResults)
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(and(inArray(surveyResults.id, unique), companiesInScope(actor)));
  if (rows.length !== unique.length) throw ApiError.notFound("Survey result not found");
  return rows;
}

/** Starts the record of a change of a whole column, which Undo restores (undo-batch.ts); items follow. */
export async function newBatch(
  tx: Tx,
  actor: Actor,
  pipeline: { id: number; companyId: number },
  kind: "move-all" | "clear-positions",
) {
  const [batch] = await tx
    .insert(pipelineBatches)
    .values({ companyId: pipeline.companyId, pipelineId: pipeline.id, kind, items: [], createdByUserId: actor.id })
    .returning({ id: pipelineBatches.id });
  return batch.id;
}

const RETRYABLE = new Set(["40001", "40P01"]);

/**
 * Runs a transaction, again (up to 5 times) when PostgreSQL aborts it for a serialization failure or a deadlock
 * with some other writer of the same rows.
 */
export async function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (attempt >= 5 || !code || !RETRYABLE.has(code)) throw error;
      await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 20));
    }
  }
}
