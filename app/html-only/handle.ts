// Pages that stay HTML in the browser (docs/decisions/047-html-only-candidate-pages.md): the server renders them in
// full, their links and forms work as plain HTML, and instead of React one small page script runs on them.

export interface HtmlOnlyHandle {
  htmlOnly: { script: string };
}

/**
 * A route's `handle` for HTML-only pages: `script` is the URL of the page script, imported with Vite's
 * `?worker&url` (which bundles a module and its imports into one file of its own and gives its URL in both builds).
 */
export function htmlOnly(script: string): HtmlOnlyHandle {
  return { htmlOnly: { script } };
}

/** The page script of the deepest matched route that is HTML-only; null when the page hydrates. */
export function htmlOnlyScript(matches: readonly { handle?: unknown }[]): string | null {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<HtmlOnlyHandle> | undefined;
    if (handle?.htmlOnly) return handle.htmlOnly.script;
  }
  return null;
}
