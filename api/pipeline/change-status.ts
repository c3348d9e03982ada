import { inArray } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { surveyResultStatusChanges, surveyResults } from "../../server/db/schema/index";
import type { ChangedCard } from "./contract";
import { ApiError } from "../http/errors";
import { emitForResults } from "../webhooks/events";
import {
  cardsInScope,
  inTransaction,
  lockPipelines,
  pipelinesOfCompany,
  readColumn,
  requireStatus,
  writeColumnOrder,
  type Executor,
  type PipelineRow,
  type Tx,
} from "./common";

/** Where moved cards land in their new column. */
export type Placement =
  /** After this card (if it is still in the column), else before `beforeId`, else at the end. */
  | { afterId?: number | null; beforeId?: number | null }
  /** At the end (or in the column's default order while nobody has ordered it). */
  | "end";

/** The placement a request asks for: next to the cards it names, else at the end. */
export function placementOf(body: { after_id?: number | null; before_id?: number | null }): Placement {
  return body.after_id !== undefined || body.before_id !== undefined
    ? { afterId: body.after_id, beforeId: body.before_id }
    : "end";
}

export interface ChangeStatusInput {
  /** The cards, in the order they should land. */
  ids: number[];
  /** The name of the new status. */
  status: string;
  /** The pipeline the cards move into; by default each card stays in its own pipeline. */
  pipelineId?: number;
  placement?: Placement;
  /** Recorded with the status changes (an undoable batch, see move-all-cards.ts). */
  batchId?: string;
}

/**
 * Changes the status (the board column) of cards, and with a target pipeline also their pipeline: the one service
 * behind PUT /survey-results/update-status, PUT /candidates/{id}/stage and bulk status updates. Every card must be in
 * the actor's scope (404 otherwise) and the status must belong to the card's (new) pipeline (422). The server places
 * the cards: under the pipeline lock it reads the column as it is now, so concurrent moves never lose or duplicate a
 * card. A status change is recorded (days in the current status count from it).
 *
 * The caller checks the permission (the contract's access, or requirePipelineAccess); this checks scope.
 */
export async function changeStatus(db: Database, actor: Actor, input: ChangeStatusInput): Promise<ChangedCard[]> {
  if (input.ids.length === 0) return [];
  // Planned before the transaction: what is read before the lock is read again under it (the cards), or was never
  // protected by it (the pipelines); the transaction, during which the embedded database serves nobody else, is
  // left with the locked part (ADR 082).
  const plan = await planMove(db, actor, input);
  return inTransaction(db, (tx) => applyMove(tx, actor, input, plan));
}

/** changeStatus inside the caller's transaction (which must be allowed to take pipeline locks). */
export async function changeStatusIn(tx: Tx, actor: Actor, input: ChangeStatusInput): Promise<ChangedCard[]> {
  return applyMove(tx, actor, input, await planMove(tx, actor, input));
}

type MovePlan = Awaited<ReturnType<typeof planMove>>;

/** The cards (in scope: 404 otherwise) grouped by the pipeline each moves into (the status must be one of it: 422). */
async function planMove(db: Executor, actor: Actor, input: ChangeStatusInput) {
  const ids = [...new Set(input.ids)];
  const cards = await cardsInScope(db, actor, ids);
  const byId = new Map(cards.map((c) => [c.id, c]));

  // Each card's target pipeline: the given one (same company only), or its own (its company's first if it has none).
  const companyIds = [...new Set(cards.map((c) => c.companyId))];
  const pipelinesByCompany = new Map<number, PipelineRow[]>();
  for (const companyId of companyIds) pipelinesByCompany.set(companyId, await pipelinesOfCompany(db, companyId));
  const targetOf = (card: (typeof cards)[number]): PipelineRow => {
    const own = pipelinesByCompany.get(card.companyId)!;
    const wanted = input.pipelineId ?? card.pipelineId;
    const pipeline = wanted === null ? own[0] : own.find((p) => p.id === wanted);
    if (!pipeline) {
      if (input.pipelineId !== undefined) throw ApiError.notFound("Pipeline not found");
      throw ApiError.unprocessable([{ path: "pipeline_id", message: "the card's company has no pipeline" }]);
    }
    return pipeline;
  };
  const groups = new Map<number, { pipeline: PipelineRow; ids: number[] }>();
  for (const id of ids) {
    const pipeline = targetOf(byId.get(id)!);
    requireStatus(pipeline, input.status);
    const group = groups.get(pipeline.id) ?? { pipeline, ids: [] };
    group.ids.push(id);
    groups.set(pipeline.id, group);
  }
  return { ids, cards, groups };
}

async function applyMove(tx: Tx, actor: Actor, input: ChangeStatusInput, { ids, cards, groups }: MovePlan) {
  // Lock every pipeline a card leaves or enters, then re-read the cards: what they were before the lock may be stale.
  await lockPipelines(tx, [...groups.keys(), ...cards.map((c) => c.pipelineId).filter((p): p is number => p !== null)]);
  const current = new Map((await cardsInScope(tx, actor, ids)).map((c) => [c.id, c]));

  const changed: ChangedCard[] = [];
  for (const { pipeline, ids: groupIds } of groups.values()) {
    const column = await readColumn(tx, pipeline, input.status);
    const moving = new Set(groupIds);
    const rest = column.filter((c) => !moving.has(c.id));
    const before = new Map(column.map((c) => [c.id, c.columnPosition]));
    const placement = input.placement ?? "end";

    let positions: Map<number, number | null>;
    const unordered = rest.every((c) => c.columnPosition === null);
    if (placement === "end" && unordered) {
      // Nobody has ordered this column: the cards take their place in its default order.
      positions = new Map(groupIds.map((id) => [id, null]));
    } else {
      let index = rest.length;
      if (placement !== "end") {
        // The anchors are what the mover saw; either may have moved away since.
        const after = placement.afterId == null ? -1 : rest.findIndex((c) => c.id === placement.afterId);
        const beforeIndex = placement.beforeId == null ? -1 : rest.findIndex((c) => c.id === placement.beforeId);
        if (after >= 0) index = after + 1;
        else if (beforeIndex >= 0) index = beforeIndex;
        else if (placement.afterId == null) index = 0;
      }
      const order = [...rest.slice(0, index).map((c) => c.id), ...groupIds, ...rest.slice(index).map((c) => c.id)];
      const written = await writeColumnOrder(tx, order, before);
      positions = new Map(written.map((c) => [c.id, c.columnPosition]));
    }

    const statusChanges = groupIds.filter((id) => {
      const card = current.get(id)!;
      return card.status !== input.status || card.pipelineId !== pipeline.id;
    });
    const nullIds = groupIds.filter((id) => positions.get(id) === null);
    await tx
      .update(surveyResults)
      .set({ status: input.status, pipelineId: pipeline.id, updatedAt: new Date() })
      .where(inArray(surveyResults.id, groupIds));
    if (nullIds.length) {
      await tx.update(surveyResults).set({ columnPosition: null }).where(inArray(surveyResults.id, nullIds));
    }
    if (statusChanges.length) {
      await tx.insert(surveyResultStatusChanges).values(
        statusChanges.map((id) => ({
          surveyResultId: id,
          pipelineId: pipeline.id,
          fromStatus: current.get(id)!.status,
          toStatus: input.status,
          changedByUserId: actor.id,
          batchId: input.batchId ?? null,
        })),
      );
      await emitForResults(tx, "candidate.stage_changed", statusChanges);
    }
    for (const id of groupIds) {
      const card = current.get(id)!;
      changed.push({
        id,
        status: input.status,
        pipeline_id: pipeline.id,
        column_position: positions.get(id) ?? null,
        previous: { status: card.status, pipeline_id: card.pipelineId, column_position: card.columnPosition },
      });
    }
  }
  return changed;
}
