// The theme's CSS variables as a stylesheet of their own (/theme.css): the same 15 KB for every page of a build, so
// the browser keeps one copy instead of each page carrying it inline, and hydration no longer works it out again.
import { createHash } from "node:crypto";
import { themeVariablesCss } from "./theme";

let stylesheet: { css: string; href: string } | undefined;

/** The CSS and its URL, versioned by its content so that a browser may keep it for good. */
export function themeStylesheet(): { css: string; href: string } {
  if (!stylesheet) {
    const css = themeVariablesCss();
    const version = createHash("sha256").update(css).digest("hex").slice(0, 12);
    stylesheet = { css, href: `/theme.css?v=${version}` };
  }
  return stylesheet;
}
