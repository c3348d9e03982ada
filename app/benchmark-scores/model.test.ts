import { expect, test } from "vitest";
import { anyPending, rankFits, type FitScoreJson } from "./model";

const fit = (id: number, value: number | null, options: { stale?: boolean; company?: number } = {}): FitScoreJson => ({
  role_benchmark: { id, name: `B${id}`, company_id: options.company ?? null, version: 2 },
  fit: value,
  band: value === null ? null : "66-80",
  benchmark_version: value === null ? null : options.stale ? 1 : 2,
  stale: options.stale ?? false,
  computed_at: value === null ? null : "2026-01-01T00:00:00.000Z",
});

test("best fit first; fits not computed yet or stale come last as being calculated, in the API's order", () => {
  const rows = rankFits([
    fit(1, 40),
    fit(2, null),
    fit(3, 90, { company: 7 }),
    fit(4, 75, { stale: true }),
    fit(5, 40),
  ]);
  expect(rows.map((r) => [r.id, r.fit])).toEqual([
    [3, 90],
    [1, 40],
    [5, 40],
    [2, null],
    [4, null],
  ]);
  expect(rows[0]).toMatchObject({ forAllCompanies: false, band: "66-80" });
  expect(rows[1].forAllCompanies).toBe(true);
  expect(rows[4].band).toBeNull();
  expect(anyPending(rows)).toBe(true);
  expect(anyPending(rows.slice(0, 3))).toBe(false);
});
