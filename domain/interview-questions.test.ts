import { describe, expect, test } from "vitest";
import type { BenchmarkTargets } from "./assessment/fit";
import { DOMAINS, FACETS } from "./assessment/traits";
import {
  gapQuestions,
  instantInterviewQuestions,
  percentilesOf,
  placeWrittenAnswers,
  QUESTION_KEY_PATTERN,
  questionReason,
  traitGaps,
} from "./interview-questions";

const open = { min: 1, max: 99 };
const targets = (over: Partial<BenchmarkTargets["domains"]> = {}, facets: BenchmarkTargets["facets"] = {}) => ({
  domains: { N: open, E: open, O: open, A: open, C: open, ...over },
  facets,
});

describe("gapQuestions", () => {
  test("probes a trait above its range with questions for the high direction", () => {
    const questions = gapQuestions({
      percentiles: { N: 80, E: 50, O: 50, A: 50, C: 50 },
      targets: targets({ N: { min: 10, max: 40 } }),
    });
    expect(questions.map((q) => q.key)).toEqual(["gap:neuroticism:high:1", "gap:neuroticism:high:2"]);
    expect(questions.every((q) => q.kind === "probe" && q.scale === "N" && q.listenFor)).toBe(true);
    expect(questions[0].text).toMatch(/pressure/);
  });

  test("asks different questions below the range than above it", () => {
    const t = targets({ C: { min: 60, max: 90 } });
    const low = gapQuestions({ percentiles: { N: 50, E: 50, O: 50, A: 50, C: 20 }, targets: t });
    const high = gapQuestions({
      percentiles: { N: 50, E: 50, O: 50, A: 50, C: 95 },
      targets: { ...t, domains: { ...t.domains, C: { min: 30, max: 60 } } },
    });
    expect(low[0].key).toBe("gap:conscientiousness:low:1");
    expect(high[0].key).toBe("gap:conscientiousness:high:1");
    expect(low[0].text).not.toBe(high[0].text);
  });

  test("orders probes by the size of the gap, then confirms strengths inside their ranges", () => {
    const questions = gapQuestions({
      percentiles: { N: 50, E: 12, O: 60, A: 95, C: 70 },
      targets: targets({ E: { min: 40, max: 70 }, A: { min: 30, max: 80 }, C: { min: 60, max: 90 } }),
      perGap: 1,
    });
    // E is 28 below, A is 15 above; C is inside its range; N and O have open ranges and say nothing.
    expect(questions.map((q) => q.key)).toEqual([
      "gap:extraversion:low:1",
      "gap:agreeableness:high:1",
      "confirm:conscientiousness:1",
    ]);
    expect(questions[2].kind).toBe("confirm");
  });

  test("includes the facets a benchmark names, with their own questions", () => {
    const questions = gapQuestions({
      percentiles: { N: 50, E: 50, O: 50, A: 50, C: 50, C6: 5, N1: 30 },
      targets: targets({}, { C6: { min: 40, max: 80 }, N1: { min: 10, max: 50 } }),
    });
    expect(questions.map((q) => q.key)).toEqual(["gap:c6:low:1", "confirm:n1:1"]);
    expect(questions[1].text).toMatch(/your calm in uncertainty at its best/);
  });

  test("has a question for every trait in both directions and a confirmation, with well-formed keys", () => {
    const lowAll = Object.fromEntries([...DOMAINS, ...FACETS].map((s) => [s, 1]));
    const highAll = Object.fromEntries([...DOMAINS, ...FACETS].map((s) => [s, 99]));
    const midAll = Object.fromEntries([...DOMAINS, ...FACETS].map((s) => [s, 50]));
    const range = { min: 30, max: 70 };
    const all: BenchmarkTargets = {
      domains: { N: range, E: range, O: range, A: range, C: range },
      facets: Object.fromEntries(FACETS.map((f) => [f, range])),
    };
    for (const percentiles of [lowAll, highAll, midAll]) {
      const questions = gapQuestions({ percentiles, targets: all, perGap: 3 });
      const scales = new Set(questions.map((q) => q.scale));
      expect(scales.size).toBe(35);
      expect(new Set(questions.map((q) => q.key)).size).toBe(questions.length);
      expect(questions.every((q) => QUESTION_KEY_PATTERN.test(q.key) && q.text.length > 20)).toBe(true);
    }
    expect(gapQuestions({ percentiles: lowAll, targets: all, perGap: 3 }).filter((q) => q.scale === "O")).toHaveLength(
      3,
    );
  });

  test("skips traits without a percentile and asks nothing when every range is open", () => {
    expect(gapQuestions({ percentiles: { N: 90 }, targets: targets({ E: { min: 40, max: 60 } }) })).toEqual([]);
    expect(gapQuestions({ percentiles: { N: 1, E: 99, O: 50, A: 50, C: 50 }, targets: targets() })).toEqual([]);
  });

  test("keys are stable: the same input gives the same questions", () => {
    const input = {
      percentiles: { N: 80, E: 20, O: 50, A: 50, C: 50 },
      targets: targets({ N: { min: 10, max: 40 }, E: { min: 40, max: 60 } }),
    };
    expect(gapQuestions(input)).toEqual(gapQuestions(input));
  });
});

describe("helpers", () => {
  test("percentilesOf reads a scored assessment's domains and facets", () => {
    const score = (percentile: number) => ({ raw: 0, t: 50, percentile, band: "35-65", level: "average" }) as never;
    const scores = {
      domains: Object.fromEntries(DOMAINS.map((d, i) => [d, score(10 + i)])),
      facets: Object.fromEntries(FACETS.map((f) => [f, score(50)])),
    } as never;
    const p = percentilesOf(scores);
    expect(p.N).toBe(10);
    expect(p.C).toBe(14);
    expect(p.C6).toBe(50);
  });

  test("questionReason explains where the candidate lies against the range", () => {
    const input = {
      percentiles: { N: 80, E: 50, O: 50, A: 50, C: 50 },
      targets: targets({ N: { min: 10, max: 40 }, C: { min: 40, max: 60 } }),
    };
    const gaps = traitGaps(input.percentiles, input.targets);
    const [probe] = gapQuestions(input);
    expect(questionReason(probe, gaps)).toBe("Stress response: above the role's range (80 vs 10–40)");
    expect(
      questionReason({ key: "custom:1", kind: "custom", scale: null, text: "x", listenFor: null }, gaps),
    ).toBeNull();
  });

  test("instantInterviewQuestions takes one question per trait first, at most five", () => {
    const questions = gapQuestions({
      percentiles: { N: 90, E: 10, O: 50, A: 50, C: 50 },
      targets: targets({ N: { min: 10, max: 40 }, E: { min: 40, max: 60 }, C: { min: 40, max: 60 } }),
    });
    const chosen = instantInterviewQuestions(questions);
    expect(chosen.map((q) => q.key)).toEqual([
      "gap:neuroticism:high:1",
      "gap:extraversion:low:1",
      "confirm:conscientiousness:1",
      "gap:neuroticism:high:2",
      "gap:extraversion:low:2",
    ]);
    expect(instantInterviewQuestions(questions, 3)).toHaveLength(3);
  });

  test("placeWrittenAnswers puts each written answer beside its question and keeps the others apart", () => {
    const placed = placeWrittenAnswers(
      ["gap:neuroticism:high:1", "custom:4"],
      [
        { question_key: "custom:4", question: "Why us?", answer: "  The team.  " },
        { question_key: "gap:neuroticism:high:1", question: "Stress?", answer: "  " },
        { question_key: "custom:9", question: "Deleted question?", answer: "Still mine." },
      ],
    );
    expect([...placed.byKey]).toEqual([["custom:4", "The team."]]);
    expect(placed.other).toEqual([{ question_key: "custom:9", question: "Deleted question?", answer: "Still mine." }]);
  });
});
