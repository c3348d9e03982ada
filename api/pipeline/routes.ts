import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { addStatus } from "./add-status";
import { changeStatus, placementOf } from "./change-status";
import { clearColumnPositions } from "./clear-column-order";
import { boardContract, pipelinesContract } from "./contract";
import { createPipeline } from "./create-pipeline";
import { deletePipeline } from "./delete-pipeline";
import { deleteStatus } from "./delete-status";
import { listPipelines } from "./list-pipelines";
import { moveAllOfStatus } from "./move-all-cards";
import { readBoard } from "./read-board";
import { renamePipeline } from "./rename-pipeline";
import { renameStatus } from "./rename-status";
import { reorderColumn } from "./reorder-column";
import { reorderPipelines } from "./reorder-pipelines";
import { reorderStatuses } from "./reorder-statuses";
import { undoBatch } from "./undo-batch";

/** The hiring-pipeline board. Mount before any feature with `/survey-results/:id` routes. */
export function boardFeature({ db }: ApiDeps) {
  return implement(boardContract, {
    read: ({ auth, query }) => readBoard(db, auth.actor, query),
    updateStatus: async ({ auth, body }) => ({
      data: await changeStatus(db, auth.actor, {
        ids: body.ids ?? [body.id!],
        status: body.status,
        pipelineId: body.pipeline_id,
        placement: placementOf(body),
      }),
    }),
    reorderColumn: async ({ auth, body }) => ({
      data: await reorderColumn(db, auth.actor, { pipelineId: body.pipeline_id, status: body.status, ids: body.ids }),
    }),
    clearColumnOrder: async ({ auth, body }) => ({
      data: await clearColumnPositions(db, auth.actor, { pipelineId: body.pipeline_id, status: body.status }),
    }),
    moveAll: async ({ auth, body }) => ({
      data: await moveAllOfStatus(db, auth.actor, {
        pipelineId: body.pipeline_id,
        status: body.status,
        newStatus: body.new_status,
      }),
    }),
    undoBatch: async ({ auth, body }) => ({ data: await undoBatch(db, auth.actor, body.batch_id) }),
    moveCard: async ({ auth, params, body }) => {
      const [changed] = await changeStatus(db, auth.actor, {
        ids: [params.id],
        status: body.status,
        pipelineId: body.pipeline_id,
        placement: placementOf(body),
      });
      return { data: changed };
    },
  });
}

/** Pipelines and their statuses per company. */
export function pipelinesFeature({ db }: ApiDeps) {
  return implement(pipelinesContract, {
    list: async ({ auth, query }) => ({
      data: await listPipelines(db, auth.actor, { companyId: query.company_id, withCounts: query.include_counts }),
    }),
    create: async ({ auth, body }) => ({
      data: await createPipeline(db, auth.actor, {
        companyId: body.company_id,
        name: body.name,
        statuses: body.statuses,
      }),
    }),
    reorder: async ({ auth, body }) => ({
      data: await reorderPipelines(db, auth.actor, { companyId: body.company_id, ids: body.ids }),
    }),
    rename: async ({ auth, params, body }) => ({ data: await renamePipeline(db, auth.actor, params.id, body.name) }),
    remove: async ({ auth, params, query }) => ({
      data: await deletePipeline(db, auth.actor, { id: params.id, moveToPipelineId: query.move_to_pipeline_id }),
    }),
    addStatus: async ({ auth, params, body }) => ({
      data: await addStatus(db, auth.actor, { pipelineId: params.id, name: body.name, position: body.position }),
    }),
    reorderStatuses: async ({ auth, params, body }) => ({
      data: await reorderStatuses(db, auth.actor, { pipelineId: params.id, ids: body.ids }),
    }),
    renameStatus: async ({ auth, params, body }) => ({
      data: await renameStatus(db, auth.actor, { pipelineId: params.id, statusId: params.statusId, name: body.name }),
    }),
    removeStatus: async ({ auth, params, query }) => ({
      data: await deleteStatus(db, auth.actor, {
        pipelineId: params.id,
        statusId: params.statusId,
        moveToStatusId: query.move_to_status_id,
      }),
    }),
  });
}
