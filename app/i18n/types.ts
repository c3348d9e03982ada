import type { Language } from "~domain/languages";

/** What a candidate-facing loader returns as `i18n` (app/i18n/i18n.server.ts): read by `useT` and the document. */
export interface PageI18n {
  language: Language;
  dir: "ltr" | "rtl";
  /** The languages the switcher offers. */
  languages: readonly Language[];
  /** "namespace.key" → ICU message, in `language`. */
  messages: Record<string, string>;
}
