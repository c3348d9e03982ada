// The language of a candidate-facing page and its messages (docs/languages.md, docs/decisions/079-candidate-languages.md).
// A page's loader asks for the namespaces its page uses; the messages travel in its loader data, so the translations
// stay on the server for HTML-only pages and reach the browser only for what a hydrating page shows.
import type { Language } from "~domain/languages";
import { DEFAULT_LANGUAGE, isLanguage, negotiateLanguage, textDirection } from "~domain/languages";
import { offeredItemLanguages } from "~domain/assessment/item-languages";
import { languageCookie } from "./cookie.server";
import { MESSAGES, type Namespace } from "./messages.server";
import type { PageI18n } from "./types";

let offered: readonly Language[] | null = null;

/** The languages a candidate may choose: those whose items pass the lint (assessment/item-languages.ts). */
export function offeredLanguages(): readonly Language[] {
  offered ??= offeredItemLanguages();
  return offered;
}

/** The language the person chose in the language menu (the cookie), if it is one we offer; else none. */
export async function chosenLanguage(request: Request): Promise<Language | undefined> {
  const choice: unknown = await languageCookie.parse(request.headers.get("Cookie"));
  return isLanguage(choice) && offeredLanguages().includes(choice) ? choice : undefined;
}

/**
 * The language of this request's candidate-facing page: the candidate's choice (the language cookie), else their
 * browser's Accept-Language, else the company's default (when the page knows its company), else English.
 */
export async function requestLanguage(request: Request, companyDefault?: string | null): Promise<Language> {
  return negotiateLanguage({
    choice: await chosenLanguage(request),
    acceptLanguage: request.headers.get("Accept-Language"),
    companyDefault,
    offered: offeredLanguages(),
  });
}

/**
 * A page's `i18n` loader field: its language, direction, the languages its switcher offers and the messages of
 * `namespaces` (with English for any key a language lacks, which the key test forbids in the repository).
 */
export function pageI18n(language: Language, namespaces: readonly Namespace[]): PageI18n {
  const messages: Record<string, string> = {};
  for (const namespace of ["common", ...namespaces] as const) {
    const english = MESSAGES[DEFAULT_LANGUAGE][namespace] ?? {};
    const own = MESSAGES[language][namespace] ?? {};
    for (const [key, text] of Object.entries(english)) messages[`${namespace}.${key}`] = own[key] ?? text;
  }
  return { language, dir: textDirection(language), languages: offeredLanguages(), messages };
}

/** `requestLanguage` and `pageI18n` in one: what most candidate-facing loaders need. */
export async function candidateI18n(
  request: Request,
  namespaces: readonly Namespace[],
  companyDefault?: string | null,
): Promise<PageI18n> {
  return pageI18n(await requestLanguage(request, companyDefault), namespaces);
}
