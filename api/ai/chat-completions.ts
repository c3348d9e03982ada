// The one client of an OpenAI-compatible chat-completions endpoint (`POST {base}/chat/completions`): time-out,
// retries with back-off, and a log line per call with token counts, cost and model. The log never carries a prompt,
// an answer or an error body: prompts hold candidates' data, and an endpoint's error text may echo them.
import { errorMessage } from "../../domain/errors";
import type { Logger } from "../../server/logger";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface CompletionOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** Retries after a 5xx, a time-out or a network error; a 4xx is final (asking again would not help). */
  retries: number;
  /** The first retry's wait; each further one waits twice as long. */
  backoffMs: number;
  /** USD per million tokens, for the cost in the log line (unset: no cost). */
  priceInputPerMTok?: number;
  priceOutputPerMTok?: number;
  logger?: Pick<Logger, "info" | "warn">;
  /** For tests: another fetch. */
  fetch?: typeof fetch;
  /** For tests: another way to wait. */
  sleep?: (ms: number) => Promise<void>;
}

export interface CompletionRequest {
  /** What the text is for (`candidate_analysis`, `chat.answer`…): logged, never the text itself. */
  task: string;
  messages: ChatMessage[];
  temperature?: number;
  /** Ask for a JSON object (`response_format: json_object`). */
  json?: boolean;
  maxTokens?: number;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface Completion {
  text: string;
  model: string;
  usage: Usage | null;
}

/**
 * A configured endpoint failed (network, time-out, status, empty answer) after its retries: the API answers 502 with
 * the catalogue's message, never with the endpoint's own text.
 */
export class AiUnavailableError extends Error {
  constructor(
    /** What went wrong, for the log (a status or an error class; never a body). */
    readonly reason: string,
  ) {
    super(errorMessage("AI_UNAVAILABLE"));
    this.name = "AiUnavailableError";
  }
}

/** A failure worth asking again: the endpoint's or the network's, not ours. */
class Transient extends Error {}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createCompletionClient(options: CompletionOptions) {
  const endpoint = `${options.baseUrl.replace(/\/$/, "")}/chat/completions`;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? wait;

  async function attempt(request: CompletionRequest): Promise<Completion> {
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(options.apiKey && { Authorization: `Bearer ${options.apiKey}` }),
        },
        body: JSON.stringify({
          model: options.model,
          messages: request.messages,
          temperature: request.temperature ?? 0.4,
          ...(request.maxTokens && { max_tokens: request.maxTokens }),
          ...(request.json && { response_format: { type: "json_object" } }),
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : "Error";
      throw new Transient(name === "TimeoutError" ? "time-out" : `network (${name})`);
    }
    if (response.status >= 500) {
      await response.body?.cancel().catch(() => {});
      throw new Transient(`status ${response.status}`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new AiUnavailableError(`status ${response.status}`);
    }
    const body = (await response.json().catch(() => null)) as {
      model?: unknown;
      choices?: { message?: { content?: unknown } }[];
      usage?: Partial<Usage>;
    } | null;
    const text = body?.choices?.[0]?.message?.content;
    if (typeof text !== "string" || !text.trim()) throw new AiUnavailableError("no text in the answer");
    const usage = body?.usage;
    return {
      text: text.trim(),
      model: typeof body?.model === "string" ? body.model : options.model,
      usage:
        usage && typeof usage.prompt_tokens === "number" && typeof usage.completion_tokens === "number"
          ? {
              prompt_tokens: usage.prompt_tokens,
              completion_tokens: usage.completion_tokens,
              total_tokens: usage.total_tokens ?? usage.prompt_tokens + usage.completion_tokens,
            }
          : null,
    };
  }

  function cost(usage: Usage | null): number | undefined {
    if (!usage || options.priceInputPerMTok === undefined || options.priceOutputPerMTok === undefined) return undefined;
    const usd =
      (usage.prompt_tokens * options.priceInputPerMTok + usage.completion_tokens * options.priceOutputPerMTok) / 1e6;
    return Math.round(usd * 1e6) / 1e6;
  }

  return {
    model: options.model,
    async complete(request: CompletionRequest): Promise<Completion> {
      const started = Date.now();
      for (let attempts = 1; ; attempts++) {
        try {
          const completion = await attempt(request);
          // Counts and the model only: the prompt and the answer hold people's data.
          options.logger?.info(
            {
              ai: {
                task: request.task,
                model: completion.model,
                attempts,
                ms: Date.now() - started,
                prompt_tokens: completion.usage?.prompt_tokens ?? null,
                completion_tokens: completion.usage?.completion_tokens ?? null,
                total_tokens: completion.usage?.total_tokens ?? null,
                cost_usd: cost(completion.usage),
              },
            },
            "ai completion",
          );
          return completion;
        } catch (error) {
          const reason = error instanceof Transient || error instanceof AiUnavailableError ? error.message : "";
          const why = error instanceof AiUnavailableError ? error.reason : reason || "unexpected error";
          if (error instanceof Transient && attempts <= options.retries) {
            options.logger?.warn(
              { ai: { task: request.task, model: options.model, attempts, reason: why } },
              "ai retry",
            );
            await sleep(options.backoffMs * 2 ** (attempts - 1));
            continue;
          }
          options.logger?.warn(
            { ai: { task: request.task, model: options.model, attempts, ms: Date.now() - started, reason: why } },
            "ai completion failed",
          );
          throw error instanceof AiUnavailableError ? error : new AiUnavailableError(why);
        }
      }
    },
  };
}

export type CompletionClient = ReturnType<typeof createCompletionClient>;
