// How far interviewers agree and how they rate, from their scorecards: the intraclass correlation of a panel
// (Shrout & Fleiss 1979, case 2: two-way random effects, absolute agreement), each interviewer's leniency, the spread
// of a candidate's ratings per attribute, and how promptly scorecards are submitted. Pure and safe for browser code.
//
// Missing ratings: an ICC is computed on complete cases only. A candidate whom one of the panel's raters did not rate
// is left out (listwise, as R's psych::ICC does with missing = TRUE); `bestPanelReliability` first drops the raters
// who miss the most candidates, so one interviewer who saw few candidates does not empty the panel. Nothing is
// imputed: an invented rating would make the panel look more (or less) in agreement than it is.

/** Fewer shared candidates than this and an ICC says more about chance than about the panel (no value is shown). */
export const MIN_SHARED_CANDIDATES = 10;

/** A spread of at least this many points on one attribute is worth talking about in the debrief. */
export const WIDE_SPREAD = 2;

export type IccUnavailableReason =
  /** Fewer than MIN_SHARED_CANDIDATES candidates rated by every rater of the panel. */
  | "not_enough_shared_candidates"
  /** Fewer than two raters rated the same candidates. */
  | "not_enough_raters"
  /** Every rating is the same: agreement cannot be told from a scale nobody used. */
  | "no_variance";

export type IccResult =
  | {
      /** ICC(2,1): how far one interviewer's rating would agree with another's. */
      single: number;
      /** ICC(2,k): how reliable the panel's mean rating is. */
      average: number;
      /** Candidates rated by every rater (the complete cases used). */
      candidates: number;
      raters: number;
      reason: null;
    }
  | { single: null; average: null; candidates: number; raters: number; reason: IccUnavailableReason };

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * ICC(2,1) and ICC(2,k) of a candidates × raters matrix (null for a missing rating). Rows with any missing rating
 * are left out. Options: `minCandidates` (default MIN_SHARED_CANDIDATES) below which no value is given.
 */
export function icc2(
  matrix: ReadonlyArray<ReadonlyArray<number | null | undefined>>,
  { minCandidates = MIN_SHARED_CANDIDATES }: { minCandidates?: number } = {},
): IccResult {
  const k = matrix.reduce((most, row) => Math.max(most, row.length), 0);
  const rows = matrix.filter(
    (row): row is number[] => row.length === k && row.every((v) => typeof v === "number" && Number.isFinite(v)),
  );
  const n = rows.length;
  const unavailable = (reason: IccUnavailableReason): IccResult => ({
    single: null,
    average: null,
    candidates: n,
    raters: k,
    reason,
  });
  if (k < 2) return unavailable("not_enough_raters");
  if (n < Math.max(2, minCandidates)) return unavailable("not_enough_shared_candidates");

  const grand = mean(rows.flat());
  const rowMeans = rows.map(mean);
  const colMeans = Array.from({ length: k }, (_, j) => mean(rows.map((row) => row[j])));
  const ssTotal = rows.flat().reduce((sum, v) => sum + (v - grand) ** 2, 0);
  const ssRows = k * rowMeans.reduce((sum, m) => sum + (m - grand) ** 2, 0);
  const ssCols = n * colMeans.reduce((sum, m) => sum + (m - grand) ** 2, 0);
  const ssError = ssTotal - ssRows - ssCols;
  if (ssTotal <= 1e-12) return unavailable("no_variance");

  const bms = ssRows / (n - 1); // between targets (candidates)
  const jms = ssCols / (k - 1); // between judges (raters)
  const ems = ssError / ((n - 1) * (k - 1)); // residual
  const single = (bms - ems) / (bms + (k - 1) * ems + (k * (jms - ems)) / n);
  const average = (bms - ems) / (bms + (jms - ems) / n);
  return { single, average, candidates: n, raters: k, reason: null };
}

/** One submitted rating: who rated which candidate on which attribute. */
export interface Rating {
  candidateId: number | string;
  raterId: number | string;
  attribute: string;
  value: number;
}

export type PanelIcc = IccResult & { raterIds: Array<number | string> };

/**
 * The ICC of one attribute's ratings when different candidates met different interviewers: the raters are taken as
 * a panel, the candidates every one of them rated are the complete cases, and while those are fewer than
 * `minCandidates` the rater who rated the fewest candidates leaves the panel (down to two raters). A rater's
 * repeated rating of a candidate counts once (the last one given).
 */
export function bestPanelReliability(
  ratings: readonly Rating[],
  { minCandidates = MIN_SHARED_CANDIDATES }: { minCandidates?: number } = {},
): PanelIcc {
  const byRater = new Map<number | string, Map<number | string, number>>();
  for (const r of ratings) {
    if (!byRater.has(r.raterId)) byRater.set(r.raterId, new Map());
    byRater.get(r.raterId)!.set(r.candidateId, r.value);
  }
  let panel = [...byRater.keys()];
  const shared = (raters: typeof panel) =>
    [...new Set(ratings.map((r) => r.candidateId))].filter((c) => raters.every((id) => byRater.get(id)!.has(c)));
  while (panel.length > 2 && shared(panel).length < minCandidates) {
    // Leave out whoever rated the fewest candidates (ties: the later one in the list, so the result is stable).
    const fewest = panel.reduce((worst, id) => (byRater.get(id)!.size <= byRater.get(worst)!.size ? id : worst));
    panel = panel.filter((id) => id !== fewest);
  }
  if (panel.length !== 2) {
    const matrix = shared(panel).map((c) => panel.map((id) => byRater.get(id)!.get(c)!));
    return { ...icc2(matrix, { minCandidates }), raters: panel.length, raterIds: panel };
  }
  // Two raters left: take the pair that shares the most candidates rather than whichever two remained.
  const all = [...byRater.keys()];
  let best: [number | string, number | string] = [panel[0], panel[1]];
  let bestShared = shared(best).length;
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) {
      const count = shared([all[i], all[j]]).length;
      if (count > bestShared) [best, bestShared] = [[all[i], all[j]], count];
    }
  const matrix = shared(best).map((c) => best.map((id) => byRater.get(id)!.get(c)!));
  return { ...icc2(matrix, { minCandidates }), raters: 2, raterIds: best };
}

export interface Leniency {
  raterId: number | string;
  /** Mean of (their rating − the other panel members' mean rating) over the ratings they shared; null if none. */
  leniency: number | null;
  /** How many candidate × attribute ratings that mean rests on. */
  shared: number;
}

/**
 * Each rater's leniency: over every candidate and attribute that at least one other rater also rated, the mean of
 * (their rating − the mean of the other raters' ratings). The other raters' mean, not the whole panel's: a panel
 * mean that includes the rater's own rating shrinks a lenient rater's offset by (m − 1)/m on a panel of m, so a
 * +1 rater on a panel of three would read as +0.67.
 */
export function leniencyByRater(ratings: readonly Rating[]): Leniency[] {
  const cells = new Map<string, Map<number | string, number>>();
  for (const r of ratings) {
    const key = JSON.stringify([r.candidateId, r.attribute]);
    if (!cells.has(key)) cells.set(key, new Map());
    cells.get(key)!.set(r.raterId, r.value);
  }
  const deviations = new Map<number | string, number[]>();
  for (const r of ratings) if (!deviations.has(r.raterId)) deviations.set(r.raterId, []);
  for (const cell of cells.values()) {
    if (cell.size < 2) continue;
    const total = [...cell.values()].reduce((sum, v) => sum + v, 0);
    for (const [raterId, value] of cell) {
      const others = (total - value) / (cell.size - 1);
      deviations.get(raterId)!.push(value - others);
    }
  }
  return [...deviations].map(([raterId, ds]) => ({
    raterId,
    leniency: ds.length ? mean(ds) : null,
    shared: ds.length,
  }));
}

export interface AttributeSpread {
  attribute: string;
  min: number;
  max: number;
  /** max − min of the submitted ratings. */
  spread: number;
  /** The panel is at least WIDE_SPREAD points apart: worth raising in the debrief. */
  wide: boolean;
  ratings: number;
}

/** The spread of one candidate's submitted ratings per attribute, in the order the attributes first appear. */
export function spreadByAttribute(ratings: ReadonlyArray<Pick<Rating, "attribute" | "value">>): AttributeSpread[] {
  const byAttribute = new Map<string, number[]>();
  for (const r of ratings) {
    if (!byAttribute.has(r.attribute)) byAttribute.set(r.attribute, []);
    byAttribute.get(r.attribute)!.push(r.value);
  }
  return [...byAttribute].map(([attribute, values]) => {
    const min = Math.min(...values);
    const max = Math.max(...values);
    return { attribute, min, max, spread: max - min, wide: max - min >= WIDE_SPREAD, ratings: values.length };
  });
}

export interface ScorecardTiming {
  raterId: number | string;
  createdAt: Date;
  submittedAt: Date | null;
}

export interface SubmissionStats {
  raterId: number | string;
  /** Scorecards given to the rater. */
  assigned: number;
  submitted: number;
  /** submitted / assigned, 0–1. */
  rate: number;
  /** Median time from a scorecard's creation to its submission in milliseconds; null if none was submitted. */
  medianMsToSubmit: number | null;
}

/** The median of a list of numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Per rater: how many of their scorecards were submitted, and the median time it took. */
export function submissionStats(scorecards: readonly ScorecardTiming[]): SubmissionStats[] {
  const byRater = new Map<number | string, ScorecardTiming[]>();
  for (const s of scorecards) {
    if (!byRater.has(s.raterId)) byRater.set(s.raterId, []);
    byRater.get(s.raterId)!.push(s);
  }
  return [...byRater].map(([raterId, cards]) => {
    const durations = cards.flatMap((c) =>
      c.submittedAt ? [Math.max(0, c.submittedAt.getTime() - c.createdAt.getTime())] : [],
    );
    return {
      raterId,
      assigned: cards.length,
      submitted: durations.length,
      rate: durations.length / cards.length,
      medianMsToSubmit: median(durations),
    };
  });
}
