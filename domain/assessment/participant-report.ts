// The person's own report: what their answers say about how they tend to work, written to them ("You tend to …"),
// per domain, with each score's likely range and the norm group named. It is built from the scores alone: no role,
// benchmark, fit or anything a company thinks, and none of the staff report's texts (its interview questions are
// for staff). Both brands use the same words; the coaching brand may add its growth report beside them. Pure, safe
// for browser code.
//
// Its words are in six languages, one file each (participant-report/<language>.json, the same keys as English, which
// a unit test checks); English's names are the staff-facing names of traits.ts.
import { DEFAULT_LANGUAGE, languageName, type Language } from "../languages";
import { scoreRange } from "./precision";
import type { AssessmentScores } from "./scoring";
import { pickStrengths } from "./strengths";
import { DOMAINS, FACETS, type DomainCode, type FacetCode } from "./traits";
import ar from "./participant-report/ar.json";
import de from "./participant-report/de.json";
import en from "./participant-report/en.json";
import es from "./participant-report/es.json";
import fr from "./participant-report/fr.json";
import ptBr from "./participant-report/pt-br.json";

/** How long the link to the report works, from submission. */
export const PARTICIPANT_REPORT_DAYS = 90;

/**
 * Every text of the report in one language: the domains' and strengths' names, what each domain measures, how the
 * person tends to work by level ("tend to": neither praise nor blame), each facet's favourable end, the notes on the
 * scores, the norm group and the words of the PDF. Placeholders are `{name}`.
 */
export type ReportTexts = typeof en;

export const REPORT_TEXTS: Record<Language, ReportTexts> = { en, es, de, fr, "pt-br": ptBr, ar };

/** A language's report texts (English for anything else). */
export function reportTexts(language: Language = DEFAULT_LANGUAGE): ReportTexts {
  return REPORT_TEXTS[language] ?? REPORT_TEXTS[DEFAULT_LANGUAGE];
}

/** A text with its `{name}` placeholders filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

// Languages whose writers put a language's name in lower case mid-sentence ("passé en allemand"); languageName
// capitalizes it for a menu.
const LOWER_CASE_LANGUAGE_NAMES: ReadonlySet<Language> = new Set(["es", "fr", "pt-br"]);

/** A language's name as a reader of `inLanguage` writes it inside a sentence. */
function languageInSentence(language: Language, inLanguage: Language): string {
  const name = languageName(language, inLanguage);
  return LOWER_CASE_LANGUAGE_NAMES.has(inLanguage)
    ? name.charAt(0).toLocaleLowerCase(inLanguage) + name.slice(1)
    : name;
}

/** The norm group the percentiles compare with, in the reader's language. */
export function normGroupName(language: Language = DEFAULT_LANGUAGE): string {
  // One norm group today (NORM_GROUPS["johnson-2014"]); a second would need its own text per language.
  return reportTexts(language).normGroup;
}

/**
 * The norm group and the language the questionnaire was taken in, in the reader's language: "IPIP-NEO-120, Johnson
 * 2014, English-language internet sample; taken in German" (norms-name.ts `administrationLine` for staff).
 */
export function administrationLineFor(administeredIn: Language, readerLanguage: Language = DEFAULT_LANGUAGE): string {
  return fill(reportTexts(readerLanguage).administration, {
    normGroup: normGroupName(readerLanguage),
    language: languageInSentence(administeredIn, readerLanguage),
  });
}

export interface ParticipantScale {
  name: string;
  percentile: number;
  /** The likely range (±1 standard error of measurement) in percentiles. */
  likely_range: { low: number; high: number };
}

export interface ParticipantDomain extends ParticipantScale {
  code: DomainCode;
  measures: string;
  how_you_work: string;
  /** This domain's facets that meet the strengths rule (domain/assessment/strengths.ts), most marked first. */
  strengths: { name: string; text: string }[];
}

export interface ParticipantReportContent {
  domains: ParticipantDomain[];
  /** The norm group the percentiles compare with, by name, in the report's language. */
  norm_group: string;
}

/** What the page and the PDF say about the percentiles, their ranges and the norm group. */
export function aboutTheScores(normGroup: string, language: Language = DEFAULT_LANGUAGE): string {
  return fill(reportTexts(language).aboutTheScores, { normGroup });
}

/** A few plain words on what the report is and is not. */
export function whatThisIs(language: Language = DEFAULT_LANGUAGE): string {
  return reportTexts(language).whatThisIs;
}

/** The same in English, for the person's data export (api/data-rights). */
export const WHAT_THIS_IS = whatThisIs(DEFAULT_LANGUAGE);

/** The person's report from their scores, in `language`. */
export function participantReportContent(
  scores: AssessmentScores,
  language: Language = DEFAULT_LANGUAGE,
): ParticipantReportContent {
  const texts = reportTexts(language);
  const range = (code: DomainCode | FacetCode, t: number) => {
    const r = scoreRange(code, t);
    return { low: r.percentile_low, high: r.percentile_high };
  };
  return {
    norm_group: normGroupName(language),
    domains: DOMAINS.map((d) => {
      const score = scores.domains[d];
      const facets = FACETS.filter((f) => f.startsWith(d)).map((f) => ({
        scale: f,
        percentile: scores.facets[f].percentile,
      }));
      return {
        code: d,
        name: texts.domainNames[d],
        percentile: score.percentile,
        likely_range: range(d, score.t),
        measures: texts.measures[d],
        how_you_work: texts.howYouWork[d][score.level],
        strengths: pickStrengths(facets).map((f) => ({
          name: texts.strengthNames[f.scale as FacetCode],
          text: texts.strengthTexts[f.scale as FacetCode],
        })),
      };
    }),
  };
}
