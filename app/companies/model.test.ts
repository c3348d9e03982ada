import { describe, expect, it } from "vitest";
import { groupByFranchise, type CompanySummary } from "./model";

const company = (id: number, franchise: { id: number; name: string } | null): CompanySummary => ({
  id,
  name: `Company ${id}`,
  industry: null,
  go_high_level_location_id: null,
  product_type: null,
  franchise,
  franchise_id: franchise?.id ?? null,
  default_language: "en",
  has_logo: false,
  logo_updated_at: null,
  created_at: "2026-01-01T00:00:00.000Z",
  user_count: 0,
  active_user_count: 0,
  people_count: 0,
  last_activity_at: null,
});

describe("groupByFranchise", () => {
  it("keeps the API's order and puts companies of no franchise under 'Independent companies'", () => {
    const north = { id: 1, name: "North" };
    const south = { id: 2, name: "South" };
    const groups = groupByFranchise([company(1, north), company(2, north), company(3, south), company(4, null)]);
    expect(groups.map((g) => [g.title, g.companies.map((c) => c.id)])).toEqual([
      ["North", [1, 2]],
      ["South", [3]],
      ["Independent companies", [4]],
    ]);
  });

  it("gives no groups for no companies", () => {
    expect(groupByFranchise([])).toEqual([]);
  });
});
