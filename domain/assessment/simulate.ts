// A seeded generator of IPIP-NEO-120 protocols (answers and their times) for calibrating response validity
// (./validity.ts, docs/assessment/response-validity.md): attentive respondents drawn from a 30-facet model, and five
// careless styles. Pure: all chance comes from the RandomSource passed in (e.g. api/db/demo-random.ts's prng(seed)),
// so a seed gives the same protocols on every machine.
//
// Attentive respondents:
// - Facet levels: z_f = √c_d·g_d + √(1 − c_d)·u_f, with g_d (one per domain) and u_f standard normal and
//   independent, so latent facets of a domain correlate c_d and facets of different domains do not. c_d is the
//   observed within-domain facet correlation of ./facet-model.ts (the norms' own, N .41 E .38 O .26 A .27 C .39)
//   divided by the facet reliability, because observed facet scores carry measurement error and latent ones do not.
// - Items: an item's keyed score is μ_f/4 + s_f·(λ·z_f + √(1 − λ²)·e) with fresh noise e, before acquiescence,
//   rounding to the nearest answer and clipping to 1–5. λ² = r̄ = .347, the average inter-item correlation that gives
//   4-item facets Johnson's (2014) mean facet alpha of .68 (α = 4r̄/(1 + 3r̄)); μ_f and the spread s_f come from the
//   pooled norms, so facet scores land where the norms put them. A minus-keyed item's answer is 6 − keyed score.
// - Individual styles of attentive people: how widely they use the scale (s_f × e^{0.15·N}) and a mild tendency to
//   agree (acquiescence, N(0, 0.2) points added to every raw answer).
// - Times: each person's typical pace is 6 s per statement × e^{0.25·N} (about 3.6–10 s for 95 % of people), each
//   statement's time varies around it (× e^{0.35·N}), turning a page of ten adds 1–3 s, and one statement in a
//   hundred is followed by a break of half a minute to five minutes.
//
// Careless styles (answers only; except the speeder they keep an attentive person's times, so the answer indices
// must catch them without help from the pace):
// - all-same: one value for all 120 statements;
// - alternating: two values in turn, 1-5-1-5 or 2-4-2-4 (either way round);
// - random: each answer uniform over 1–5;
// - diagonal: 1-2-3-4-5 repeating, upwards or downwards, from any starting value;
// - speeder: answers drawn like an attentive person's, but 0.5–2 s per statement (uniform): the hardest case, where
//   only the pace can tell.
import { ITEMS } from "./items";
import { domainFacets, modelNorm, WITHIN_DOMAIN_CORRELATION } from "./facet-model";
import { DOMAINS, type FacetCode } from "./traits";

/** A seeded source of chance: uniform on [0, 1) and standard normal. */
export interface RandomSource {
  next(): number;
  normal(): number;
}

export const PROTOCOL_STYLES = ["attentive", "all-same", "alternating", "random", "diagonal", "speeder"] as const;
export type ProtocolStyle = (typeof PROTOCOL_STYLES)[number];

export interface SimulatedProtocol {
  style: ProtocolStyle;
  /** Answers by item id, 1–5 as chosen. */
  answers: Record<string, number>;
  /** When each answer was given (ms since the epoch), in the inventory's order. */
  answeredAt: number[];
}

/** Johnson's (2014) mean facet alpha, the facet reliability the item loading is chosen for. */
export const FACET_RELIABILITY = 0.68;
/** The average inter-item correlation within a 4-item facet with that alpha (Spearman–Brown solved for r̄). */
export const INTER_ITEM_CORRELATION = FACET_RELIABILITY / (4 - 3 * FACET_RELIABILITY);
const LOADING = Math.sqrt(INTER_ITEM_CORRELATION);

/** The latent correlation of two facets of one domain: the observed one corrected for the facets' unreliability. */
export const LATENT_WITHIN_DOMAIN = Object.fromEntries(
  DOMAINS.map((d) => [d, Math.min(1, WITHIN_DOMAIN_CORRELATION[d] / FACET_RELIABILITY)]),
) as Record<(typeof DOMAINS)[number], number>;

const START = Date.UTC(2026, 0, 5, 9);
const clamp = (value: number) => Math.min(5, Math.max(1, Math.round(value)));
const int = (random: RandomSource, min: number, max: number) => min + Math.floor(random.next() * (max - min + 1));

/** Latent facet levels of one attentive person. */
function facetLevels(random: RandomSource): Record<FacetCode, number> {
  const levels = {} as Record<FacetCode, number>;
  for (const domain of DOMAINS) {
    const c = LATENT_WITHIN_DOMAIN[domain];
    const common = random.normal();
    for (const facet of domainFacets(domain))
      levels[facet] = Math.sqrt(c) * common + Math.sqrt(1 - c) * random.normal();
  }
  return levels;
}

/** Per item (inventory order): its facet, its keyed mean and spread for a typical person, and its keying. */
const ITEM_MODEL = ITEMS.map((item) => {
  const norm = modelNorm(item.facetCode);
  return {
    facet: item.facetCode,
    mean: norm.mean / 4,
    scale: norm.sd / Math.sqrt(4 + 12 * INTER_ITEM_CORRELATION),
    minus: item.keyed === "minus",
  };
});

/** The 120 answers (inventory order) of an attentive person. */
function attentiveAnswers(random: RandomSource): number[] {
  const levels = facetLevels(random);
  const spread = Math.exp(0.15 * random.normal());
  const acquiescence = 0.2 * random.normal();
  const unique = Math.sqrt(1 - INTER_ITEM_CORRELATION);
  return ITEM_MODEL.map((item) => {
    const keyed = item.mean + item.scale * spread * (LOADING * levels[item.facet] + unique * random.normal());
    return clamp((item.minus ? 6 - keyed : keyed) + acquiescence);
  });
}

/** Seconds spent on each statement by an attentive person. */
function attentiveSeconds(random: RandomSource): number[] {
  const pace = 6 * Math.exp(0.25 * random.normal());
  return ITEMS.map((_, i) => {
    let seconds = pace * Math.exp(0.35 * random.normal());
    if (i > 0 && i % 10 === 0) seconds += 1 + 2 * random.next();
    if (random.next() < 0.01) seconds += 30 + 270 * random.next();
    return seconds;
  });
}

function timesFrom(seconds: readonly number[]): number[] {
  let at = START;
  return seconds.map((s) => (at += Math.round(s * 1000)));
}

function answersFor(style: ProtocolStyle, random: RandomSource): number[] {
  switch (style) {
    case "attentive":
    case "speeder":
      return attentiveAnswers(random);
    case "all-same": {
      const value = int(random, 1, 5);
      return ITEMS.map(() => value);
    }
    case "alternating": {
      const [a, b] = random.next() < 0.5 ? [1, 5] : [2, 4];
      const first = random.next() < 0.5;
      return ITEMS.map((_, i) => ((i % 2 === 0) === first ? a : b));
    }
    case "random":
      return ITEMS.map(() => int(random, 1, 5));
    case "diagonal": {
      const start = int(random, 0, 4);
      const up = random.next() < 0.5;
      return ITEMS.map((_, i) => {
        const step = (start + i) % 5;
        return up ? step + 1 : 5 - step;
      });
    }
  }
}

/** One protocol of the given style. */
export function simulateProtocol(style: ProtocolStyle, random: RandomSource): SimulatedProtocol {
  const values = answersFor(style, random);
  const seconds = style === "speeder" ? ITEMS.map(() => 0.5 + 1.5 * random.next()) : attentiveSeconds(random);
  return {
    style,
    answers: Object.fromEntries(ITEMS.map((item, i) => [item.id, values[i]])),
    answeredAt: timesFrom(seconds),
  };
}

/** `count` protocols of one style, drawn one after another from `random`. */
export function simulateProtocols(style: ProtocolStyle, count: number, random: RandomSource): SimulatedProtocol[] {
  return Array.from({ length: count }, () => simulateProtocol(style, random));
}
