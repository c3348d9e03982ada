// Pipelines and their statuses per company (spec §2 /pipelines, §7 GET /pipelines?company_id=): what their
// operations share. A status's cards carry its name, so renaming a status renames it on its cards, and a status (or
// pipeline) that holds cards is deleted only once the caller says where they go.
import { and, eq, isNull, sql } from "drizzle-orm";
import brand from "~brand";
import { pipelineStatuses, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { cardsOf, pipelinesOfCompany, type Executor, type PipelineRow, type Tx } from "./common";
import type { PipelineJson } from "./contract";

/**
 * The statuses a new pipeline starts with when none are given (the same as every company's first pipeline): the
 * brand's stages, a hiring funnel or a person's development.
 */
export const DEFAULT_STATUSES: readonly string[] = brand.wording.pipelineStages;

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Cards per status of a pipeline: all of them (what a delete has to move), and how many of those are archived or
 * test results, which the board and the candidate list leave out unless asked (so the page can say why its count
 * is larger than theirs).
 */
async function cardCounts(db: Executor, pipeline: PipelineRow) {
  const rows = await db
    .select({
      status: surveyResults.status,
      n: sql<number>`count(*)`.mapWith(Number),
      hidden:
        sql<number>`count(*) filter (where ${surveyResults.archivedAt} is not null or ${surveyResults.isTest})`.mapWith(
          Number,
        ),
    })
    .from(surveyResults)
    .where(cardsOf(pipeline))
    .groupBy(surveyResults.status);
  return new Map(rows.map((r) => [r.status, { all: r.n, hidden: r.hidden }]));
}

/** A pipeline as the API answers it, with card counts on request. */
export async function pipelineToJson(db: Executor, pipeline: PipelineRow, withCounts: boolean): Promise<PipelineJson> {
  const counts = withCounts ? await cardCounts(db, pipeline) : null;
  return {
    id: pipeline.id,
    company_id: pipeline.companyId,
    name: pipeline.name,
    position: pipeline.position,
    is_default: pipeline.isDefault,
    statuses: pipeline.statuses.map((s) => ({
      id: s.id,
      name: s.name,
      position: s.position,
      ...(counts && {
        card_count: counts.get(s.name)?.all ?? 0,
        hidden_card_count: counts.get(s.name)?.hidden ?? 0,
      }),
    })),
    ...(counts && {
      card_count: [...counts.values()].reduce((sum, c) => sum + c.all, 0),
      hidden_card_count: [...counts.values()].reduce((sum, c) => sum + c.hidden, 0),
    }),
  };
}

/** A new pipeline's statuses must differ in name (422 naming the first repeat). */
export function checkStatusNames(names: string[], path = "statuses") {
  names.forEach((name, i) => {
    if (names.findIndex((other) => sameName(other, name)) !== i) {
      throw ApiError.unprocessable([{ path: `${path}.${i}`, message: "is already a status of this pipeline" }]);
    }
  });
}

/** A pipeline's name must differ from the company's other pipelines' (422). */
export async function checkPipelineName(db: Executor, companyId: number, name: string, exceptId?: number) {
  const existing = await pipelinesOfCompany(db, companyId);
  if (existing.some((p) => p.id !== exceptId && sameName(p.name, name))) {
    throw ApiError.unprocessable([{ path: "name", message: "is already the name of another pipeline" }]);
  }
}

/**
 * Cards of a company that name no pipeline belong to its first pipeline; before anything changes which pipeline is
 * first, they are given that pipeline explicitly so they stay where they are.
 */
export async function pinUnassignedCards(tx: Tx, companyId: number) {
  const [first] = await pipelinesOfCompany(tx, companyId);
  if (!first) return;
  await tx
    .update(surveyResults)
    .set({ pipelineId: first.id })
    .where(and(eq(surveyResults.companyId, companyId), isNull(surveyResults.pipelineId)));
}

/** Gives statuses the positions of their order; -1 stands for "the status just inserted" and keeps its place. */
export async function renumberStatuses(tx: Tx, ids: number[], pipelineId: number) {
  for (const [position, id] of ids.entries()) {
    if (id === -1) continue;
    await tx
      .update(pipelineStatuses)
      .set({ position })
      .where(and(eq(pipelineStatuses.id, id), eq(pipelineStatuses.pipelineId, pipelineId)));
  }
}
