// A job's requirements, read from its description, and the match of a resume against them without a model: what
// the resume analysis shows when no AI endpoint is configured (and the requirement list a model is given).
//
// A requirement is something a person brings: a skill, experience, an education or a certification. The terms of
// the job (pay, benefits, employment type, schedule, workplace and location) are never requirements, whether they
// stand under their own heading ("Benefits:"), as a fact line ("Pay: $18–22 per hour") or as a bullet ("Dental
// insurance"). Each verdict quotes the resume passages it rests on.

export type RequirementKind = "skill" | "experience" | "education" | "certification";
export type RequirementStatus = "met" | "partly" | "not_found";

export interface JobRequirement {
  text: string;
  kind: RequirementKind;
}

export interface RequirementMatch {
  requirement: string;
  status: RequirementStatus;
  /** The resume's passages the verdict rests on, quoted (joined with " … "); null when nothing was found. */
  evidence: string | null;
}

const MAX_REQUIREMENTS = 15;
const MAX_EVIDENCE = 300;

const BULLET = /^\s*(?:[-*•·▪◦–]|\d+[.)])\s+/;

// ---------------------------------------------------------------------------------------------------------------
// What a line of a job description is about

/** Headings of what a person brings. */
const WANTED_HEADING =
  /\b(requirements?|qualifications?|you have|you bring|must[- ]haves?|nice to have|what we('| a)?re looking for|what we look for|looking for|about you|who you are|ideal candidate|skills?|profile|experience|education|licen[cs]es?|certifications?|what you need|you will need|you('ll| will) need)\b/i;
/** Headings of the work itself: its duties stand for the experience wanted when no requirements are listed. */
const DUTY_HEADING =
  /\b(what you('ll| will) do|responsibilit(y|ies)|duties|day[- ]to[- ]day|your role|the role involves|tasks|key accountabilities)\b/i;
/** Headings of everything else: the terms of the job, the company, how to apply. */
const OTHER_HEADING =
  /\b(benefits?|we offer|what we offer|perks|compensation|salary|pay|schedule|shifts?|hours|job types?|employment( type)?|work location|location|workplace|about us|about the company|who we are|how to apply|to apply|about the role|the role|overview|summary)\b/i;

/** The labels of a job's fact lines that state its terms ("Pay: $18 per hour", "Job type: Full-time"). */
const TERMS_LABEL =
  /^(pay|pay range|rate|salary|wages?|compensation|benefits?|perks|job types?|employment( type)?|type|contract( type)?|schedule|shifts?|hours|working hours|location|work location|workplace|department|industry|start date|reports to)$/i;

/** Pay in any currency or period: never a requirement. */
const PAY: RegExp[] = [
  /[$€£¥₹]\s?\d|\d\s?(?:[$€£]|usd|eur|gbp)\b/i,
  /\b(pay|paid|salary|salaries|wages?|compensation|remuneration|hourly rate|per (hour|year|annum|month|week)|an hour|\/\s?(hr|hour|yr|year)|bonus(es)?|commission|tips|pay range)\b/i,
];
/**
 * Benefits, employment type, schedule, workplace and location: terms, unless the line clearly asks something of a
 * person ("Verifying dental insurance", "experience of working shifts", "3 years in a remote team").
 */
const OTHER_TERMS: RegExp[] = [
  /\b(benefits?|health insurance|dental insurance|vision insurance|life insurance|insurance plan|401\s?\(?k\)?|pension|retirement plan|paid time off|pto|vacation|sick (leave|days|pay)|parental leave|maternity|paternity|employee (discount|assistance)|perks|wellness program|gym membership|tuition reimbursement|stock options|free (lunch|meals|parking|coffee)|company car)\b/i,
  /\b(full[- ]time|part[- ]time|permanent (role|position|contract)|temporary|fixed[- ]term|seasonal|contract (role|position|basis)|job type|employment type|internship|per diem|temp[- ]to[- ]hire)\b/i,
  /\b(schedule|shifts?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekends?|weekdays?|on[- ]call|\d+[- ]hour|hours per week|hours a week|working hours|flexible hours|rota)\b/i,
  /\b(work location|location|workplace|on[- ]site|onsite|in person|remote|hybrid|relocat\w*|commute)\b/i,
];

/**
 * A line that asks something of a person, whatever else it mentions: a word of skill or experience, or a task
 * ("Verifying dental insurance and processing claims").
 */
const WANTED_SIGNAL =
  /\b(experience[sd]?|skills?|abilit(y|ies)|able to|knowledge|proficien\w*|familiar\w*|fluent|certif\w*|licen[cs]\w*|degree|diploma|qualifi\w*|must have|understanding of|background in|trained|training in)\b|^[a-z]{3,}ing\b/i;

/** Lines a generator or an employer writes around the job: its framing, not its requirements. */
const FRAMING =
  /\b(is looking for|is hiring|we are hiring|join (our|the) team|apply (online|now|today)|send (us )?your|equal opportunit\w*|we would love to hear)\b/i;

/**
 * Whether a line states a term of the job (pay, benefits, employment type, schedule, workplace, location) rather
 * than something a person brings. Pay and benefits always are; the others unless the line clearly asks something
 * ("3 years of experience in a remote team").
 */
export function isJobTerms(line: string): boolean {
  const text = line.replace(BULLET, "").trim();
  const fact = /^([^:]{2,30}):\s*(.*)$/.exec(text);
  if (fact && TERMS_LABEL.test(fact[1].trim())) return true;
  if (PAY.some((t) => t.test(text))) return true;
  return OTHER_TERMS.some((t) => t.test(text)) && !WANTED_SIGNAL.test(text);
}

function kindOf(text: string, heading: string | null): RequirementKind {
  const both = `${heading ?? ""} ${text}`;
  if (/\b(certif\w*|licen[cs]\w*|cpr|first aid|registered|accredit\w*)\b/i.test(text)) return "certification";
  if (
    /\b(degree|diploma|bachelor\w*|master\w*|phd|doctorate|high school|secondary school|ged|bsc|ba|msc|mba|graduate|university|college|a[- ]levels?)\b/i.test(
      text,
    )
  )
    return "education";
  if (/\b(licen[cs]\w*|certif\w*)\b/i.test(heading ?? "")) return "certification";
  if (/\beducation\b/i.test(heading ?? "")) return "education";
  if (/\b(experience[sd]?|years?|background)\b/i.test(both) || (heading !== null && DUTY_HEADING.test(heading)))
    return "experience";
  return "skill";
}

const clean = (text: string) =>
  text
    .replace(BULLET, "")
    .replace(/\s*\((preferred|required|desired|a plus|an advantage)\)\s*$/i, "")
    .replace(/[.;,]+$/, "")
    .trim();

/** "Skills: Excel, scheduling, Spanish" → its items, when they are short enough to be items. */
function listItems(text: string): string[] {
  const items = text.split(/\s*[,;]\s*|\s+(?:and|or)\s+(?=[^,;]*$)/).map((s) => s.trim());
  return items.length > 1 && items.every((item) => item && item.split(/\s+/).length <= 4) ? items : [text];
}

interface Line {
  text: string;
  section: "wanted" | "duty" | "other" | "none";
  heading: string | null;
  bullet: boolean;
}

/** The description's lines, each with the section it stands in. */
function linesOf(description: string): Line[] {
  const raw = description.split("\n").map((l) => l.trim());
  const lines: Line[] = [];
  let section: Line["section"] = "none";
  let heading: string | null = null;
  raw.forEach((line, i) => {
    if (!line) return;
    const bullet = BULLET.test(line);
    const next = raw.slice(i + 1).find(Boolean) ?? "";
    const colon = /^([^:]{2,60}):\s*(.*)$/.exec(line);
    const headingLike =
      !bullet &&
      line.length <= 60 &&
      !/[.!?]$/.test(line) &&
      (/:$/.test(line) ||
        BULLET.test(next) ||
        WANTED_HEADING.test(line) ||
        DUTY_HEADING.test(line) ||
        OTHER_HEADING.test(line));
    if (headingLike && !(colon && colon[2])) {
      heading = line.replace(/:$/, "").trim();
      // A requirements heading wins over a word of another kind in it ("Skills and benefits" stays wanted).
      section = DUTY_HEADING.test(heading)
        ? "duty"
        : WANTED_HEADING.test(heading)
          ? "wanted"
          : OTHER_HEADING.test(heading)
            ? "other"
            : "none";
      return;
    }
    if (!bullet && colon && colon[2] && colon[1].length <= 30) {
      // A fact line: "Pay: $18 per hour" states a term; "Experience: 2 years at a front desk" asks; any other
      // ("Front desk: 1 year") belongs to the section it stands in.
      const label = colon[1].trim();
      if (TERMS_LABEL.test(label)) lines.push({ text: line, section: "other", heading: label, bullet: true });
      else if (WANTED_HEADING.test(label))
        lines.push({ text: colon[2], section: "wanted", heading: label, bullet: true });
      else lines.push({ text: line, section, heading, bullet: true });
      return;
    }
    lines.push({ text: line, section, heading, bullet });
  });
  return lines;
}

/**
 * A job's requirements: the lines under requirement headings (and "Skills: …"-like fact lines); failing those the
 * duties (what the work involves stands for the experience wanted); failing those every bullet point outside the
 * terms and the company's sections; failing those the description's sentences. Never a term of the job.
 */
export function jobRequirements(description: string): JobRequirement[] {
  const lines = linesOf(description);
  const statements = (list: Line[]) =>
    list.flatMap((l) =>
      (l.bullet ? [l.text] : l.text.split(/(?<=[.!?])\s+/)).map((text) => ({ text, heading: l.heading })),
    );
  const wanted = lines.filter((l) => l.section === "wanted");
  const duties = lines.filter((l) => l.section === "duty");
  const bullets = lines.filter((l) => l.bullet && (l.section === "none" || l.section === "wanted"));
  const chosen = wanted.length
    ? statements(wanted)
    : duties.length
      ? statements(duties)
      : bullets.length
        ? statements(bullets)
        : statements(lines.filter((l) => l.section === "none")).filter((s) => s.text.split(/\s+/).length >= 3);
  const seen = new Set<string>();
  const out: JobRequirement[] = [];
  for (const { text, heading } of chosen) {
    if (isJobTerms(text) || FRAMING.test(text)) continue;
    const items =
      /skills?|languages?|tools?|software/i.test(heading ?? "") || /^skills?\b/i.test(text)
        ? listItems(clean(text.replace(/^skills?\s*:\s*/i, "")))
        : [clean(text)];
    for (const item of items) {
      const requirement = item.slice(0, 300);
      const key = requirement.toLowerCase();
      if (!/[a-z]/i.test(requirement) || seen.has(key) || isJobTerms(requirement)) continue;
      seen.add(key);
      out.push({ text: requirement, kind: kindOf(requirement, heading) });
    }
  }
  return out.slice(0, MAX_REQUIREMENTS);
}

// ---------------------------------------------------------------------------------------------------------------
// Matching a resume

const STOP = new Set(
  (
    "a an and or the of to in on for with at by from as is are be been being have has had you your our we will " +
    "can able ability experience experienced years year plus strong good great excellent work working knowledge " +
    "skills skill least minimum must should would like ideally preferred required desired including etc other " +
    "within who what this that these those their them they it its into across using use per well high level " +
    "proven demonstrated solid relevant related similar equivalent any some all one two three four five six " +
    "previous prior background environment ensure make sure role position job candidate candidates us " +
    "proficiency proficient similar comfortable familiar familiarity understanding"
  ).split(" "),
);

/** British and American spellings meet ("sterilise" and "sterilize", "colour" and "color"). */
const spelling = (word: string) => word.replace(/is(e|ed|es|ing|ation)$/, "iz$1").replace(/our$/, "or");

/**
 * A word's comparable form: lower case, without a common ending and a final "e", at most six letters — so
 * "managing", "managed" and "manage" meet, as do "nurse" and "nursing".
 */
const stem = (word: string) => {
  const lower = spelling(word.toLowerCase());
  const bare = lower.replace(/(ing|ers|er|ed|es|s|ment|ly|ion|ions)$/, "");
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

/** Levels of education, lowest first: a requirement is met by its level or a higher one. */
const EDUCATION_LEVELS: RegExp[] = [
  /\b(high school|secondary school|ged|gcses?|a[- ]levels?|highschool)\b/i,
  /\b(diploma|associate('?s)? degree|hnd|nvq|vocational qualification|apprenticeship)\b/i,
  /\b(bachelor('?s)?|degree|bsc|b\.sc|ba|b\.a|beng|undergraduate)\b/i,
  /\b(master('?s)?|msc|m\.sc|mba|postgraduate)\b/i,
  /\b(phd|doctorate|doctoral)\b/i,
];
const levelOf = (text: string, pick: "min" | "max") => {
  const found = EDUCATION_LEVELS.map((re, i) => (re.test(text) ? i : -1)).filter((i) => i >= 0);
  if (!found.length) return -1;
  return pick === "min" ? Math.min(...found) : Math.max(...found);
};

type Passage = { text: string; words: Set<string> };

/** Up to two passages that together hold most of the wanted words, best first. */
function evidenceFor(wanted: string[], passages: Passage[]): { chosen: Passage[]; covered: number; best: number } {
  const hits = (p: Passage, among: string[]) => among.filter((w) => p.words.has(w)).length;
  let first: Passage | null = null;
  for (const p of passages) if (hits(p, wanted) > 0 && (!first || hits(p, wanted) > hits(first, wanted))) first = p;
  if (!first) return { chosen: [], covered: 0, best: 0 };
  const rest = wanted.filter((w) => !first.words.has(w));
  let second: Passage | null = null;
  for (const p of passages)
    if (p !== first && hits(p, rest) > 0 && (!second || hits(p, rest) > hits(second, rest))) second = p;
  const best = hits(first, wanted);
  return { chosen: second ? [first, second] : [first], covered: best + (second ? hits(second, rest) : 0), best };
}

const quote = (chosen: Passage[]) => {
  const text = chosen.map((p) => p.text).join(" … ");
  return text.length > MAX_EVIDENCE ? `${text.slice(0, MAX_EVIDENCE - 1)}…` : text;
};

/**
 * Each requirement against the resume: met when the resume's passages hold most of its words (or, for an education,
 * a qualification of its level or higher), partly when they hold some, with the passages quoted as evidence.
 */
export function matchRequirements(requirements: (string | JobRequirement)[], resume: string): RequirementMatch[] {
  const passages: Passage[] = passagesOf(resume).map((text) => ({ text, words: new Set(wordsOf(text)) }));
  return requirements.map((r) => {
    const { text: requirement, kind } = typeof r === "string" ? { text: r, kind: kindOf(r, null) } : r;
    if (kind === "education") {
      const wantedLevel = levelOf(requirement, "min");
      if (wantedLevel >= 0) {
        const held = passages
          .map((p) => ({ p, level: levelOf(p.text, "max") }))
          .filter((x) => x.level >= wantedLevel)
          .sort((a, b) => b.level - a.level);
        if (held.length) return { requirement, status: "met", evidence: quote([held[0].p]) };
      }
    }
    // "Dentrix or similar software", "Spanish or French": either alternative will do; the whole is tried too.
    const alternatives = [requirement, ...requirement.split(/\s+or\s+|\s*\/\s*/i)];
    const verdicts = alternatives.map((text) => verdict(wordsOf(text), passages));
    const best = verdicts.reduce((a, b) => (RANK[b.status] > RANK[a.status] ? b : a));
    return { requirement, ...best };
  });
}

const RANK: Record<RequirementStatus, number> = { not_found: 0, partly: 1, met: 2 };

function verdict(wanted: string[], passages: Passage[]): Omit<RequirementMatch, "requirement"> {
  if (!wanted.length) return { status: "not_found", evidence: null };
  const { chosen, covered, best } = evidenceFor(wanted, passages);
  if (!chosen.length) return { status: "not_found", evidence: null };
  const share = best / wanted.length;
  const together = covered / wanted.length;
  const status: RequirementStatus =
    share >= 0.6 || (together >= 0.75 && share >= 0.4)
      ? "met"
      : share >= 0.25 || together >= 0.5
        ? "partly"
        : "not_found";
  if (status === "not_found") return { status, evidence: null };
  // One passage when it carries the verdict on its own; two when it takes both.
  return { status, evidence: quote(share >= 0.6 ? chosen.slice(0, 1) : chosen) };
}
