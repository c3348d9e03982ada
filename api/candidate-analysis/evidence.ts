// What the analysis and the chat may rest on about one candidate: the report's sections, the scores, the fit to the
// role's benchmark, the resume and the written answers (the application's and the instant interview's), each a
// passage with a citation. It is also the data minimisation of the AI features: only the first name, the role and
// these passages ever reach a prompt — never the e-mail, the phone, the last name, the address — any contact detail
// a candidate typed into an answer is masked, and an answer to a question about a protected characteristic (age,
// sex, origin, health…) is left out (ARCHITECTURE "Responsible assessment").
import { and, asc, desc, eq } from "drizzle-orm";
import brand from "~brand";
import { bandFor } from "../../domain/assessment/bands";
import {
  fitForScores,
  mayHaveFit,
  type BenchmarkTargets,
  type FitResult,
  type TraitFit,
} from "../../domain/assessment/fit";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import { reportTexts, type DomainReport, type ScaleReport } from "../../domain/assessment/report-texts";
import { pickStrengths } from "../../domain/assessment/strengths";
import {
  DOMAIN_NAMES,
  facetName,
  type DomainCode,
  type FacetCode,
  type ScaleCode,
} from "../../domain/assessment/traits";
import type { InterviewQuestion } from "../../domain/interview-questions";
import type { AnswerValue, TemplateQuestion } from "../../domain/jobs";
import { plural } from "../../domain/text";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import type { FileStorage } from "../files/storage";
import { extractResumeText } from "../resume-analysis/extract-text";
import { parseResume } from "../resume-analysis/parse-resume";
import {
  instantInterviews,
  jobApplications,
  jobApplicationTemplates,
  jobs,
  resumeAnalyses,
  type StoredCitation,
  type StoredRequirementMatch,
  type StoredResumeProfile,
} from "../../server/db/schema/index";
import { chooseBenchmarkWithReason } from "../interview-questions/model";
import { findSurveyResultInScope } from "../survey-results/model";

/** A passage the AI features may quote, with how to cite it. */
export interface Passage extends StoredCitation {
  /** Words the retrieval matches on besides the quote (the trait's name, the question…). */
  keywords: string;
}

export interface BenchmarkFit {
  id: number;
  name: string;
  /** Why this benchmark (the one rule, ADR 056): "the benchmark of the job …", "the benchmark for the role …". */
  reason: string;
  targets: BenchmarkTargets;
  result: FitResult;
}

export interface CandidateEvidence {
  surveyResultId: number;
  companyId: number;
  /** First name only (data minimisation). */
  firstName: string;
  role: string;
  /** The job applied for, when the candidate applied to one. */
  jobTitle: string | null;
  submitted: boolean;
  scores: AssessmentScores | null;
  report: DomainReport[];
  fit: BenchmarkFit | null;
  /** Why the fit is measured against its benchmark, or why there is none ("no benchmark for Receptionist"). */
  benchmarkReason: string;
  passages: Passage[];
}

/**
 * Questions whose answers a hiring summary or chat must never see: a person's age, sex, origin, beliefs, health or
 * family (an application form may ask them for other reasons; self-identification data is stored apart anyway).
 */
const SENSITIVE_QUESTION =
  /\b(age|aged|how old|date of birth|birth ?date|year of birth|born|birthday|gender|sex|pronouns?|ethnic\w*|race|racial|religio\w*|faith|disabilit\w*|disabled|health conditions?|medical conditions?|pregnan\w*|marital|married|nationality|sexual|orientation|veteran|eeo|self-identification)\b/i;

/** Whether a question asks about a protected characteristic (its answer stays out of every prompt and quote). */
export const isSensitiveQuestion = (text: string) => SENSITIVE_QUESTION.test(text);

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const PHONE = /\+?\d[\d\s().-]{7,}\d/g;

/**
 * Masks e-mail addresses, phone numbers and the last name in a candidate's own text before it can reach a prompt (a
 * candidate may sign an answer with their full name; only the first name is ever sent).
 */
export function maskContact(text: string, lastName?: string): string {
  const masked = text.replace(EMAIL, "[e-mail removed]").replace(PHONE, (match) => {
    // A phone number has many digits (or an international +); a year range ("2019-2021") has not.
    const digits = match.replace(/\D/g, "").length;
    return digits >= 9 || (match.startsWith("+") && digits >= 7) ? "[phone removed]" : match;
  });
  const last = lastName?.trim();
  if (!last || last.length < 2) return masked;
  return masked.replace(
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(last)}(?![\\p{L}\\p{N}])`, "giu"),
    "[name removed]",
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const scaleName = (code: ScaleCode) =>
  code.length === 1 ? DOMAIN_NAMES[code as DomainCode] : facetName(code as FacetCode);

const ordinal = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s}`;
};

function answerText(value: AnswerValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.join(", ") : null;
  if (typeof value === "object") return null; // an uploaded file: its name says nothing about the person
  return value.trim() || null;
}

/**
 * The candidate's evidence, in the actor's scope (a foreign or unknown result is the caller's 404), with the fit to
 * the benchmark the candidate's page uses: `pickedBenchmarkId` when the user picked one there, else the rule's.
 */
export async function loadEvidence(
  db: Database,
  actor: Actor,
  surveyResultId: number,
  pickedBenchmarkId?: number,
  /**
   * Where resumes are stored: given, a resume nobody has analyzed yet is read and parsed (the hiring summary does;
   * the chat, answering message by message, rests on the stored analyses only).
   */
  storage?: FileStorage,
): Promise<CandidateEvidence> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const firstName = result.first.trim().split(/\s+/)[0] || "The candidate";
  const texts = result.scores && brand.loadReportTexts ? await brand.loadReportTexts() : null;
  const report = texts && result.scores ? reportTexts(texts, result.scores, firstName) : [];

  const applications = await db
    .select({
      id: jobApplications.id,
      answers: jobApplications.answers,
      resumeKey: jobApplications.resumeKey,
      title: jobs.title,
      questions: jobApplicationTemplates.questions,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .leftJoin(jobApplicationTemplates, eq(jobApplicationTemplates.id, jobs.templateId))
    .where(and(eq(jobApplications.surveyResultId, result.id), eq(jobs.companyId, result.companyId)))
    .orderBy(asc(jobApplications.id));

  // The same benchmark as the page's fit and interview questions (the one rule: picked, job, role, else none); its
  // targets come without the facets the company's fit leaves out.
  const chosen = await chooseBenchmarkWithReason(db, result, pickedBenchmarkId);
  const benchmark = chosen.benchmark;
  const fit: BenchmarkFit | null =
    benchmark && mayHaveFit(result)
      ? {
          id: benchmark.id,
          name: benchmark.name,
          reason: benchmark.reason,
          targets: benchmark.targets,
          result: fitForScores(result.scores, benchmark.targets, benchmark.policy),
        }
      : null;

  const passages: Passage[] = [];
  for (const domain of report) {
    passages.push(reportPassage(domain, `${domain.measures}`));
    for (const facet of domain.facets) passages.push(reportPassage(facet, domain.title));
  }
  if (result.scores) {
    for (const [code, score] of Object.entries(result.scores.domains) as [DomainCode, { percentile: number }][]) {
      passages.push({
        kind: "score",
        ref: code,
        label: `Score: ${DOMAIN_NAMES[code]}`,
        quote: `${DOMAIN_NAMES[code]}: ${ordinal(score.percentile)} percentile (${bandFor(score.percentile)}).`,
        keywords: `${DOMAIN_NAMES[code]} score percentile`,
      });
    }
  }
  if (fit) {
    passages.push({
      kind: "score",
      ref: `benchmark:${fit.name}`,
      label: `Benchmark: ${fit.name}`,
      quote: fitSentence(fit),
      keywords: "benchmark fit role match suitable suitability",
    });
  }
  const [interview] = await db
    .select({ questions: instantInterviews.questions, answers: instantInterviews.answers })
    .from(instantInterviews)
    .where(eq(instantInterviews.surveyResultId, result.id));
  passages.push(...writtenAnswerPassages(applications, interview ?? null, result.last));

  // The newest resume analysis of each application: its requirement matches with their quoted evidence, and the
  // experience, skills and education it found (the resume's own text is not kept, by the resume analysis' design).
  // With the storage at hand, a resume nobody analyzed yet is read and parsed the way the analysis' default does.
  for (const application of applications) {
    const [analysis] = await db
      .select({ id: resumeAnalyses.id, profile: resumeAnalyses.profile, matches: resumeAnalyses.matches })
      .from(resumeAnalyses)
      .where(and(eq(resumeAnalyses.applicationId, application.id), eq(resumeAnalyses.companyId, result.companyId)))
      .orderBy(desc(resumeAnalyses.createdAt), desc(resumeAnalyses.id))
      .limit(1);
    const profile = analysis?.profile ?? (storage ? await parsedResume(storage, application.resumeKey) : null);
    if (!profile) continue;
    const prefix = analysis ? `${analysis.id}` : `${application.id}:unanalyzed`;
    passages.push(...resumePassages(prefix, profile, analysis?.matches ?? [], result.last));
  }

  return {
    surveyResultId: result.id,
    companyId: result.companyId,
    firstName,
    role: result.roleName,
    jobTitle: applications[0]?.title ?? null,
    submitted: Boolean(result.scores),
    scores: result.scores,
    report,
    fit,
    benchmarkReason: chosen.reason,
    passages,
  };
}

/**
 * The candidate's written answers as passages: the application's (each under its question; files and empty answers
 * left out) and the instant interview's. Contact details and the last name are masked; an answer to a question about
 * a protected characteristic is left out.
 */
export function writtenAnswerPassages(
  applications: { id: number; title: string; questions: unknown; answers: unknown }[],
  interview: { questions: InterviewQuestion[]; answers: Record<string, string> } | null,
  lastName: string,
): Passage[] {
  const passages: Passage[] = [];
  for (const application of applications) {
    const questions = (application.questions ?? []) as TemplateQuestion[];
    for (const question of questions) {
      if (isSensitiveQuestion(question.label)) continue;
      const text = answerText((application.answers as Record<string, AnswerValue>)[question.id]);
      if (!text) continue;
      passages.push({
        kind: "application_answer",
        ref: `${application.id}:${question.id}`,
        label: `Answer: ${question.label}`,
        quote: maskContact(text, lastName).slice(0, 1500),
        keywords: `${question.label} ${application.title} application`,
      });
    }
  }
  for (const question of interview?.questions ?? []) {
    const answer = interview?.answers[question.key]?.trim();
    if (!answer || isSensitiveQuestion(question.text)) continue;
    passages.push({
      kind: "interview_answer",
      ref: question.key,
      label: `Instant interview: ${question.text.length > 80 ? `${question.text.slice(0, 79)}…` : question.text}`,
      quote: maskContact(answer, lastName).slice(0, 1500),
      keywords: `${question.text} interview ${question.scale ? scaleName(question.scale as ScaleCode) : ""}`,
    });
  }
  return passages;
}

/**
 * A resume as passages: the job's requirements it speaks to (with the passage quoted), the experience, the skills
 * and the education, masked like the answers. `prefix` keeps the citations apart (the analysis, or the application).
 */
export function resumePassages(
  prefix: string,
  profile: StoredResumeProfile,
  matches: StoredRequirementMatch[],
  lastName: string,
): Passage[] {
  const passages: Passage[] = [];
  const resume = (ref: string, label: string, quote: string, keywords: string) =>
    passages.push({
      kind: "resume",
      ref: `${prefix}:${ref}`,
      label,
      quote: maskContact(quote, lastName).slice(0, 1000),
      keywords,
    });
  matches.forEach((match, i) => {
    if (match.evidence)
      resume(`match:${i}`, `Resume: ${match.requirement}`, match.evidence, `${match.requirement} resume experience`);
  });
  const joined = (parts: (string | null | false)[]) => parts.filter(Boolean).join(" ");
  const experience = profile.experience.map((e) =>
    joined([e.title, e.employer && `at ${e.employer}`, e.start && `(${e.start}–${e.end ?? "now"})`]),
  );
  if (experience.length)
    resume(
      "experience",
      "Resume: experience",
      experience.join("; "),
      "resume experience work history previous jobs employer",
    );
  if (profile.skills.length) resume("skills", "Resume: skills", profile.skills.join(", "), "resume skills abilities");
  const education = profile.education.map((e) =>
    joined([e.qualification, e.institution && `at ${e.institution}`, e.year && `(${e.year})`]),
  );
  if (education.length)
    resume(
      "education",
      "Resume: education",
      education.join("; "),
      "resume education degree school qualification training",
    );
  return passages;
}

/** A resume's structure read from its file; null without a file or when it cannot be read (no summary fails on it). */
async function parsedResume(storage: FileStorage, key: string | null): Promise<StoredResumeProfile | null> {
  if (!key) return null;
  try {
    const bytes = await storage.read(key);
    return bytes ? parseResume(await extractResumeText(bytes)) : null;
  } catch {
    return null;
  }
}

/**
 * What a text about the candidate can rest on, in staff's words ("the assessment report", "the resume", "2 application
 * answers"): said beside the hiring summary, and in the chat when nothing answers.
 */
export function recordSources(passages: Passage[]): string[] {
  const of = (kind: Passage["kind"]) => passages.filter((p) => p.kind === kind).length;
  const sources: string[] = [];
  if (of("report") || of("score")) sources.push("the assessment report");
  const benchmark = passages.find((p) => p.ref.startsWith("benchmark:"));
  if (benchmark) sources.push(`the fit to the ${benchmark.ref.slice("benchmark:".length)} benchmark`);
  if (of("resume")) sources.push("the resume");
  if (of("application_answer")) sources.push(plural(of("application_answer"), "application answer"));
  if (of("interview_answer")) sources.push(plural(of("interview_answer"), "instant-interview answer"));
  return sources;
}

export function reportPassage(scale: ScaleReport, context: string): Passage {
  const levelWord = { low: "low", neutral: "average", high: "high" }[scale.level];
  return {
    kind: "report",
    ref: scale.code,
    label: `Report: ${scale.title}`,
    quote: scale.atWork,
    keywords: `${scale.title} ${context} ${levelWord} ${scale.ask}`,
  };
}

export function fitSentence(fit: BenchmarkFit): string {
  const which = `the ${fit.name} benchmark (${fit.reason})`;
  const outside = fit.result.traits.filter((t) => t.distance > 0);
  return (
    `Fit ${fit.result.fit}/100 (${fit.result.band}) against ${which}; ` +
    (outside.length
      ? `${outside.length} of ${fit.result.traits.length} traits lie outside its target ranges.`
      : `every trait lies within its target range.`)
  );
}

/**
 * The traits outside the benchmark's ranges, furthest first, and the strengths: the traits inside a range that also
 * meet the strengths rule (domain/assessment/strengths.ts: at or beyond the 65th percentile at the end that usually
 * helps at work), furthest out first, at most five. Inside a range but near the middle is no strength.
 */
export function gapsOf(fit: BenchmarkFit | null): { gaps: TraitFit[]; strengths: TraitFit[] } {
  if (!fit) return { gaps: [], strengths: [] };
  const traits = fit.result.traits;
  return {
    gaps: traits.filter((t) => t.distance > 0).sort((a, b) => b.distance - a.distance),
    strengths: pickStrengths(
      traits.filter((t) => t.distance === 0).map((t) => ({ scale: t.code, percentile: t.percentile, trait: t })),
    ).map((s) => s.trait),
  };
}
