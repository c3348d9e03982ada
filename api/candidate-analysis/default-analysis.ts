// The embedded default of the analysis: a hiring summary and interview questions assembled from the report's own
// texts and the fit to the role's benchmark, the same every time for the same data (labelled "Generated without AI").
import type { TraitFit } from "../../domain/assessment/fit";
import type { ScaleReport } from "../../domain/assessment/report-texts";
import { gapQuestions, percentilesOf, questionReason, traitGaps } from "../../domain/interview-questions";
import { strengthName, type DomainCode, type FacetCode, type ScaleCode } from "../../domain/assessment/traits";
import type { StoredAnalysis, StoredQuestion } from "../db/schema/index";
import { fitSentence, gapsOf, scaleName, type CandidateEvidence } from "./evidence";

const MAX_ITEMS = 4;
const MAX_PROBES = 5;
const MAX_CONFIRMS = 2;

const ordinal = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s}`;
};

function scalesOf(evidence: CandidateEvidence): Map<ScaleCode, ScaleReport> {
  const map = new Map<ScaleCode, ScaleReport>();
  for (const domain of evidence.report) {
    map.set(domain.code, domain);
    for (const facet of domain.facets) map.set(facet.code, facet);
  }
  return map;
}

const where = (t: TraitFit) =>
  `${ordinal(t.percentile)} percentile, ${t.distance} points ${t.percentile < t.target.min ? "below" : "above"} ` +
  `the benchmark's ${t.target.min}–${t.target.max}`;

/**
 * The draft questions (the model may rephrase them): the gap-based interview questions against the role's benchmark
 * (domain/interview-questions.ts, the same the interview page asks), one per misaligned trait, largest gap first, then
 * a few that confirm strengths. Without a benchmark: what to ask about the traits that stand out most in the report.
 */
export function defaultQuestions(evidence: CandidateEvidence): StoredQuestion[] {
  if (evidence.scores && evidence.fit) {
    const percentiles = percentilesOf(evidence.scores);
    const questions = gapQuestions({ percentiles, targets: evidence.fit.targets, perGap: 1 });
    const gaps = traitGaps(percentiles, evidence.fit.targets);
    const chosen = [
      ...questions.filter((q) => q.kind === "probe").slice(0, MAX_PROBES),
      ...questions.filter((q) => q.kind === "confirm").slice(0, MAX_CONFIRMS),
    ];
    if (chosen.length) {
      return chosen.map((q) => ({
        key: q.key,
        question: q.text,
        purpose: [questionReason(q, gaps), q.listenFor && `Listen for: ${q.listenFor}`].filter(Boolean).join(". "),
        kind: q.kind === "confirm" ? "confirm" : "probe",
        trait: q.scale ? scaleName(q.scale as ScaleCode) : null,
      }));
    }
  }
  return [...evidence.report]
    .map((d) => ({ d, distance: Math.abs(50 - percentileOf(evidence, d.code)) }))
    .sort((a, b) => b.distance - a.distance)
    .slice(0, 3)
    .map(({ d }) => ({
      key: null,
      question: d.ask,
      purpose: `${d.title} stands out in the report (${d.level === "neutral" ? "average" : d.level}).`,
      kind: "probe" as const,
      trait: d.title,
    }));
}

function percentileOf(evidence: CandidateEvidence, code: ScaleCode): number {
  const scores = evidence.scores;
  if (!scores) return 50;
  return code.length === 1
    ? scores.domains[code as DomainCode].percentile
    : scores.facets[code as FacetCode].percentile;
}

export function defaultAnalysis(evidence: CandidateEvidence): StoredAnalysis {
  const scales = scalesOf(evidence);
  const { gaps, strengths } = gapsOf(evidence.fit);
  const who = evidence.firstName;
  const applied = evidence.jobTitle ? ` and applied for the job “${evidence.jobTitle}”` : "";
  const fit = evidence.fit
    ? fitSentence(evidence.fit)
    : `There is ${evidence.benchmarkReason}, so the fit to the role is not measured.`;
  // A strength on a stress scale is its low end, named as such ("Calm in Uncertainty (Worry 8th percentile, …)").
  const within = (t: TraitFit) =>
    `${strengthName(t.code)} (${strengthName(t.code) === scaleName(t.code) ? "" : `${scaleName(t.code)} `}` +
    `${ordinal(t.percentile)} percentile, within the benchmark's ${t.target.min}–${t.target.max}): ` +
    (scales.get(t.code)?.atWork ?? "");
  return {
    overview: `${who} is assessed for the ${evidence.role} role${applied}. ${fit}`,
    strengths: strengths.slice(0, MAX_ITEMS).map(within),
    risks: gaps
      .slice(0, MAX_ITEMS)
      .map((t) => `${scaleName(t.code)}: ${where(t)}. ${scales.get(t.code)?.atWork ?? ""}`.trim()),
    benchmark_fit: fit,
    explore: defaultQuestions(evidence)
      .filter((q) => q.kind === "probe")
      .slice(0, MAX_ITEMS)
      .map((q) => q.question),
  };
}
