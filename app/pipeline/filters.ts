// The board filters (spec §3 "Board filters, each prefixed kanban"): one shape for the URL (shareable), the browser's
// storage (restored on return) and the API's query. Safe for browser code.

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

const positiveInt = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const text = (v: unknown, max = 200): string | null =>
  typeof v === "string" && v.trim() ? v.trim().slice(0, max) : null;
const day = (v: unknown): string | null =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : null;
const bool = (v: unknown) => v === true || v === "true" || v === "1";
const ints = (v: unknown[]) => [...new Set(v.map(positiveInt).filter((n): n is number => n !== null))].slice(0, 200);
const texts = (v: unknown[]) =>
  [...new Set(v.map((x) => text(x)).filter((s): s is string => s !== null))].slice(0, 200);

/** One filter from loose input (a URL value list or a stored JSON value), or its empty value. */
function coerce<K extends Key>(key: K, values: unknown[]): KanbanFilters[K] {
  const one = values[0];
  const result: { [P in Key]: () => KanbanFilters[P] } = {
    companyId: () => positiveInt(one),
    companyName: () => text(one),
    locationId: () => text(one, 100),
    locations: () => ints(values),
    departments: () => ints(values),
    roles: () => texts(values),
    roleExplorer: () => text(one, 100) ?? "",
    statuses: () => texts(values),
    pipelineId: () => positiveInt(one),
    includeArchived: () => bool(one),
    includeTests: () => bool(one),
    startDate: () => day(one),
    endDate: () => day(one),
    benchmarkId: () => positiveInt(one),
  };
  return result[key]();
}

/** Whether the URL names any board filter at all (a bare /hiring-pipeline restores them from the browser). */
export function hasFilterParams(params: URLSearchParams): boolean {
  return KEYS.some((key) => params.has(FILTER_FIELDS[key].param));
}

export function filtersFromParams(params: URLSearchParams): KanbanFilters {
  const filters = { ...EMPTY_FILTERS };
  for (const key of KEYS) {
    const values = params.getAll(FILTER_FIELDS[key].param).flatMap((v) =>
      // Ids may also come comma-separated; names never are split (a role name may hold a comma).
      key === "locations" || key === "departments" ? v.split(",") : [v],
    );
    (filters as Record<Key, unknown>)[key] = coerce(key, values);
  }
  if (filters.startDate && filters.endDate && filters.startDate > filters.endDate) filters.endDate = null;
  return filters;
}

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

/** The API's query string for GET /survey-results/board (company and pipeline already resolved). */
export function boardApiParams(
  filters: KanbanFilters,
  extra: Record<string, string | number | string[]> = {},
): URLSearchParams {
  const params = filtersToParams({ ...filters, companyName: null });
  for (const [k, v] of Object.entries(extra)) {
    if (Array.isArray(v)) for (const item of v) params.append(k, item);
    else params.set(k, String(v));
  }
  return params;
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The filters kept in the browser, or null when none are kept. */
export function readStoredFilters(storage: StorageLike): KanbanFilters | null {
  const filters = { ...EMPTY_FILTERS };
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
    (filters as Record<Key, unknown>)[key] = coerce(key, Array.isArray(value) ? value : [value]);
  }
  return found ? filters : null;
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
