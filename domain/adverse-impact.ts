// Adverse impact of a selection step, per group of self-identified candidates: the selection rate of each group, its
// impact ratio against the group with the highest rate, a two-sided Fisher exact p for the difference, and the
// four-fifths flag (UGESP, 29 CFR 1607.4(D)). For a continuous score (the 0–100 fit), the scoring rate: the share of
// a group scoring above the median of everyone scored (NYC Local Law 144's definition), with its impact ratio.
// Pure and safe for browser code; nothing here reads or decides about a single person (ADR 078).
import { RACE_ETHNICITY_LABELS, SEX_LABELS } from "./self-identification";

/** An impact ratio below this is evidence of adverse impact under the four-fifths rule. */
export const FOUR_FIFTHS = 0.8;

/** A group with less than this share of the data is listed as excluded and not compared (too few to say anything). */
export const MIN_GROUP_SHARE = 0.02;

/** Counts from 1 to SMALL_CELL − 1 are shown as "<5", so a small group's members cannot be picked out. */
export const SMALL_CELL = 5;

/** One person in a selection step; `group` null when their category is unknown or they declined to say. */
export interface ImpactSubject {
  group: string | null;
  selected: boolean;
}

export interface ImpactRow {
  group: string;
  total: number;
  selected: number;
  /** selected / total. */
  rate: number;
  /** rate / the highest group's rate; null when no compared group had anyone selected. */
  impactRatio: number | null;
  /** Two-sided Fisher exact p of this group against the highest group; null for the highest group itself. */
  fisherP: number | null;
  /** The impact ratio is under four fifths. */
  flagged: boolean;
  /** This group has the highest rate (the reference of every ratio). */
  highest: boolean;
}

export interface ExcludedGroup {
  group: string;
  total: number;
  selected: number;
}

export interface ImpactTable {
  /** Compared groups, highest rate first (ties: larger group first, then by name). */
  rows: ImpactRow[];
  /** Groups under MIN_GROUP_SHARE of the people with a known category: listed, not compared. */
  excluded: ExcludedGroup[];
  /** People whose category is unknown or declined: counted apart, in no group. */
  unknown: { total: number; selected: number };
  /** Everyone, unknown included. */
  total: number;
  selected: number;
}

/** A count as it may be shown: 1–4 as "<5" (a cell that small could name a person). */
export function displayCount(count: number): string {
  return count > 0 && count < SMALL_CELL ? `<${SMALL_CELL}` : String(count);
}

// ln(n!) for 0..n, as running sums: exact enough for tables of any size the product sees.
function logFactorials(n: number): Float64Array {
  const table = new Float64Array(n + 1);
  for (let i = 2; i <= n; i++) table[i] = table[i - 1] + Math.log(i);
  return table;
}

/**
 * Two-sided Fisher exact test of a 2×2 table [[a, b], [c, d]]: the sum of the hypergeometric probabilities of every
 * table with the same margins that is no more likely than the observed one (R's fisher.test convention, with the
 * same relative tolerance of 1e-7 for ties).
 */
export function fisherExact(a: number, b: number, c: number, d: number): number {
  const cells = [a, b, c, d];
  if (cells.some((x) => !Number.isInteger(x) || x < 0)) throw new RangeError("Fisher's test needs counts");
  const row1 = a + b;
  const col1 = a + c;
  const n = a + b + c + d;
  if (n === 0) return 1;
  const lf = logFactorials(n);
  const row2 = n - row1;
  const col2 = n - col1;
  const fixed = lf[row1] + lf[row2] + lf[col1] + lf[col2] - lf[n];
  const logP = (x: number) => fixed - lf[x] - lf[row1 - x] - lf[col1 - x] - lf[row2 - col1 + x];
  const observed = logP(a);
  let p = 0;
  for (let x = Math.max(0, col1 - row2); x <= Math.min(row1, col1); x++) {
    const lp = logP(x);
    if (lp <= observed + 1e-7) p += Math.exp(lp);
  }
  return Math.min(1, p);
}

const byRate = (x: { rate: number; total: number; group: string }, y: { rate: number; total: number; group: string }) =>
  y.rate - x.rate || y.total - x.total || x.group.localeCompare(y.group);

/** Selection rates, impact ratios, Fisher p and four-fifths flags of the groups in one selection step. */
export function impactTable(subjects: readonly ImpactSubject[]): ImpactTable {
  const counts = new Map<string, { total: number; selected: number }>();
  const unknown = { total: 0, selected: 0 };
  for (const subject of subjects) {
    const cell = subject.group === null ? unknown : (counts.get(subject.group) ?? { total: 0, selected: 0 });
    cell.total += 1;
    if (subject.selected) cell.selected += 1;
    if (subject.group !== null) counts.set(subject.group, cell);
  }
  const known = subjects.length - unknown.total;
  const groups = [...counts].map(([group, c]) => ({ group, ...c, rate: c.selected / c.total }));
  const excluded = groups
    .filter((g) => g.total < MIN_GROUP_SHARE * known)
    .sort(byRate)
    .map(({ group, total, selected }) => ({ group, total, selected }));
  const compared = groups.filter((g) => g.total >= MIN_GROUP_SHARE * known).sort(byRate);
  const top = compared[0];
  const rows = compared.map((g): ImpactRow => {
    const isTop = g === top;
    const impactRatio = top.rate > 0 ? g.rate / top.rate : null;
    return {
      group: g.group,
      total: g.total,
      selected: g.selected,
      rate: g.rate,
      impactRatio,
      fisherP: isTop ? null : fisherExact(g.selected, g.total - g.selected, top.selected, top.total - top.selected),
      flagged: impactRatio !== null && impactRatio < FOUR_FIFTHS,
      highest: isTop,
    };
  });
  return {
    rows,
    excluded,
    unknown,
    total: subjects.length,
    selected: subjects.reduce((sum, s) => sum + (s.selected ? 1 : 0), 0),
  };
}

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface ScoringRates extends ImpactTable {
  /** The median score of everyone scored (unknown category included); null when no one was scored. */
  median: number | null;
}

/**
 * Scoring rates of a continuous score: per group, the share scoring above the median of everyone scored (a score
 * equal to the median is not above it), with impact ratios, Fisher p and flags as for a selection.
 */
export function scoringRates(subjects: readonly { group: string | null; score: number }[]): ScoringRates {
  const mid = median(subjects.map((s) => s.score));
  const table = impactTable(subjects.map((s) => ({ group: s.group, selected: mid !== null && s.score > mid })));
  return { ...table, median: mid };
}

/** The categories an impact table is broken down by (LL144: sex, race/ethnicity and their intersection). */
export const IMPACT_DIMENSIONS = ["sex", "race_ethnicity", "sex_race_ethnicity"] as const;
export type ImpactDimension = (typeof IMPACT_DIMENSIONS)[number];

/** A person's self-identification as far as impact needs it; null (not asked, not answered) or "declined": unknown. */
export interface SelfIdentified {
  sex: string | null;
  raceEthnicity: string | null;
}

/** The answer that means "I decline to say": counted as unknown, never as a group. */
export const DECLINED = "declined";

const knownCode = (code: string | null) => (code === null || code === DECLINED || code === "" ? null : code);

/** Separates the two codes of an intersection group ("female|asian"). */
export const INTERSECTION_SEPARATOR = "|";

/** The group a person falls in for a dimension; null when unknown (an intersection needs both codes). */
export function groupOf(person: SelfIdentified, dimension: ImpactDimension): string | null {
  const sex = knownCode(person.sex);
  const race = knownCode(person.raceEthnicity);
  if (dimension === "sex") return sex;
  if (dimension === "race_ethnicity") return race;
  return sex !== null && race !== null ? `${sex}${INTERSECTION_SEPARATOR}${race}` : null;
}

/** One impact table per dimension for a selection step. */
export function impactByDimension(
  people: readonly (SelfIdentified & { selected: boolean })[],
): Record<ImpactDimension, ImpactTable> {
  return Object.fromEntries(
    IMPACT_DIMENSIONS.map((dimension) => [
      dimension,
      impactTable(people.map((p) => ({ group: groupOf(p, dimension), selected: p.selected }))),
    ]),
  ) as Record<ImpactDimension, ImpactTable>;
}

/** One scoring-rate table per dimension for a continuous score. */
export function scoringRatesByDimension(
  people: readonly (SelfIdentified & { score: number })[],
): Record<ImpactDimension, ScoringRates> {
  return Object.fromEntries(
    IMPACT_DIMENSIONS.map((dimension) => [
      dimension,
      scoringRates(people.map((p) => ({ group: groupOf(p, dimension), score: p.score }))),
    ]),
  ) as Record<ImpactDimension, ScoringRates>;
}

/** A company's passing threshold for fit until its owner sets one. */
export const DEFAULT_PASS_THRESHOLD = 70;

/** A person's way through a pipeline: the stages they were in, in order (the first is where they started). */
export interface StageHistory extends SelfIdentified {
  stages: readonly string[];
}

export interface StageTransition {
  from: string;
  to: string;
  /** People who were ever in `from`. */
  reached: number;
  /** Of those, the people moved from `from` straight to `to` at least once. */
  moved: number;
  tables: Record<ImpactDimension, ImpactTable>;
}

/**
 * Adverse impact per pipeline stage transition: for every move from a stage X to a stage Y that happened, of the
 * people who were ever in X, who were moved from X to Y (selected) and who were not. Most reached stages first, then
 * by name.
 */
export function stageTransitions(histories: readonly StageHistory[]): StageTransition[] {
  const pairs = new Map<string, { from: string; to: string }>();
  const reachedBy = histories.map((h) => new Set(h.stages));
  const movedBy = histories.map((h) => {
    const moves = new Set<string>();
    for (let i = 1; i < h.stages.length; i++) {
      const from = h.stages[i - 1];
      const to = h.stages[i];
      if (from === to) continue;
      const key = JSON.stringify([from, to]);
      moves.add(key);
      if (!pairs.has(key)) pairs.set(key, { from, to });
    }
    return moves;
  });
  return [...pairs]
    .map(([key, { from, to }]) => {
      const people = histories.flatMap((h, i) =>
        reachedBy[i].has(from) ? [{ sex: h.sex, raceEthnicity: h.raceEthnicity, selected: movedBy[i].has(key) }] : [],
      );
      return {
        from,
        to,
        reached: people.length,
        moved: people.filter((p) => p.selected).length,
        tables: impactByDimension(people),
      };
    })
    .sort(
      (x, y) => y.reached - x.reached || x.from.localeCompare(y.from) || y.moved - x.moved || x.to.localeCompare(y.to),
    );
}

const CODE_LABELS: Record<string, string> = { ...SEX_LABELS, ...RACE_ETHNICITY_LABELS };

/** A group's name as the EEO-1 report writes it; an intersection as "Female × Asian (Not Hispanic or Latino)". */
export function groupLabel(group: string): string {
  return group
    .split(INTERSECTION_SEPARATOR)
    .map((code) => CODE_LABELS[code] ?? code)
    .join(" × ");
}

export const DIMENSION_LABELS: Record<ImpactDimension, string> = {
  sex: "Sex",
  race_ethnicity: "Race/ethnicity",
  sex_race_ethnicity: "Sex × race/ethnicity",
};
