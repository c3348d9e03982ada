// Every message file, by language and namespace, read once when the server starts: the product's own
// (app/i18n/messages/<language>/<namespace>.json) with the brand's wording for candidates on top
// (brands/<brand>/messages/<language>/<namespace>.json, keys "brand.…"). Messages are ICU MessageFormat ("{name}",
// "{count, plural, one {# answer} other {# answers}}").
import brand from "~brand";
import { LANGUAGES, type Language } from "~domain/languages";

type Files = Record<string, Record<string, string>>;
const appFiles: Files = import.meta.glob("./messages/*/*.json", { eager: true, import: "default" });
const brandFiles: Files = import.meta.glob("../../brands/*/messages/*/*.json", { eager: true, import: "default" });

/** The namespaces: one per feature of the candidate-facing side, plus `common` (the frame every page shares). */
export const NAMESPACES = [
  "common",
  "survey",
  "careers",
  "interview",
  "funnels",
  "participant-report",
  "rights",
  "automated-tools",
  "self-identification",
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Messages = Record<Language, Record<Namespace, Record<string, string>>>;

/** One brand's messages: the product's, and the brand's own. */
export function messagesOf(brandName: string): Messages {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        NAMESPACES.map((namespace) => [
          namespace,
          {
            ...appFiles[`./messages/${language}/${namespace}.json`],
            ...brandFiles[`../../brands/${brandName}/messages/${language}/${namespace}.json`],
          },
        ]),
      ),
    ]),
  ) as Messages;
}

export const MESSAGES = messagesOf(brand.brand);
