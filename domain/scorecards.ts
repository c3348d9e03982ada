// Structured interview scorecards: the attributes an interview kit rates, each with a four-level, behaviorally
// anchored scale (what a 1, 2, 3 and 4 answer sounds like), and the debrief's spread between interviewers. A gap
// question rates the behavior the role needs on its trait: more of what the trait's name says (its strength), or,
// where the candidate is above the role's range, the counterweight the role asks for. Staff-facing words only
// (ARCHITECTURE.md "Responsible assessment"): behavior at work, strengths-based, never a diagnosis. Pure and safe
// for browser code.
import { isStressScale, scaleName, strengthName, type ScaleCode } from "./assessment/traits";
import type { InterviewQuestion } from "./interview-questions";

export const RECOMMENDATIONS = ["strong_no", "no", "yes", "strong_yes"] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: "Strong no",
  no: "No",
  yes: "Yes",
  strong_yes: "Strong yes",
};

export const RATING_VALUES = [1, 2, 3, 4] as const;
export type Anchors = [string, string, string, string];

/** A debrief flags an attribute whose interviewers' ratings lie this far apart or more. */
export const SPREAD_FLAG = 2;

/** An attribute key: a trait's strength "trait:C4", its counterweight "trait:E:balance", or a company question "custom:12". */
export const ATTRIBUTE_KEY_PATTERN = /^(trait:[NEOAC][1-6]?(:balance)?|custom:\d+)$/;

interface Behavior {
  /** The attribute's name when it is not the trait's own (or strength) name. */
  name?: string;
  /** What the person does at work, completing "a time they …". */
  does: string;
}

/**
 * Per trait: the behavior its strength shows, and the counterweight a role asks for when the candidate is above its
 * range (for the stress scales, when below: alertness rather than calm).
 */
const BEHAVIORS: Record<ScaleCode, { strength: Behavior; balance: Behavior }> = {
  N: {
    strength: { does: "stayed steady under pressure and settled quickly after a setback" },
    balance: { name: "Alertness to Risk", does: "noticed early that something could go wrong and acted on it" },
  },
  N1: {
    strength: { does: "stayed calm about an uncertain outcome and kept working" },
    balance: { name: "Planning for Risks", does: "thought ahead about what might go wrong and prepared for it" },
  },
  N2: {
    strength: { does: "kept an even temper when frustrated and dealt with the cause" },
    balance: { name: "Speaking Up about Problems", does: "raised a legitimate concern instead of letting it pass" },
  },
  N3: {
    strength: { does: "kept their energy after a setback and got back on track" },
    balance: {
      name: "Learning from Setbacks",
      does: "reflected on a disappointment and changed something because of it",
    },
  },
  N4: {
    strength: { does: "stayed at ease with new people or in front of a group" },
    balance: { name: "Reading the Room", does: "noticed how they came across and adjusted to others" },
  },
  N5: {
    strength: { does: "held back from a quick reward for the sake of a longer goal" },
    balance: { name: "Seizing Opportunities", does: "acted promptly on an opportunity instead of waiting too long" },
  },
  N6: {
    strength: { does: "kept composure when several things went wrong at once" },
    balance: { name: "Asking for Help", does: "recognized a situation was too much to handle alone and got support" },
  },
  E: {
    strength: { does: "engaged with people actively and made contact count for the result" },
    balance: {
      name: "Focused Independent Work",
      does: "worked on their own for a long stretch and kept the quality up",
    },
  },
  E1: {
    strength: { does: "made a colleague or customer feel welcome through concrete actions" },
    balance: {
      name: "Professional Distance",
      does: "kept their judgment objective with someone they got on well with",
    },
  },
  E2: {
    strength: { does: "worked well in a group-heavy setting and kept contributing" },
    balance: { name: "Working Alone", does: "stayed motivated through a stretch of mostly solitary work" },
  },
  E3: {
    strength: { does: "took charge of a situation and moved people to act" },
    balance: { name: "Supporting Others' Lead", does: "followed someone else's lead well when it was theirs to set" },
  },
  E4: {
    strength: { does: "kept up a high pace through a busy period" },
    balance: { name: "Patience with Pace", does: "slowed down and waited well for others or for a process" },
  },
  E5: {
    strength: { does: "thrived in a lively, changing environment" },
    balance: { name: "Steady Engagement", does: "stayed engaged and careful in routine work without novelty" },
  },
  E6: {
    strength: { does: "brought positive energy that lifted a team or a customer" },
    balance: { name: "Measured Tone", does: "matched their tone to a serious moment" },
  },
  O: {
    strength: { does: "tried a new approach and turned the idea into practice" },
    balance: {
      name: "Following Agreed Processes",
      does: "kept to an agreed way of working and raised ideas through the right channel",
    },
  },
  O1: {
    strength: { does: "imagined a different way of doing something and made it useful" },
    balance: { name: "Practical Focus", does: "kept their attention on the concrete task in front of them" },
  },
  O2: {
    strength: { does: "brought care for design, presentation or detail that improved the work" },
    balance: { name: "Function First", does: "put what works ahead of how it looks when time was short" },
  },
  O3: {
    strength: { does: "noticed their own and others' feelings and used that to work better together" },
    balance: { name: "Even Keel", does: "kept feelings in proportion while getting a job done" },
  },
  O4: {
    strength: { does: "took on something unfamiliar and learned it quickly" },
    balance: { name: "Comfort with Routine", does: "kept the quality up through a long stretch of repetitive work" },
  },
  O5: {
    strength: { does: "dug into an idea or a problem to understand it properly" },
    balance: {
      name: "Hands-on Delivery",
      does: "chose a workable answer and got it done rather than analyzing further",
    },
  },
  O6: {
    strength: { does: "questioned a convention and proposed a better way" },
    balance: {
      name: "Respect for Established Ways",
      does: "worked within an established rule they would have done differently",
    },
  },
  A: {
    strength: { does: "helped a team past a conflict while keeping the work moving" },
    balance: { name: "Holding a Position", does: "stood firm on something that mattered despite pushback" },
  },
  A1: {
    strength: { does: "gave a colleague or customer good faith and built trust" },
    balance: { name: "Healthy Skepticism", does: "checked a claim or a promise before relying on it" },
  },
  A2: {
    strength: { does: "was open and straightforward with someone when it was uncomfortable" },
    balance: { name: "Tact", does: "chose carefully what to say and when, to keep a relationship working" },
  },
  A3: {
    strength: { does: "helped a colleague with something that was not their job" },
    balance: { name: "Protecting Priorities", does: "protected their own priorities while staying helpful" },
  },
  A4: {
    strength: { does: "gave ground to reach an agreement everyone could work with" },
    balance: { name: "Constructive Challenge", does: "pushed back on a decision they thought was wrong" },
  },
  A5: {
    strength: { does: "gave others credit for a shared success" },
    balance: { name: "Owning Their Contribution", does: "made their own contribution visible so it was recognized" },
  },
  A6: {
    strength: { does: "noticed someone was struggling and helped in a practical way" },
    balance: { name: "Fair Decisions", does: "made a fair decision that disappointed someone they sympathized with" },
  },
  C: {
    strength: { does: "planned a piece of work and saw it through reliably" },
    balance: { name: "Flexibility", does: "let go of a plan or a standard when speed or change required it" },
  },
  C1: {
    strength: { does: "took on a task with confidence and delivered it" },
    balance: { name: "Checking Assumptions", does: "checked their assumptions even though they felt sure" },
  },
  C2: {
    strength: { does: "kept their tasks and materials in order so nothing was lost" },
    balance: { name: "Adapting to Disruption", does: "kept working well when their plan or space was disrupted" },
  },
  C3: {
    strength: { does: "kept a commitment or a rule even when it was inconvenient" },
    balance: {
      name: "Judgment about Rules",
      does: "saw when a rule would give a bad result and escalated or adapted well",
    },
  },
  C4: {
    strength: { does: "set themselves a demanding goal and went after it" },
    balance: { name: "Sustainable Drive", does: "balanced their drive with the team's needs and their own wellbeing" },
  },
  C5: {
    strength: { does: "got a task done they would rather have put off" },
    balance: { name: "Knowing When to Stop", does: "stopped or changed course on a task that was not working" },
  },
  C6: {
    strength: { does: "paused to think a decision through before acting" },
    balance: { name: "Decisiveness", does: "decided quickly with incomplete information" },
  },
};

/** The four anchors of a behavior: from no example to several, specific, reflected ones. */
function anchorsFor(does: string): Anchors {
  return [
    `Gives no example of a time they ${does}, or one where it did not happen and nothing was learned.`,
    `Gives a general or secondhand example of a time they ${does}; their own part or the result stays unclear.`,
    `Describes a specific, recent time they ${does}, with what they did themselves and how it turned out.`,
    `Describes more than one specific time they ${does}, with results, and how they adapt it to the situation.`,
  ];
}

export interface Attribute {
  key: string;
  name: string;
  /** What a 1, 2, 3 and 4 answer sounds like. */
  anchors: Anchors;
  kind: "trait" | "custom";
}

/**
 * The attribute a gap question rates: the trait's strength when the role needs more of it (a probe below the range,
 * a confirming question inside it; on the stress scales a probe above the range, which asks for calm), else the
 * counterweight.
 */
export function traitAttributeKey(question: Pick<InterviewQuestion, "key" | "scale">): string | null {
  if (!question.scale) return null;
  const scale = question.scale as ScaleCode;
  const direction = /^gap:[a-z0-9]+:(low|high):/.exec(question.key)?.[1] ?? null;
  const wantsLess = isStressScale(scale) ? direction === "low" : direction === "high";
  return `trait:${scale}${wantsLess ? ":balance" : ""}`;
}

/** A trait attribute by key ("trait:C4", "trait:E:balance"); null for any other key. */
export function traitAttribute(key: string): Attribute | null {
  const match = /^trait:([NEOAC][1-6]?)(:balance)?$/.exec(key);
  if (!match) return null;
  const scale = match[1] as ScaleCode;
  const entry = BEHAVIORS[scale];
  if (!entry) return null;
  const behavior = match[2] ? entry.balance : entry.strength;
  const name = behavior.name ?? (isStressScale(scale) ? strengthName(scale) : scaleName(scale));
  return { key, name, anchors: anchorsFor(behavior.does), kind: "trait" };
}

export interface KitQuestion {
  key: string;
  text: string;
  listenFor: string | null;
}

export interface KitAttribute extends Attribute {
  questions: KitQuestion[];
}

/**
 * An interview kit's attributes in the interview's order: each gap question under the attribute it rates, and each
 * company question under the attribute the company wrote for it (a company question without one is left out: it has
 * nothing to rate against).
 */
export function kitAttributes(
  questions: InterviewQuestion[],
  customAttributes: Map<string, { name: string; anchors: Anchors }>,
): KitAttribute[] {
  const byKey = new Map<string, KitAttribute>();
  for (const question of questions) {
    let attribute: Attribute | null = null;
    if (question.kind === "custom") {
      const own = customAttributes.get(question.key);
      if (own) attribute = { key: question.key, name: own.name, anchors: own.anchors, kind: "custom" };
    } else {
      const key = traitAttributeKey(question);
      attribute = key ? traitAttribute(key) : null;
    }
    if (!attribute) continue;
    const entry = byKey.get(attribute.key) ?? { ...attribute, questions: [] };
    entry.questions.push({ key: question.key, text: question.text, listenFor: question.listenFor });
    byKey.set(attribute.key, entry);
  }
  return [...byKey.values()];
}

/** How far apart the interviewers' ratings of one attribute lie (0 with fewer than two ratings). */
export function ratingSpread(ratings: (number | null | undefined)[]): number {
  const given = ratings.filter((r): r is number => typeof r === "number");
  return given.length < 2 ? 0 : Math.max(...given) - Math.min(...given);
}

/** Whether a debrief flags an attribute's ratings as spread. */
export const isSpread = (ratings: (number | null | undefined)[]) => ratingSpread(ratings) >= SPREAD_FLAG;

/** The fields a scorecard lacks to be submitted: the recommendation and any attribute without a rating. */
export function missingForSubmit(
  attributeKeys: string[],
  card: { recommendation: string | null; ratings: { attribute_key: string; rating: number | null }[] },
): { path: string; message: string }[] {
  const rated = new Set(card.ratings.filter((r) => r.rating !== null).map((r) => r.attribute_key));
  const errors: { path: string; message: string }[] = [];
  if (!card.recommendation) errors.push({ path: "recommendation", message: "is required" });
  attributeKeys.forEach((key) => {
    if (!rated.has(key)) errors.push({ path: `ratings.${key}`, message: "needs a rating from 1 to 4" });
  });
  return errors;
}
