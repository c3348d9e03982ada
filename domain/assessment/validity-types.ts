// What "How sure is this result" (response validity) says about one submitted assessment. Safe for browser code:
// types and labels only; the computation is in ./validity.ts (docs/assessment/response-validity.md).

export const VALIDITY_VERDICTS = ["ok", "review", "unreliable"] as const;
/** ok: read it as it is; review: read it with the reasons in mind; unreliable: never ranked or scored for fit. */
export type ValidityVerdict = (typeof VALIDITY_VERDICTS)[number];

export const VALIDITY_LABELS: Record<ValidityVerdict, string> = {
  ok: "OK",
  review: "Review",
  unreliable: "Unreliable",
};

/** The verdict in a few words, for a badge's title and for assistive technology. */
export const VALIDITY_TITLES: Record<ValidityVerdict, string> = {
  ok: "Answers look considered",
  review: "Answers need a second look",
  unreliable: "Answers unreliable: not scored for fit or ranked",
};

/** The indices behind a verdict, each null when it cannot be computed (e.g. no timestamps for the pace). */
export interface ValidityIndices {
  /** The longest run of one answer value in the inventory's order (1–120). */
  longest_run: number;
  /** Intra-individual response variability: the SD of the 120 raw answers (0 for one answer throughout). */
  irv: number;
  /** Even–odd consistency: the correlation over the 30 facets of even- and odd-item half scores, Spearman–Brown. */
  even_odd: number | null;
  /** Psychometric-antonym consistency: the correlation over the antonym pairs (negative when attentive). */
  antonyms: number | null;
  /** Mahalanobis distance (squared) of the 30 facet T scores from the norm means. */
  mahalanobis: number;
  /** Median seconds between consecutive answers; null without timestamps. */
  median_seconds_per_item: number | null;
}

export interface ResponseValidity {
  version: 1;
  verdict: ValidityVerdict;
  /** Plain words for a staff reader, one per reason that raised the verdict; empty when OK. */
  reasons: string[];
  indices: ValidityIndices;
}
