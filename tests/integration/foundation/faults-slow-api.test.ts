// Fault: the Main API answers more slowly than the app's time-out. The app's client (app/api/client.server.ts) gives
// up on the slow attempt and sends the call once more; a write goes again with the same Idempotency-Key, which the
// API honours (api/http/idempotency.ts): exactly one note is written, and the app gets the note back. A loopback
// proxy between the client and the API plays the slow network: it holds the first attempt (its answer, or the
// request itself) beyond the time-out.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { apiClient } from "../../../app/api/client.server";
import { candidateNotesContract } from "../../../api/candidate-notes/contract";
import { candidateNotes } from "../../../server/db/schema/index";
import { surveyResultsContract } from "../../../api/survey-results/contract";
import { HARBOR_OWNER, startStaffApi, type StaffApi } from "../assessment/staff-api";

// Long enough that a loaded two-core machine answers an ordinary call within it; the fault holds twice as long.
const TIMEOUT_MS = 1_500;
/** The proxy's work still under way (a held attempt finishes after the client has given up on it). */
const inFlight = new Set<Promise<void>>();

let staff: StaffApi;
let proxy: http.Server;
let proxyUrl: string;
/** What the proxy does to the first attempt of the next call: hold its answer, hold the request, or nothing. */
let fault: "hold-answer" | "hold-request" | "none" = "none";
const seen: { method: string; path: string; key: string | undefined; replayed: boolean }[] = [];

beforeAll(async () => {
  staff = await startStaffApi();
  const upstream = new URL(staff.api.url);
  proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    let done!: () => void;
    const work = new Promise<void>((r) => (done = r));
    inFlight.add(work);
    void work.then(() => inFlight.delete(work));
    req.on("end", () => void forward().finally(done));
    async function forward() {
      const key = req.headers["idempotency-key"] as string | undefined;
      const record = { method: req.method!, path: req.url!, key, replayed: false };
      seen.push(record);
      // The first attempt takes the fault; the retry goes through.
      const action = fault;
      fault = "none";
      if (action === "hold-request") await sleep(TIMEOUT_MS * 2);
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !["host", "connection", "content-length"].includes(k)),
      ) as Record<string, string>;
      const answer = await fetch(`${upstream.origin}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const text = await answer.text();
      record.replayed = answer.headers.get("idempotent-replayed") === "true";
      if (action === "hold-answer") await sleep(TIMEOUT_MS * 2);
      if (!res.destroyed) {
        res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
        res.end(text);
      }
    }
  });
  await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", r));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api/v2`;
});

afterAll(async () => {
  await new Promise((r) => proxy?.close(r));
  await staff?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The app's API client as a page's loader or action gets it, talking to the API through the proxy. */
async function appClient() {
  const warnings: unknown[] = [];
  const context = {
    services: { env: { apiBaseUrl: proxyUrl }, logger: { warn: (obj: unknown) => warnings.push(obj) } },
  } as unknown as AppLoadContext;
  const token = await staff.api.token(HARBOR_OWNER);
  return { api: apiClient(context, { idToken: token, userId: 1 }), warnings };
}

async function notesOf(resultId: number, body: string) {
  const rows = await staff.database.db.select().from(candidateNotes).where(eq(candidateNotes.surveyResultId, resultId));
  return rows.filter((r) => r.body === body);
}

test.each(["hold-answer", "hold-request"] as const)(
  "a write whose first attempt outlasts the time-out (%s) is retried once and written exactly once",
  async (how) => {
    const [resultId] = await staff.resultIds("harbor-dental");
    const { api, warnings } = await appClient();
    const body = `Called back on Tuesday (${how})`;
    seen.length = 0;
    fault = how;

    const note = await api.call(
      candidateNotesContract.create,
      { query: {}, body: { body, survey_result_id: resultId } },
      { timeoutMs: TIMEOUT_MS },
    );

    expect(note.data.body).toBe(body);
    // Two attempts, one key: the time-out was noticed, and the retry was the same write.
    const attempts = seen.filter((s) => s.method === "POST");
    expect(attempts).toHaveLength(2);
    expect(attempts[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(attempts[1].key).toBe(attempts[0].key);
    expect(warnings).toHaveLength(1);
    // Let the held attempt finish on the server before counting.
    await Promise.all([...inFlight]);
    expect(await notesOf(resultId, body)).toHaveLength(1);
    // The second attempt did not write: it got the first one's answer again.
    expect(attempts.filter((a) => a.replayed)).toHaveLength(1);
  },
);

test("a slow read is retried and answers", async () => {
  const { api } = await appClient();
  seen.length = 0;
  fault = "hold-answer";
  const statuses = await api.call(surveyResultsContract.statuses, { query: {} }, { timeoutMs: TIMEOUT_MS });
  expect(statuses).toBeTruthy();
  expect(seen.filter((s) => s.method === "GET")).toHaveLength(2);
});

test("the API runs a repeated key once, per caller: another caller with the same key writes its own", async () => {
  const [resultId] = await staff.resultIds("harbor-dental");
  const key = "d3b07384-d9a0-4c9f-9a2f-6c1e3f0a7b11";
  const body = "Prefers morning shifts";
  const send = (as: string) =>
    staff.api.fetch("/candidate-notes", {
      as,
      method: "POST",
      headers: { "Idempotency-Key": key },
      json: { body, survey_result_id: resultId },
    });
  const [a, b] = await Promise.all([send(HARBOR_OWNER), send(HARBOR_OWNER)]);
  expect([a.status, b.status]).toEqual([201, 201]);
  expect((await a.json()).data.id).toBe((await b.json()).data.id);
  expect([a.headers.get("idempotent-replayed"), b.headers.get("idempotent-replayed")].sort()).toEqual([null, "true"]);
  expect(await notesOf(resultId, body)).toHaveLength(1);

  const other = await send("ava.admin@provider.test");
  expect(other.status).toBe(201);
  expect(other.headers.get("idempotent-replayed")).toBeNull();
  expect(await notesOf(resultId, body)).toHaveLength(2);

  const bad = await staff.api.fetch("/candidate-notes", {
    as: HARBOR_OWNER,
    method: "POST",
    headers: { "Idempotency-Key": "x".repeat(201) },
    json: { body, survey_result_id: resultId },
  });
  expect(bad.status).toBe(400);
  expect((await bad.json()).errors).toEqual([
    { path: "Idempotency-Key", message: "must be 1 to 200 characters without NUL" },
  ]);
});
