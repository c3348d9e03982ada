import { describe, expect, test } from "vitest";
import { fakePairTexts, planted } from "../../tests/support/pair-texts";
import { frictionPoints, median, teamProfile } from "./conflict";

describe("friction points between two people", () => {
  test("only opposing levels (low against high), the largest gap first, with the guide's names filled", () => {
    const ann = { name: "Ann", scores: planted({ E: 90, C: 20, O: 30, A: 10, N: 80, C2: 5 }) };
    const ben = { name: "Ben", scores: planted({ E: 10, C: 70, O: 50, A: 20, N: 60, C2: 99 }) };
    const points = frictionPoints(ann, ben, fakePairTexts());
    // E (90 vs 10), C2 (5 vs 99) and C (20 vs 70) oppose; O (low vs middle), A (both low), N (both high) do not.
    expect(points.map((p) => [p.scale, p.gap])).toEqual([
      ["C2", 94],
      ["E", 80],
      ["C", 50],
    ]);
    const [c2, e] = points;
    expect(c2).toMatchObject({
      name: "Orderliness",
      kind: "facet",
      low: { side: "a", name: "Ann", percentile: 5 },
      high: { side: "b", name: "Ben", percentile: 99 },
      friction: "C2: Ann slows, Ben pushes.",
      say: ["C2 say one to Ben.", "C2 say two."],
      avoid: ["C2 avoid one.", "C2 avoid two with Ann."],
    });
    // Extraversion: Ben is the low one, whichever side he is on.
    expect(e.low).toEqual({ side: "b", name: "Ben", percentile: 10 });
    expect(e.friction).toBe("E: Ben slows, Ann pushes.");
    expect(frictionPoints(ben, ann, fakePairTexts())[1].friction).toBe("E: Ben slows, Ann pushes.");
  });

  test("no opposing levels, no friction points; a scale the texts lack is left out", () => {
    const calm = { name: "Ann", scores: planted({ E: 60 }) };
    const mid = { name: "Ben", scores: planted({ E: 90 }) };
    expect(frictionPoints(calm, mid, fakePairTexts())).toEqual([]);
    const a = { name: "Ann", scores: planted({ E: 10, O: 10 }) };
    const b = { name: "Ben", scores: planted({ E: 90, O: 90 }) };
    expect(frictionPoints(a, b, fakePairTexts(["O"])).map((p) => p.scale)).toEqual(["O"]);
  });
});

describe("a person against a team", () => {
  test("the team's side is its members' median percentile per scale, named by the team's name", () => {
    const team = teamProfile("Front desk", [
      { scores: planted({ E: 80, C: 10 }) },
      { scores: planted({ E: 90, C: 20 }) },
      { scores: planted({ E: 70, C: 90 }) },
      { scores: null }, // not finished: not counted
    ])!;
    expect(team.name).toBe("Front desk");
    expect(team.scores.domains.E).toEqual({ percentile: 80, level: "high" });
    expect(team.scores.domains.C).toEqual({ percentile: 20, level: "low" });
    expect(team.scores.facets.N1).toEqual({ percentile: 50, level: "neutral" });

    const quiet = { name: "Ida", scores: planted({ E: 12, C: 88 }) };
    const points = frictionPoints(quiet, team, fakePairTexts());
    expect(points.map((p) => [p.scale, p.gap])).toEqual([
      ["E", 68],
      ["C", 68],
    ]);
    expect(points[0]).toMatchObject({
      low: { side: "a", name: "Ida", percentile: 12 },
      high: { side: "b", name: "Front desk", percentile: 80 },
      friction: "E: Ida slows, Front desk pushes.",
    });
    expect(points[1].friction).toBe("C: Front desk slows, Ida pushes.");
  });

  test("the median of an even count is the mean of the middle two; a team with no scores has no profile", () => {
    expect(median([10, 90])).toBe(50);
    expect(median([35, 30, 90, 31])).toBe(33);
    expect(median([7])).toBe(7);
    const even = teamProfile("Pair", [{ scores: planted({ A: 30 }) }, { scores: planted({ A: 41 }) }])!;
    expect(even.scores.domains.A).toEqual({ percentile: 36, level: "neutral" });
    expect(teamProfile("Empty", [])).toBeNull();
    expect(teamProfile("Unfinished", [{ scores: null }])).toBeNull();
  });
});
