import crypto from "node:crypto";
import { TEMPLATE_GENERATOR_LABEL } from "../../domain/jobs";
import { AD_MAX_LENGTH, type AdChannel, type AiTextPort, type GeneratedText, type JobTextInput } from "./port";

/**
 * The deterministic default of the AI text port: texts assembled from the job's own fields and a few fixed
 * phrasings, chosen by a hash of the title so the same job always reads the same. No model, no network; every
 * text is labelled "generated from templates".
 */
export function createTemplateText(): AiTextPort {
  const generated = (text: string): GeneratedText => ({
    text,
    source: "templates",
    label: TEMPLATE_GENERATOR_LABEL,
    model: null,
  });
  return {
    source: "templates",
    async jobDescription(input) {
      return generated(describeJob(input));
    },
    async jobAds(input, channels) {
      return channels.map((channel) => ({ channel, ...generated(writeAd(input, channel)) }));
    },
  };
}

const OPENERS = [
  "{company} is looking for {a title} to join the team{where}.",
  "Join {company} as our next {title}{where}.",
  "We are hiring {a title} at {company}{where}.",
];
const CLOSERS = [
  "If this sounds like you, we would love to hear from you.",
  "Applying takes only a few minutes.",
  "Send us your application and tell us why this role fits you.",
];
/** The headings of the sections describeJob writes. */
const HEADINGS = {
  about: "About the role",
  wanted: "What we are looking for",
  duties: "What you will do",
  apply: "How to apply",
};

/** A stable pick from a list for this job (the same title always gets the same phrasing). */
function pick<T>(list: readonly T[], seed: string, salt: string): T {
  const n = crypto.createHash("sha256").update(`${salt}:${seed.toLowerCase()}`).digest().readUInt32BE(0);
  return list[n % list.length];
}

const human = (value: string) => value.replace(/_/g, "-").replace(/^\w/, (c) => c.toUpperCase());

/** "a Dental Assistant", "an Office Manager", "a Unit Lead", "an Hourly Cleaner" (by sound, for the usual cases). */
export function withArticle(noun: string): string {
  const an =
    /^(hour|honest|honou?r|heir)/i.test(noun) ||
    (/^[aeiou]/i.test(noun) && !/^(uni|use|usu|uti|eu|one\b|once)/i.test(noun));
  return `${an ? "an" : "a"} ${noun}`;
}

function fill(template: string, input: JobTextInput): string {
  const where = input.location ? ` in ${input.location}` : "";
  return template
    .replace("{company}", input.companyName)
    .replace("{a title}", withArticle(input.title))
    .replace("{title}", input.title)
    .replace("{where}", where);
}

function facts(input: JobTextInput): string[] {
  return [
    `Employment: ${human(input.employmentType)}`,
    `Workplace: ${human(input.workplace)}`,
    input.location && `Location: ${input.location}`,
    input.department && `Department: ${input.department}`,
    // The company's field of work, as a fact of the role rather than a sentence of its own ("X works in y.").
    input.industry && `Industry: ${human(input.industry)}`,
    input.salary && `Pay: ${input.salary}`,
  ].filter((line): line is string => Boolean(line));
}

/** Sentences and bullet points of a text, without bullet marks. */
function statements(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) => s.replace(/^[-*•\s]+/, "").trim())
    .filter((s) => s.length > 3);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A text's blocks (separated by blank lines) with their headings: a block's first line is its heading when lines
 * follow it and it reads like one (one of ours, a line ending in a colon, or a line over bullet points), not when it
 * merely starts a wrapped paragraph.
 */
function sections(text: string): { heading: string | null; body: string }[] {
  const known = Object.values(HEADINGS);
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [first, ...rest] = block.split("\n").map((line) => line.trim());
      const heading =
        rest.length > 0 &&
        !/^[-*•]/.test(first) &&
        (known.some((h) => same(h, first)) || first.endsWith(":") || /^[-*•]/.test(rest[0]));
      return heading ? { heading: first.replace(/:$/, ""), body: rest.join("\n") } : { heading: null, body: block };
    });
}

/**
 * Whether a sentence of the current description is one a generator wrote around the job rather than about its
 * work: an introduction naming the company and the title ("Harbor Dental is looking for a Dental Assistant…"), the
 * old "X works in y." line, or an invitation to apply. A new description writes those afresh, so keeping them would
 * repeat them.
 */
function isFraming(sentence: string, input: JobTextInput): boolean {
  const s = sentence.toLowerCase();
  const company = input.companyName.toLowerCase();
  return (
    (s.includes(company) && s.includes(input.title.toLowerCase())) ||
    s.startsWith(`${company} works in `) ||
    s.startsWith("apply online") ||
    s.startsWith("apply today") ||
    CLOSERS.some((closer) => same(closer, sentence))
  );
}

/**
 * What the job involves, from its current description: the bullet points of its "What you will do" section when it
 * has one, otherwise its sentences outside the sections a generator writes, either way without the framing.
 */
function duties(input: JobTextInput, max: number): string[] {
  const parts = sections(input.description);
  const own = parts.find((part) => part.heading && same(part.heading, HEADINGS.duties));
  const generated = [HEADINGS.about, HEADINGS.wanted, HEADINGS.apply];
  const source = own
    ? [own]
    : parts.filter((part) => !part.heading || !generated.some((heading) => same(heading, part.heading!)));
  return unique(source.flatMap((part) => statements(part.body)).filter((s) => !isFraming(s, input))).slice(0, max);
}

/** What the admin asks for: their notes; without notes, what the current description already asks for. */
function wanted(input: JobTextInput, max: number): string[] {
  if (input.notes?.trim()) return unique(statements(input.notes)).slice(0, max);
  const own = sections(input.description).find((part) => part.heading && same(part.heading, HEADINGS.wanted));
  return own ? unique(statements(own.body)).slice(0, max) : [];
}

function unique(lines: string[]): string[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = line.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const bullets = (lines: string[]) => lines.map((line) => `- ${line}`).join("\n");

export function describeJob(input: JobTextInput): string {
  const blocks = [fill(pick(OPENERS, input.title, "opener"), input), `${HEADINGS.about}\n${bullets(facts(input))}`];
  const asks = wanted(input, 6);
  if (asks.length) blocks.push(`${HEADINGS.wanted}\n${bullets(asks)}`);
  const work = duties(input, 6);
  if (work.length) blocks.push(`${HEADINGS.duties}\n${bullets(work)}`);
  blocks.push(`${HEADINGS.apply}\nApply online with your details and resume. ${pick(CLOSERS, input.title, "closer")}`);
  return blocks.join("\n\n");
}

export function writeAd(input: JobTextInput, channel: AdChannel): string {
  const opener = fill(pick(OPENERS, input.title, "opener"), input);
  const closer = pick(CLOSERS, input.title, "closer");
  let text: string;
  switch (channel) {
    case "job_board": {
      const details = duties(input, 5);
      text = [
        `${input.title} — ${input.companyName}`,
        opener,
        facts(input).join(" · "),
        details.length ? bullets(details) : null,
        closer,
      ]
        .filter(Boolean)
        .join("\n\n");
      break;
    }
    case "social_media":
      text = `${opener} ${[human(input.employmentType), human(input.workplace).toLowerCase(), input.salary].filter(Boolean).join(", ")}. ${closer} #hiring #${input.title.replace(/[^A-Za-z0-9]/g, "")}`;
      break;
    case "short_message":
      text = `${input.companyName} is hiring: ${input.title}${input.location ? ` (${input.location})` : ""}. ${human(input.employmentType)}${input.salary ? `, ${input.salary}` : ""}. Apply online today.`;
      break;
  }
  return text.length > AD_MAX_LENGTH[channel] ? `${text.slice(0, AD_MAX_LENGTH[channel] - 1)}…` : text;
}
