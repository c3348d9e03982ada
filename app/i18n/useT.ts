// Messages for candidate-facing components, in the page's language (app/i18n/i18n.server.ts puts them in the
// loader data). `t("survey.register.title", { company })` formats an ICU message; `t.date(value)` writes a date the
// way a reader of the language does. A page without `i18n` data (an error page whose loader failed) is in English
// with the `common` messages only.
import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import { DEFAULT_LANGUAGE } from "~domain/languages";
import { formatDate, formatNumber, type DateStyle } from "~domain/format";
import englishCommon from "./messages/en/common.json";
import { usePageI18n } from "./page-i18n";
import type { PageI18n } from "./types";

export type Values = Record<string, string | number | Date | null | undefined>;

export interface Translate {
  (key: string, values?: Values): string;
  date(value: string | Date | null | undefined, style?: DateStyle): string;
  number(value: number): string;
  language: PageI18n["language"];
  dir: PageI18n["dir"];
}

const cache = createIntlCache();
const intls = new WeakMap<Record<string, string>, IntlShape<string>>();

/** A translator over one page's messages (also what tests and e-mails use). */
export function translator(i18n: PageI18n): Translate {
  let intl = intls.get(i18n.messages);
  if (!intl) {
    intl = createIntl<string>(
      {
        locale: i18n.language,
        defaultLocale: DEFAULT_LANGUAGE,
        messages: i18n.messages,
        // A key missing from the messages shows the key itself: the key test keeps this from reaching users.
        onError: () => undefined,
      },
      cache,
    );
    intls.set(i18n.messages, intl);
  }
  const shape = intl;
  const t = ((key: string, values?: Values) =>
    shape.formatMessage({ id: key, defaultMessage: i18n.messages[key] ?? key }, values as never)) as Translate;
  t.date = (value, style = "date") => formatDate(value, { style, locale: i18n.language });
  t.number = (value) => formatNumber(value, i18n.language);
  t.language = i18n.language;
  t.dir = i18n.dir;
  return t;
}

const ENGLISH_COMMON: PageI18n = {
  language: DEFAULT_LANGUAGE,
  dir: "ltr",
  languages: [DEFAULT_LANGUAGE],
  messages: Object.fromEntries(Object.entries(englishCommon).map(([key, text]) => [`common.${key}`, text])),
};

/** The page's translator (English `common` messages only when no loader gave any). */
export function useT(): Translate {
  return translator(usePageI18n() ?? ENGLISH_COMMON);
}
