// Response validity ("How sure is this result"): six indices of careless answering computed from one assessment's
// 120 answers and the times they were given, and a verdict with its reasons in plain words. Pure: no I/O, no clock.
// Each index, its formula, threshold and source: docs/assessment/response-validity.md. The thresholds are calibrated
// on the seeded protocol generator in ./simulate.ts (validity.test.ts states the rates).
//
// The rule: an index far past its limit ("clear") makes the result Unreliable on its own; an index only past its
// milder limit ("borderline") makes it Review, and two borderline indices together make it Unreliable. One unusual
// number on an attentive person therefore never condemns a result.
import { ANTONYM_PAIRS } from "./antonyms";
import { mahalanobisSquared, modelNorm } from "./facet-model";
import { ITEMS, ITEM_COUNT } from "./items";
import { rawScores, type Answers } from "./scoring";
import { FACETS, type FacetCode } from "./traits";
import type { ResponseValidity, ValidityIndices, ValidityVerdict } from "./validity-types";

/** When the answers were given: by item id, or in the inventory's order (ITEMS); null or absent where unknown. */
export type AnsweredAt =
  | readonly (Date | number | string | null | undefined)[]
  | Readonly<Record<string, Date | number | string | null | undefined>>;

/**
 * The limits. Each index has a borderline limit (Review) and, where one index can be decisive, a clear limit
 * (Unreliable). Comparisons use the rounded values stored in `indices`, so what staff read is what was judged.
 * To change one: edit it here, run `npx vitest run domain/assessment/validity.test.ts` (the calibration rates must
 * hold) and update docs/assessment/response-validity.md.
 */
export const VALIDITY_THRESHOLDS = Object.freeze({
  /** Longest run of one answer: Review from this length, Unreliable from the clear one. */
  longestRun: { borderline: 10, clear: 20 },
  /** IRV (SD of the answers): Review at or below this, Unreliable at or below the clear one. */
  irvLow: { borderline: 0.6, clear: 0.3 },
  /** Even–odd consistency (Spearman–Brown): Review below this, Unreliable below the clear one. */
  evenOdd: { borderline: 0.4, clear: 0.2 },
  /** Antonym correlation: Review above this, Unreliable above the clear one (attentive answers are negative). */
  antonyms: { borderline: -0.15, clear: 0 },
  /** Mahalanobis D²: Review above this (χ²(30) at p = .01); never Unreliable on its own. */
  mahalanobis: { borderline: 50.9 },
  /** Median seconds per statement: Review below this, Unreliable below the clear one (Huang et al. 2012: 2 s). */
  secondsPerItem: { borderline: 3, clear: 2 },
  /** Fewer timed answers than this (distinct times) and the pace is unknown (null). */
  minTimedAnswers: ITEM_COUNT / 2,
});

type Level = "borderline" | "clear";
interface Concern {
  level: Level;
  reason: string;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Pearson's r of two equally long lists; null when either does not vary. */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  if (sxx < 1e-12 || syy < 1e-12) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** The longest run of one answer value in the inventory's order. */
export function longestRun(values: readonly number[]): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < values.length; i++) {
    run = i > 0 && values[i] === values[i - 1] ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** Intra-individual response variability: the (population) standard deviation of the answers. */
export function irv(values: readonly number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
}

/** The item score that counts towards the facet: the answer, or 6 − answer for a minus-keyed item. */
const keyedScore = (answers: Answers, index: number) =>
  ITEMS[index].keyed === "minus" ? 6 - answers[ITEMS[index].id] : answers[ITEMS[index].id];

const FACET_ITEM_INDEXES = new Map(
  FACETS.map((f) => [f, ITEMS.flatMap((item, index) => (item.facetCode === f ? [index] : []))]),
);

/**
 * Even–odd consistency (Johnson 2005; Curran 2016): each facet's four items in the inventory's order are split into
 * the 1st + 3rd and the 2nd + 4th (keyed scores); the 30 pairs of half scores are correlated and the correlation is
 * stepped up to full length with Spearman–Brown, 2r/(1+r). Kept within −1…1 (for r < −⅓ the step-up would pass −1).
 */
export function evenOddConsistency(answers: Answers): number | null {
  const odd: number[] = [];
  const even: number[] = [];
  for (const facet of FACETS) {
    const [a, b, c, d] = FACET_ITEM_INDEXES.get(facet)!;
    odd.push(keyedScore(answers, a) + keyedScore(answers, c));
    even.push(keyedScore(answers, b) + keyedScore(answers, d));
  }
  const r = correlation(odd, even);
  if (r === null) return null;
  return Math.max(-1, Math.min(1, (2 * r) / (1 + r)));
}

/** Antonym consistency: the correlation over ANTONYM_PAIRS of the two raw answers (negative when attentive). */
export function antonymConsistency(answers: Answers): number | null {
  const plus = ANTONYM_PAIRS.map(([p]) => answers[ITEMS[p - 1].id]);
  const minus = ANTONYM_PAIRS.map(([, m]) => answers[ITEMS[m - 1].id]);
  return correlation(plus, minus);
}

/** The squared Mahalanobis distance of the 30 facet z scores (T − 50)/10 from the norm means (./facet-model.ts). */
export function profileDistance(answers: Answers): number {
  const raw = rawScores(answers);
  const z = Object.fromEntries(FACETS.map((f) => [f, (raw[f] - modelNorm(f).mean) / modelNorm(f).sd])) as Record<
    FacetCode,
    number
  >;
  return mahalanobisSquared(z);
}

function toMillis(value: Date | number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * The median seconds between consecutive answers, in time order; null when fewer than half the answers have a time
 * of their own. Answers sharing one time were saved together without their own times (the API stamps a batch with
 * its arrival), so a time counts once: a pace is never read from a batch's timestamp.
 */
export function medianSecondsPerItem(answeredAt: AnsweredAt | undefined): number | null {
  if (!answeredAt) return null;
  const values = Array.isArray(answeredAt)
    ? (answeredAt as readonly (Date | number | string | null | undefined)[])
    : ITEMS.map((item) => (answeredAt as Readonly<Record<string, Date | number | string | null | undefined>>)[item.id]);
  const times = [...new Set(values.map(toMillis).filter((ms): ms is number => ms !== null))].sort((a, b) => a - b);
  if (times.length < VALIDITY_THRESHOLDS.minTimedAnswers) return null;
  const gaps = times.slice(1).map((t, i) => t - times[i]);
  gaps.sort((a, b) => a - b);
  const middle = gaps.length / 2;
  const median = gaps.length % 2 ? gaps[Math.floor(middle)] : (gaps[middle - 1] + gaps[middle]) / 2;
  return median / 1000;
}

/** The six indices, rounded as stored. Throws IncompleteAnswersError (./scoring.ts) unless all 120 are answered. */
export function validityIndices(answers: Answers, answeredAt?: AnsweredAt): ValidityIndices {
  const distance = profileDistance(answers); // checks that every answer is there
  const values = ITEMS.map((item) => answers[item.id]);
  const evenOdd = evenOddConsistency(answers);
  const antonyms = antonymConsistency(answers);
  const pace = medianSecondsPerItem(answeredAt);
  return {
    longest_run: longestRun(values),
    irv: round(irv(values), 2),
    even_odd: evenOdd === null ? null : round(evenOdd, 2),
    antonyms: antonyms === null ? null : round(antonyms, 2),
    mahalanobis: round(distance, 1),
    median_seconds_per_item: pace === null ? null : round(pace, 1),
  };
}

const seconds = (s: number) => (s < 1.5 ? "about 1 second" : `about ${Math.round(s)} seconds`);

/** What each index says about the indices, strongest first; one concern per kind of carelessness. */
function concerns(indices: ValidityIndices): Concern[] {
  const t = VALIDITY_THRESHOLDS;
  const found: Concern[] = [];

  // Straight-lining: one long run, or little variation overall (the run's reason says it better when both apply).
  const run = indices.longest_run;
  if (run >= t.longestRun.clear)
    found.push({ level: "clear", reason: `The same answer was given to ${run} statements in a row.` });
  else if (indices.irv <= t.irvLow.clear)
    found.push({ level: "clear", reason: "Nearly every statement got the same answer." });
  else if (run >= t.longestRun.borderline)
    found.push({
      level: "borderline",
      reason: `The same answer was given to ${run} statements in a row, more than careful answering usually gives.`,
    });
  else if (indices.irv <= t.irvLow.borderline)
    found.push({ level: "borderline", reason: "Answers varied very little from statement to statement." });

  // Opposite statements answered alike.
  if (indices.antonyms !== null && indices.antonyms > t.antonyms.clear)
    found.push({
      level: "clear",
      reason:
        "Statements with opposite meanings got the same kind of answer (such as agreeing with both “Trust others” and “Distrust people”).",
    });
  else if (indices.antonyms !== null && indices.antonyms > t.antonyms.borderline)
    found.push({
      level: "borderline",
      reason: "Statements with opposite meanings were often not answered in opposite ways.",
    });

  // Statements about the same trait answered inconsistently.
  if (indices.even_odd !== null && indices.even_odd < t.evenOdd.clear)
    found.push({
      level: "clear",
      reason: "Statements about the same trait got answers that do not agree with each other.",
    });
  else if (indices.even_odd !== null && indices.even_odd < t.evenOdd.borderline)
    found.push({
      level: "borderline",
      reason: "Statements about the same trait got answers that agree less than careful answering usually gives.",
    });

  if (indices.mahalanobis > t.mahalanobis.borderline)
    found.push({
      level: "borderline",
      reason:
        "This combination of scores is very rare (fewer than 1 in 100 people answer this way); check it against what you know of the person.",
    });

  const pace = indices.median_seconds_per_item;
  if (pace !== null && pace < t.secondsPerItem.clear)
    found.push({ level: "clear", reason: `Answered in ${seconds(pace)} per statement, faster than reading allows.` });
  else if (pace !== null && pace < t.secondsPerItem.borderline)
    found.push({
      level: "borderline",
      reason: `Answered quickly, in ${seconds(pace)} per statement, close to the limit of careful reading.`,
    });

  return found;
}

/** The verdict of a set of indices: any clear concern, or two borderline ones, is Unreliable; one is Review. */
export function verdictFor(indices: ValidityIndices): Pick<ResponseValidity, "verdict" | "reasons"> {
  const found = concerns(indices);
  const clear = found.filter((c) => c.level === "clear");
  const verdict: ValidityVerdict =
    clear.length > 0 || found.length >= 2 ? "unreliable" : found.length === 1 ? "review" : "ok";
  return { verdict, reasons: [...clear, ...found.filter((c) => c.level === "borderline")].map((c) => c.reason) };
}

/**
 * How sure one submitted assessment is. `answers`: all 120, by item id, 1–5 as chosen. `answeredAt`: when each was
 * given (survey_answers.answered_at), by item id or in the inventory's order; without it the pace is null and plays
 * no part. Throws IncompleteAnswersError unless all 120 are answered.
 */
export function assessValidity(answers: Answers, answeredAt?: AnsweredAt): ResponseValidity {
  const indices = validityIndices(answers, answeredAt);
  return { version: 1, ...verdictFor(indices), indices };
}
