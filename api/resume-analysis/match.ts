// A job's requirements, read from its description, and the deterministic match of a resume against them: for each
// requirement the resume passage sharing most of its words, and how much of it that passage covers.
import type { RequirementMatch } from "./contract";

const MAX_REQUIREMENTS = 15;
const BULLET = /^\s*(?:[-*•·▪◦]|\d+[.)])\s+/;
const REQUIREMENT_HEADING =
  /(requirement|qualification|you have|you bring|must have|what we look|about you|skills|profile)/i;
const OTHER_HEADING = /(benefit|we offer|perks|about us|salary|how to apply|what you.ll do|responsibilit)/i;

/**
 * The requirements of a job: the bullet points under a requirements-like heading; failing that every bullet point;
 * failing that the description's sentences.
 */
export function requirementsOf(description: string): string[] {
  const lines = description.split("\n").map((l) => l.trim());
  const bullets: { text: string; underRequirements: boolean }[] = [];
  let under = false;
  for (const line of lines) {
    if (!line) continue;
    if (BULLET.test(line)) {
      bullets.push({ text: line.replace(BULLET, "").trim(), underRequirements: under });
    } else if (line.length <= 60) {
      if (REQUIREMENT_HEADING.test(line)) under = true;
      else if (OTHER_HEADING.test(line) || /:$/.test(line)) under = false;
    }
  }
  const chosen = bullets.some((b) => b.underRequirements) ? bullets.filter((b) => b.underRequirements) : bullets;
  const list = chosen.length
    ? chosen.map((b) => b.text)
    : description
        .split(/(?<=[.!?])\s+|\n+/)
        .map((s) => s.trim())
        .filter((s) => s.split(/\s+/).length >= 3);
  return [...new Set(list.map((s) => s.replace(/[.;]+$/, "").slice(0, 300)).filter(Boolean))].slice(
    0,
    MAX_REQUIREMENTS,
  );
}

const STOP = new Set(
  (
    "a an and or the of to in on for with at by from as is are be been being have has had you your our we will " +
    "can able ability experience experienced years year plus strong good great excellent work working knowledge " +
    "skills skill least minimum must should would like ideally preferred required including etc other within " +
    "who what this that these those their them they it its into across using use per well high level"
  ).split(" "),
);

/**
 * A word's comparable form: lower case, without a common ending and a final "e", at most six letters — so
 * "managing", "managed" and "manage" meet, as do "nurse" and "nursing".
 */
const stem = (word: string) => {
  const lower = word.toLowerCase();
  const bare = lower.replace(/(ing|ers|er|ed|es|s|ment|ly)$/, "");
  return (bare.length >= 3 ? bare : lower).replace(/e$/, "").slice(0, 6);
};
const wordsOf = (text: string) => [
  ...new Set((text.toLowerCase().match(/[a-z0-9+#]+/g) ?? []).filter((w) => w.length >= 2 && !STOP.has(w)).map(stem)),
];

/** Resume passages: lines, and long lines cut into sentences. */
function passagesOf(resume: string): string[] {
  return resume
    .split("\n")
    .flatMap((line) => (line.length > 200 ? line.split(/(?<=[.!?;])\s+/) : [line]))
    .map((p) => p.trim())
    .filter((p) => p.length >= 2);
}

export function matchRequirements(requirements: string[], resume: string): RequirementMatch[] {
  const passages = passagesOf(resume).map((text) => ({ text, words: new Set(wordsOf(text)) }));
  return requirements.map((requirement) => {
    const wanted = wordsOf(requirement);
    if (!wanted.length) return { requirement, status: "not_found", evidence: null };
    let best: { text: string; hits: number } | null = null;
    for (const p of passages) {
      const hits = wanted.filter((w) => p.words.has(w)).length;
      if (hits > 0 && (!best || hits > best.hits)) best = { text: p.text, hits };
    }
    if (!best) return { requirement, status: "not_found", evidence: null };
    const share = best.hits / wanted.length;
    const status = share >= 0.6 ? "met" : share >= 0.25 ? "partly" : "not_found";
    return { requirement, status, evidence: status === "not_found" ? null : best.text.slice(0, 300) };
  });
}
