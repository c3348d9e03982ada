// One Liquid engine for every editable text (the product's e-mails and companies' messages). Strict: an unknown
// variable or filter is an error, never an empty gap in a message someone receives. Output is plain text; HTML is
// made from it by escaping (toHtml), so a variable's value can never inject markup.
import { Liquid } from "liquidjs";
import { isLanguage, textDirection as directionOf } from "../../domain/languages";

const textDirection = (language: string) => (isLanguage(language) ? directionOf(language) : "ltr");

const engine = new Liquid({
  strictVariables: true,
  strictFilters: true,
  // Templates come from the database, never from files or includes.
  relativeReference: false,
  dynamicPartials: false,
});

export type Variables = Record<string, string | number>;

export interface TemplateProblem {
  /** The field the problem is in (`subject`, `body`). */
  field: string;
  message: string;
}

/** Renders a template synchronously; throws a Liquid error on a syntax error or an unknown variable. */
export function renderText(source: string, variables: Variables): string {
  return engine.parseAndRenderSync(source, variables);
}

/**
 * Checks one field: it parses, renders with the sample values (unknown variables fail), and uses every required
 * variable. Answers the problems, worded for the form.
 */
export function checkTemplate(
  field: string,
  source: string,
  sample: Variables,
  required: readonly string[] = [],
): TemplateProblem[] {
  try {
    renderText(source, sample);
  } catch (error) {
    return [{ field, message: describeLiquidError(error, sample) }];
  }
  const used = usedVariables(source);
  return required
    .filter((name) => !used.has(name))
    .map((name) => ({ field, message: `must use the variable {{ ${name} }}` }));
}

/** The top-level variable names a template reads. */
export function usedVariables(source: string): Set<string> {
  try {
    const names = engine.globalVariablesSync(engine.parse(source));
    return new Set(names.map((n) => String(n).split(".")[0]));
  } catch {
    return new Set();
  }
}

function describeLiquidError(error: unknown, sample: Variables): string {
  const message = error instanceof Error ? error.message : String(error);
  const undefinedVariable = /undefined variable: ([\w.]+)/i.exec(message);
  if (undefinedVariable) {
    return `uses the unknown variable {{ ${undefinedVariable[1]} }}; available: ${Object.keys(sample)
      .map((k) => `{{ ${k} }}`)
      .join(", ")}`;
  }
  const undefinedFilter = /undefined filter: (\w+)/i.exec(message);
  if (undefinedFilter) return `uses the unknown filter ${undefinedFilter[1]}`;
  // Liquid's messages end with ", line:1, col:5"; keep the first clause and the position.
  const position = /line:(\d+), col:(\d+)/.exec(message);
  const first = message.split(/,\s*(?:file|line):/)[0];
  return `has a template syntax error: ${first}${position ? ` (line ${position[1]}, column ${position[2]})` : ""}`;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * A plain-text message as simple HTML: paragraphs at blank lines, every character escaped; the given links become
 * anchors, and a paragraph "Label: <link>" becomes a link labelled Label.
 */
export function toHtml(text: string, links: readonly string[], footer?: string, language = "en"): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${paragraphHtml(p, links)}</p>`);
  if (footer) paragraphs.push(`<p style="color: #616e7c; font-size: 12px">${escapeHtml(footer)}</p>`);
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${textDirection(language)}"><body style="font-family: Arial, sans-serif; color: #1f2933; line-height: 1.5">
${paragraphs.join("\n")}
</body></html>`;
}

function paragraphHtml(paragraph: string, links: readonly string[]): string {
  for (const link of links) {
    if (!link) continue;
    if (paragraph.endsWith(`: ${link}`) && !paragraph.slice(0, -link.length - 2).includes("\n")) {
      // French sets a space before the colon ("Commencer : <link>"): the label ends before it.
      const label = paragraph.slice(0, -link.length - 2).trimEnd();
      return `<a href="${escapeHtml(link)}">${escapeHtml(label)}</a>`;
    }
  }
  let html = escapeHtml(paragraph).replaceAll("\n", "<br>");
  for (const link of links) {
    if (!link) continue;
    const escaped = escapeHtml(link);
    html = html.replaceAll(escaped, `<a href="${escaped}">${escaped}</a>`);
  }
  return html;
}
