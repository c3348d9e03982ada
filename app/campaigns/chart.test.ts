import { describe, expect, it } from "vitest";
import { everyDay } from "./chart";

const zero = { visits: 0 };

describe("everyDay", () => {
  it("fills the days between counted ones with zeros, in order", () => {
    expect(
      everyDay(
        [
          { date: "2026-02-27", visits: 2 },
          { date: "2026-03-02", visits: 5 },
        ],
        zero,
      ),
    ).toEqual([
      { date: "2026-02-27", visits: 2 },
      { date: "2026-02-28", visits: 0 },
      { date: "2026-03-01", visits: 0 },
      { date: "2026-03-02", visits: 5 },
    ]);
  });

  it("leaves one day, no day, or more than a year as counted", () => {
    expect(everyDay<{ date: string; visits: number }>([], zero)).toEqual([]);
    expect(everyDay([{ date: "2026-01-01", visits: 1 }], zero)).toHaveLength(1);
    const spread = [
      { date: "2024-01-01", visits: 1 },
      { date: "2026-01-01", visits: 1 },
    ];
    expect(everyDay(spread, zero)).toEqual(spread);
  });
});
