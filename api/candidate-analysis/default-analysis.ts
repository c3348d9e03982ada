// The embedded default of the analysis: a hiring summary and interview questions assembled from the report's own
// texts and the fit to the role's benchmark, the same every time for the same data (labelled "Generated without AI").
import type { TraitFit } from "../../domain/assessment/fit";
import type { ScaleReport } from "../../domain/assessment/report-texts";
import { gapQuestions, percentilesOf, questionReason, traitGaps } from "../../domain/interview-questions";
import { strengthName, type DomainCode, type FacetCode, type ScaleCode } from "../../domain/assessment/traits";
import type { StoredAnalysis, StoredQuestion } from "../../server/db/schema/index";
import { listOfNames } from "../../domain/text";
import { fitSentence, gapsOf, scaleName, type CandidateEvidence } from "./evidence";

const MAX_ITEMS = 4;
const MAX_PROBES = 5;
const MAX_CONFIRMS = 2;
/** How many written answers the default quotes, and how much of each. */
const MAX_ANSWERS = 4;
const ANSWER_CHARS = 240;

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

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * What the resume and the written answers add, quoted rather than judged: the experience, skills and education the
 * resume shows, the job's requirements it speaks to, and the candidate's own words in their longest answers (the
 * application's and the instant interview's).
 */
export function defaultBackground(evidence: CandidateEvidence): string[] {
  const resume = evidence.passages.filter((p) => p.kind === "resume");
  const section = (label: string) => resume.find((p) => p.label === label)?.quote;
  const items: string[] = [];
  const experience = section("Resume: experience");
  if (experience) items.push(`Experience on the resume: ${cut(experience, 400)}.`);
  const skills = section("Resume: skills");
  if (skills) items.push(`Skills on the resume: ${cut(skills, 300)}.`);
  const education = section("Resume: education");
  if (education) items.push(`Education on the resume: ${cut(education, 300)}.`);
  const requirements = resume.filter((p) => p.ref.includes(":match:")).map((p) => p.label.slice("Resume: ".length));
  if (requirements.length)
    items.push(`The resume speaks to the job's requirements: ${cut(listOfNames(requirements.slice(0, 6)), 400)}.`);
  const answers = evidence.passages
    .filter((p) => p.kind === "application_answer" || p.kind === "interview_answer")
    .map((p, i) => ({ p, i }))
    // The fullest answers say the most in the candidate's own words; equal ones keep the form's order.
    .sort((a, b) => b.p.quote.length - a.p.quote.length || a.i - b.i)
    .slice(0, MAX_ANSWERS)
    .sort((a, b) => a.i - b.i)
    .map(({ p }) => {
      const asked =
        p.kind === "application_answer"
          ? p.label.replace(/^Answer: /, "")
          : p.label.replace(/^Instant interview: /, "");
      const where = p.kind === "application_answer" ? "application" : "instant interview";
      return `Asked “${asked}” (${where}): “${cut(p.quote, ANSWER_CHARS)}”`;
    });
  return [...items, ...answers];
}

export function defaultAnalysis(evidence: CandidateEvidence): Required<Omit<StoredAnalysis, "sources">> {
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
    background: defaultBackground(evidence),
  };
}
