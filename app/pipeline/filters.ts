// The board filters (spec §3 "Board filters, each prefixed kanban"): one shape for the URL (shareable), the browser's
// storage (restored on return) and the API's query. Safe for browser code.
import { z } from "zod";
import { boardQuery } from "../../api/pipeline/contract";
import { listQuery } from "~/ui/list";

export interface KanbanFilters {
  companyId: number | null;
  companyName: string | null;
  /** The company's location id in the CRM (go_high_level_location_id); a link may pick the company by it alone. */
  locationId: string | null;
  /** The company's own locations (ids). */
  locations: number[];
  departments: number[];
  /** Role names exactly as applied for. */
  roles: string[];
  /** Part of a role name: every role containing it. */
  roleExplorer: string;
  /** Which columns to show (status names); all when empty. */
  statuses: string[];
  pipelineId: number | null;
  includeArchived: boolean;
  includeTests: boolean;
  /** YYYY-MM-DD */
  startDate: string | null;
  endDate: string | null;
  /**
   * Whose fit the cards' badges show (null: each card's role benchmark). A view choice beyond spec §3's stored
   * values: it is in the URL, not kept in the browser.
   */
  benchmarkId: number | null;
}

export const EMPTY_FILTERS: KanbanFilters = {
  companyId: null,
  companyName: null,
  locationId: null,
  locations: [],
  departments: [],
  roles: [],
  roleExplorer: "",
  statuses: [],
  pipelineId: null,
  includeArchived: false,
  includeTests: false,
  startDate: null,
  endDate: null,
  benchmarkId: null,
};

type Key = keyof KanbanFilters;

/** Each filter's URL parameter and browser-storage key (the spec's kanban prefix; null: not kept). */
export const FILTER_FIELDS: Record<Key, { param: string; storage: string | null }> = {
  companyId: { param: "company_id", storage: "kanbanCompanyId" },
  companyName: { param: "company_name", storage: "kanbanCompanyName" },
  locationId: { param: "location_id", storage: "kanbanLocationId" },
  locations: { param: "locations", storage: "kanbanLocations" },
  departments: { param: "departments", storage: "kanbanDepartments" },
  roles: { param: "roles", storage: "kanbanRoles" },
  roleExplorer: { param: "role_explorer", storage: "kanbanRoleExplorer" },
  statuses: { param: "statuses", storage: "kanbanStatuses" },
  pipelineId: { param: "pipeline_id", storage: "kanbanPipelineId" },
  includeArchived: { param: "include_archived", storage: "kanbanIncludeArchived" },
  includeTests: { param: "include_tests", storage: "kanbanIncludeTests" },
  startDate: { param: "start_date", storage: "kanbanStartDate" },
  endDate: { param: "end_date", storage: "kanbanEndDate" },
  benchmarkId: { param: "benchmark_id", storage: null },
};

export const STORAGE_KEYS = Object.values(FILTER_FIELDS)
  .map((f) => f.storage)
  .filter((key): key is string => key !== null);
const KEYS = Object.keys(FILTER_FIELDS) as Key[];

/** Whether the URL names any board filter at all (a bare /hiring-pipeline restores them from the browser). */
export function hasFilterParams(params: URLSearchParams): boolean {
  return KEYS.some((key) => params.has(FILTER_FIELDS[key].param));
}

/**
 * The board page's URL: the API's board query (so the URL is read by the contract's own rules), the company's name
 * for the chooser, and the column whose next page "Show more" loads (with the query's `offset`).
 */
const boardUrlQuery = boardQuery.safeExtend({
  company_name: z.string().trim().min(1).max(200).optional(),
  column: z.string().trim().min(1).max(80).optional(),
});

const unique = <T>(values: T[]) => [...new Set(values)];

/** The board's URL state; what is malformed is left out (a shared or stale link still opens a board). */
export function boardUrlState(params: URLSearchParams) {
  const q = listQuery(params, boardUrlQuery);
  const filters: KanbanFilters = {
    companyId: q.company_id ?? null,
    companyName: q.company_name ?? null,
    locationId: q.location_id ?? null,
    locations: unique(q.locations),
    departments: unique(q.departments),
    roles: unique(q.roles),
    roleExplorer: q.role_explorer ?? "",
    statuses: unique(q.statuses),
    pipelineId: q.pipeline_id ?? null,
    includeArchived: q.include_archived,
    includeTests: q.include_tests,
    startDate: q.start_date ?? null,
    endDate: q.end_date ?? null,
    benchmarkId: q.benchmark_id ?? null,
  };
  return { filters, column: q.column ?? null, offset: q.offset };
}

export const filtersFromParams = (params: URLSearchParams): KanbanFilters => boardUrlState(params).filters;

/** The URL form: only what differs from the empty filters, in a stable order. */
export function filtersToParams(filters: KanbanFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    const param = FILTER_FIELDS[key].param;
    if (Array.isArray(value)) for (const v of value) params.append(param, String(v));
    else if (typeof value === "boolean") {
      if (value) params.set(param, "true");
    } else if (value !== null && value !== "") params.set(param, String(value));
  }
  return params;
}

/** The query of GET /survey-results/board (company and pipeline already resolved), with a page of each column. */
export function boardQueryOf(
  filters: KanbanFilters,
  page: { limit: number; offset?: number; only?: string[] },
): z.input<typeof boardQuery> {
  return {
    company_id: filters.companyId ?? undefined,
    location_id: filters.locationId ?? undefined,
    pipeline_id: filters.pipelineId ?? undefined,
    locations: filters.locations,
    departments: filters.departments,
    roles: filters.roles,
    role_explorer: filters.roleExplorer || undefined,
    statuses: filters.statuses,
    include_archived: filters.includeArchived ? "true" : undefined,
    include_tests: filters.includeTests ? "true" : undefined,
    start_date: filters.startDate ?? undefined,
    end_date: filters.endDate ?? undefined,
    benchmark_id: filters.benchmarkId ?? undefined,
    limit: page.limit,
    offset: page.offset,
    only: page.only ?? [],
  };
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The filters kept in the browser, or null when none are kept (read by the same rules as the URL). */
export function readStoredFilters(storage: StorageLike): KanbanFilters | null {
  const params = new URLSearchParams();
  let found = false;
  for (const key of KEYS) {
    const storageKey = FILTER_FIELDS[key].storage;
    if (storageKey === null) continue;
    const raw = storage.getItem(storageKey);
    if (raw === null) continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      continue;
    }
    found = true;
    for (const item of Array.isArray(value) ? value : [value]) params.append(FILTER_FIELDS[key].param, String(item));
  }
  return found ? filtersFromParams(params) : null;
}

/** Keeps each filter under its kanban key (JSON); empty ones are removed. */
export function storeFilters(storage: StorageLike, filters: KanbanFilters) {
  for (const key of KEYS) {
    const storageKey = FILTER_FIELDS[key].storage;
    if (storageKey === null) continue;
    const value = filters[key];
    const empty = value === null || value === "" || value === false || (Array.isArray(value) && value.length === 0);
    if (empty) storage.removeItem(storageKey);
    else storage.setItem(storageKey, JSON.stringify(value));
  }
}

export function clearStoredFilters(storage: StorageLike) {
  for (const key of STORAGE_KEYS) storage.removeItem(key);
}

/** How many filters narrow the board beyond company and pipeline (for the "Filters (n)" button). */
export function activeFilterCount(filters: KanbanFilters): number {
  return (
    (filters.locations.length ? 1 : 0) +
    (filters.departments.length ? 1 : 0) +
    (filters.roles.length ? 1 : 0) +
    (filters.roleExplorer ? 1 : 0) +
    (filters.statuses.length ? 1 : 0) +
    (filters.includeArchived ? 1 : 0) +
    (filters.includeTests ? 1 : 0) +
    (filters.startDate ? 1 : 0) +
    (filters.endDate ? 1 : 0)
  );
}
