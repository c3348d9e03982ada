// The chat's retrieval: the passages about a candidate that best match a question's words. It picks what the AI
// endpoint is shown (only what the question needs) and, without an endpoint, is the answer itself: the passages
// quoted, honestly labelled as found rather than written.
import type { Passage } from "../candidate-analysis/evidence";

const STOP = new Set(
  "the and for are but not you your with this that have has had was were will would can could should about what which who whom how why when where does did doing is it its they them their there then than into from out our ours she her hers him his he we us of on in at to by or as be an a do any all some more most very just also tell me please know think candidate person".split(
    " ",
  ),
);

/**
 * Everyday words for the traits' staff-facing names (domain/assessment/traits.ts), so "stress" finds Stress response
 * and "teamwork" Agreeableness.
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
  organised: "orderliness",
  organized: "orderliness",
  deadline: "self-discipline achievement-striving",
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
};

const stemOf = (word: string) => word.replace(/(ing|ed|ly|es|s)$/, "") || word;

/** Lower-case word stems (a crude stemmer: enough to match "organised" with "organise" and "teams" with "team"). */
export function stems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z-]{2,}/g) ?? [])
    .filter((w) => !STOP.has(w))
    .flatMap((w) => {
      const stem = stemOf(w);
      return [stem, ...(SYNONYMS[w] ?? SYNONYMS[stem] ?? "").split(" ").filter(Boolean).map(stemOf)];
    });
}

/** The passages that share the most (rarer weighing more) words with the question, best first. */
export function retrieve(passages: Passage[], question: string, max: number): Passage[] {
  const asked = new Set(stems(question));
  if (asked.size === 0) return [];
  const words = passages.map((p) => new Set(stems(`${p.label} ${p.keywords} ${p.quote}`)));
  const df = new Map<string, number>();
  for (const set of words) for (const w of set) df.set(w, (df.get(w) ?? 0) + 1);
  return passages
    .map((passage, i) => {
      let score = 0;
      for (const w of asked) if (words[i].has(w)) score += 1 / Math.log(1 + (df.get(w) ?? 1));
      // A label naming the word (the trait, the question asked) says more than a mention in the text.
      for (const w of asked) if (stems(passage.label).includes(w)) score += 0.5;
      return { passage, score, i };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max)
    .map((s) => s.passage);
}
