// Response validity calibrated on the seeded generator (./simulate.ts): the rates below are the ones
// docs/assessment/response-validity.md reports, and the edges of each limit.
import { describe, expect, test } from "vitest";
import { prng } from "../../api/db/demo-random";
import { ANTONYM_PAIRS } from "./antonyms";
import { mahalanobisSquared, WITHIN_DOMAIN_CORRELATION } from "./facet-model";
import { ITEMS } from "./items";
import { IncompleteAnswersError } from "./scoring";
import { PROTOCOL_STYLES, simulateProtocol, simulateProtocols, type ProtocolStyle } from "./simulate";
import { FACETS, type FacetCode } from "./traits";
import { assessValidity, medianSecondsPerItem, validityIndices, verdictFor, VALIDITY_THRESHOLDS } from "./validity";
import type { ValidityIndices } from "./validity-types";

const PER_STYLE = 2000;
/** One seed per style, so each style's rate stands on its own. */
const SEEDS: Record<ProtocolStyle, number> = {
  attentive: 101,
  "all-same": 102,
  alternating: 103,
  random: 104,
  diagonal: 105,
  speeder: 106,
};

type Rate = { ok: number; review: number; unreliable: number };
const computed = new Map<ProtocolStyle, Rate>();
/** The verdicts' shares over PER_STYLE protocols of one style (about 0.4 s of CPU each, computed once). */
function rate(style: ProtocolStyle): Rate {
  if (!computed.has(style)) {
    const verdicts = simulateProtocols(style, PER_STYLE, prng(SEEDS[style])).map(
      (p) => assessValidity(p.answers, p.answeredAt).verdict,
    );
    const share = (v: string) => verdicts.filter((x) => x === v).length / verdicts.length;
    computed.set(style, { ok: share("ok"), review: share("review"), unreliable: share("unreliable") });
  }
  return computed.get(style)!;
}
/** Generous for a shared, busy machine: each style takes well under a second alone. */
const SLOW = { timeout: 20_000 };

describe("calibration on 2,000 seeded protocols per style", () => {
  test("attentive respondents: at most 5 % Unreliable (measured 2.5 %), most of them OK", SLOW, () => {
    expect(rate("attentive").unreliable).toBeLessThanOrEqual(0.05);
    expect(rate("attentive").ok).toBeGreaterThanOrEqual(0.85);
  });

  test("one answer throughout and alternating answers: at least 99 % Unreliable", SLOW, () => {
    expect(rate("all-same").unreliable).toBeGreaterThanOrEqual(0.99);
    expect(rate("alternating").unreliable).toBeGreaterThanOrEqual(0.99);
  });

  test("uniform random answers at an attentive pace: at least 90 % Unreliable", SLOW, () => {
    expect(rate("random").unreliable).toBeGreaterThanOrEqual(0.9);
  });

  test("1-2-3-4-5 repeating: at least 99 % Unreliable", SLOW, () => {
    expect(rate("diagonal").unreliable).toBeGreaterThanOrEqual(0.99);
  });

  test("speeders (attentive-looking answers at 0.5–2 s each): at least 95 % Unreliable", SLOW, () => {
    expect(rate("speeder").unreliable).toBeGreaterThanOrEqual(0.95);
  });

  test("prints the rates the documentation reports", SLOW, () => {
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    const table = PROTOCOL_STYLES.map(
      (s) => `${s}: ok ${pct(rate(s).ok)}, review ${pct(rate(s).review)}, unreliable ${pct(rate(s).unreliable)}`,
    );
    expect(table).toHaveLength(PROTOCOL_STYLES.length);
    if (process.env.PRINT_VALIDITY_RATES) console.info(table.join("\n"));
  });
});

/** An attentive protocol to vary, and indices to judge directly. */
const attentive = simulateProtocol("attentive", prng(8));
const clean: ValidityIndices = {
  longest_run: 4,
  irv: 1.2,
  even_odd: 0.75,
  antonyms: -0.4,
  mahalanobis: 25,
  median_seconds_per_item: 6,
};
const t = VALIDITY_THRESHOLDS;

describe("the verdict", () => {
  test("an attentive protocol is OK with no reasons", () => {
    expect(verdictFor(clean)).toEqual({ verdict: "ok", reasons: [] });
    const result = assessValidity(attentive.answers, attentive.answeredAt);
    expect(result.version).toBe(1);
    expect(result.verdict).toBe("ok");
  });

  test("one borderline index gives Review, never Unreliable", () => {
    const borderline: Partial<ValidityIndices>[] = [
      { longest_run: t.longestRun.borderline },
      { irv: t.irvLow.borderline },
      { even_odd: t.evenOdd.borderline - 0.01 },
      { antonyms: t.antonyms.borderline + 0.01 },
      { mahalanobis: t.mahalanobis.borderline + 0.1 },
      { median_seconds_per_item: t.secondsPerItem.borderline - 0.1 },
    ];
    for (const change of borderline) {
      const { verdict, reasons } = verdictFor({ ...clean, ...change });
      expect(verdict, JSON.stringify(change)).toBe("review");
      expect(reasons).toHaveLength(1);
    }
  });

  test("two borderline indices, or one clear one, give Unreliable", () => {
    expect(verdictFor({ ...clean, even_odd: 0.3, antonyms: -0.1 }).verdict).toBe("unreliable");
    expect(verdictFor({ ...clean, longest_run: t.longestRun.clear }).verdict).toBe("unreliable");
    expect(verdictFor({ ...clean, antonyms: 0.5 }).verdict).toBe("unreliable");
    expect(verdictFor({ ...clean, median_seconds_per_item: 1 }).verdict).toBe("unreliable");
  });

  test("exactly at a limit: runs and IRV count at the limit, the others only past it", () => {
    expect(verdictFor({ ...clean, longest_run: t.longestRun.borderline - 1 }).verdict).toBe("ok");
    expect(verdictFor({ ...clean, longest_run: t.longestRun.borderline }).verdict).toBe("review");
    expect(verdictFor({ ...clean, longest_run: t.longestRun.clear - 1 }).verdict).toBe("review");
    expect(verdictFor({ ...clean, irv: t.irvLow.borderline + 0.01 }).verdict).toBe("ok");
    expect(verdictFor({ ...clean, irv: t.irvLow.clear }).verdict).toBe("unreliable");
    expect(verdictFor({ ...clean, even_odd: t.evenOdd.borderline }).verdict).toBe("ok");
    expect(verdictFor({ ...clean, even_odd: t.evenOdd.clear }).verdict).toBe("review");
    expect(verdictFor({ ...clean, antonyms: t.antonyms.borderline }).verdict).toBe("ok");
    expect(verdictFor({ ...clean, antonyms: t.antonyms.clear }).verdict).toBe("review");
    expect(verdictFor({ ...clean, mahalanobis: t.mahalanobis.borderline }).verdict).toBe("ok");
    expect(verdictFor({ ...clean, median_seconds_per_item: t.secondsPerItem.borderline }).verdict).toBe("ok");
    expect(verdictFor({ ...clean, median_seconds_per_item: t.secondsPerItem.clear }).verdict).toBe("review");
  });

  test("says why in plain words", () => {
    const same = Object.fromEntries(ITEMS.map((item) => [item.id, 4]));
    const result = assessValidity(same);
    expect(result.verdict).toBe("unreliable");
    expect(result.reasons).toContain("The same answer was given to 120 statements in a row.");
    const fast = verdictFor({ ...clean, median_seconds_per_item: 1.2 });
    expect(fast.reasons).toEqual(["Answered in about 1 second per statement, faster than reading allows."]);
  });
});

describe("the indices", () => {
  test("one answer throughout: run 120, IRV 0, no antonym correlation (nothing varies)", () => {
    const same = Object.fromEntries(ITEMS.map((item) => [item.id, 3]));
    expect(validityIndices(same)).toMatchObject({ longest_run: 120, irv: 0, antonyms: null, even_odd: null });
  });

  test("a repeating pattern answers opposite statements alike: antonym correlation +1", () => {
    const diagonal = simulateProtocol("diagonal", prng(3));
    expect(validityIndices(diagonal.answers).antonyms).toBe(1);
  });

  test("without timestamps the pace is null and gives no reason", () => {
    const straight = { ...attentive.answers };
    const result = assessValidity(straight);
    expect(result.indices.median_seconds_per_item).toBeNull();
    expect(result.reasons.some((r) => r.includes("per statement"))).toBe(false);
  });

  test("the pace: median of the gaps in time order, from an array or a record, Dates, numbers or ISO strings", () => {
    const times = ITEMS.map((_, i) => 1_000_000 + i * 5_000);
    expect(medianSecondsPerItem(times)).toBe(5);
    const shuffled = Object.fromEntries(ITEMS.map((item, i) => [item.id, new Date(times[119 - i])]));
    expect(medianSecondsPerItem(shuffled)).toBe(5);
    expect(medianSecondsPerItem(times.map((ms) => new Date(ms).toISOString()))).toBe(5);
  });

  test("answers saved together under one time, or with too few times, give no pace rather than a false one", () => {
    expect(medianSecondsPerItem(ITEMS.map(() => 1_000_000))).toBeNull();
    const half = ITEMS.map((_, i) => (i < 50 ? 1_000_000 + i * 1_000 : null));
    expect(medianSecondsPerItem(half)).toBeNull();
    expect(medianSecondsPerItem([])).toBeNull();
  });

  test("incomplete answers are refused as scoring refuses them", () => {
    const missing = { ...attentive.answers };
    delete missing[ITEMS[5].id];
    expect(() => assessValidity(missing)).toThrow(IncompleteAnswersError);
  });

  test("the profile distance: 0 at the norm means, 30 facets' worth for a typical profile", () => {
    const zero = Object.fromEntries(FACETS.map((f) => [f, 0])) as Record<FacetCode, number>;
    expect(mahalanobisSquared(zero)).toBe(0);
    // One facet 1 SD out: its own weight under the domain's equicorrelation, more than 1.
    const one = { ...zero, E3: 1 };
    const rho = WITHIN_DOMAIN_CORRELATION.E;
    expect(mahalanobisSquared(one)).toBeCloseTo((1 - rho / (1 + 5 * rho)) / (1 - rho), 10);
  });

  test("the within-domain facet correlations are the norms' own (N .41, E .38, O .26, A .27, C .39)", () => {
    expect(WITHIN_DOMAIN_CORRELATION.N).toBeCloseTo(0.41, 2);
    expect(WITHIN_DOMAIN_CORRELATION.E).toBeCloseTo(0.38, 2);
    expect(WITHIN_DOMAIN_CORRELATION.O).toBeCloseTo(0.26, 2);
    expect(WITHIN_DOMAIN_CORRELATION.A).toBeCloseTo(0.27, 2);
    expect(WITHIN_DOMAIN_CORRELATION.C).toBeCloseTo(0.39, 2);
  });
});

describe("the antonym table", () => {
  test("is every plus-keyed × minus-keyed pair within a facet, each once: 73 pairs from 21 facets", () => {
    const expected = FACETS.flatMap((f) => {
      const items = ITEMS.filter((item) => item.facetCode === f);
      return items
        .filter((p) => p.keyed === "plus")
        .flatMap((p) => items.filter((m) => m.keyed === "minus").map((m) => `${p.num}-${m.num}`));
    });
    const table = ANTONYM_PAIRS.map(([plus, minus]) => `${plus}-${minus}`);
    expect([...table].sort()).toEqual([...expected].sort());
    expect(new Set(table).size).toBe(73);
    expect(new Set(ANTONYM_PAIRS.map(([plus]) => ITEMS[plus - 1].facetCode)).size).toBe(21);
  });
});

describe("the generator", () => {
  test("is the same for the same seed, and answers every item 1–5 in time order", () => {
    const a = simulateProtocols("attentive", 3, prng(9));
    expect(simulateProtocols("attentive", 3, prng(9))).toEqual(a);
    for (const p of a) {
      expect(ITEMS.every((item) => [1, 2, 3, 4, 5].includes(p.answers[item.id]))).toBe(true);
      expect(p.answeredAt.every((ms, i) => i === 0 || ms > p.answeredAt[i - 1])).toBe(true);
    }
  });
});
