// Which language the page is in, for the document (`<html lang dir>`) and the switcher. Apart from useT so that the
// root layout, which every page loads, carries no message formatter.
import { useMatches } from "@remix-run/react";
import type { PageI18n } from "./types";

/** The page's `i18n` loader data: the deepest route that has some; null on staff pages. */
export function usePageI18n(): PageI18n | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.data as { i18n?: PageI18n } | undefined;
    if (data && typeof data === "object" && data.i18n) return data.i18n;
  }
  return null;
}
