// The shape of the hiring report's own writing: per trait scale (5 domains, 30 facets) and level (low, neutral,
// high), written for the recruiter about the person assessed, in the third person. The writing belongs to the brand
// that ships the hiring report (brands/hb/report-texts.ts, reached through `brand.loadReportTexts`), like the
// coaching brand's growth texts (ADR 036). Safe for browser code.
import { mappedText, type ScaleMappings } from "../report-mappings";
import { possessive } from "../text";
import type { Level } from "./bands";
import type { AssessmentScores } from "./scoring";
import { DOMAIN_NAMES, DOMAINS, FACETS, facetName, type DomainCode, type FacetCode, type ScaleCode } from "./traits";

/** One scale at one level. `{name}` stands for the person's first name ("{name}'s" for its possessive). */
export interface ReportText {
  /** What this level usually looks like at work (one or two sentences, third person, neither praise nor blame). */
  atWork: string;
  /** What to explore in an interview at this level (one sentence, addressed to no one: "Ask about …"). */
  ask: string;
}

export interface ReportTexts {
  /** What each domain measures, one sentence about people in general. */
  measures: Readonly<Record<DomainCode, string>>;
  /** Every scale's text at every level: the table a report configurator's overrides will replace entries of. */
  levels: Readonly<Record<ScaleCode, Readonly<Record<Level, ReportText>>>>;
}

/**
 * The text of one scale at one level: the active report mapping's block for the person's percentile when one covers
 * it (`at`, the Report Configurator), else the built-in text.
 */
export function reportText(
  texts: ReportTexts,
  scale: ScaleCode,
  level: Level,
  at?: { percentile: number; mappings?: ScaleMappings<ReportText> },
): ReportText {
  return mappedText(at?.mappings, scale, at?.percentile) ?? texts.levels[scale][level];
}

/** Puts the person's first name into a text ("{name}'s" becomes "Kai's", or "James'" for a name ending in s). */
export function fillName(text: string, name: string): string {
  const who = name.trim() || "This person";
  return text.replace(/\{name\}('s)?/g, (_, s?: string) => (s ? possessive(who) : who));
}

export interface ScaleReport {
  code: ScaleCode;
  title: string;
  level: Level;
  atWork: string;
  ask: string;
}

export interface DomainReport extends ScaleReport {
  code: DomainCode;
  measures: string;
  facets: ScaleReport[];
}

/**
 * The report's texts for one person: per domain and facet the text of the person's level (or of an active report
 * mapping's range holding their percentile), with their name in.
 */
export function reportTexts(
  texts: ReportTexts,
  scores: AssessmentScores,
  firstName: string,
  mappings?: ScaleMappings<ReportText>,
): DomainReport[] {
  const scale = (code: ScaleCode, title: string, score: { level: Level; percentile: number }): ScaleReport => {
    const text = reportText(texts, code, score.level, { percentile: score.percentile, mappings });
    const level = score.level;
    return { code, title, level, atWork: fillName(text.atWork, firstName), ask: fillName(text.ask, firstName) };
  };
  return DOMAINS.map((d) => ({
    ...scale(d, DOMAIN_NAMES[d], scores.domains[d]),
    code: d,
    measures: texts.measures[d],
    facets: FACETS.filter((f): f is FacetCode => f.startsWith(d)).map((f) => scale(f, facetName(f), scores.facets[f])),
  }));
}
