import { redirect, type AppLoadContext } from "@remix-run/node";
import brand from "~brand";
import type { UserProfile } from "~domain/profile";
import { z } from "zod";
import { companiesContract } from "../../api/companies/contract";
import { idParam } from "../../api/http/contract";
import {
  boardContract,
  columnBody,
  columnPositionsBody,
  moveAllBody,
  pipelinesContract,
  stageBody,
  undoBody,
} from "../../api/pipeline/contract";
import { ApiRequestError, type ApiClient } from "~/api/client.server";
import { updateSessionData, type ServerSession } from "~/auth/session.server";
import { toastFlashFor } from "~/toast.server";
import { NO_PIPELINE_ACCESS } from "~/ui/wording";
import {
  actionFailure,
  actionSuccess,
  apiFailure,
  intents,
  parseJsonSubmission,
  type ActionResult,
} from "~/ui/action/index.server";
import { PAGE_SIZE, type Board, type BoardColumn, type MoveRequest } from "./board-state";
import {
  boardQueryOf,
  boardUrlState,
  filtersFromParams,
  filtersToParams,
  hasFilterParams,
  type KanbanFilters,
} from "./filters";

export const BOARD_PATH = "/hiring-pipeline";

/** Spec §6: the board's and pipelines' changes need can_view_hiring_pipeline (the API refuses too); pages use the
 * app's requireCapability("hiring-pipeline:view"), which decides the same. */
export function requirePipelinePermission(profile: UserProfile) {
  if (!brand.features.hiringPipeline) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  if (!profile.permissions.can_view_hiring_pipeline) {
    throw new Response(NO_PIPELINE_ACCESS, { status: 403, statusText: "Forbidden" });
  }
}

export interface NamedOption {
  id: number;
  name: string;
}

export interface PipelineOption {
  id: number;
  name: string;
  statuses: { id: number; name: string }[];
}

export interface BoardOptions {
  companies: NamedOption[];
  pipelines: PipelineOption[];
  locations: NamedOption[];
  departments: NamedOption[];
  roles: string[];
}

export type BoardLoaderData =
  /** A bare /hiring-pipeline: the browser restores the stored filters (or the defaults) into the URL. */
  | { kind: "restore"; ownCompanyId: number }
  | { kind: "board"; board: Board; filters: KanbanFilters; options: BoardOptions; ownCompanyId: number }
  /** "Show more" of one column. */
  | { kind: "more"; status: string; cards: BoardColumn["cards"]; has_more: boolean; total: number };

const readBoard = (api: ApiClient, query: ReturnType<typeof boardQueryOf>) => api.call(boardContract.read, { query });

async function options(api: ApiClient, profile: UserProfile, companyId: number): Promise<BoardOptions> {
  const query = { query: { company_id: companyId } };
  const [pipelines, locations, departments, roles] = await Promise.all([
    api.reference(pipelinesContract.list, query),
    api.reference(companiesContract.listLocations, query),
    api.reference(companiesContract.listDepartments, query),
    api.reference(companiesContract.listRoleNames, query),
  ]);
  const companies = profile.company.companies?.length
    ? profile.company.companies
    : [{ id: profile.company.id, name: profile.company.name }];
  return {
    companies: companies.map((c) => ({ id: c.id, name: c.name })),
    pipelines: pipelines.data.map((p) => ({
      id: p.id,
      name: p.name,
      statuses: p.statuses.map((s) => ({ id: s.id, name: s.name })),
    })),
    locations: locations.data.map((l) => ({ id: l.id, name: l.name })),
    departments: departments.data.map((d) => ({ id: d.id, name: d.name })),
    roles: roles.data.map((r) => r.name),
  };
}

/**
 * The board page's data. The URL carries the filters (a shareable link); a URL without company or pipeline is
 * completed (the session remembers the last pipeline chosen, spec §3 pipeline id) and redirected to, so the address
 * always names the board shown. A board that is not available to this user (e.g. filters restored from another
 * account's storage) sends them to their own company's board with a note.
 */
export async function loadBoard(
  request: Request,
  context: AppLoadContext,
  { api, profile, session }: { api: ApiClient; profile: UserProfile; session: ServerSession },
): Promise<BoardLoaderData> {
  // The route guards the page (requireCapability "hiring-pipeline:view", ADR 038).
  const params = new URL(request.url).searchParams;
  const { filters, column, offset } = boardUrlState(params);

  if (column) {
    const body = await readBoard(api, boardQueryOf(filters, { only: [column], offset, limit: PAGE_SIZE }));
    const found = body.data.columns.find((c) => c.status === column);
    return {
      kind: "more",
      status: column,
      cards: found?.cards ?? [],
      has_more: found?.has_more ?? false,
      total: found?.total ?? 0,
    };
  }
  if (!hasFilterParams(params)) return { kind: "restore", ownCompanyId: profile.company_id };

  // The pipeline the session remembers, when the URL names none (the API answers 404 if it is not this company's).
  const remembered = filters.pipelineId === null && session.data.pipelineId ? session.data.pipelineId : null;
  let board: Board;
  try {
    board = (
      await readBoard(
        api,
        boardQueryOf({ ...filters, pipelineId: filters.pipelineId ?? remembered }, { limit: PAGE_SIZE }),
      )
    ).data;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 404) throw error;
    if (filters.benchmarkId !== null) {
      // A benchmark that is gone (or not this company's): the same board with each role's benchmark.
      throw redirect(`${BOARD_PATH}?${filtersToParams({ ...filters, benchmarkId: null })}`);
    }
    if (remembered) {
      board = (await readBoard(api, boardQueryOf(filters, { limit: PAGE_SIZE }))).data;
    } else {
      throw await toastFlashFor(context.services).redirectWithToast(`${BOARD_PATH}?company_id=${profile.company_id}`, {
        kind: "info",
        message: "That board is not available to you, so your company's board is shown.",
      });
    }
  }

  const canonical: KanbanFilters = {
    ...filters,
    companyId: board.company.id,
    companyName: board.company.name,
    locationId: board.company.go_high_level_location_id,
    pipelineId: board.pipeline.id,
    statuses: filters.statuses.filter((s) => board.pipeline.statuses.some((p) => p.name === s)),
  };
  const canonicalParams = filtersToParams(canonical);
  if (canonicalParams.toString() !== filtersToParams(filters).toString()) {
    throw redirect(`${BOARD_PATH}?${canonicalParams}`);
  }
  if (session.data.pipelineId !== board.pipeline.id) {
    await updateSessionData(context, session, { ...session.data, pipelineId: board.pipeline.id });
  }
  return {
    kind: "board",
    board,
    filters: canonical,
    options: await options(api, profile, board.company.id),
    ownCompanyId: profile.company_id,
  };
}

export type BoardAction =
  | { intent: "move"; pipelineId: number; search: string; move: MoveRequest; refresh: string[]; limit: number }
  | { intent: "move-all"; pipelineId: number; status: string; newStatus: string }
  | { intent: "clear-order"; pipelineId: number; status: string }
  | { intent: "undo"; batchId: string };

// The board's JSON body, checked with the contract's own field schemas before anything is sent on.
const { pipeline_id: pipelineId, status } = columnBody.shape;
const boardActionInput = intents({
  move: z.object({
    pipelineId,
    search: z.string().max(10_000),
    move: z.discriminatedUnion("kind", [
      columnPositionsBody.pick({ status: true, ids: true }).extend({ kind: z.literal("reorder") }),
      stageBody
        .pick({ status: true, after_id: true, before_id: true })
        .extend({ kind: z.literal("status"), id: idParam.shape.id }),
    ]),
    refresh: z.array(status).max(200),
    limit: z.number().int(),
  }),
  "move-all": z.object({ pipelineId, status, newStatus: moveAllBody.shape.new_status }),
  "clear-order": z.object({ pipelineId, status }),
  undo: z.object({ batchId: undoBody.shape.batch_id }),
});

/** What a board action hands the page besides its message: a move's fresh columns, a batch's id for its Undo. */
export interface BoardActionData {
  columns?: BoardColumn[];
  /** Null when the batch changed nothing (there is nothing to undo). */
  batchId?: string | null;
}
export type BoardActionResult = ActionResult<BoardActionData>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The board's changes: a move (then the touched columns as they are now), move all, clear order, undo. */
export async function boardAction(
  request: Request,
  { api, profile }: { api: ApiClient; profile: UserProfile },
): Promise<BoardActionResult> {
  const input = await parseJsonSubmission(request, boardActionInput);
  if (!input.ok) return input.result;
  const action = input.value;
  const done = (message: string | null, data: BoardActionData, tone: "success" | "info" = "success") =>
    actionSuccess(message, { submission: input, data, tone });
  try {
    requirePipelinePermission(profile);
    switch (action.intent) {
      case "move": {
        const { move, pipelineId } = action;
        if (move.kind === "reorder") {
          await api.call(boardContract.reorderColumn, {
            body: { pipeline_id: pipelineId, status: move.status, ids: move.ids },
          });
        } else {
          await api.call(boardContract.updateStatus, {
            body: {
              id: move.id,
              status: move.status,
              pipeline_id: pipelineId,
              after_id: move.after_id,
              before_id: move.before_id,
            },
          });
        }
        const filters = filtersFromParams(new URLSearchParams(action.search));
        const limit = Math.min(500, Math.max(PAGE_SIZE, action.limit));
        const fresh = await readBoard(api, boardQueryOf({ ...filters, pipelineId }, { only: action.refresh, limit }));
        return done(null, { columns: fresh.data.columns });
      }
      case "move-all": {
        const body = await api.call(boardContract.moveAll, {
          body: { pipeline_id: action.pipelineId, status: action.status, new_status: action.newStatus },
        });
        const { batch_id, moved } = body.data;
        return moved
          ? done(`Moved ${plural(moved, "card")} from ${action.status} to ${action.newStatus}.`, { batchId: batch_id })
          : done(`${action.status} has no cards to move.`, { batchId: batch_id }, "info");
      }
      case "clear-order": {
        const body = await api.call(boardContract.clearColumnOrder, {
          body: { pipeline_id: action.pipelineId, status: action.status },
        });
        const { batch_id, changed } = body.data;
        return changed
          ? done(`${action.status} is back in its default order (newest first).`, { batchId: batch_id })
          : done(`${action.status} has no manual order to clear.`, { batchId: batch_id }, "info");
      }
      case "undo": {
        const body = await api.call(boardContract.undoBatch, { body: { batch_id: action.batchId } });
        const { restored, skipped } = body.data;
        const note = skipped.length
          ? ` ${plural(skipped.length, "card")} moved since stayed where ${skipped.length === 1 ? "it is" : "they are"}.`
          : "";
        return done(`Undone: ${plural(restored, "card")} restored.${note}`, {});
      }
    }
  } catch (error) {
    if (error instanceof Response) return actionFailure(NO_PIPELINE_ACCESS, { submission: input });
    return apiFailure(error, { submission: input, ownMessages: [403, 404, 409] });
  }
}
