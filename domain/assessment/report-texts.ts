// The shape of the hiring report's own writing: per trait scale (5 domains, 30 facets) and level (low, neutral,
// high), written for the recruiter about the person assessed, in the third person. The writing belongs to the brand
// that ships the hiring report (brands/hb/report-texts.ts, reached through `brand.loadReportTexts`), like the
// coaching brand's growth texts (ADR 036). Safe for browser code.
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

/** The text of one scale at one level: the one lookup a report configurator's override will plug into. */
export function reportText(texts: ReportTexts, scale: ScaleCode, level: Level): ReportText {
  return texts.levels[scale][level];
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

/** The report's texts for one person: per domain and facet the text of the person's level, with their name in. */
export function reportTexts(texts: ReportTexts, scores: AssessmentScores, firstName: string): DomainReport[] {
  const scale = (code: ScaleCode, title: string, level: Level): ScaleReport => {
    const text = reportText(texts, code, level);
    return { code, title, level, atWork: fillName(text.atWork, firstName), ask: fillName(text.ask, firstName) };
  };
  return DOMAINS.map((d) => ({
    ...scale(d, DOMAIN_NAMES[d], scores.domains[d].level),
    code: d,
    measures: texts.measures[d],
    facets: FACETS.filter((f): f is FacetCode => f.startsWith(d)).map((f) =>
      scale(f, facetName(f), scores.facets[f].level),
    ),
  }));
}
