// The candidate-facing e-mails in every language but English (English is in templates.ts): one file per language
// (locales/<language>.json, each paragraph of a body a string), with the same Liquid variables as the English text
// (templates.test.ts checks it). A brand's word for the assessment in each language, with its article where the
// language needs one ("la evaluación de comportamiento"), is the brand's (brands/<brand>/mail/<language>.json).
// Staff e-mails (set-up, reset, invitation, account exists) are in English only, like staff pages.
import brand from "~brand";
import type { DataRequestType } from "../../domain/data-requests";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../domain/languages";
import type { EmailTemplateName } from "./template-names";
import ar from "./locales/ar.json";
import de from "./locales/de.json";
import es from "./locales/es.json";
import fr from "./locales/fr.json";
import ptBr from "./locales/pt-br.json";
import hbEs from "../../brands/hb/mail/es.json";
import hbDe from "../../brands/hb/mail/de.json";
import hbFr from "../../brands/hb/mail/fr.json";
import hbPtBr from "../../brands/hb/mail/pt-br.json";
import hbAr from "../../brands/hb/mail/ar.json";
import coachingEs from "../../brands/coaching/mail/es.json";
import coachingDe from "../../brands/coaching/mail/de.json";
import coachingFr from "../../brands/coaching/mail/fr.json";
import coachingPtBr from "../../brands/coaching/mail/pt-br.json";
import coachingAr from "../../brands/coaching/mail/ar.json";

/** The e-mails a candidate (a person assessed) receives: these are sent in the person's language. */
export const CANDIDATE_TEMPLATES = [
  "continue-assessment",
  "reassessment-invitation",
  "participant-report",
  "message",
] as const satisfies readonly EmailTemplateName[];
export type CandidateTemplateName = (typeof CANDIDATE_TEMPLATES)[number];

export function isCandidateTemplate(name: string): name is CandidateTemplateName {
  return (CANDIDATE_TEMPLATES as readonly string[]).includes(name);
}

/** The languages a template is written in: every language for a candidate's e-mail, English for staff. */
export function templateLanguages(name: string): readonly Language[] {
  return isCandidateTemplate(name) ? LANGUAGES : [DEFAULT_LANGUAGE];
}

/**
 * The frame of a company's reply to a person's request (api/data-requests/reply-request.ts), in Liquid: `subject`
 * with {{ company }} and {{ asked }}, `greeting` with {{ first }}, `signature` with {{ company }} and {{ brand }}; the
 * reply itself is the company's, as written.
 */
export interface ReplyWords {
  subject: string;
  greeting: string;
  signature: string;
  /** What the person asked for, as the subject says it. */
  asked: Record<DataRequestType, string>;
}

export interface MailLocale {
  /** The footer's "Questions?" before the support address. */
  questions: string;
  dataRequestReply: ReplyWords;
  templates: Record<CandidateTemplateName, { subject: string; body: string[] }>;
}

export const MAIL_LOCALES: Record<Exclude<Language, "en">, MailLocale> = { es, de, fr, "pt-br": ptBr, ar };

type BrandWords = { assessment: string };
// Imported one by one, not through import.meta.glob: the API is bundled by esbuild (scripts/build.mjs), which has none.
const BRAND_WORDS: Record<string, Record<Exclude<Language, "en">, BrandWords>> = {
  hb: { es: hbEs, de: hbDe, fr: hbFr, "pt-br": hbPtBr, ar: hbAr },
  coaching: { es: coachingEs, de: coachingDe, fr: coachingFr, "pt-br": coachingPtBr, ar: coachingAr },
};

/** This brand's word for the assessment in a language (English: the brand's own wording). */
export function assessmentWord(language: Language): string {
  if (language === DEFAULT_LANGUAGE) return brand.wording.assessment;
  return BRAND_WORDS[brand.brand]?.[language as Exclude<Language, "en">]?.assessment ?? brand.wording.assessment;
}

/** The locale dates in an e-mail of this language are written in (US English for English, as on staff pages). */
export function mailLocale(language: Language): string | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : language;
}
