import { AD_CHANNELS, type AdChannel } from "../../domain/jobs";
import type { Env } from "../../server/env";
import { createOpenAiText } from "./openai";
import { createTemplateText } from "./templates";

/**
 * The AI text port (architecture: outside services are ports with an honest embedded default). Configured with
 * OPENAI_BASE_URL, it asks any OpenAI-compatible chat-completions endpoint; otherwise a deterministic generator
 * writes the texts from the job's own fields, and every text says so in `label`.
 */
export interface AiTextPort {
  readonly source: TextSource;
  /** A job description (plain text with short headed sections). */
  jobDescription(input: JobTextInput): Promise<GeneratedText>;
  /** One advertisement per channel, each fitted to its channel's length and tone. */
  jobAds(input: JobTextInput, channels: readonly AdChannel[]): Promise<GeneratedAd[]>;
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

/** A configured text service failed (network, status, empty answer): the API answers 502 with this message. */
export class AiUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AiUnavailableError";
  }
}

export function createAiTextPort(env: Pick<Env, "OPENAI_BASE_URL" | "OPENAI_API_KEY" | "OPENAI_MODEL">): AiTextPort {
  if (env.OPENAI_BASE_URL) {
    return createOpenAiText({ baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL });
  }
  return createTemplateText();
}
