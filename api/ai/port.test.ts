// The AI port as a feature sees it: retries only where asking again can help, a time-out, one catalogue message on
// failure, token counts in the log but never a prompt or an answer, and the labelled default without an endpoint.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorMessage } from "../../domain/errors";
import { AiUnavailableError, createCompletionClient } from "./chat-completions";
import { createAi, GENERATED_WITHOUT_AI, type AiEnv } from "./port";
import { loadPrompts, renderPrompt } from "./prompts";

const SECRET_PROMPT = "Priya scored 91 on conscientiousness";
const SECRET_ANSWER = "Priya is very dependable";

function recordingLogger() {
  const lines: unknown[] = [];
  return { lines, logger: { info: (obj: unknown) => lines.push(obj), warn: (obj: unknown) => lines.push(obj) } };
}

const completion = (content: string) =>
  new Response(
    JSON.stringify({
      model: "test-model",
      choices: [{ message: { role: "assistant", content } }],
      usage: { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 },
    }),
    { status: 200, headers: { "Content-Type": "application/json" } },
  );

/** A fetch answering from a list, one entry per call; records how often it was called. */
function scripted(answers: (() => Response | Promise<Response>)[]) {
  const calls: RequestInit[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    calls.push(init);
    const next = answers[Math.min(calls.length - 1, answers.length - 1)];
    return next();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const base = { baseUrl: "http://ai.test/v1", model: "test-model", timeoutMs: 1000, retries: 2, backoffMs: 0 };
const ask = { task: "test", messages: [{ role: "user" as const, content: SECRET_PROMPT }] };

describe("the chat-completions client", () => {
  it("retries a 5xx with back-off and answers the text once the endpoint recovers", async () => {
    const waits: number[] = [];
    const { fetch, calls } = scripted([
      () => new Response("busy", { status: 503 }),
      () => new Response("busy", { status: 502 }),
      () => completion(SECRET_ANSWER),
    ]);
    const client = createCompletionClient({
      ...base,
      backoffMs: 100,
      fetch,
      sleep: async (ms) => void waits.push(ms),
    });
    const answer = await client.complete(ask);
    expect(answer.text).toBe(SECRET_ANSWER);
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([100, 200]);
  });

  it("gives up after its retries with the catalogue's message", async () => {
    const { fetch, calls } = scripted([() => new Response("busy", { status: 500 })]);
    const client = createCompletionClient({ ...base, fetch });
    const failure = await client.complete(ask).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AiUnavailableError);
    expect((failure as Error).message).toBe(errorMessage("AI_UNAVAILABLE"));
    expect(calls).toHaveLength(3);
  });

  it("does not retry a 4xx (asking again would not help)", async () => {
    const { fetch, calls } = scripted([() => new Response("bad key", { status: 401 })]);
    const client = createCompletionClient({ ...base, fetch });
    await expect(client.complete(ask)).rejects.toBeInstanceOf(AiUnavailableError);
    expect(calls).toHaveLength(1);
  });

  it("counts an endpoint that does not answer in time as failed, and retries it", async () => {
    const { fetch, calls } = scripted([
      () => new Promise<Response>(() => {}),
      () => new Promise<Response>(() => {}),
      () => completion("late but fine"),
    ]);
    // The scripted fetch ignores the signal, so emulate fetch's own abort on the time-out.
    const honouring = ((url: string, init: RequestInit) =>
      Promise.race([
        fetch(url, init),
        new Promise<Response>((_, reject) =>
          init.signal!.addEventListener("abort", () => reject(init.signal!.reason), { once: true }),
        ),
      ])) as unknown as typeof globalThis.fetch;
    const client = createCompletionClient({ ...base, timeoutMs: 20, fetch: honouring });
    expect((await client.complete(ask)).text).toBe("late but fine");
    expect(calls).toHaveLength(3);
  });

  it("sends the model and messages, and logs counts, cost and model but never the prompt or the answer", async () => {
    const { lines, logger } = recordingLogger();
    const { fetch, calls } = scripted([() => new Response("busy", { status: 503 }), () => completion(SECRET_ANSWER)]);
    const client = createCompletionClient({
      ...base,
      apiKey: "sk-secret",
      priceInputPerMTok: 1,
      priceOutputPerMTok: 2,
      fetch,
      logger,
    });
    await client.complete(ask);
    const sent = JSON.parse(String(calls[0].body));
    expect(sent).toMatchObject({ model: "test-model", messages: [{ role: "user", content: SECRET_PROMPT }] });
    expect((calls[0].headers as Record<string, string>).Authorization).toBe("Bearer sk-secret");
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain("Priya");
    expect(logged).not.toContain("sk-secret");
    expect(lines.at(-1)).toEqual({
      ai: expect.objectContaining({
        task: "test",
        model: "test-model",
        attempts: 2,
        prompt_tokens: 12,
        completion_tokens: 5,
        total_tokens: 17,
        cost_usd: 0.000022,
      }),
    });
  });
});

const env = (overrides: Partial<AiEnv> = {}): AiEnv => ({
  OPENAI_BASE_URL: undefined,
  OPENAI_API_KEY: undefined,
  OPENAI_MODEL: "test-model",
  OPENAI_TIMEOUT_MS: 1000,
  OPENAI_RETRIES: 0,
  OPENAI_BACKOFF_MS: 0,
  OPENAI_PRICE_IN_MTOK: undefined,
  OPENAI_PRICE_OUT_MTOK: undefined,
  ...overrides,
});

describe("generate()", () => {
  it("without an endpoint answers the caller's default, labelled as generated without AI", async () => {
    const ai = createAi({ env: env() });
    const out = await ai.generate({
      task: "test",
      prompt: "job-description",
      variables: { facts: "x" },
      companyId: null,
      userId: null,
      fallback: () => "the default",
    });
    expect(out).toEqual({ value: "the default", source: "default", label: GENERATED_WITHOUT_AI, model: null });
  });

  it("with an endpoint fills the prompt file and reads a JSON answer of the asked shape", async () => {
    const { fetch, calls } = scripted([() => completion('```json\n{"summary":"Steady"}\n```')]);
    const ai = createAi({ env: env({ OPENAI_BASE_URL: "http://ai.test/v1" }), fetch });
    const out = await ai.generate({
      task: "test",
      prompt: "job-description",
      variables: { facts: "Job title: Dental Assistant" },
      companyId: null,
      userId: null,
      json: z.object({ summary: z.string() }),
      fallback: () => ({ summary: "default" }),
    });
    expect(out).toEqual({ value: { summary: "Steady" }, source: "ai", label: null, model: "test-model" });
    expect(JSON.parse(String(calls[0].body)).messages[1].content).toContain("Job title: Dental Assistant");
  });

  it("reports an answer that is not the asked JSON as unavailable, not as a crash", async () => {
    const { fetch } = scripted([() => completion("Sure! Here it is.")]);
    const ai = createAi({ env: env({ OPENAI_BASE_URL: "http://ai.test/v1" }), fetch });
    await expect(
      ai.generate({
        task: "test",
        prompt: "job-description",
        variables: { facts: "x" },
        companyId: null,
        userId: null,
        json: z.object({ summary: z.string() }),
        fallback: () => ({ summary: "default" }),
      }),
    ).rejects.toBeInstanceOf(AiUnavailableError);
  });
});

describe("prompt files", () => {
  it("all have a system and a user message", () => {
    const prompts = loadPrompts();
    expect(prompts.size).toBeGreaterThanOrEqual(2);
    for (const [name, prompt] of prompts) {
      expect(prompt.system, name).not.toBe("");
      expect(prompt.user, name).not.toBe("");
    }
  });

  it("refuse to render with a variable missing", () => {
    expect(() => renderPrompt("job-ad", { facts: "x" })).toThrow(/needs the variable brief/);
  });
});
