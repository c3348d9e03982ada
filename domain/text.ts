// Small rules of English for text that prints a count or a name, so no page says "1 facets" or
// "Provider Operations's".
import { formatNumber } from "./format";

const pluralRules = new Intl.PluralRules("en-US");

/** The noun's form for a count, by the language's plural rules ("one" or "other" in English): "person", "people". */
export function pluralForm(count: number, one: string, many = `${one}s`): string {
  return pluralRules.select(count) === "one" ? one : many;
}

/**
 * A count with its noun: "1 facet", "0 facets", "1,200 results". `many` for a plural that is not noun + "s"
 * ("people"). The form follows Intl.PluralRules, so "1.5 hours" and "-1 point" come out right too.
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${pluralForm(count, one, many)}`;
}

/**
 * The possessive of a name: "Harbor Dental's", and for a name ending in s the apostrophe alone: "Provider
 * Operations'", "Summit Fitness'". `apostrophe` for text set with the typographic one (’).
 */
export function possessive(name: string, apostrophe: "'" | "’" = "'"): string {
  const trimmed = name.trim();
  return /s$/i.test(trimmed) ? `${trimmed}${apostrophe}` : `${trimmed}${apostrophe}s`;
}

/** "Ann Lee", "Ann Lee and Ben Ng", "Ann Lee, Ben Ng and Cleo Park". */
export function listOfNames(names: readonly string[]): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
