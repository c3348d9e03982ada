import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  clearStoredFilters,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasFilterParams,
  readStoredFilters,
  STORAGE_KEYS,
  storeFilters,
  type KanbanFilters,
} from "./filters";

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

const FULL: KanbanFilters = {
  companyId: 3,
  companyName: "Harbor Dental",
  locationId: "ghl-harbor-102",
  locations: [4, 5],
  departments: [7],
  roles: ["Receptionist", "Hygienist, senior"],
  roleExplorer: "assist",
  statuses: ["New", "Not a fit"],
  pipelineId: 9,
  includeArchived: true,
  includeTests: true,
  startDate: "2026-01-01",
  endDate: "2026-03-31",
  benchmarkId: null,
};

describe("board filters", () => {
  it("go to the URL and back unchanged", () => {
    const withBenchmark = { ...FULL, benchmarkId: 4 };
    expect(filtersFromParams(filtersToParams(withBenchmark))).toEqual(withBenchmark);
    const params = filtersToParams(FULL);
    expect(params.getAll("roles")).toEqual(["Receptionist", "Hygienist, senior"]);
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(FULL);
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe("");
  });

  it("ignore what is malformed in a URL", () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        "company_id=abc&locations=1,x,2&pipeline_id=-4&start_date=2026-13-99&include_tests=yes&end_date=2026-02-01",
      ),
    );
    expect(filters).toMatchObject({
      companyId: null,
      locations: [1, 2],
      pipelineId: null,
      startDate: null,
      includeTests: false,
      endDate: "2026-02-01",
    });
    expect(hasFilterParams(new URLSearchParams("x=1"))).toBe(false);
    expect(hasFilterParams(new URLSearchParams("roles=A"))).toBe(true);
  });

  it("are kept in the browser under kanban keys, restored, and cleared together", () => {
    const storage = new MemoryStorage();
    expect(readStoredFilters(storage)).toBeNull();
    storeFilters(storage, { ...FULL, benchmarkId: 4 });
    expect([...storage.items.keys()].every((k) => k.startsWith("kanban"))).toBe(true);
    expect(storage.items.size).toBe(STORAGE_KEYS.length);
    expect(storage.getItem("kanbanRoles")).toBe(JSON.stringify(FULL.roles));
    expect(readStoredFilters(storage)).toEqual(FULL);
    storeFilters(storage, { ...FULL, roles: [], includeTests: false });
    expect(storage.getItem("kanbanRoles")).toBeNull();
    clearStoredFilters(storage);
    expect(storage.items.size).toBe(0);
  });

  it("count the narrowing filters", () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount(FULL)).toBe(9);
  });
});
