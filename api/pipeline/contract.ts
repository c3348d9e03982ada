// The hiring pipeline: the board of a company's pipeline (spec §7 survey results: board, update-status,
// update-column-positions, clear-column-positions-of-status, move-all-of-status-to-new-status; candidates:
// /candidates/{id}/stage) and the pipelines with their statuses (spec §7 GET /pipelines?company_id=; the /pipelines
// page). Everything but reading pipelines needs can_view_hiring_pipeline (403); foreign companies, pipelines and
// cards are not found (404). The server decides positions: the answers say where the cards landed.
import { z } from "zod";
import { VALIDITY_VERDICTS } from "../../domain/assessment/validity-types";
import { dataOf, flag, id, idParam, operation, timestamp } from "../http/contract";
import { scoreBand } from "../role-benchmarks/contract";

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const status = z.string({ error: "is required" }).trim().min(1, "is required").max(80, "must be at most 80 characters");
const name = status;
/** An optional query flag (absent: false). */
const optionalFlag = flag.optional().transform((v) => v === true);
/** A query value given once, several times (`roles=a&roles=b`) or not at all, as a list. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(item).max(200, "has too many values"),
  );
/** Ids given as repeated values or comma-separated. */
const idList = z.preprocess(
  (v) =>
    v === undefined || v === ""
      ? []
      : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(",")).filter(Boolean),
  z.array(id()).max(200, "has too many values"),
);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "must be a date (YYYY-MM-DD)")
  .optional();

/** The board filters (spec §3's kanban values) and the page of each column. */
export const boardQuery = z
  .object({
    company_id: id().optional(),
    /** The company's location id in the CRM (companies.go_high_level_location_id): picks the company by it. */
    location_id: z.string().trim().min(1).max(100, "must be at most 100 characters").optional(),
    pipeline_id: id().optional(),
    /** Location ids (the company's own locations). */
    locations: idList,
    departments: idList,
    /** Role names, exactly as applied for. */
    roles: list(z.string().trim().min(1).max(200)),
    /** Part of a role name: finds every role that contains it. */
    role_explorer: z.string().trim().max(100, "must be at most 100 characters").optional(),
    /** Which columns to show (status names of the pipeline); all when empty. */
    statuses: list(status),
    include_archived: optionalFlag,
    include_tests: optionalFlag,
    /** Assessments created on or after this day (YYYY-MM-DD, UTC). */
    start_date: day,
    /** … and on or before this day. */
    end_date: day,
    /** Cards per column. */
    limit: z.coerce.number().int().min(1, "must be 1 to 500").max(500, "must be 1 to 500").default(50),
    /** Cards to skip per column ("show more"). */
    offset: z.coerce.number().int().min(0, "must be 0 or more").max(1_000_000, "is too large").default(0),
    /** Only these columns (status names), e.g. to refresh the columns a move touched. */
    only: list(status),
    /** Whose fit the cards' badges show; by default each card's own (the job's benchmark, else the role's). */
    benchmark_id: id().optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    path: ["end_date"],
    message: "must not be before start_date",
  });
export type BoardQuery = z.output<typeof boardQuery>;

const placement = {
  /** Land right after this card (null: at the top). */
  after_id: id().nullable().optional(),
  /** … or right before this one, if the card to follow has moved away. */
  before_id: id().nullable().optional(),
};
export const updateStatusBody = z
  .object({
    id: id().optional(),
    ids: z.array(id()).min(1, "must name at least one card").max(1000, "must name at most 1000 cards").optional(),
    status,
    pipeline_id: id().optional(),
    ...placement,
  })
  .refine((b) => (b.id === undefined) !== (b.ids === undefined), { path: ["id"], message: "give either id or ids" });
export const columnPositionsBody = z.object({
  pipeline_id: id(),
  status,
  ids: z.array(id()).min(1, "must name at least one card").max(5000, "must name at most 5000 cards"),
});
export const columnBody = z.object({ pipeline_id: id(), status });
export const moveAllBody = z.object({ pipeline_id: id(), status, new_status: status });
export const undoBody = z.object({ batch_id: z.uuid("must be a batch id") });
export const stageBody = z.object({ status, pipeline_id: id().optional(), ...placement });

export const pipelinesQuery = z.object({ company_id: id().optional(), include_counts: optionalFlag });
export const statusParams = z.object({ id: id(), statusId: id() });
export const createPipelineBody = z.object({
  company_id: id(),
  name,
  statuses: z.array(name).max(30, "must be at most 30 statuses").optional(),
});
export const renameBody = z.object({ name });
export const reorderPipelinesBody = z.object({
  company_id: id(),
  ids: z.array(id()).min(1, "must list the pipelines"),
});
export const reorderStatusesBody = z.object({ ids: z.array(id()).min(1, "must list the statuses") });
export const addStatusBody = z.object({ name, position: z.number().int().min(0, "must be 0 or more").optional() });
export const deletePipelineQuery = z.object({ move_to_pipeline_id: id().optional() });
export const deleteStatusQuery = z.object({ move_to_status_id: id().optional() });

// ---------------------------------------------------------------------------------------------------------------
// Answers

const int = z.number().int();
const named = z.object({ id: int, name: z.string() });

export const boardCard = z.object({
  id: int,
  first: z.string(),
  last: z.string(),
  role_name: z.string(),
  location: named.nullable(),
  department: named.nullable(),
  status: z.string(),
  column_position: int.nullable(),
  is_test: z.boolean(),
  archived: z.boolean(),
  submitted: z.boolean(),
  /** How sure the result is, once submitted (docs/assessment/response-validity.md). */
  validity: z.enum(VALIDITY_VERDICTS).nullable(),
  created_at: timestamp,
  /** When the card entered its current status (its last status change, else its creation). */
  status_since: timestamp,
  days_in_status: int,
  /**
   * The fit to the chosen benchmark, or else to the card's own (the job's benchmark, else the role's; ADR 056), when
   * one has been computed; null otherwise.
   */
  fit: z.object({ score: z.number(), band: scoreBand, benchmark: z.string() }).nullable(),
  /** Why a submitted card has no fit: "no benchmark for Receptionist", or that it is not calculated yet. */
  fit_note: z.string().nullable(),
});
export type BoardCard = z.infer<typeof boardCard>;

export const boardColumn = z.object({
  status_id: int,
  status: z.string(),
  /** Cards in this column that match the filters. */
  total: int,
  /** Every card of this status in the pipeline, filters or not (what "move all" moves). */
  all_total: int,
  cards: z.array(boardCard),
  has_more: z.boolean(),
});
export type BoardColumn = z.infer<typeof boardColumn>;

export const board = z.object({
  company: z.object({ id: int, name: z.string(), go_high_level_location_id: z.string().nullable() }),
  pipeline: z.object({
    id: int,
    name: z.string(),
    statuses: z.array(z.object({ id: int, name: z.string(), position: int })),
  }),
  /** The role benchmarks that apply to the company's results (for the fit badge), and the one chosen if any. */
  benchmarks: z.array(named),
  benchmark_id: int.nullable(),
  columns: z.array(boardColumn),
});
export type Board = z.infer<typeof board>;

export const changedCard = z.object({
  id: int,
  status: z.string(),
  pipeline_id: int,
  column_position: int.nullable(),
  previous: z.object({ status: z.string(), pipeline_id: int.nullable(), column_position: int.nullable() }),
});
export type ChangedCard = z.infer<typeof changedCard>;

/** A change of a whole column, recorded as a batch that Undo restores. */
export const batchResult = z.object({
  /** Null when there was nothing to change. */
  batch_id: z.string().nullable(),
  /** How many cards changed (status or place). */
  changed: int,
});
export type BatchResult = z.infer<typeof batchResult>;

export const pipelineJson = z.object({
  id: int,
  company_id: int,
  name: z.string(),
  position: int,
  /** The company's first pipeline: where new candidates start. */
  is_default: z.boolean(),
  statuses: z.array(
    z.object({
      id: int,
      name: z.string(),
      position: int,
      card_count: int.optional(),
      hidden_card_count: int.optional(),
    }),
  ),
  /** With counts only (include_counts, and the answers of changes that may move cards): every card. */
  card_count: int.optional(),
  /** Of card_count, the archived or test cards: the board and the candidate list leave them out by default. */
  hidden_card_count: int.optional(),
});
export type PipelineJson = z.infer<typeof pipelineJson>;

// ---------------------------------------------------------------------------------------------------------------
// Operations

const PIPELINE = {
  access: "hiring-pipeline:view",
  denied: "You do not have access to the hiring pipeline",
  feature: "hiringPipeline",
} as const;

/** The board. Mounted before any `/survey-results/:id` route, so "board", "update-status"… are not read as ids. */
export const boardContract = {
  read: operation({
    method: "GET",
    path: "/survey-results/board",
    summary: "A pipeline's columns with a page of filtered cards each, per-column totals and days in status",
    description:
      "Answers a pipeline's columns, each with a page of its filtered cards, the column's total and each card's days in its status.",
    ...PIPELINE,
    query: boardQuery,
    response: z.object({ data: board, meta: z.object({ limit: int, offset: int }) }),
    errors: [400, 403, 404],
  }),
  updateStatus: operation({
    method: "PUT",
    path: "/survey-results/update-status",
    summary: "Move cards to a status (and pipeline), placed after or before a card or at the end",
    description:
      "Moves cards to a status (and pipeline), placed after or before a given card or at the end of the column.",
    ...PIPELINE,
    body: updateStatusBody,
    response: dataOf(z.array(changedCard)),
    errors: [400, 403, 404, 422],
  }),
  reorderColumn: operation({
    method: "PUT",
    path: "/survey-results/update-column-positions",
    summary: "Order the cards of a column (those not listed keep their places)",
    description: "Sets the order of a column's cards; cards not listed keep their places.",
    ...PIPELINE,
    body: columnPositionsBody,
    response: dataOf(
      z.object({
        pipeline_id: int,
        status: z.string(),
        order: z.array(z.object({ id: int, column_position: int })),
        skipped: z.array(int),
      }),
    ),
    errors: [400, 403, 404, 422],
  }),
  clearColumnOrder: operation({
    method: "PUT",
    path: "/survey-results/clear-column-positions-of-status",
    summary: "Forget a column's manual order (undoable)",
    description: "Forgets a column's manual order; the batch can be undone.",
    ...PIPELINE,
    body: columnBody,
    response: dataOf(batchResult),
    errors: [400, 403, 404, 422],
  }),
  moveAll: operation({
    method: "PUT",
    path: "/survey-results/move-all-of-status-to-new-status",
    summary: "Move every card of a status to another status of the pipeline (undoable)",
    description: "Moves every card of one status to another status of the pipeline; the batch can be undone.",
    ...PIPELINE,
    body: moveAllBody,
    response: dataOf(batchResult.extend({ moved: int })),
    errors: [400, 403, 404, 422],
  }),
  undoBatch: operation({
    method: "PUT",
    path: "/survey-results/undo-batch",
    summary: "Undo a move-all or clear-order batch (cards moved since stay where they are)",
    description: "Undoes a move-all or clear-order batch; cards moved since then stay where they are.",
    ...PIPELINE,
    body: undoBody,
    response: dataOf(z.object({ restored: int, skipped: z.array(int) })),
    errors: [400, 403, 404, 409],
  }),
  moveCard: operation({
    method: "PUT",
    path: "/candidates/:id/stage",
    summary: "Move one card to a status (and pipeline)",
    description: "Moves one card to a status, and to another pipeline when given.",
    ...PIPELINE,
    params: idParam,
    body: stageBody,
    response: dataOf(changedCard),
    errors: [400, 403, 404, 422],
  }),
};

/**
 * Pipelines and their statuses per company. Reading is open to every signed-in user for the companies they see (the
 * candidate list filters by status); changing pipelines is part of the hiring pipeline. Literal paths come before
 * the `/:id` paths they would otherwise match.
 */
export const pipelinesContract = {
  list: operation({
    method: "GET",
    path: "/pipelines",
    summary: "A company's pipelines in order, each with its statuses (and card counts on request)",
    description: "Answers a company's pipelines in order, each with its statuses, and card counts when asked for.",
    access: "signed-in",
    query: pipelinesQuery,
    response: dataOf(z.array(pipelineJson)),
    errors: [400, 404],
  }),
  create: operation({
    method: "POST",
    path: "/pipelines",
    summary: "Create a pipeline (with the default statuses unless given)",
    description: "Creates a pipeline for a company with the given statuses, or the default ones.",
    ...PIPELINE,
    body: createPipelineBody,
    response: dataOf(pipelineJson),
    status: 201,
    errors: [400, 403, 404, 422],
  }),
  reorder: operation({
    method: "PUT",
    path: "/pipelines/reorder",
    summary: "Put a company's pipelines in order (the first is where new candidates start)",
    description: "Sets the order of a company's pipelines; new candidates start in the first.",
    ...PIPELINE,
    body: reorderPipelinesBody,
    response: dataOf(z.array(pipelineJson)),
    errors: [400, 403, 404, 422],
  }),
  rename: operation({
    method: "PUT",
    path: "/pipelines/:id",
    summary: "Rename a pipeline",
    description: "Renames a pipeline.",
    ...PIPELINE,
    params: idParam,
    body: renameBody,
    response: dataOf(pipelineJson),
    errors: [400, 403, 404, 422],
  }),
  remove: operation({
    method: "DELETE",
    path: "/pipelines/:id",
    summary: "Delete a pipeline; its cards move to another pipeline of the company (409 until one is named)",
    description:
      "Deletes a pipeline and moves its cards to another pipeline of the company; 409 until that pipeline is named.",
    ...PIPELINE,
    params: idParam,
    query: deletePipelineQuery,
    response: dataOf(z.object({ deleted: int, moved: int })),
    errors: [400, 403, 404, 409, 422],
  }),
  addStatus: operation({
    method: "POST",
    path: "/pipelines/:id/statuses",
    summary: "Add a status to a pipeline, at a position or at the end",
    description: "Adds a status to a pipeline, at the given position or at the end.",
    ...PIPELINE,
    params: idParam,
    body: addStatusBody,
    response: dataOf(pipelineJson),
    status: 201,
    errors: [400, 403, 404, 422],
  }),
  reorderStatuses: operation({
    method: "PUT",
    path: "/pipelines/:id/statuses/reorder",
    summary: "Put a pipeline's statuses in order",
    description: "Sets the order of a pipeline's statuses.",
    ...PIPELINE,
    params: idParam,
    body: reorderStatusesBody,
    response: dataOf(pipelineJson),
    errors: [400, 403, 404, 422],
  }),
  renameStatus: operation({
    method: "PUT",
    path: "/pipelines/:id/statuses/:statusId",
    summary: "Rename a status, and so the status of every card that holds it",
    description: "Renames a status; every card in it keeps its place under the new name.",
    ...PIPELINE,
    params: statusParams,
    body: renameBody,
    response: dataOf(pipelineJson),
    errors: [400, 403, 404, 422],
  }),
  removeStatus: operation({
    method: "DELETE",
    path: "/pipelines/:id/statuses/:statusId",
    summary: "Delete a status; its cards move to another status of the pipeline (409 until one is named)",
    description:
      "Deletes a status and moves its cards to another status of the pipeline; 409 until that status is named.",
    ...PIPELINE,
    params: statusParams,
    query: deleteStatusQuery,
    response: dataOf(z.object({ deleted: int, moved: int, pipeline: pipelineJson })),
    errors: [400, 403, 404, 409, 422],
  }),
};
