// Counterfactual fairness of the AI port: the same resume and answers under several names, genders, ages and
// e-mail addresses reach the endpoint as the same prompt, and the categorical outputs (each requirement met, partly
// or not found) are identical — with a loopback chat-completions server whose answers depend on every byte of the
// prompt, and with the embedded default. A control without the person shows the fixtures do differ.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { matchRequirements } from "../../../domain/resume-match";
import { createAi, type AiEnv } from "../../../api/ai/port";
import {
  lastUserMessage,
  startChatCompletions,
  type ChatCompletionsBody,
  type ChatCompletionsServer,
} from "../../support/chat-completions";

const REQUIREMENTS = ["Dental radiography certification", "Two years of chairside experience", "Scheduling software"];

const PEOPLE = [
  {
    first: "Emily",
    last: "Walsh",
    email: "emily.walsh@example.com",
    p: ["she", "her", "her"],
    born: "1961",
    hs: "1979",
  },
  {
    first: "Jamal",
    last: "Washington",
    email: "jamal.w@example.org",
    p: ["he", "him", "his"],
    born: "1999",
    hs: "2017",
  },
  { first: "Wei", last: "Zhang", email: "wz@example.net", p: ["they", "them", "their"], born: "1985", hs: "2003" },
  {
    first: "María",
    last: "García",
    email: "maria.garcia@example.com",
    p: ["she", "her", "her"],
    born: "1990",
    hs: "2008",
  },
  { first: "Oluwaseun", last: "Adeyemi", email: "seun@example.org", p: ["he", "him", "his"], born: "1972", hs: "1990" },
];
type Person = (typeof PEOPLE)[number];
const cap = (word: string) => word[0].toUpperCase() + word.slice(1);

/** A resume and a written answer as candidates write them, about one person. */
function resumeOf(who: Person): string {
  const [subject, object, possessive] = who.p;
  return `${who.first} ${who.last}
${who.email} | Pronouns: ${subject}/${object}
Date of birth: 12 June ${who.born}

Experience
Dental assistant, Harbor Dental, 2019 - 2023. ${cap(subject)} kept the schedule for four chairs; ${possessive} manager praised ${object} for staying calm with nervous patients.
Receptionist, Smile Clinic, 2016 - 2019.

Skills
Radiography, sterilisation, scheduling software

Education
Certificate in Dental Radiography, City College, graduated ${Number(who.hs) + 4}
Lincoln High School, Class of ${who.hs}

Why this job: I'm ${who.first}. Patients tell my manager that ${subject} made the visit easy, and I want more of that.`;
}

const answerShape = z.object({
  matches: z.array(z.object({ requirement: z.string(), status: z.enum(["met", "partly", "not_found"]) })),
});

/**
 * A "model" whose verdicts depend on every byte of the prompt: a keyword match, then flipped for some requirements
 * by a hash of the whole user message. Any name, pronoun or year that got through would change the hash and, most
 * likely, a verdict.
 */
function modelAnswer(body: ChatCompletionsBody): string {
  const prompt = lastUserMessage(body);
  const hash = crypto.createHash("sha256").update(prompt).digest();
  return JSON.stringify({
    profile: { experience: [], skills: [], education: [] },
    matches: REQUIREMENTS.map((requirement, i) => {
      const word = requirement.split(" ")[0].toLowerCase();
      const base = prompt.toLowerCase().includes(word) ? "met" : "not_found";
      return { requirement, status: hash[i] % 3 === 0 ? "partly" : base, evidence: null };
    }),
  });
}

const baseEnv: AiEnv = {
  OPENAI_BASE_URL: undefined,
  OPENAI_API_KEY: undefined,
  OPENAI_MODEL: "gpt-4o-mini",
  OPENAI_TIMEOUT_MS: 5000,
  OPENAI_RETRIES: 0,
  OPENAI_BACKOFF_MS: 1,
  OPENAI_PRICE_IN_MTOK: undefined,
  OPENAI_PRICE_OUT_MTOK: undefined,
} as AiEnv;

let llm: ChatCompletionsServer;

beforeAll(async () => {
  llm = await startChatCompletions({ answer: modelAnswer });
});
afterAll(async () => {
  await llm?.close();
});

/** One person's resume through the port, as the resume analysis asks (the person named, so it is redacted). */
async function verdicts(env: AiEnv, who: Person, evaluated = true) {
  const ai = createAi({ env });
  const resume = resumeOf(who);
  const generated = await ai.generate({
    task: "resume_analysis",
    prompt: "resume-analysis",
    companyId: null,
    userId: null,
    ...(evaluated ? { person: { names: [who.first, who.last] } } : {}),
    variables: {
      job_title: "Dental assistant",
      requirements: REQUIREMENTS.map((r) => `- ${r}`).join("\n"),
      resume,
    },
    json: answerShape,
    temperature: 0,
    fallback: () => ({ matches: matchRequirements(REQUIREMENTS, resume) }),
  });
  return { source: generated.source, statuses: generated.value.matches.map((m) => m.status) };
}

describe("the same evidence under another name, gender or age gets the same verdicts", () => {
  test("through a chat-completions endpoint: the same prompt for everyone, and the same categories", async () => {
    llm.reset();
    const env = { ...baseEnv, OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: "sk-test", OPENAI_MODEL: "test-model" };
    const outcomes = [];
    for (const who of PEOPLE) outcomes.push(await verdicts(env, who));
    expect(outcomes.every((o) => o.source === "ai")).toBe(true);
    expect(new Set(llm.requests.map((r) => JSON.stringify(r.messages))).size).toBe(1);
    for (const outcome of outcomes) expect(outcome.statuses).toEqual(outcomes[0].statuses);
  });

  test("with the embedded default: the same categories", async () => {
    const outcomes = [];
    for (const who of PEOPLE) outcomes.push(await verdicts(baseEnv, who));
    expect(outcomes.every((o) => o.source === "default")).toBe(true);
    for (const outcome of outcomes) expect(outcome.statuses).toEqual(outcomes[0].statuses);
  });

  test("control: without the person named, the prompts differ, so the test above could fail", async () => {
    llm.reset();
    const env = { ...baseEnv, OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: "sk-test", OPENAI_MODEL: "test-model" };
    for (const who of PEOPLE) await verdicts(env, who, false);
    expect(new Set(llm.requests.map((r) => JSON.stringify(r.messages))).size).toBe(PEOPLE.length);
  });
});
