// The conflict tool: the likely friction points between two people — or a person and a team — are
// the scales where one sits low and the other high; each comes with the brand's short conversation guide (what to
// say, what to avoid), the two names filled in. A person and a team: the person against each member, a scale being a
// friction point when they sit at the opposite end from any member (a median would hide the members who differ).
// Pure and safe for browser code.
import { levelFor } from "../assessment/bands";
import { percentilesApart } from "../assessment/precision";
import { DOMAINS, FACETS, type DomainCode, type FacetCode, type ScaleCode } from "../assessment/traits";
import { largestFirst, SCALES, scoreOn, type LevelScore, type ProfileScores, type ScaleInfo } from "./comparison";
import { conflictGuide, fillNames, type PairTexts } from "./pair-texts";

/** One side of a conversation: a person, or a team through its median profile. */
export interface ConflictSide {
  name: string;
  scores: ProfileScores;
}

/** Where a side sits on a friction point's scale. */
export interface FrictionSide {
  /** Which side of the call: the first (`a`) or the second (`b`). */
  side: "a" | "b";
  name: string;
  percentile: number;
}

export interface FrictionPoint extends ScaleInfo {
  /** Percentile points between the two. */
  gap: number;
  low: FrictionSide;
  high: FrictionSide;
  friction: string;
  say: string[];
  avoid: string[];
}

/** The scales where one side is low and the other high, the largest gap first (ties: domains, then inventory order). */
export function frictionPoints(a: ConflictSide, b: ConflictSide, texts: PairTexts): FrictionPoint[] {
  const points: FrictionPoint[] = [];
  for (const info of SCALES) {
    const sa = scoreOn(a.scores, info.scale);
    const sb = scoreOn(b.scores, info.scale);
    const opposing = (sa.level === "low" && sb.level === "high") || (sa.level === "high" && sb.level === "low");
    // Opposite levels within measurement error of each other are no friction point (domain/assessment/precision.ts).
    if (!opposing || !percentilesApart(info.scale, sa.percentile, sb.percentile)) continue;
    // A table still being written may lack a scale's guide: that scale is left out, never shown without words.
    const aLow = sa.level === "low";
    const guide = conflictGuide(texts, info.scale, aLow ? sa.percentile : sb.percentile);
    if (!guide) continue;
    const low: FrictionSide = aLow
      ? { side: "a", name: a.name, percentile: sa.percentile }
      : { side: "b", name: b.name, percentile: sb.percentile };
    const high: FrictionSide = aLow
      ? { side: "b", name: b.name, percentile: sb.percentile }
      : { side: "a", name: a.name, percentile: sa.percentile };
    const names = { lower: low.name, higher: high.name };
    points.push({
      ...info,
      gap: high.percentile - low.percentile,
      low,
      high,
      friction: fillNames(guide.friction, names),
      say: guide.say.map((t) => fillNames(t, names)),
      avoid: guide.avoid.map((t) => fillNames(t, names)),
    });
  }
  return largestFirst(points, (p) => p.gap);
}

/** "Ana", "Ana and Ben", "Ana, Ben, and Cleo". */
const listOf = (names: readonly string[]) =>
  new Intl.ListFormat("en", { style: "long", type: "conjunction" }).format(names);

/**
 * A person and a team's members (the person not among them): the person against each member. A scale is a friction
 * point when the person sits at the opposite end from one or more members; its other side names those members (the
 * farthest first) and stands at the farthest one's percentile; its texts speak of the person and that farthest member.
 * The scales shared with the most members come first, then the largest gap.
 */
export function teamFrictionPoints(
  person: ConflictSide,
  members: readonly ConflictSide[],
  texts: PairTexts,
): FrictionPoint[] {
  const byScale = new Map<ScaleCode, FrictionPoint[]>();
  for (const member of members)
    for (const point of frictionPoints(person, member, texts))
      byScale.set(point.scale, [...(byScale.get(point.scale) ?? []), point]);
  const points: { point: FrictionPoint; scale: ScaleCode; members: number; gap: number }[] = [];
  for (const [scale, found] of byScale) {
    const sorted = [...found].sort((x, y) => y.gap - x.gap);
    const [farthest] = sorted;
    const names = listOf(sorted.map((p) => (p.low.side === "b" ? p.low.name : p.high.name)));
    const personLow = farthest.low.side === "a";
    const low: FrictionSide = personLow ? farthest.low : { ...farthest.low, name: names };
    const high: FrictionSide = personLow ? { ...farthest.high, name: names } : farthest.high;
    // The texts speak of two people (their verbs are singular): of the person and the farthest member.
    const point: FrictionPoint = { ...farthest, low, high };
    points.push({ point, scale, members: found.length, gap: farthest.gap });
  }
  // More members first; within the same count, the larger gap (gaps stay below 100).
  return largestFirst(points, (p) => p.members * 100 + p.gap).map((p) => p.point);
}

/** The median of whole percentiles, rounded to a whole percentile (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("the median of no values");
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/**
 * A team as one side of the conflict tool: on every scale the median percentile of its members with scores, and the
 * level of that median. Null when no member has scores (a team of unfinished assessments has no profile).
 */
export function teamProfile(
  name: string,
  members: readonly { scores: ProfileScores | null | undefined }[],
): ConflictSide | null {
  const scored = members.flatMap((m) => (m.scores ? [m.scores] : []));
  if (scored.length === 0) return null;
  const of = (scale: ScaleCode): LevelScore => {
    const percentile = median(scored.map((s) => scoreOn(s, scale).percentile));
    return { percentile, level: levelFor(percentile) };
  };
  return {
    name,
    scores: {
      domains: Object.fromEntries(DOMAINS.map((d) => [d, of(d)])) as Record<DomainCode, LevelScore>,
      facets: Object.fromEntries(FACETS.map((f) => [f, of(f)])) as Record<FacetCode, LevelScore>,
    },
  };
}
