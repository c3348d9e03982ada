import { describe, expect, test } from "vitest";
import { fakePairTexts, planted } from "../../tests/support/pair-texts";
import { frictionPoints, median, teamFrictionPoints, teamProfile } from "./conflict";

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

describe("a person against each member of a team", () => {
  const members = [
    { name: "Ana", scores: planted({ E: 85, C: 50, O: 90 }) },
    { name: "Ben", scores: planted({ E: 95, C: 50 }) },
    { name: "Cleo", scores: planted({ E: 50, C: 92 }) },
    { name: "Dev", scores: planted({ E: 50, C: 50 }) },
    { name: "Eli", scores: planted({ E: 50, C: 50 }) },
  ];
  const ida = { name: "Ida", scores: planted({ E: 10, C: 8, O: 10 }) };

  test("friction with some members shows even where the team's median sits in the middle", () => {
    // The median hides every one of them: E, C and O all sit at 50 for the team as a whole.
    const team = teamProfile("Front desk", members)!;
    expect(frictionPoints(ida, team, fakePairTexts())).toEqual([]);

    const points = teamFrictionPoints(ida, members, fakePairTexts());
    // E with two members (Ana and Ben) first; then C and O with one each, the larger gap first.
    expect(points.map((p) => [p.scale, p.gap])).toEqual([
      ["E", 85],
      ["C", 84],
      ["O", 80],
    ]);
    const [e, c] = points;
    // The other side names every member at the other end, the farthest first, at the farthest one's percentile.
    expect(e.low).toEqual({ side: "a", name: "Ida", percentile: 10 });
    expect(e.high).toEqual({ side: "b", name: "Ben and Ana", percentile: 95 });
    // The texts speak of two people: the person and the farthest member.
    expect(e.friction).toBe("E: Ida slows, Ben pushes.");
    expect(c.high).toEqual({ side: "b", name: "Cleo", percentile: 92 });
  });

  test("the person low or high, whichever; no member at the other end, no friction points", () => {
    const loud = { name: "Max", scores: planted({ E: 96 }) };
    const quiet = [
      { name: "Ana", scores: planted({ E: 9 }) },
      { name: "Ben", scores: planted({ E: 12 }) },
      { name: "Cleo", scores: planted({ E: 5 }) },
    ];
    const [e] = teamFrictionPoints(loud, quiet, fakePairTexts());
    expect(e.low).toEqual({ side: "b", name: "Cleo, Ana, and Ben", percentile: 5 });
    expect(e.high).toEqual({ side: "a", name: "Max", percentile: 96 });
    expect(teamFrictionPoints(loud, [{ name: "Dev", scores: planted({ E: 60 }) }], fakePairTexts())).toEqual([]);
    expect(teamFrictionPoints(loud, [], fakePairTexts())).toEqual([]);
  });
});
