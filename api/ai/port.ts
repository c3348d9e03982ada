import { eq } from "drizzle-orm";
import type { z } from "zod";
import { AD_CHANNELS, TEMPLATE_GENERATOR_LABEL, type AdChannel } from "../../domain/jobs";
import { REDACTED, redactPersonalDetails } from "../../domain/redaction";
import type { Env } from "../../server/env";
import type { Logger } from "../../server/logger";
import type { Database } from "../../server/db/client";
import { companies, jobApplications, surveyResults, type AiCallCitation } from "../../server/db/schema/index";
import { inputsOf, recordAiCall } from "../ai-calls/record";
import {
  AiUnavailableError,
  createCompletionClient,
  type ChatMessage,
  type CompletionClient,
} from "./chat-completions";
import { loadPrompts, promptSha256, renderPrompt } from "./prompts";
import { createTemplateText, describeJob, writeAd } from "./templates";

/**
 * The one AI port (architecture: outside services are ports with an honest embedded default). Configured with
 * OPENAI_BASE_URL, it asks any OpenAI-compatible chat-completions endpoint; otherwise — or when the company has
 * switched AI off — the caller's deterministic fallback answers, labelled GENERATED_WITHOUT_AI. Every feature that
 * writes text calls `generate()`; the job texts below are built on it.
 *
 * Every call is recorded (api/ai-calls/, ADR 076), the default's too; and a request that evaluates a person has its
 * variables stripped of who they are (domain/redaction.ts) before they go anywhere.
 */
export { AiUnavailableError, type ChatMessage };

/** The label of everything the embedded default wrote (shown next to the text). */
export const GENERATED_WITHOUT_AI = "Generated without AI";

export type AiEnv = Pick<
  Env,
  | "OPENAI_BASE_URL"
  | "OPENAI_API_KEY"
  | "OPENAI_MODEL"
  | "OPENAI_TIMEOUT_MS"
  | "OPENAI_RETRIES"
  | "OPENAI_BACKOFF_MS"
  | "OPENAI_PRICE_IN_MTOK"
  | "OPENAI_PRICE_OUT_MTOK"
>;

export interface GenerateRequest<T> {
  /** What the text is for, e.g. `candidate_analysis`: in the token log line (never the text). */
  task: string;
  /** The prompt file's name in api/ai/prompts, without `.md`. */
  prompt: string;
  /** The prompt's `{{variables}}`: only what the task needs (no e-mail, phone or address; first names only). */
  variables: Record<string, string>;
  /**
   * The company whose people's data the prompt carries: its AI switch (companies.ai_enabled) decides whether the
   * endpoint is asked. Null only for a prompt without any company's people in it (a job text).
   */
  companyId: number | null;
  /** Earlier turns of a conversation, placed between the system message and the prompt's user message. */
  history?: ChatMessage[];
  /** Read the model's answer as a JSON object of this shape (an unreadable answer is an AiUnavailableError). */
  json?: z.ZodType<T>;
  temperature?: number;
  /** The deterministic answer when no endpoint may be asked. */
  fallback: () => T | Promise<T>;
  /** Who asked (the signed-in user's id), for the AI-call record; null when no one is signed in. */
  userId: number | null;
  /**
   * The person the prompt evaluates. Given (and whenever `companyId` is set, as a company's people are then in the
   * prompt), every variable and earlier turn is redacted first; the person's names (read here from their survey
   * result and application, so no caller can forget one) are replaced wherever they stand.
   * The record names the person's survey result or application, so it goes with their data and their export.
   */
  person?: {
    surveyResultId?: number | null;
    applicationId?: number | null;
    /** Names beyond those the port reads from the survey result and the application (e.g. a preferred name). */
    names?: readonly (string | null | undefined)[];
  };
  /** The company the call is made for when `companyId` is null (a job text): recorded, never sent. */
  recordCompanyId?: number | null;
  /** What the answer cites, for the record (the feature's own references, e.g. report sections). */
  cites?: (value: T) => AiCallCitation[];
}

export interface Generated<T> {
  value: T;
  /** `ai`: the endpoint wrote it; `default`: the embedded, deterministic default did. */
  source: "ai" | "default";
  /** GENERATED_WITHOUT_AI for the default; null for a model's text. */
  label: string | null;
  /** The model that wrote it, when one did. */
  model: string | null;
}

export interface AiPort {
  /** Whether an endpoint is configured at all. */
  readonly configured: boolean;
  /** Whether this company's data may go to the endpoint: one is configured and the company allows AI. */
  allowedFor(companyId: number | null): Promise<boolean>;
  generate(request: Omit<GenerateRequest<string>, "json">): Promise<Generated<string>>;
  generate<T>(request: GenerateRequest<T> & { json: z.ZodType<T> }): Promise<Generated<T>>;
}

export interface AiDeps {
  env: AiEnv;
  /** Needed for the company switch; without it only `companyId: null` requests may be made. */
  db?: Database;
  logger?: Pick<Logger, "info" | "warn">;
  /** For tests: another fetch. */
  fetch?: typeof fetch;
}

export function completionClientFor(deps: AiDeps): CompletionClient | null {
  const { env } = deps;
  if (!env.OPENAI_BASE_URL) return null;
  return createCompletionClient({
    baseUrl: env.OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY,
    model: env.OPENAI_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
    retries: env.OPENAI_RETRIES,
    backoffMs: env.OPENAI_BACKOFF_MS,
    priceInputPerMTok: env.OPENAI_PRICE_IN_MTOK,
    priceOutputPerMTok: env.OPENAI_PRICE_OUT_MTOK,
    logger: deps.logger,
    fetch: deps.fetch,
  });
}

/** A model's JSON answer: the object itself, or inside a ```json fence, as some models write it. */
function parseJson(text: string): unknown {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/.exec(text.trim());
  return JSON.parse(fenced ? fenced[1] : text);
}

export function createAi(deps: AiDeps): AiPort {
  const client = completionClientFor(deps);
  // Read at start-up: a missing or malformed prompt file stops the server now, not at the first request.
  loadPrompts();

  async function allowedFor(companyId: number | null): Promise<boolean> {
    if (!client) return false;
    if (companyId === null) return true;
    if (!deps.db) throw new Error("the AI port needs the database to read a company's AI switch");
    const [company] = await deps.db
      .select({ aiEnabled: companies.aiEnabled })
      .from(companies)
      .where(eq(companies.id, companyId));
    return company?.aiEnabled ?? false;
  }

  /** Every name the product holds for the person: first and last, of their assessment and their application. */
  async function namesOf(person: GenerateRequest<unknown>["person"]): Promise<(string | null | undefined)[]> {
    const names = [...(person?.names ?? [])];
    if (!person || !deps.db) return names;
    if (person.surveyResultId) {
      const [row] = await deps.db
        .select({ first: surveyResults.first, last: surveyResults.last })
        .from(surveyResults)
        .where(eq(surveyResults.id, person.surveyResultId));
      if (row) names.push(row.first, row.last);
    }
    if (person.applicationId) {
      const [row] = await deps.db
        .select({ first: jobApplications.first, last: jobApplications.last })
        .from(jobApplications)
        .where(eq(jobApplications.id, person.applicationId));
      if (row) names.push(row.first, row.last);
    }
    return names;
  }

  async function generate<T>(request: GenerateRequest<T>): Promise<Generated<T>> {
    const redacted = request.person !== undefined || request.companyId !== null;
    const names = redacted ? await namesOf(request.person) : [];
    const clean = (text: string) => (redacted ? redactPersonalDetails(text, { names }) : text);
    const variables = Object.fromEntries(Object.entries(request.variables).map(([k, v]) => [k, clean(v)]));
    const history = request.history?.map((m) => ({ ...m, content: clean(m.content) }));
    const record = async (
      answer: { source: "ai" | "default"; model: string; fallback: string | null } & (
        { outcome: "answered"; value: T } | { outcome: "failed" }
      ),
    ) => {
      // A port made without the database (unit tests of the client) has nothing to record into.
      if (!deps.db) return;
      await recordAiCall(deps.db, {
        companyId: request.companyId ?? request.recordCompanyId ?? null,
        userId: request.userId,
        surveyResultId: request.person?.surveyResultId ?? null,
        applicationId: request.person?.applicationId ?? null,
        feature: request.task,
        source: answer.source,
        model: answer.model,
        fallback: answer.fallback,
        outcome: answer.outcome,
        promptId: request.prompt,
        promptSha256: promptSha256(request.prompt),
        redacted,
        inputs: inputsOf(variables, history),
        output: answer.outcome === "answered" ? (answer.value as unknown) : null,
        citations: answer.outcome === "answered" && request.cites ? request.cites(answer.value) : [],
      });
    };

    if (!client || !(await allowedFor(request.companyId))) {
      const value = await request.fallback();
      // Recorded as the embedded default, with why: the person's export and a fairness review see every text the
      // product wrote about them, whoever wrote it.
      await record({
        source: "default",
        model: "none",
        fallback: client ? "ai_switched_off" : "no_endpoint",
        outcome: "answered",
        value,
      });
      return { value, source: "default", label: GENERATED_WITHOUT_AI, model: null };
    }
    const [system, user] = renderPrompt(request.prompt, variables);
    let model = deps.env.OPENAI_MODEL ?? "unknown";
    try {
      const completion = await client.complete({
        task: request.task,
        messages: [system, ...(history ?? []), user],
        temperature: request.temperature,
        json: Boolean(request.json),
      });
      model = completion.model;
      let value: T;
      if (request.json) {
        let parsed: unknown;
        try {
          parsed = parseJson(completion.text);
        } catch {
          throw new AiUnavailableError("answer is not JSON");
        }
        const checked = request.json.safeParse(parsed);
        if (!checked.success) throw new AiUnavailableError("answer does not have the asked shape");
        value = checked.data;
      } else {
        value = completion.text as T;
      }
      await record({ source: "ai", model, fallback: null, outcome: "answered", value });
      // The model never saw the name; where it echoed the placeholder (quoting a resume, say), the reader gets the
      // person's first name back. The record keeps what the model wrote.
      const first = names
        .find((name) => name?.trim())
        ?.trim()
        .split(/\s+/)[0];
      return { value: first ? named(value, first) : value, source: "ai", label: null, model: completion.model };
    } catch (error) {
      if (error instanceof AiUnavailableError) await record({ source: "ai", model, fallback: null, outcome: "failed" });
      throw error;
    }
  }

  return { configured: client !== null, allowedFor, generate: generate as AiPort["generate"] };
}

/** Every string in an AI answer with the redaction's name placeholder replaced by the person's first name. */
function named<T>(value: T, first: string): T {
  if (typeof value === "string") return value.replaceAll(REDACTED.name, first) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => named(item, first)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, named(item, first)])) as T;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// Job texts (api/jobs/generate-*.ts), on the port above. They hold only the job's own fields (no applicant), so
// they ask the endpoint whenever one is configured; the default is the template generator (api/ai/templates.ts).

export interface AiTextPort {
  readonly source: TextSource;
  /** A job description (plain text with short headed sections). */
  jobDescription(input: JobTextInput, asker?: TextAsker): Promise<GeneratedText>;
  /** One advertisement per channel, each fitted to its channel's length and tone. */
  jobAds(input: JobTextInput, channels: readonly AdChannel[], asker?: TextAsker): Promise<GeneratedAd[]>;
}

/** Who asked for a job text and for which company: what the AI-call record keeps of a call about no person. */
export interface TextAsker {
  userId: number | null;
  companyId: number | null;
}

export type TextSource = "openai" | "templates";

/** What the generators know about a job: only its own fields (nothing about applicants). */
export interface JobTextInput {
  title: string;
  companyName: string;
  industry: string | null;
  location: string | null;
  department: string | null;
  employmentType: string;
  workplace: string;
  salary: string | null;
  /** The job's current description (ads summarise it; a new description may build on it). */
  description: string;
  /** Extra notes from the admin: must-haves, tone, benefits. */
  notes: string | null;
}

export { AD_CHANNELS, type AdChannel };
/** Upper bounds per channel (a short message fits an SMS or a post of 280 characters). */
export const AD_MAX_LENGTH: Record<AdChannel, number> = { job_board: 4000, social_media: 1200, short_message: 280 };

export interface GeneratedText {
  text: string;
  source: TextSource;
  /** "generated from templates" for the deterministic generator; null for a model's text. */
  label: string | null;
  /** The model that wrote it, when one did. */
  model: string | null;
}

export interface GeneratedAd extends GeneratedText {
  channel: AdChannel;
}

const CHANNEL_BRIEF: Record<AdChannel, string> = {
  job_board: "a job-board advertisement with a title line, a short pitch, the key facts and a call to apply",
  social_media: "a friendly social-media post with at most two hashtags",
  short_message: "a text message of at most 280 characters",
};

function factsOf(input: JobTextInput): string {
  return [
    `Job title: ${input.title}`,
    `Company: ${input.companyName}`,
    input.industry && `Industry: ${input.industry}`,
    input.location && `Location: ${input.location}`,
    input.department && `Department: ${input.department}`,
    `Employment type: ${input.employmentType}`,
    `Workplace: ${input.workplace}`,
    input.salary && `Pay: ${input.salary}`,
    input.notes && `Notes from the hiring manager: ${input.notes}`,
    input.description && `Current description:\n${input.description}`,
  ]
    .filter(Boolean)
    .join("\n");
}

const fitted = (text: string, maxLength: number) =>
  text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;

export function createAiTextPort(
  env: AiEnv,
  logger?: Pick<Logger, "info" | "warn">,
  /** Where the calls are recorded; without it (unit tests) the template generator answers unrecorded. */
  db?: Database,
): AiTextPort {
  const ai = createAi({ env, logger, db });
  if (!ai.configured && !db) return createTemplateText();
  const asText = (generated: Generated<string>, maxLength: number): GeneratedText => ({
    text: fitted(generated.value, maxLength),
    source: generated.source === "ai" ? "openai" : "templates",
    label: generated.source === "ai" ? null : TEMPLATE_GENERATOR_LABEL,
    model: generated.model,
  });
  return {
    source: ai.configured ? "openai" : "templates",
    async jobDescription(input, asker) {
      const generated = await ai.generate({
        task: "job_description",
        prompt: "job-description",
        variables: { facts: factsOf(input) },
        companyId: null,
        userId: asker?.userId ?? null,
        recordCompanyId: asker?.companyId ?? null,
        temperature: 0.7,
        fallback: () => describeJob(input),
      });
      return asText(generated, 8000);
    },
    async jobAds(input, channels, asker) {
      return Promise.all(
        channels.map(async (channel) => {
          const generated = await ai.generate({
            task: "job_ad",
            prompt: "job-ad",
            variables: {
              brief: CHANNEL_BRIEF[channel],
              max_length: String(AD_MAX_LENGTH[channel]),
              facts: factsOf(input),
            },
            companyId: null,
            userId: asker?.userId ?? null,
            recordCompanyId: asker?.companyId ?? null,
            temperature: 0.7,
            fallback: () => writeAd(input, channel),
          });
          return { channel, ...asText(generated, AD_MAX_LENGTH[channel]) };
        }),
      );
    },
  };
}
