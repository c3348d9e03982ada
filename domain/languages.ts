// The languages a candidate can use the product in: the assessment's items (assessment/item-languages.ts) and the
// candidate-facing pages, reports and e-mails (app/i18n). Staff pages are written in US English (format.ts).
// Pure and safe for browser code; docs/languages.md.
import Negotiator from "negotiator";

/** English first: the language of the product's own text and of whatever has no translation. */
export const LANGUAGES = ["en", "es", "de", "fr", "pt-br", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(["ar"]);

/** The writing direction of a language, for `<html dir>`. */
export function textDirection(language: Language): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr";
}

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A language's name as a reader of `inLanguage` writes it: `languageName("de", "en")` is "German",
 * `languageName("de", "de")` "Deutsch" (what a language switcher shows), `languageName("pt-br", "en")` "Brazilian
 * Portuguese".
 */
export function languageName(language: Language, inLanguage: Language = DEFAULT_LANGUAGE): string {
  let names = displayNames.get(inLanguage);
  if (!names) {
    names = new Intl.DisplayNames([inLanguage], { type: "language", languageDisplay: "dialect" });
    displayNames.set(inLanguage, names);
  }
  const name = names.of(language) ?? language;
  // Intl writes a language's own name in lower case where the language does ("français", "español"); a menu item
  // starts with a capital.
  return name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
}

/**
 * Which language a candidate's page is in: their explicit choice (kept for the session), else the best match of
 * their browser's `Accept-Language` (quality values honoured, "de-AT" served in German, "pt" in Brazilian
 * Portuguese), else the company's default, else English. Only `offered` languages are ever chosen (a language
 * whose items fail the lint is not offered).
 */
export function negotiateLanguage({
  choice,
  acceptLanguage,
  companyDefault,
  offered = LANGUAGES,
}: {
  choice?: string | null;
  acceptLanguage?: string | null;
  companyDefault?: string | null;
  offered?: readonly Language[];
}): Language {
  const chosen = choice?.toLowerCase();
  if (isLanguage(chosen) && offered.includes(chosen)) return chosen;
  if (acceptLanguage) {
    const [best] = new Negotiator({ headers: { "accept-language": acceptLanguage } }).languages([...offered]);
    if (isLanguage(best)) return best;
  }
  if (isLanguage(companyDefault) && offered.includes(companyDefault)) return companyDefault;
  return offered.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (offered[0] ?? DEFAULT_LANGUAGE);
}
