import crypto from "node:crypto";
import { redirect, type AppLoadContext } from "@remix-run/node";
import brand from "~brand";
import { apiErrorMessages, errorMessage } from "~domain/errors";
import type { UserProfile } from "~domain/profile";
import { ApiRequestError, type ApiClient } from "~/api/client.server";
import { updateSessionData, type ServerSession } from "~/auth/session.server";
import { toastFlashFor } from "~/toast.server";
import { PAGE_SIZE, type Board, type BoardColumn, type MoveRequest } from "./board-state";
import { boardApiParams, filtersFromParams, filtersToParams, hasFilterParams, type KanbanFilters } from "./filters";

export const BOARD_PATH = "/hiring-pipeline";

/** Spec §6: the hiring pipeline needs can_view_hiring_pipeline (the API refuses too). */
export function requirePipelinePermission(profile: UserProfile) {
  if (!brand.features.hiringPipeline) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  if (!profile.permissions.can_view_hiring_pipeline) {
    throw new Response("You do not have access to the hiring pipeline.", { status: 403, statusText: "Forbidden" });
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

const boardPath = (api: ApiClient, params: URLSearchParams) =>
  api.get<{ data: Board }>(`/survey-results/board?${params}`);

async function options(api: ApiClient, profile: UserProfile, companyId: number): Promise<BoardOptions> {
  const query = { query: { company_id: companyId } };
  const [pipelines, locations, departments, roles] = await Promise.all([
    api.legacyReference<{ data: PipelineOption[] }>("/pipelines", query),
    api.legacyReference<{ data: NamedOption[] }>("/companies/locations", query),
    api.legacyReference<{ data: NamedOption[] }>("/companies/departments", query),
    api.legacyReference<{ data: NamedOption[] }>("/companies/role-names", query),
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
  requirePipelinePermission(profile);
  const url = new URL(request.url);
  const params = url.searchParams;
  const filters = filtersFromParams(params);

  const column = params.get("column");
  if (column) {
    const offset = Math.max(0, Number(params.get("offset")) || 0);
    const body = await boardPath(api, boardApiParams(filters, { only: [column], offset, limit: PAGE_SIZE }));
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
      await boardPath(
        api,
        boardApiParams({ ...filters, pipelineId: filters.pipelineId ?? remembered }, { limit: PAGE_SIZE }),
      )
    ).data;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 404) throw error;
    if (filters.benchmarkId !== null) {
      // A benchmark that is gone (or not this company's): the same board with each role's benchmark.
      throw redirect(`${BOARD_PATH}?${filtersToParams({ ...filters, benchmarkId: null })}`);
    }
    if (remembered) {
      board = (await boardPath(api, boardApiParams(filters, { limit: PAGE_SIZE }))).data;
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

/** What the board's actions answer — always with status 200 (a 4xx is a failed fetch the browser logs). */
export type BoardActionResult =
  | { id: string; intent: "move"; ok: true; columns: BoardColumn[] }
  | { id: string; intent: "move-all" | "clear-order"; ok: true; batchId: string | null; count: number; message: string }
  | { id: string; intent: "undo"; ok: true; message: string }
  | { id: string; intent: BoardAction["intent"] | "unknown"; ok: false; messages: string[] };

function failure(intent: BoardActionResult["intent"], error: unknown): BoardActionResult {
  const id = crypto.randomUUID();
  if (!(error instanceof ApiRequestError)) return { id, intent, ok: false, messages: [errorMessage("GENERIC_ERROR")] };
  if (error.errors.length) return { id, intent, ok: false, messages: apiErrorMessages(400, { errors: error.errors }) };
  if ([403, 404, 409].includes(error.status) && error.message)
    return { id, intent, ok: false, messages: [error.message] };
  return { id, intent, ok: false, messages: apiErrorMessages(error.status) };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The board's changes: a move (then the touched columns as they are now), move all, clear order, undo. */
export async function boardAction(
  api: ApiClient,
  profile: UserProfile,
  input: BoardAction,
): Promise<BoardActionResult> {
  const id = crypto.randomUUID();
  const intent = input?.intent ?? "unknown";
  try {
    requirePipelinePermission(profile);
    switch (input.intent) {
      case "move": {
        const { move, pipelineId } = input;
        if (move.kind === "reorder") {
          await api.put("/survey-results/update-column-positions", {
            pipeline_id: pipelineId,
            status: move.status,
            ids: move.ids,
          });
        } else {
          await api.put("/survey-results/update-status", {
            id: move.id,
            status: move.status,
            pipeline_id: pipelineId,
            after_id: move.after_id,
            before_id: move.before_id,
          });
        }
        const filters = filtersFromParams(new URLSearchParams(input.search));
        const limit = Math.min(500, Math.max(PAGE_SIZE, Math.trunc(input.limit) || PAGE_SIZE));
        const fresh = await boardPath(api, boardApiParams({ ...filters, pipelineId }, { only: input.refresh, limit }));
        return { id, intent: "move", ok: true, columns: fresh.data.columns };
      }
      case "move-all": {
        const body = await api.put<{ data: { batch_id: string | null; moved: number } }>(
          "/survey-results/move-all-of-status-to-new-status",
          {
            pipeline_id: input.pipelineId,
            status: input.status,
            new_status: input.newStatus,
          },
        );
        const { batch_id, moved } = body.data;
        return {
          id,
          intent: "move-all",
          ok: true,
          batchId: batch_id,
          count: moved,
          message: moved
            ? `Moved ${plural(moved, "card")} from ${input.status} to ${input.newStatus}.`
            : `${input.status} has no cards to move.`,
        };
      }
      case "clear-order": {
        const body = await api.put<{ data: { batch_id: string | null; changed: number } }>(
          "/survey-results/clear-column-positions-of-status",
          {
            pipeline_id: input.pipelineId,
            status: input.status,
          },
        );
        const { batch_id, changed } = body.data;
        return {
          id,
          intent: "clear-order",
          ok: true,
          batchId: batch_id,
          count: changed,
          message: changed
            ? `${input.status} is back in its default order (newest first).`
            : `${input.status} has no manual order to clear.`,
        };
      }
      case "undo": {
        const body = await api.put<{ data: { restored: number; skipped: number[] } }>("/survey-results/undo-batch", {
          batch_id: input.batchId,
        });
        const { restored, skipped } = body.data;
        const note = skipped.length
          ? ` ${plural(skipped.length, "card")} moved since stayed where ${skipped.length === 1 ? "it is" : "they are"}.`
          : "";
        return { id, intent: "undo", ok: true, message: `Undone: ${plural(restored, "card")} restored.${note}` };
      }
      default:
        return { id, intent: "unknown", ok: false, messages: ["Unknown action"] };
    }
  } catch (error) {
    if (error instanceof Response)
      return { id, intent, ok: false, messages: ["You do not have access to the hiring pipeline."] };
    return failure(intent, error);
  }
}
