import { useLocation } from "@remix-run/react";
import { languageName } from "~domain/languages";
import classes from "./LanguageSwitcher.module.css";
import { usePageI18n } from "./page-i18n";
import { useT } from "./useT";

/**
 * The language menu of every candidate-facing page: a disclosure that works without JavaScript (HTML-only pages),
 * each language named in itself and marked with its `lang`, the current one `aria-current`. A choice goes through
 * /language, which keeps it for the session and comes back here.
 */
export function LanguageSwitcher() {
  const i18n = usePageI18n();
  const t = useT();
  const { pathname, search } = useLocation();
  if (!i18n || i18n.languages.length < 2) return null;
  const next = encodeURIComponent(pathname + search);
  return (
    <details className={classes.switcher}>
      <summary
        className={classes.summary}
        aria-label={`${t("common.language.choose")}: ${languageName(i18n.language, i18n.language)}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={classes.globe}>
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            d="M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3Z"
          />
        </svg>
        {languageName(i18n.language, i18n.language)}
      </summary>
      <ul className={classes.list} aria-label={t("common.language.label")}>
        {i18n.languages.map((language) => (
          <li key={language}>
            <a
              className={classes.option}
              href={`/language?to=${language}&next=${next}`}
              lang={language}
              hrefLang={language}
              aria-current={language === i18n.language ? "true" : undefined}
            >
              {languageName(language, language)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
