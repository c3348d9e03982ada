import { describe, expect, test } from "vitest";
import {
  bestPanelReliability,
  icc2,
  leniencyByRater,
  median,
  MIN_SHARED_CANDIDATES,
  spreadByAttribute,
  submissionStats,
  type Rating,
} from "./interview-reliability";

// A small seeded generator (mulberry32) and normal draws (Box–Muller), so every run sees the same data.
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function normal(next: () => number) {
  return () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

// Shrout & Fleiss (1979), Table 2: six targets rated by four judges; the same data is psych::ICC's example ("sf").
// Published: ICC(2,1) = .29, ICC(2,4) = .62.
const SHROUT_FLEISS = [
  [9, 2, 5, 8],
  [6, 1, 3, 2],
  [8, 4, 6, 8],
  [7, 1, 2, 6],
  [10, 5, 6, 9],
  [6, 2, 4, 7],
];

describe("icc2", () => {
  test("reproduces Shrout & Fleiss's published ICC(2,1) = .29 and ICC(2,4) = .62", () => {
    // Six targets are below the product's minimum of ten; the published example is checked with the minimum lowered.
    const result = icc2(SHROUT_FLEISS, { minCandidates: 6 });
    expect(result.reason).toBeNull();
    expect(result.single).toBeCloseTo(0.29, 2);
    expect(result.average).toBeCloseTo(0.62, 2);
    expect(result).toMatchObject({ candidates: 6, raters: 4 });
  });

  test("recovers a known true reliability from seeded ratings (true score + rater bias + noise)", () => {
    // True-score variance 1, error variance 0.5, four raters whose biases (−0.5, 0, 0, +0.5) have a variance of 1/6:
    // ICC(2,1) = 1 / (1 + 1/6 + 0.5) = 0.6 and ICC(2,4) = 1 / (1 + (1/6 + 0.5) / 4) = 6/7.
    const draw = normal(random(20261130));
    const biases = [-0.5, 0, 0, 0.5];
    const matrix = Array.from({ length: 400 }, () => {
      const trueScore = draw();
      return biases.map((b) => trueScore + b + Math.sqrt(0.5) * draw());
    });
    const result = icc2(matrix);
    expect(result.single).not.toBeNull();
    expect(Math.abs(result.single! - 0.6)).toBeLessThan(0.05);
    expect(Math.abs(result.average! - 6 / 7)).toBeLessThan(0.05);
  });

  test("is only given where ten or more candidates are shared; below, null with the reason", () => {
    const ten = [...SHROUT_FLEISS, ...SHROUT_FLEISS.slice(0, 4)];
    expect(MIN_SHARED_CANDIDATES).toBe(10);
    expect(icc2(ten).average).not.toBeNull();
    expect(icc2(ten.slice(0, 9))).toEqual({
      single: null,
      average: null,
      candidates: 9,
      raters: 4,
      reason: "not_enough_shared_candidates",
    });
  });

  test("leaves out candidates a rater did not rate (complete cases), so one gap can drop below ten", () => {
    const ten = [...SHROUT_FLEISS, ...SHROUT_FLEISS.slice(0, 4)];
    const withGap = ten.map((row, i) => (i === 0 ? [row[0], null, row[2], row[3]] : row));
    const result = icc2(withGap);
    expect(result).toMatchObject({ candidates: 9, reason: "not_enough_shared_candidates", average: null });
    expect(icc2([...withGap, SHROUT_FLEISS[5]]).candidates).toBe(10);
  });

  test("says why when there is one rater, or when every rating is the same", () => {
    expect(icc2(Array.from({ length: 12 }, () => [3])).reason).toBe("not_enough_raters");
    expect(icc2(Array.from({ length: 12 }, () => [3, 3, 3])).reason).toBe("no_variance");
  });
});

describe("bestPanelReliability", () => {
  test("leaves out an interviewer who met few candidates rather than losing the candidates", () => {
    const ratings: Rating[] = [];
    const ten = [...SHROUT_FLEISS, ...SHROUT_FLEISS.slice(0, 4)];
    ten.forEach((row, c) =>
      row.forEach((value, r) => ratings.push({ candidateId: c, raterId: r, attribute: "x", value })),
    );
    // A fifth interviewer who rated only two of the ten candidates.
    ratings.push({ candidateId: 0, raterId: 4, attribute: "x", value: 5 });
    ratings.push({ candidateId: 1, raterId: 4, attribute: "x", value: 3 });
    const result = bestPanelReliability(ratings);
    expect(result.raterIds).toEqual([0, 1, 2, 3]);
    expect(result).toMatchObject({ candidates: 10, raters: 4, reason: null });
  });

  test("falls back to the pair that shares the most candidates, and says when even that is too few", () => {
    const ratings: Rating[] = [];
    for (let c = 0; c < 12; c++) {
      ratings.push({ candidateId: c, raterId: "a", attribute: "x", value: 1 + (c % 4) });
      ratings.push({ candidateId: c, raterId: "b", attribute: "x", value: 1 + ((c + 1) % 4) });
    }
    for (let c = 0; c < 3; c++) ratings.push({ candidateId: c, raterId: "c", attribute: "x", value: 2 });
    expect(bestPanelReliability(ratings)).toMatchObject({ raterIds: ["a", "b"], candidates: 12, reason: null });
    expect(bestPanelReliability(ratings.filter((r) => Number(r.candidateId) < 9))).toMatchObject({
      average: null,
      reason: "not_enough_shared_candidates",
      candidates: 9,
    });
  });
});

describe("leniencyByRater", () => {
  test("finds a planted +1-point interviewer on the 1–4 scale", () => {
    // 40 candidates × 3 attributes; the true level is 1–3 so a +1 stays on the scale. Three fair interviewers rate it
    // with a one-point slip (up or down, kept within 1–4) 15% of the time each way; the fourth rates it one higher.
    // A slip is ±1 with probability 0.3 (variance ≈ 0.3), so one deviation from the other three's mean has a
    // variance of about 0.3 · (1 + 1/3) = 0.4 and the mean of 120 a standard error of √(0.4/120) ≈ 0.06; the
    // tolerance of ±0.2 is over three standard errors (and absorbs the small pull of ratings kept at 1 or 4).
    const next = random(7);
    const slip = () => {
      const u = next();
      return u < 0.15 ? -1 : u < 0.3 ? 1 : 0;
    };
    const clamp = (v: number) => Math.min(4, Math.max(1, v));
    const ratings: Rating[] = [];
    for (let c = 0; c < 40; c++)
      for (const attribute of ["communication", "problem solving", "ownership"]) {
        const level = 1 + Math.floor(next() * 3);
        for (const raterId of ["fair-1", "fair-2", "fair-3"])
          ratings.push({ candidateId: c, raterId, attribute, value: clamp(level + slip()) });
        ratings.push({ candidateId: c, raterId: "lenient", attribute, value: clamp(level + 1 + slip()) });
      }
    const byRater = Object.fromEntries(leniencyByRater(ratings).map((l) => [l.raterId, l]));
    expect(byRater.lenient.shared).toBe(120);
    expect(Math.abs(byRater.lenient.leniency! - 1)).toBeLessThan(0.2);
    // The fair interviewers read slightly harsh (the lenient one is among their "others"), never near +1.
    for (const id of ["fair-1", "fair-2", "fair-3"]) expect(Math.abs(byRater[id].leniency! + 1 / 3)).toBeLessThan(0.2);
  });

  test("counts only ratings another interviewer shared; alone, the leniency is null", () => {
    const result = leniencyByRater([
      { candidateId: 1, raterId: "a", attribute: "x", value: 4 },
      { candidateId: 1, raterId: "b", attribute: "x", value: 2 },
      { candidateId: 2, raterId: "a", attribute: "x", value: 1 },
      { candidateId: 3, raterId: "c", attribute: "x", value: 3 },
    ]);
    expect(result).toEqual([
      { raterId: "a", leniency: 2, shared: 1 },
      { raterId: "b", leniency: -2, shared: 1 },
      { raterId: "c", leniency: null, shared: 0 },
    ]);
  });
});

describe("spreadByAttribute", () => {
  test("marks an attribute whose ratings are two or more points apart", () => {
    expect(
      spreadByAttribute([
        { attribute: "communication", value: 1 },
        { attribute: "communication", value: 3 },
        { attribute: "ownership", value: 3 },
        { attribute: "ownership", value: 4 },
      ]),
    ).toEqual([
      { attribute: "communication", min: 1, max: 3, spread: 2, wide: true, ratings: 2 },
      { attribute: "ownership", min: 3, max: 4, spread: 1, wide: false, ratings: 2 },
    ]);
  });
});

describe("submissionStats", () => {
  const at = (hours: number) => new Date(Date.UTC(2026, 10, 30) + hours * 3_600_000);
  test("answers each interviewer's submission rate and median time to submit", () => {
    const stats = submissionStats([
      { raterId: 1, createdAt: at(0), submittedAt: at(2) },
      { raterId: 1, createdAt: at(0), submittedAt: at(10) },
      { raterId: 1, createdAt: at(0), submittedAt: at(4) },
      { raterId: 1, createdAt: at(0), submittedAt: null },
      { raterId: 2, createdAt: at(0), submittedAt: null },
    ]);
    expect(stats).toEqual([
      { raterId: 1, assigned: 4, submitted: 3, rate: 0.75, medianMsToSubmit: 4 * 3_600_000 },
      { raterId: 2, assigned: 1, submitted: 0, rate: 0, medianMsToSubmit: null },
    ]);
  });

  test("median of an even count is the mean of the middle two", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
