// A local server that speaks the OpenAI chat-completions protocol, for tests of the AI port and the features on it:
//
//   const llm = await startChatCompletions({ answer: (body) => "A model wrote this." });
//   startApi(db, { env: llm.env })        // OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL, a short back-off
//   llm.failNext(2)                       // the next two requests answer 503
//   llm.requests                          // every request body received, in order
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";

export interface ChatCompletionsBody {
  model: string;
  messages: { role: "system" | "user" | "assistant"; content: string }[];
  temperature?: number;
  response_format?: { type: string };
  [key: string]: unknown;
}

export interface ChatCompletionsServer {
  /** The base URL, ending in /v1 (what OPENAI_BASE_URL takes). */
  url: string;
  /** Environment for startApi: this server, a test key and model, no real waiting between retries. */
  env: Record<string, string>;
  /** Every request body received, in order (also the ones answered with a failure). */
  requests: ChatCompletionsBody[];
  /** The Authorization headers received, in order. */
  authorizations: (string | undefined)[];
  /** The next `count` requests answer `status` (default 503) instead of a completion. */
  failNext(count: number, status?: number): void;
  /** Changes what the server answers from now on. */
  answerWith(answer: (body: ChatCompletionsBody) => string): void;
  /** Forgets the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export const TEST_MODEL = "test-model";

/** The text of the last user message of a request (what a test usually asserts on). */
export const lastUserMessage = (body: ChatCompletionsBody) =>
  [...body.messages].reverse().find((m) => m.role === "user")?.content ?? "";

export async function startChatCompletions(
  options: { answer?: (body: ChatCompletionsBody) => string } = {},
): Promise<ChatCompletionsServer> {
  let answer = options.answer ?? (() => "A model wrote this.");
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  const requests: ChatCompletionsBody[] = [];
  const authorizations: (string | undefined)[] = [];

  const app = express();
  app.use(express.json({ limit: "5mb" }));
  app.post("/v1/chat/completions", (req, res) => {
    const body = req.body as ChatCompletionsBody;
    requests.push(body);
    authorizations.push(req.headers.authorization);
    if (failures.count > 0) {
      failures.count -= 1;
      res.status(failures.status).json({ error: { message: "The server is overloaded", type: "server_error" } });
      return;
    }
    if (typeof body?.model !== "string" || !Array.isArray(body.messages)) {
      res.status(400).json({ error: { message: "model and messages are required", type: "invalid_request_error" } });
      return;
    }
    const content = answer(body);
    const promptTokens = body.messages.reduce((n, m) => n + Math.ceil(m.content.length / 4), 0);
    const completionTokens = Math.ceil(content.length / 4);
    res.json({
      id: `chatcmpl-${requests.length}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
    });
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    env: {
      OPENAI_BASE_URL: url,
      OPENAI_API_KEY: "sk-test",
      OPENAI_MODEL: TEST_MODEL,
      OPENAI_RETRIES: "2",
      OPENAI_BACKOFF_MS: "1",
      OPENAI_TIMEOUT_MS: "5000",
    },
    requests,
    authorizations,
    failNext(count, status = 503) {
      failures = { count, status };
    },
    answerWith(next) {
      answer = next;
    },
    reset() {
      requests.length = 0;
      authorizations.length = 0;
      failures = { count: 0, status: 503 };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
