// The team view: a team as a whole — its spread on each domain (lowest, quartiles, median,
// highest), who sits at each extreme, what the team has plenty of and what it lacks — and how one more person would
// change that balance. Pure and safe for browser code: the API builds it, the page and the PDF show it.
import { levelFor, type Level } from "../assessment/bands";
import { DOMAIN_NAMES, DOMAINS, type DomainCode } from "../assessment/traits";

/** The two ends of a domain: where a person at the "low" or the "high" level sits. */
export type Pole = "low" | "high";
export const POLES: readonly Pole[] = ["low", "high"];

/**
 * What each pole brings to a team, in the product's own words: short noun phrases that read after "plenty of" and
 * "lacks", and neither end sounds better than the other (a team needs both).
 */
export const POLE_NAMES: Record<DomainCode, Record<Pole, string>> = {
  N: { low: "steadiness under pressure", high: "alertness to risk" },
  E: { low: "quiet focus", high: "outgoing energy" },
  O: { low: "practical, proven ways", high: "new ideas" },
  A: { low: "candid challenge", high: "warm cooperation" },
  C: { low: "flexibility", high: "structure" },
};

/** The smallest team (people with scores) for which a pole nobody sits at counts as something the team lacks. */
export const MIN_TEAM_FOR_LACKS = 3;
/** The smallest team (people with scores) for which "at least half at a pole" counts as plenty. */
export const MIN_TEAM_FOR_PLENTY = 2;
/** A median shift smaller than this (percentile points) is not worth a sentence. */
export const NOTABLE_SHIFT = 5;

/** A team member as the balance reads it: the domain percentiles, or null while the assessment is unfinished. */
export interface TeamMember {
  id: number;
  /** How the page and the texts name the person. */
  name: string;
  scores: { domains: Readonly<Record<DomainCode, { percentile: number }>> } | null;
}

/** A member whose assessment is scored: the only kind of person `withPerson` adds. */
export type ScoredMember = TeamMember & { scores: NonNullable<TeamMember["scores"]> };

export interface PlacedMember {
  id: number;
  name: string;
  percentile: number;
  level: Level;
}

/** Lowest, quartiles, median and highest percentile of the members with scores. */
export interface Spread {
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}

export interface DomainBalance {
  domain: DomainCode;
  name: string;
  /** Null when nobody in the team has scores. */
  spread: Spread | null;
  /** Every member with scores, lowest percentile first (ties by name). */
  members: PlacedMember[];
  /** The members at the low and at the high level (lowest first, highest first). */
  low: PlacedMember[];
  high: PlacedMember[];
  /** The pole phrases of this domain. */
  poles: Record<Pole, string>;
}

/** A pole the team has plenty of, or lacks. */
export interface PoleNote {
  domain: DomainCode;
  pole: Pole;
  /** The pole's phrase, e.g. "structure". */
  phrase: string;
  /** How many members (with scores) sit at the pole, out of `of`. */
  count: number;
  of: number;
  /** A sentence for the page and the PDF, e.g. "Plenty of structure (high Conscientiousness): 3 of 4 people". */
  text: string;
}

export interface TeamBalance {
  /** Everyone in the team, with scores or not. */
  size: number;
  /** Members with scores (the only ones the figures count). */
  scored: number;
  /** Members whose assessment is not finished: named, never counted. */
  unscored: { id: number; name: string }[];
  domains: DomainBalance[];
  plenty: PoleNote[];
  lacks: PoleNote[];
}

/** "high Conscientiousness" */
export const poleLabel = (domain: DomainCode, pole: Pole) => `${pole} ${DOMAIN_NAMES[domain]}`;

const people = (n: number) => (n === 1 ? "1 person" : `${n} people`);

/**
 * A quantile of sorted whole percentiles (linear between the two nearest, as spreadsheets' QUARTILE does), rounded
 * to a whole percentile. The median is the mean of the middle two for an even count, like the conflict tool's.
 */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error("the quantile of no values");
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return Math.round(sorted[below] + (sorted[above] - sorted[below]) * (at - below));
}

export function spreadOf(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: sorted[0],
    q1: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    q3: quantile(sorted, 0.75),
    max: sorted[sorted.length - 1],
  };
}

function plentyText(domain: DomainCode, pole: Pole, count: number, of: number) {
  return `Plenty of ${POLE_NAMES[domain][pole]} (${poleLabel(domain, pole)}): ${count} of ${people(of)}`;
}

function lacksText(domain: DomainCode, pole: Pole) {
  return `Lacks ${POLE_NAMES[domain][pole]} (${poleLabel(domain, pole)}): nobody in the team is at that end`;
}

/** The team's balance: per domain the spread and the extremes, and what the team has plenty of and lacks. */
export function teamBalance(members: readonly TeamMember[]): TeamBalance {
  const scoredMembers = members.filter((m) => m.scores !== null);
  const scored = scoredMembers.length;
  const plenty: PoleNote[] = [];
  const lacks: PoleNote[] = [];
  const domains = DOMAINS.map((domain): DomainBalance => {
    const placed = scoredMembers
      .map((m): PlacedMember => {
        const percentile = m.scores!.domains[domain].percentile;
        return { id: m.id, name: m.name, percentile, level: levelFor(percentile) };
      })
      .sort((a, b) => a.percentile - b.percentile || a.name.localeCompare(b.name) || a.id - b.id);
    const at: Record<Pole, PlacedMember[]> = {
      low: placed.filter((m) => m.level === "low"),
      high: placed.filter((m) => m.level === "high").reverse(),
    };
    for (const pole of POLES) {
      const count = at[pole].length;
      const note = { domain, pole, phrase: POLE_NAMES[domain][pole], count, of: scored };
      if (scored >= MIN_TEAM_FOR_PLENTY && count * 2 >= scored)
        plenty.push({ ...note, text: plentyText(domain, pole, count, scored) });
      if (scored >= MIN_TEAM_FOR_LACKS && count === 0) lacks.push({ ...note, text: lacksText(domain, pole) });
    }
    return {
      domain,
      name: DOMAIN_NAMES[domain],
      spread: spreadOf(placed.map((m) => m.percentile)),
      members: placed,
      low: at.low,
      high: at.high,
      poles: POLE_NAMES[domain],
    };
  });
  return {
    size: members.length,
    scored,
    unscored: members.filter((m) => m.scores === null).map((m) => ({ id: m.id, name: m.name })),
    domains,
    plenty,
    lacks,
  };
}

/** What one more person does to one domain of the balance. */
export interface DomainChange {
  domain: DomainCode;
  name: string;
  percentile: number;
  level: Level;
  /** The team's median before and after (null while nobody has scores). */
  medianBefore: number | null;
  medianAfter: number | null;
  /** After minus before (0 when there was no median before). */
  shift: number;
  /** The pole the person sits at that nobody in the team sat at before, if any. */
  fills: Pole | null;
  /** The pole that becomes "plenty" with the person (it was not before), if any. */
  crowds: Pole | null;
}

export interface WithPerson {
  person: { id: number; name: string };
  /** The person is already in the team: nothing changes. */
  alreadyMember: boolean;
  before: TeamBalance;
  after: TeamBalance;
  changes: DomainChange[];
  /** Sentences for the page and the PDF, the biggest effects first. */
  summary: string[];
}

/**
 * The balance with one more person, and what the person changes: per domain the median's shift, a pole nobody sat
 * at that the person brings, and a pole that becomes crowded. A person already in the team (same id) changes nothing.
 */
export function withPerson(members: readonly TeamMember[], person: ScoredMember): WithPerson {
  const before = teamBalance(members);
  const alreadyMember = members.some((m) => m.id === person.id);
  const after = alreadyMember ? before : teamBalance([...members, person]);
  const changes = DOMAINS.map((domain, i): DomainChange => {
    const percentile = person.scores.domains[domain].percentile;
    const level = levelFor(percentile);
    const b = before.domains[i];
    const a = after.domains[i];
    const medianBefore = b.spread?.median ?? null;
    const medianAfter = a.spread?.median ?? null;
    const pole: Pole | null = level === "neutral" ? null : level;
    const wasPlenty = (p: Pole) => before.plenty.some((n) => n.domain === domain && n.pole === p);
    const isPlenty = (p: Pole) => after.plenty.some((n) => n.domain === domain && n.pole === p);
    return {
      domain,
      name: DOMAIN_NAMES[domain],
      percentile,
      level,
      medianBefore,
      medianAfter,
      shift: medianBefore === null || medianAfter === null ? 0 : medianAfter - medianBefore,
      fills: !alreadyMember && pole && before.scored > 0 && b[pole].length === 0 ? pole : null,
      crowds: !alreadyMember && pole && !wasPlenty(pole) && isPlenty(pole) ? pole : null,
    };
  });
  return {
    person: { id: person.id, name: person.name },
    alreadyMember,
    before,
    after,
    changes,
    summary: alreadyMember ? [`${person.name} is already in the team.`] : summaryOf(person.name, changes),
  };
}

function summaryOf(name: string, changes: readonly DomainChange[]): string[] {
  const fills = changes
    .filter((c) => c.fills)
    .map(
      (c) =>
        `${name} brings ${POLE_NAMES[c.domain][c.fills!]} (${poleLabel(c.domain, c.fills!)}), which nobody in the team has.`,
    );
  const crowds = changes
    .filter((c) => c.crowds)
    .map(
      (c) =>
        `With ${name}, at least half the team sits at ${poleLabel(c.domain, c.crowds!)}: more ${POLE_NAMES[c.domain][c.crowds!]}, and fewer voices for ${POLE_NAMES[c.domain][c.crowds === "low" ? "high" : "low"]}.`,
    );
  const shifts = [...changes]
    .filter((c) => c.medianBefore !== null && Math.abs(c.shift) >= NOTABLE_SHIFT)
    .sort((a, b) => Math.abs(b.shift) - Math.abs(a.shift))
    .map(
      (c) =>
        `The team's median ${c.name} moves ${c.shift > 0 ? "up" : "down"} from ${c.medianBefore} to ${c.medianAfter}.`,
    );
  const all = [...fills, ...crowds, ...shifts];
  return all.length ? all : [`${name} fits the team's current balance: no domain changes much.`];
}
