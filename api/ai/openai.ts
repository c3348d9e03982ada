import { AD_MAX_LENGTH, AiUnavailableError, type AdChannel, type AiTextPort, type JobTextInput } from "./port";

/**
 * The AI text port over any OpenAI-compatible chat-completions endpoint (`POST {base}/chat/completions`). Only
 * the job's own fields are sent. A failure is reported (AiUnavailableError), never silently replaced by templates:
 * an admin who configured a model should know when it did not answer.
 */
export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

const SYSTEM =
  "You write clear, inclusive, accurate job texts for small businesses. Use only the facts given; never invent " +
  "pay, benefits or requirements. Plain text, no Markdown headings or tables.";

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

export function createOpenAiText({ baseUrl, apiKey, model, timeoutMs = 30_000 }: OpenAiOptions): AiTextPort {
  const endpoint = `${baseUrl.replace(/\/$/, "")}/chat/completions`;

  async function complete(prompt: string, maxLength: number): Promise<string> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(apiKey && { Authorization: `Bearer ${apiKey}` }) },
        body: JSON.stringify({
          model,
          temperature: 0.7,
          messages: [
            { role: "system", content: SYSTEM },
            { role: "user", content: prompt },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new AiUnavailableError("The text generator did not answer. Please try again.");
    }
    if (!response.ok) throw new AiUnavailableError(`The text generator answered ${response.status}.`);
    const body = (await response.json().catch(() => null)) as {
      choices?: { message?: { content?: unknown } }[];
    } | null;
    const text = body?.choices?.[0]?.message?.content;
    if (typeof text !== "string" || !text.trim()) throw new AiUnavailableError("The text generator gave no text.");
    const trimmed = text.trim();
    return trimmed.length > maxLength ? `${trimmed.slice(0, maxLength - 1)}…` : trimmed;
  }

  const generated = (text: string) => ({ text, source: "openai" as const, label: null, model });

  return {
    source: "openai",
    async jobDescription(input) {
      const prompt = `Write a job description (about 250 words, short sections: about the role, what you will do, what we look for, how to apply).\n\n${factsOf(input)}`;
      return generated(await complete(prompt, 8000));
    },
    async jobAds(input, channels) {
      return Promise.all(
        channels.map(async (channel) => {
          const prompt = `Write ${CHANNEL_BRIEF[channel]} (at most ${AD_MAX_LENGTH[channel]} characters).\n\n${factsOf(input)}`;
          return { channel, ...generated(await complete(prompt, AD_MAX_LENGTH[channel])) };
        }),
      );
    },
  };
}
