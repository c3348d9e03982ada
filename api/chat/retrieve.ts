// The chat's retrieval: the passages about a candidate that answer a question. It picks what the AI endpoint is shown
// (only what the question needs) and, without an endpoint, is the answer itself: the passages quoted, honestly
// labelled as found rather than written. A passage is quoted only when it holds most of what the question asks
// about (its content words, weighted by how rare they are among the candidate's passages); a question about
// something the record never mentions ("a driving license") finds nothing rather than the nearest trait.
import type { Passage } from "../candidate-analysis/evidence";

/** Filler and framing words: a question's grammar, its pronouns and verbs that say nothing about what is asked. */
const STOP = new Set(
  (
    "the and for are but not nor you your yours with this that these those have has had having was were will would " +
    "can could should shall may might must about what which who whom whose how why when where does did doing done " +
    "is it its they them their theirs there then than into from out our ours she her hers him his he we us of on in " +
    "at to by or as be been being an a do any all some more most very just also so if too much many own other " +
    "tell me my please know think say said describe explain show give given ask candidate person " +
    "handle handled handles handling deal dealt deals dealing cope coping manage managed manages react reacts " +
    "respond responds behave behaves get gets got go goes went make makes made take takes took want wants see " +
    "seem seems look looks usually often typically really well way thing things something anything ever " +
    "work works working good bad great player meet meets"
  ).split(" "),
);

/**
 * Words of liking: they tell "would they like this job" from "what is their job", but in "do they like working with
 * people" what is asked about is the people.
 */
const SOFT = new Set("like likes liked enjoy enjoys love loves prefer prefers".split(" "));
const SOFT_WEIGHT = 0.25;

/**
 * Everyday words for the traits' staff-facing names (domain/assessment/traits.ts), so "stress" finds Stress response
 * and "teamwork" Agreeableness. A synonym counts as the word it stands for, never as a second word asked about.
 */
const SYNONYMS: Record<string, string> = {
  stress: "stress worry strain",
  pressure: "stress strain worry",
  calm: "stress worry composure",
  anxious: "worry stress",
  nervous: "worry self-consciousness",
  worry: "worry",
  anger: "temper",
  angry: "temper",
  temper: "temper",
  mood: "discouragement stress",
  setback: "discouragement stress",
  impulse: "impulsiveness",
  honest: "straightforwardness",
  social: "extraversion gregariousness friendliness",
  outgoing: "extraversion",
  people: "extraversion friendliness",
  customer: "friendliness cheerfulness extraversion",
  energy: "activity extraversion",
  lead: "assertiveness",
  leader: "assertiveness",
  leadership: "assertiveness",
  confident: "assertiveness",
  team: "agreeableness cooperation",
  teamwork: "agreeableness cooperation",
  colleague: "cooperation agreeableness",
  conflict: "cooperation agreeableness",
  trust: "trust",
  kind: "altruism sympathy",
  empathy: "sympathy altruism",
  reliable: "conscientiousness dutifulness",
  dependable: "dutifulness conscientiousness",
  detail: "orderliness cautiousness",
  organized: "orderliness",
  deadline: "self-discipline achievement-striving",
  criticism: "self-consciousness worry discouragement",
  feedback: "self-consciousness worry",
  motivated: "achievement-striving",
  ambition: "achievement-striving",
  careful: "cautiousness",
  impulsive: "cautiousness impulsiveness",
  creative: "openness imagination",
  ideas: "openness curiosity imagination",
  change: "openness adventurousness",
  learn: "curiosity openness",
  curious: "curiosity",
  fit: "benchmark",
  suitable: "benchmark fit",
  match: "benchmark fit",
  strength: "benchmark high",
  weakness: "benchmark low",
  risk: "benchmark low",
  experience: "experience employer",
  education: "education degree qualification",
  degree: "education degree qualification",
  skill: "skills",
};

/** British and American spellings meet ("organised" and "organized", "licence" and "license"). */
const spelling = (word: string) =>
  word
    .replace(/is(e|ed|es|ing|ation|ations)$/, "iz$1")
    .replace(/our$/, "or")
    .replace(/ence$/, "ense")
    .replace(/tre$/, "ter");

/**
 * A word's comparable form: lower case, US spelling, without a common ending or a final "e" — so "smiles" and "smile",
 * "organised" and "organize", "calmed" and "calm" meet.
 */
export function stem(word: string): string {
  const lower = spelling(word.toLowerCase().replace(/'s$/, ""));
  let bare = lower;
  if (/ies$/.test(bare)) bare = `${bare.slice(0, -3)}y`;
  else if (/(sses|xes|ches|shes|zes)$/.test(bare)) bare = bare.slice(0, -2);
  else if (/[^su]s$/.test(bare)) bare = bare.slice(0, -1);
  const suffix = (re: RegExp) => {
    const cut = bare.replace(re, "");
    if (cut.length >= 3) bare = cut;
  };
  suffix(/(ing|ed)$/);
  // "planning" → "plann" → "plan"; "filled" keeps its "ll".
  if (/([^lsz])\1$/.test(bare) && /(ing|ed)$/.test(lower)) bare = bare.slice(0, -1);
  suffix(/(ment|ness|ly)$/);
  return bare.length > 3 ? bare.replace(/e$/, "") : bare;
}

const SYNONYM_STEMS = new Map(
  Object.entries(SYNONYMS).map(([word, alike]) => [stem(word), alike.split(" ").map(stem)] as const),
);

const wordsIn = (text: string) => text.toLowerCase().match(/[a-z][a-z'-]*[a-z]/g) ?? [];

/** The stems of a text's words (what a passage is matched on). */
export function stems(text: string): string[] {
  return wordsIn(text)
    .filter((w) => !STOP.has(w))
    .map(stem);
}

/** One thing a question asks about: the word as typed and every stem that counts as it. */
interface Term {
  word: string;
  alike: string[];
}

/** The question's content words, without filler and without the names given (the candidate's name is everywhere). */
export function termsOf(question: string, ignore: string[] = []): Term[] {
  const ignored = new Set(ignore.flatMap((n) => wordsIn(n)).map(stem));
  const seen = new Set<string>();
  const terms: Term[] = [];
  for (const word of wordsIn(question)) {
    if (STOP.has(word) || word.length < 3) continue;
    const s = stem(word);
    if (ignored.has(s) || seen.has(s)) continue;
    seen.add(s);
    terms.push({ word, alike: [...new Set([s, ...(SYNONYM_STEMS.get(s) ?? [])])] });
  }
  return terms;
}

/** The least share of the question's (weighted) content a passage must hold to be quoted as answering it. */
export const MIN_COVERAGE = 0.6;
/** How much a word counts that only the passage's keywords hold. */
const KEYWORD_SHARE = 0.5;
/**
 * A passage whose label names what is asked (the trait, the question answered) outranks one that mentions it in
 * passing ("other people's stress" in a text about stress is no answer about people)…
 */
const NAMED = 1.25;
/** …and a passage far weaker than the best one is left out, though it passes the minimum. */
const NEAR_BEST = 0.85;

export interface Retrieval {
  /** The passages that answer, best first. */
  passages: Passage[];
  /** The question's content words no passage holds, as typed ("driving", "licence"). */
  unmatched: string[];
}

/**
 * The passages that answer a question: each scored by the share of the question's content words it holds, a word
 * weighing more the rarer it is among the passages (a word no passage holds weighs most: it is what the record
 * cannot answer). Passages below {@link MIN_COVERAGE}, or well below the best, are not returned.
 */
export function answering(
  passages: Passage[],
  question: string,
  max: number,
  options: { ignore?: string[] } = {},
): Retrieval {
  const terms = termsOf(question, options.ignore);
  if (terms.length === 0 || passages.length === 0) return { passages: [], unmatched: [] };
  const words = passages.map((p) => new Set(stems(`${p.label} ${p.keywords} ${p.quote}`)));
  // What the passage says (its label and quote) weighs more than the words it is filed under (an interview
  // question, the trait's family), which are broad.
  const said = passages.map((p) => new Set(stems(`${p.label} ${p.quote}`)));
  const labels = passages.map((p) => new Set(stems(p.label)));
  const holds = (set: Set<string>, term: Term) => term.alike.some((s) => set.has(s));
  const weights = terms.map((term) => {
    const df = words.filter((set) => holds(set, term)).length;
    return Math.log(1 + (passages.length + 1) / (df + 1)) * (SOFT.has(term.word) ? SOFT_WEIGHT : 1);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const unmatched = terms.filter((_, t) => weights[t] > 0 && !words.some((set) => holds(set, terms[t])));

  const scored = passages
    .map((passage, i) => {
      let held = 0;
      let named = 0;
      terms.forEach((term, t) => {
        if (holds(said[i], term)) held += weights[t];
        else if (holds(words[i], term)) held += KEYWORD_SHARE * weights[t];
        if (holds(labels[i], term)) named += 1;
      });
      const coverage = held / total;
      return { passage, coverage, score: coverage * (named ? NAMED : 1) + 0.01 * named, i };
    })
    .filter((s) => s.coverage >= MIN_COVERAGE);
  const best = Math.max(0, ...scored.map((s) => s.score));
  return {
    passages: scored
      .filter((s) => s.score >= best * NEAR_BEST)
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, max)
      .map((s) => s.passage),
    unmatched: unmatched.map((t) => t.word),
  };
}

/** The passages that answer a question, best first (see {@link answering}). */
export function retrieve(passages: Passage[], question: string, max: number, options?: { ignore?: string[] }) {
  return answering(passages, question, max, options).passages;
}
