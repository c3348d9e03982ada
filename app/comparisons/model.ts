// The comparison page's URL state and what its components share. Safe for browser code.
import type { ComparedPersonJson, ComparisonJson } from "../../api/comparisons/contract";
import { MAX_PEOPLE, MIN_PEOPLE } from "../../domain/coaching/comparison";

export type { ComparedPersonJson, ComparisonJson };

/** At most this many people in one comparison (the API's limit); a longer link is compared in parts. */
export const MAX_COMPARED = MAX_PEOPLE;
export const MIN_COMPARED = MIN_PEOPLE;
/** A link names at most this many people (a team's largest size); more is a hand-edited URL. */
const MAX_LINKED = 200;

const MAX_ID = 2_147_483_647;

/** A positive whole id, or null for anything else. */
export function idOf(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/**
 * The people chosen in the URL (`?ids=1&ids=2`, or `ids=1,2`): usable ids only, each once. A URL edited by hand
 * never makes the page fail. More than one comparison holds are compared in parts (`comparedPart`).
 */
export function idsFromSearch(search: URLSearchParams): number[] {
  const ids: number[] = [];
  for (const value of search.getAll("ids").flatMap((v) => v.split(","))) {
    const id = idOf(value);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_LINKED);
}

/**
 * The part of a long link compared now, and the rest in parts of MAX_COMPARED, each with its own link: a team of 23
 * is compared as its first 20, and the page links "the other 3" rather than dropping them. A last part of one person
 * takes the person before it along, since a comparison needs two.
 */
export function comparedPart(ids: readonly number[]): { compared: number[]; rest: number[][] } {
  const parts: number[][] = [];
  for (let i = 0; i < ids.length; i += MAX_COMPARED) parts.push(ids.slice(i, i + MAX_COMPARED));
  const last = parts.length - 1;
  if (last > 0 && parts[last].length < MIN_COMPARED)
    parts[last] = [...parts[last - 1].slice(parts[last].length - MIN_COMPARED), ...parts[last]];
  return { compared: parts[0] ?? [], rest: parts.slice(1) };
}

/** `/compare?ids=1&ids=2…` */
export function compareHref(ids: readonly number[]): string {
  const search = new URLSearchParams();
  for (const id of ids) search.append("ids", String(id));
  const text = search.toString();
  return text ? `/compare?${text}` : "/compare";
}

/** `/conflict?a=1&b=2` or `/conflict?a=1&team=3` (any part may be missing while choosing). */
export function conflictHref(choice: { a?: number | null; b?: number | null; team?: number | null }): string {
  const search = new URLSearchParams();
  if (choice.a) search.set("a", String(choice.a));
  if (choice.b) search.set("b", String(choice.b));
  else if (choice.team) search.set("team", String(choice.team));
  const text = search.toString();
  return text ? `/conflict?${text}` : "/conflict";
}

/** "1st", "22nd", "63rd", "11th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}

/** A person chosen on the page, as the picker and the chips show them. */
export interface ChosenPerson {
  id: number;
  first: string;
  last: string;
  role_name: string;
  company: string;
  /** Whether the assessment is finished (only finished ones can be compared). */
  finished: boolean;
}

/** A person offered by the picker's search. */
export type PickablePerson = ChosenPerson & { email: string };

export const fullName = (p: { first: string; last: string }) => `${p.first} ${p.last}`.trim();
