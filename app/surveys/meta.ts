// A candidate page's <title> in the page's language, from its loader's `i18n` (English when the loader failed).
import brand from "~brand";
import type { PageI18n } from "~/i18n/types";
import { translator } from "~/i18n/useT";

export function candidateTitle(data: unknown, key: string, english: string): string {
  const i18n = (data as { i18n?: PageI18n } | undefined)?.i18n;
  return i18n ? translator(i18n)(key, { brand: brand.name }) : `${english} | ${brand.name}`;
}
