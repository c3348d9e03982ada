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
  "{company} is looking for a {title} to join the team{where}.",
  "Join {company} as our next {title}{where}.",
  "We are hiring a {title} at {company}{where}.",
];
const CLOSERS = [
  "If this sounds like you, we would love to hear from you.",
  "Apply today: it takes only a few minutes.",
  "Send us your application and tell us why this role fits you.",
];

/** A stable pick from a list for this job (the same title always gets the same phrasing). */
function pick<T>(list: readonly T[], seed: string, salt: string): T {
  const n = crypto.createHash("sha256").update(`${salt}:${seed.toLowerCase()}`).digest().readUInt32BE(0);
  return list[n % list.length];
}

const human = (value: string) => value.replace(/_/g, "-").replace(/^\w/, (c) => c.toUpperCase());

function fill(template: string, input: JobTextInput): string {
  const where = input.location ? ` in ${input.location}` : "";
  return template.replace("{company}", input.companyName).replace("{title}", input.title).replace("{where}", where);
}

function facts(input: JobTextInput): string[] {
  return [
    `Employment: ${human(input.employmentType)}`,
    `Workplace: ${human(input.workplace)}`,
    input.location && `Location: ${input.location}`,
    input.department && `Department: ${input.department}`,
    input.salary && `Pay: ${input.salary}`,
  ].filter((line): line is string => Boolean(line));
}

/** First sentences of the admin's notes and the current description, as bullet points. */
function points(text: string | null, max: number): string[] {
  if (!text) return [];
  return text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) => s.replace(/^[-*•\s]+/, "").trim())
    .filter((s) => s.length > 3)
    .slice(0, max);
}

export function describeJob(input: JobTextInput): string {
  const sections = [
    fill(pick(OPENERS, input.title, "opener"), input),
    input.industry ? `${input.companyName} works in ${input.industry.toLowerCase()}.` : null,
    `About the role\n${facts(input)
      .map((f) => `- ${f}`)
      .join("\n")}`,
  ];
  const notes = points(input.notes, 6);
  if (notes.length) sections.push(`What we are looking for\n${notes.map((p) => `- ${p}`).join("\n")}`);
  const current = points(input.description, 6);
  if (current.length) sections.push(`What you will do\n${current.map((p) => `- ${p}`).join("\n")}`);
  sections.push(`How to apply\nApply online with your details and resume. ${pick(CLOSERS, input.title, "closer")}`);
  return sections.filter(Boolean).join("\n\n");
}

export function writeAd(input: JobTextInput, channel: AdChannel): string {
  const opener = fill(pick(OPENERS, input.title, "opener"), input);
  const closer = pick(CLOSERS, input.title, "closer");
  let text: string;
  switch (channel) {
    case "job_board": {
      const details = points(input.description, 5);
      text = [
        `${input.title} — ${input.companyName}`,
        opener,
        facts(input).join(" · "),
        details.length ? details.map((d) => `- ${d}`).join("\n") : null,
        closer,
      ]
        .filter(Boolean)
        .join("\n\n");
      break;
    }
    case "social_media":
      text = `${opener} ${[human(input.employmentType), human(input.workplace), input.salary].filter(Boolean).join(", ")}. ${closer} #hiring #${input.title.replace(/[^A-Za-z0-9]/g, "")}`;
      break;
    case "short_message":
      text = `${input.companyName} is hiring: ${input.title}${input.location ? ` (${input.location})` : ""}. ${human(input.employmentType)}${input.salary ? `, ${input.salary}` : ""}. Apply online today.`;
      break;
  }
  return text.length > AD_MAX_LENGTH[channel] ? `${text.slice(0, AD_MAX_LENGTH[channel] - 1)}…` : text;
}
