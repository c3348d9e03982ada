// Interview questions from the gaps between a candidate and a role benchmark: for each trait outside the
// benchmark's range, behavioural questions that probe the misalignment in its direction (below or above the range);
// for traits inside it, a question that confirms the strength. Pure and safe for browser code.
import type { BenchmarkTargets, TargetRange } from "./assessment/fit";
import { distanceOutside } from "./assessment/fit";
import type { AssessmentScores } from "./assessment/scoring";
import {
  DOMAINS,
  FACETS,
  IPIP_DOMAIN_NAMES,
  isStressScale,
  scaleName as traitName,
  strengthName,
  type DomainCode,
  type FacetCode,
  type ScaleCode,
} from "./assessment/traits";

export interface InterviewQuestion {
  /** Stable across runs, e.g. "gap:neuroticism:high:1", "confirm:conscientiousness:1", "custom:12". */
  key: string;
  kind: "probe" | "confirm" | "custom";
  /** The trait the question is about ("N", "C4"), null for a company's own question. */
  scale: string | null;
  text: string;
  /** What a good (or worrying) answer sounds like, for the interviewer. */
  listenFor: string | null;
}

/** A question as the bank holds it. */
interface BankQuestion {
  text: string;
  listenFor: string;
}

/** Direction of a misalignment: the candidate's percentile below the range or above it. */
export type GapDirection = "low" | "high";

interface ScaleBank {
  low: BankQuestion[];
  high: BankQuestion[];
  confirm: BankQuestion[];
}

const q = (text: string, listenFor: string): BankQuestion => ({ text, listenFor });

// ---------------------------------------------------------------------------------------------------------------
// The bank: the five domains, both directions, several questions each.

const DOMAIN_BANK: Record<DomainCode, ScaleBank> = {
  N: {
    low: [
      q(
        "Tell me about a time you missed a warning sign that something was going wrong. What happened, and what did you notice too late?",
        "Whether calm tips into complacency: do they describe checks they now run, or shrug off risks?",
      ),
      q(
        "Describe a situation where colleagues were worried about a deadline or a problem and you were not. How did you handle the difference?",
        "Whether they take others' concerns seriously and can explain why they stayed calm, rather than dismissing them.",
      ),
      q(
        "Give me an example of a mistake that should have worried you more than it did at the time.",
        "Self-awareness about under-reacting, and what they changed afterwards.",
      ),
    ],
    high: [
      q(
        "Tell me about a time you were under heavy pressure at work. What did you feel, what did you do, and how did it turn out?",
        "Concrete coping steps (prioritizing, asking for help, breaks) and a result delivered despite the stress.",
      ),
      q(
        "Describe a time you received critical feedback that stung. How did you respond in the following days?",
        "Recovery time and whether the feedback was used, not just endured; no lasting resentment.",
      ),
      q(
        "Tell me about a setback that kept you up at night. What did you do to get back on track?",
        "Realistic worry that turns into action, rather than rumination or avoidance.",
      ),
    ],
    confirm: [
      q(
        "Tell me about the most stressful week you have had at work recently. How did you keep your footing?",
        "Steady, specific habits that keep them effective under pressure.",
      ),
      q(
        "Describe a time something went wrong that was outside your control. How did you react?",
        "Composure proportionate to the problem, and attention to what could still be done.",
      ),
    ],
  },
  E: {
    low: [
      q(
        "Tell me about a time you had to speak up in a group or in front of people you did not know. How did you prepare, and how did it go?",
        "Willingness to step forward when the role needs it, and the preparation they use to do so.",
      ),
      q(
        "Describe a situation where you had to build a relationship with someone quickly, such as a new client or colleague. What did you do?",
        "Deliberate, concrete steps to connect even if it is not their natural pace.",
      ),
      q(
        "Give me an example of a time you had to keep up your energy through a long day of meetings or customer contact.",
        "How they manage their energy and whether the quality of their contact held up.",
      ),
    ],
    high: [
      q(
        "Tell me about a time you had to work alone on a detailed task for a long stretch. How did you keep focused?",
        "Whether they can sustain solitary, quiet work without seeking constant interaction.",
      ),
      q(
        "Describe a meeting where you realized you had been doing most of the talking. What did you do?",
        "Awareness of taking up space, and making room for quieter colleagues.",
      ),
      q(
        "Give me an example of a time you had to hold back from jumping in so that someone else could lead.",
        "Restraint and genuine listening rather than impatience.",
      ),
    ],
    confirm: [
      q(
        "Tell me about a time your way of dealing with people made a real difference to a result.",
        "A specific outcome that came from how they engage with others.",
      ),
      q(
        "Describe how you typically get to know a new team. What worked best for you last time?",
        "A style that suits the role's amount of contact, described with a concrete example.",
      ),
    ],
  },
  O: {
    low: [
      q(
        "Tell me about a time your team changed a way of working you were used to. How did you adapt?",
        "Openness to change once they understand the reason; no lingering resistance.",
      ),
      q(
        "Describe a problem you solved by trying something you had never done before.",
        "Whether they will experiment when the usual approach does not work.",
      ),
      q(
        "Give me an example of an idea from someone else that you first doubted but later adopted.",
        "Willingness to revise a view and to learn from others' ideas.",
      ),
    ],
    high: [
      q(
        "Tell me about a time you had to follow a process exactly even though you saw a better way. What did you do?",
        "Respect for agreed procedures, and raising ideas through the right channel instead of going around it.",
      ),
      q(
        "Describe a new idea of yours that did not work out. How did you decide when to stop?",
        "Judgment about which ideas to pursue, and finishing rather than chasing novelty.",
      ),
      q(
        "Give me an example of a routine task you had to do repeatedly for a long time. How did you keep the quality up?",
        "Tolerance for repetitive work the role may require.",
      ),
    ],
    confirm: [
      q(
        "Tell me about an improvement you suggested that was put into practice. How did it come about?",
        "A realistic balance of new ideas and practical delivery.",
      ),
      q(
        "Describe something new you learned for work in the last year and how you used it.",
        "Curiosity that turns into applied skill.",
      ),
    ],
  },
  A: {
    low: [
      q(
        "Tell me about a time you disagreed strongly with a colleague. How did you handle it, and where do you stand with them now?",
        "Directness that still preserves the working relationship; some acknowledgment of the other side.",
      ),
      q(
        "Describe a time you had to help a colleague with something that was not your job. What did you do?",
        "Willingness to support others when it costs them something.",
      ),
      q(
        "Give me an example of feedback you gave that was hard to hear. How did you deliver it?",
        "Candor delivered with care, and attention to how it landed.",
      ),
    ],
    high: [
      q(
        "Tell me about a time you had to say no to a request from a colleague or customer. How did you do it?",
        "Ability to hold a boundary or a standard without giving in to keep the peace.",
      ),
      q(
        "Describe a negotiation or disagreement where you had to stand firm on your position.",
        "Firmness on what matters; not conceding simply to avoid conflict.",
      ),
      q(
        "Give me an example of a time you had to deliver bad news or hold someone to account.",
        "Willingness to have the difficult conversation promptly rather than avoiding it.",
      ),
    ],
    confirm: [
      q(
        "Tell me about a time you helped a team get past a conflict.",
        "Concrete steps that balanced people's needs with getting the work done.",
      ),
      q(
        "Describe a working relationship you are proud of. What did you contribute to it?",
        "Trust built through reliability and consideration, with specific examples.",
      ),
    ],
  },
  C: {
    low: [
      q(
        "Tell me about a time you missed a deadline or dropped a detail. What happened and what do you do differently now?",
        "Ownership of the miss and a concrete system (lists, reminders, checks) adopted since.",
      ),
      q(
        "Describe how you organize a week with several competing tasks. Walk me through last week.",
        "A real method for planning and prioritizing, not improvisation alone.",
      ),
      q(
        "Give me an example of a long task you found tedious. How did you make sure it got finished?",
        "Follow-through on work that is not interesting to them.",
      ),
    ],
    high: [
      q(
        "Tell me about a time you had to deliver something quickly that was not as polished as you would have liked.",
        "Ability to accept good-enough when speed matters, without undue distress.",
      ),
      q(
        "Describe a time plans changed at the last minute. How did you respond?",
        "Flexibility when a plan has to be dropped; not rigidly holding on to it.",
      ),
      q(
        "Give me an example of when you had to trust someone else's work without checking every detail yourself.",
        "Delegation and trust rather than perfectionism and control.",
      ),
    ],
    confirm: [
      q(
        "Tell me about a project you saw through from start to finish. How did you keep it on track?",
        "Planning, follow-through and reliability with concrete examples.",
      ),
      q(
        "Describe a commitment you kept even when it became inconvenient.",
        "Dependability that holds when it costs them effort.",
      ),
    ],
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Facets: one question per direction each (a benchmark that names facets asks for them specifically); a strength
// is confirmed by a question built from the facet's name.

const FACET_BANK: Record<FacetCode, { low: BankQuestion; high: BankQuestion }> = {
  N1: {
    low: q(
      "Tell me about a risk you underestimated at work. What did you learn?",
      "Whether they now anticipate problems.",
    ),
    high: q(
      "Tell me about a time worry about something upcoming affected your work. What did you do about it?",
      "Practical ways of keeping worry in check so work continues.",
    ),
  },
  N2: {
    low: q(
      "Tell me about a time something unfair happened at work and you let it pass. Looking back, should you have raised it?",
      "Whether they stand up for legitimate concerns.",
    ),
    high: q(
      "Describe a time a colleague or customer made you angry. How did you respond in the moment?",
      "Self-control in the moment and repair afterwards.",
    ),
  },
  N3: {
    low: q(
      "Tell me about a disappointment at work that you moved past quickly. Was there anything you should have reflected on more?",
      "Reflection on failures rather than brushing them aside.",
    ),
    high: q(
      "Describe a period when work felt discouraging. What kept you going?",
      "Sources of resilience and asking for support.",
    ),
  },
  N4: {
    low: q(
      "Tell me about a time you realized you had misjudged how you came across to others.",
      "Attention to social cues and others' reactions.",
    ),
    high: q(
      "Describe a time you had to present or be evaluated in front of others. How did you handle the nerves?",
      "Preparation and performing despite self-consciousness.",
    ),
  },
  N5: {
    low: q(
      "Tell me about a time you held back for too long from something you wanted to try.",
      "Whether restraint ever becomes missed opportunity.",
    ),
    high: q(
      "Describe a time you acted on impulse at work. What happened?",
      "Recognizing impulses and pausing before acting.",
    ),
  },
  N6: {
    low: q(
      "Tell me about a crisis where you stayed calm but others did not. How did you help them?",
      "Composure used to support others, not dismiss them.",
    ),
    high: q(
      "Describe an emergency or a sudden problem at work. What did you do in the first ten minutes?",
      "Functioning under sudden pressure; asking for help when needed.",
    ),
  },
  E1: {
    low: q(
      "Tell me how you made a new colleague or customer feel welcome recently.",
      "Warmth shown in concrete actions.",
    ),
    high: q(
      "Tell me about a time friendliness with a colleague made it harder to be objective.",
      "Keeping professional judgment alongside warmth.",
    ),
  },
  E2: {
    low: q(
      "Describe a time the job needed you to spend a lot of time in groups. How did you manage?",
      "Coping with group-heavy work.",
    ),
    high: q(
      "Tell me about a stretch of mostly solitary work. How did you keep motivated?",
      "Tolerance for working alone.",
    ),
  },
  E3: {
    low: q(
      "Tell me about a time you had to take charge of a situation. What did you do?",
      "Stepping up to lead when needed.",
    ),
    high: q(
      "Describe a time you had to follow someone else's lead even though you would have done it differently.",
      "Ability to support another person's leadership.",
    ),
  },
  E4: {
    low: q(
      "Tell me about a very busy period with many things happening at once. How did you keep pace?",
      "Sustaining a high tempo when required.",
    ),
    high: q(
      "Describe a time you had to slow down and wait for others or for a process.",
      "Patience when the pace is not theirs to set.",
    ),
  },
  E5: {
    low: q(
      "Tell me about a time you had to deal with a lively, unpredictable environment.",
      "Comfort with noise, change and stimulation.",
    ),
    high: q(
      "Describe a role or task that bored you. How did you keep doing it well?",
      "Staying engaged without constant novelty or excitement.",
    ),
  },
  E6: {
    low: q(
      "Tell me about a time you lifted the mood of a team or a customer.",
      "Ability to bring positive energy when the role calls for it.",
    ),
    high: q("Describe a time you had to convey a serious or sombre message.", "Adjusting their tone to the situation."),
  },
  O1: {
    low: q(
      "Tell me about a time you had to imagine how something new would work before it existed.",
      "Ability to think ahead about possibilities.",
    ),
    high: q(
      "Describe a time your attention drifted from a practical task. How did you bring it back?",
      "Focus on concrete, immediate work.",
    ),
  },
  O2: {
    low: q(
      "Tell me about a time the look or presentation of your work mattered. How did you handle it?",
      "Attention to presentation when it counts.",
    ),
    high: q(
      "Describe a time you had to accept a design or presentation you did not like.",
      "Putting function and agreement before personal taste.",
    ),
  },
  O3: {
    low: q(
      "Tell me about a time you noticed how a colleague or customer was feeling before they said so.",
      "Awareness of others' feelings.",
    ),
    high: q(
      "Describe a time strong feelings about something at work influenced a decision. How did you handle them?",
      "Balancing feelings with the facts of a decision.",
    ),
  },
  O4: {
    low: q(
      "Tell me about a time you tried a new approach or took on an unfamiliar task.",
      "Willingness to step outside the routine.",
    ),
    high: q(
      "Describe a time you had to stick with the same routine for months.",
      "Tolerance for sameness and repetition.",
    ),
  },
  O5: {
    low: q(
      "Tell me about a complex problem you had to analyze. How did you work through it?",
      "A structured approach to abstract or complex problems.",
    ),
    high: q(
      "Describe a time you had to act without fully analyzing a situation.",
      "Pragmatism when analysis has to stop.",
    ),
  },
  O6: {
    low: q(
      "Tell me about a time you had to work with rules or values different from your own.",
      "Openness to other views and ways of working.",
    ),
    high: q(
      "Describe a time you had to uphold a tradition or rule you questioned.",
      "Respecting established rules while raising concerns properly.",
    ),
  },
  A1: {
    low: q(
      "Tell me about a time you had to rely on someone you did not know well.",
      "Willingness to extend trust in a team.",
    ),
    high: q(
      "Describe a time your trust in someone turned out to be misplaced. What did you learn?",
      "Healthy checks alongside trust.",
    ),
  },
  A2: {
    low: q(
      "Tell me about a time you had to be completely transparent about a mistake, even though it cost you.",
      "Honesty that holds when it is inconvenient.",
    ),
    high: q(
      "Describe a negotiation where you had to keep your cards close.",
      "Discretion and tact in addition to candor.",
    ),
  },
  A3: {
    low: q(
      "Tell me about a time you went out of your way to help someone at work.",
      "Genuine helpfulness, not only when it benefits them.",
    ),
    high: q(
      "Describe a time helping others got in the way of your own work. What did you do?",
      "Protecting their own priorities while staying helpful.",
    ),
  },
  A4: {
    low: q(
      "Tell me about a time you had to compromise to reach an agreement.",
      "Willingness to give ground for a shared result.",
    ),
    high: q(
      "Describe a time you had to push back against a decision you thought was wrong.",
      "Standing their ground when it matters.",
    ),
  },
  A5: {
    low: q(
      "Tell me about a success that was really a team effort. How did you describe it to others?",
      "Giving credit to others.",
    ),
    high: q(
      "Tell me about an achievement of yours you had to make visible to get recognition.",
      "Ability to speak up for their own contribution.",
    ),
  },
  A6: {
    low: q(
      "Tell me about a time a colleague or customer was struggling. How did you respond?",
      "Empathy shown in action.",
    ),
    high: q(
      "Describe a time you had to make a decision that disappointed someone you sympathized with.",
      "Making fair decisions despite sympathy.",
    ),
  },
  C1: {
    low: q(
      "Tell me about a task you were unsure you could do. How did you approach it?",
      "Building confidence through preparation and asking for help.",
    ),
    high: q(
      "Describe a time you were confident about something and turned out to be wrong.",
      "Checking their assumptions despite confidence.",
    ),
  },
  C2: {
    low: q("Walk me through how you keep track of your tasks and materials.", "A working system for order."),
    high: q(
      "Describe a time your workspace or plan was disrupted by others. How did you cope?",
      "Flexibility when order is disturbed.",
    ),
  },
  C3: {
    low: q(
      "Tell me about a rule or commitment you found pointless. How did you handle it?",
      "Keeping obligations even when they disagree.",
    ),
    high: q(
      "Describe a time following the rules exactly would have produced a bad result. What did you do?",
      "Judgment about when to escalate or adapt a rule.",
    ),
  },
  C4: {
    low: q(
      "Tell me about a goal you set yourself at work and how you went after it.",
      "Drive and ambition in their own words.",
    ),
    high: q(
      "Describe a time your drive to achieve put pressure on you or others.",
      "Balancing ambition with wellbeing and team needs.",
    ),
  },
  C5: {
    low: q(
      "Tell me about a task you kept putting off. How did you finally get it done?",
      "Techniques to overcome procrastination.",
    ),
    high: q(
      "Describe a time you kept pushing on a task that should have been stopped or changed.",
      "Knowing when to stop or change course.",
    ),
  },
  C6: {
    low: q(
      "Tell me about a decision you made quickly that you later regretted.",
      "Learning to pause and think before acting.",
    ),
    high: q("Describe a time you had to decide quickly with incomplete information.", "Decisiveness despite caution."),
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Naming and keys

/** The trait's staff-facing name: "Conscientiousness", "Worry". */
export function scaleName(scale: ScaleCode): string {
  return traitName(scale);
}

/**
 * The key segment of a scale: the domain's first word in the inventory ("neuroticism", "openness"), a facet's code
 * ("n1"). Keys are stored with notes and interview answers, so they keep the inventory's names, never shown.
 */
function keyName(scale: ScaleCode): string {
  return scale.length === 1 ? IPIP_DOMAIN_NAMES[scale as DomainCode].split(" ")[0].toLowerCase() : scale.toLowerCase();
}

function bankFor(scale: ScaleCode): ScaleBank {
  if (scale.length === 1) return DOMAIN_BANK[scale as DomainCode];
  const facet = FACET_BANK[scale as FacetCode];
  // A stress facet's best side is its low end, so the question asks about that ("your calm in uncertainty").
  const name = (isStressScale(scale) ? strengthName(scale) : traitName(scale)).toLowerCase();
  return {
    low: [facet.low],
    high: [facet.high],
    confirm: [
      q(
        `Tell me about a recent situation at work that shows your ${name} at its best.`,
        `A specific, recent example of ${name} that matches what the role needs.`,
      ),
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Gap questions

export interface GapInput {
  /** The candidate's whole percentile (1–99) per scale ("N", "C4"); scales without one are left out. */
  percentiles: Partial<Record<ScaleCode, number>>;
  /** The role benchmark's ranges: every domain, and the facets it names. */
  targets: BenchmarkTargets;
  /** Questions per misalignment (default 2; a facet has one per direction). */
  perGap?: number;
  /** Questions per strength (default 1). */
  perStrength?: number;
}

/** A trait compared with the benchmark: how far outside its range and in which direction. */
export interface TraitGap {
  scale: ScaleCode;
  percentile: number;
  target: TargetRange;
  distance: number;
  direction: GapDirection | null;
}

/** The percentiles of a scored assessment, in the form `gapQuestions` takes. */
export function percentilesOf(
  scores: Pick<AssessmentScores, "domains" | "facets">,
): Partial<Record<ScaleCode, number>> {
  const out: Partial<Record<ScaleCode, number>> = {};
  for (const d of DOMAINS) if (scores.domains?.[d]) out[d] = scores.domains[d].percentile;
  for (const f of FACETS) if (scores.facets?.[f]) out[f] = scores.facets[f].percentile;
  return out;
}

/** Each benchmarked trait with its gap, largest first; domains before facets and inventory order break ties. */
export function traitGaps(percentiles: GapInput["percentiles"], targets: BenchmarkTargets): TraitGap[] {
  const scales: [ScaleCode, TargetRange][] = [
    ...DOMAINS.map((d): [ScaleCode, TargetRange] => [d, targets.domains[d]]),
    ...FACETS.filter((f) => targets.facets[f]).map((f): [ScaleCode, TargetRange] => [f, targets.facets[f]!]),
  ];
  const gaps: TraitGap[] = [];
  scales.forEach(([scale, target]) => {
    const percentile = percentiles[scale];
    if (percentile === undefined || target === undefined) return;
    const distance = distanceOutside(percentile, target);
    const direction = distance === 0 ? null : percentile < target.min ? "low" : "high";
    gaps.push({ scale, percentile, target, distance, direction });
  });
  // Array.prototype.sort is stable: equal gaps keep the domains-then-facets order built above.
  return gaps.sort((a, b) => b.distance - a.distance);
}

/**
 * The interview questions for a candidate against a benchmark: probing questions for every trait outside its range
 * (largest gap first), then questions confirming the traits inside it. A range left fully open (1–99) asks
 * nothing of the candidate, so it confirms nothing either.
 */
export function gapQuestions(input: GapInput): InterviewQuestion[] {
  const perGap = Math.max(0, input.perGap ?? 2);
  const perStrength = Math.max(0, input.perStrength ?? 1);
  const gaps = traitGaps(input.percentiles, input.targets);
  const probes: InterviewQuestion[] = [];
  const confirms: InterviewQuestion[] = [];
  for (const gap of gaps) {
    const bank = bankFor(gap.scale);
    if (gap.direction) {
      bank[gap.direction].slice(0, perGap).forEach((question, i) =>
        probes.push({
          key: `gap:${keyName(gap.scale)}:${gap.direction}:${i + 1}`,
          kind: "probe",
          scale: gap.scale,
          text: question.text,
          listenFor: question.listenFor,
        }),
      );
    } else if (gap.target.min > 1 || gap.target.max < 99) {
      bank.confirm.slice(0, perStrength).forEach((question, i) =>
        confirms.push({
          key: `confirm:${keyName(gap.scale)}:${i + 1}`,
          kind: "confirm",
          scale: gap.scale,
          text: question.text,
          listenFor: question.listenFor,
        }),
      );
    }
  }
  return [...probes, ...confirms];
}

/** Why a question is asked, for the interviewer: "Stress response: above the role's range (72 vs 20–45)". */
export function questionReason(question: InterviewQuestion, gaps: TraitGap[]): string | null {
  if (!question.scale) return null;
  const gap = gaps.find((g) => g.scale === question.scale);
  if (!gap) return scaleName(question.scale as ScaleCode);
  const where =
    gap.direction === "low"
      ? "below the role's range"
      : gap.direction === "high"
        ? "above the role's range"
        : "within the role's range";
  return `${scaleName(gap.scale)}: ${where} (${gap.percentile} vs ${gap.target.min}–${gap.target.max})`;
}

/** The key of a company's own question. */
export const customQuestionKey = (id: number) => `custom:${id}`;

/** Whether a text is a well-formed question key (what notes and instant-interview answers are stored under). */
export const QUESTION_KEY_PATTERN = /^(gap:[a-z0-9]+:(low|high):\d+|confirm:[a-z0-9]+:\d+|custom:\d+)$/;

/**
 * The few questions an instant interview asks in writing: the largest gaps first, one question per trait, topped
 * up with strengths, between `min` and `max` (3–5) when the bank has them.
 */
export function instantInterviewQuestions(questions: InterviewQuestion[], max = 5): InterviewQuestion[] {
  const seen = new Set<string | null>();
  const firstPerTrait = questions.filter((question) => {
    if (question.kind === "custom" || seen.has(question.scale)) return false;
    seen.add(question.scale);
    return true;
  });
  const rest = questions.filter((question) => question.kind !== "custom" && !firstPerTrait.includes(question));
  return [...firstPerTrait, ...rest].slice(0, max);
}

export interface WrittenAnswer {
  question_key: string;
  question: string;
  answer: string;
}

/**
 * The instant interview's written answers placed beside the interview's questions: the non-empty answer per
 * question key, and the answers to questions no longer on the list (another benchmark, a deleted company question),
 * which still belong to the candidate's interview.
 */
export function placeWrittenAnswers(
  questionKeys: string[],
  answers: WrittenAnswer[],
): { byKey: Map<string, string>; other: WrittenAnswer[] } {
  const keys = new Set(questionKeys);
  const given = answers.filter((a) => a.answer.trim());
  return {
    byKey: new Map(given.filter((a) => keys.has(a.question_key)).map((a) => [a.question_key, a.answer.trim()])),
    other: given.filter((a) => !keys.has(a.question_key)),
  };
}
