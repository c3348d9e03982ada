// The record of every AI call (ADR 076): one row per call with the prompt template's SHA-256 and the inputs' hashes,
// the embedded default's calls too; the person's identifying details never reach the endpoint; the rows cannot be
// changed or deleted except by the retention purge and with the person's data; owners read their own companies' rows
// only; the rows are in the person's data export.
import crypto from "node:crypto";
import fs from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { promptsFolder } from "../../../api/ai/prompts";
import * as schema from "../../../server/db/schema/index";
import { tenancySeed } from "../../../api/db/seed";
import { assessmentsSeed } from "../../../api/db/seed-assessments";
import { benchmarksSeed } from "../../../api/db/seed-benchmarks";
import { jobsSeed } from "../../../api/db/seed-jobs";
import { stopQueueFor } from "../../../api/queue/index";
import { startApi, type ApiUnderTest } from "../../support/api";
import {
  startChatCompletions,
  TEST_MODEL,
  type ChatCompletionsBody,
  type ChatCompletionsServer,
} from "../../support/chat-completions";
import { createTestDatabase, type TestDatabase } from "../../support/database";

const SUPER = "ava.admin@provider.test";
const HARBOR_OWNER = "owner@harbor-dental.test";
const HARBOR_USER = "user@harbor-dental.test";
const SUMMIT_OWNER = "owner@summit-fitness.test";
const DETAILS_IN_ANSWER =
  "Reach me at pat.private@example.org. She graduated, Class of 2009. Date of birth: 14 March 1986";

let database: TestDatabase;
let llm: ChatCompletionsServer;
let withAi: ApiUnderTest;
let withoutAi: ApiUnderTest;
let harborId: number;
let summitId: number;
let candidate: typeof schema.surveyResults.$inferSelect;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call(api: ApiUnderTest, as: string, method: string, path: string, json?: unknown): Promise<any> {
  const res = await api.fetch(path, { as, method, json });
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
}

function modelAnswer(body: ChatCompletionsBody): string {
  if (body.messages[0].content.includes("hiring summary")) {
    return JSON.stringify({
      overview: "A model's overview.",
      strengths: ["Steady."],
      risks: ["None named."],
      benchmark_fit: "Close.",
      explore: ["Planning."],
      questions: [],
    });
  }
  return JSON.stringify({ answer: "A model's answer.", sources: [1] });
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");
const callsOf = (surveyResultId: number) =>
  database.db.select().from(schema.aiCalls).where(eq(schema.aiCalls.surveyResultId, surveyResultId));
const userId = async (email: string) =>
  (await database.db.select().from(schema.users).where(eq(schema.users.email, email)))[0].id;

beforeAll(async () => {
  database = await createTestDatabase({ seed: [tenancySeed, assessmentsSeed, benchmarksSeed, jobsSeed] });
  llm = await startChatCompletions({ answer: modelAnswer });
  withAi = await startApi(database.db, { env: llm.env });
  withoutAi = await startApi(database.db);
  const companies = await database.db.select().from(schema.companies);
  harborId = companies.find((c) => c.name === "Harbor Dental")!.id;
  summitId = companies.find((c) => c.name === "Summit Fitness")!.id;
  const results = await database.db
    .select()
    .from(schema.surveyResults)
    .where(eq(schema.surveyResults.companyId, harborId));
  candidate = results.find((r) => r.scores)!;
  // An application whose written answer names and dates the candidate (none of it may reach the endpoint).
  const [job] = await database.db.select().from(schema.jobs).where(eq(schema.jobs.companyId, harborId)).limit(1);
  const [template] = await database.db
    .select()
    .from(schema.jobApplicationTemplates)
    .where(eq(schema.jobApplicationTemplates.id, job.templateId!));
  const [, why] = template.questions;
  await database.db.insert(schema.jobApplications).values({
    jobId: job.id,
    surveyResultId: candidate.id,
    first: candidate.first,
    last: candidate.last,
    email: candidate.email,
    answers: { [why.id]: `I love calm work. ${candidate.first} ${candidate.last} here. ${DETAILS_IN_ANSWER}` },
    status: "submitted",
    submittedAt: new Date(),
  });
}, 120_000);

afterAll(async () => {
  await withAi?.close();
  await withoutAi?.close();
  await llm?.close();
  await stopQueueFor(database.db);
  await database?.close();
});

describe("every AI call is recorded", () => {
  test("an endpoint's answer: one row with the prompt's SHA-256, the inputs' hashes, the answer, who asked and for whom", async () => {
    llm.reset();
    const before = (await callsOf(candidate.id)).length;
    const res = await call(
      withAi,
      HARBOR_OWNER,
      "POST",
      `/survey-results/${candidate.id}/generate-analysis-and-interview-questions`,
    );
    expect(res.status).toBe(201);
    const rows = await callsOf(candidate.id);
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    const promptText = fs.readFileSync(`${promptsFolder}/candidate-analysis.md`, "utf8");
    expect(row).toMatchObject({
      companyId: harborId,
      userId: await userId(HARBOR_OWNER),
      feature: "candidate_analysis",
      source: "ai",
      model: TEST_MODEL,
      fallback: null,
      outcome: "answered",
      promptId: "candidate-analysis",
      promptSha256: sha256(promptText),
      redacted: true,
    });
    expect(row.inputs.map((i) => i.id)).toEqual(expect.arrayContaining(["role", "report", "answers"]));
    // The prompt has no name among its inputs at all.
    expect(row.inputs.map((i) => i.id)).not.toContain("first_name");
    for (const input of row.inputs) expect(input.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.output).toMatchObject({ overview: "A model's overview." });
    expect(row.citations.length).toBeGreaterThan(0);
  });

  test("a chat answer's row names the sources it cites", async () => {
    const res = await call(withAi, HARBOR_OWNER, "POST", "/chat/send", {
      survey_result_id: candidate.id,
      message: "How does she handle a busy day?",
    });
    expect(res.status).toBe(201);
    const [row] = (await callsOf(candidate.id)).filter((r) => r.feature === "chat_answer");
    expect(row).toMatchObject({ source: "ai", promptId: "chat-answer", outcome: "answered" });
    expect(row.citations).toHaveLength(res.body.data.answer.citations.length);
    expect(row.citations[0].ref).toBe(res.body.data.answer.citations[0].ref);
  });

  test("nothing of the person's name, e-mail, gender, birth date or graduation year reaches the endpoint", () => {
    const sent = JSON.stringify(llm.requests);
    expect(llm.requests.length).toBeGreaterThan(0);
    for (const word of [...candidate.first.split(" "), candidate.last]) {
      expect(sent).not.toMatch(new RegExp(`\\b${word}\\b`));
    }
    expect(sent).not.toContain(candidate.email);
    expect(sent).not.toContain("pat.private@example.org");
    expect(sent).not.toMatch(/\b(she|her|he|his)\b/i);
    expect(sent).not.toMatch(/2009|1986/);
    expect(sent).toContain("I love calm work.");
  });

  test("the embedded default's answers are recorded as model none, with why the default answered", async () => {
    const res = await call(
      withoutAi,
      HARBOR_OWNER,
      "POST",
      `/survey-results/${candidate.id}/generate-analysis-and-interview-questions`,
    );
    expect(res.status).toBe(201);
    expect((await callsOf(candidate.id)).at(-1)).toMatchObject({
      source: "default",
      model: "none",
      fallback: "no_endpoint",
      promptId: "candidate-analysis",
      outcome: "answered",
    });

    await database.db.update(schema.companies).set({ aiEnabled: false }).where(eq(schema.companies.id, harborId));
    try {
      llm.reset();
      await call(
        withAi,
        HARBOR_OWNER,
        "POST",
        `/survey-results/${candidate.id}/generate-analysis-and-interview-questions`,
      );
      expect(llm.requests).toHaveLength(0);
      expect((await callsOf(candidate.id)).at(-1)).toMatchObject({ source: "default", fallback: "ai_switched_off" });
    } finally {
      await database.db.update(schema.companies).set({ aiEnabled: true }).where(eq(schema.companies.id, harborId));
    }
  });

  test("a call the endpoint fails is recorded as failed, without an answer", async () => {
    llm.failNext(3); // the first try and both retries (OPENAI_RETRIES 2)
    const res = await call(
      withAi,
      HARBOR_OWNER,
      "POST",
      `/survey-results/${candidate.id}/generate-analysis-and-interview-questions`,
    );
    expect(res.status).toBe(502);
    expect((await callsOf(candidate.id)).at(-1)).toMatchObject({ source: "ai", outcome: "failed", output: null });
  });

  test("a job text is recorded for its company and asker, without redaction (it is about no person)", async () => {
    const [job] = await database.db.select().from(schema.jobs).where(eq(schema.jobs.companyId, harborId)).limit(1);
    const res = await call(withoutAi, SUPER, "POST", "/jobs/generate", { job_id: job.id });
    expect(res.status).toBeLessThan(300);
    const [row] = await database.db
      .select()
      .from(schema.aiCalls)
      .where(eq(schema.aiCalls.feature, "job_description"))
      .orderBy(sql`${schema.aiCalls.id} desc`)
      .limit(1);
    expect(row).toMatchObject({ companyId: harborId, userId: await userId(SUPER), model: "none", redacted: false });
  });
});

describe("the record is append-only", () => {
  test("the database refuses to change, delete or truncate a row", async () => {
    const [row] = await callsOf(candidate.id);
    await expect(
      database.db.update(schema.aiCalls).set({ model: "edited" }).where(eq(schema.aiCalls.id, row.id)),
    ).rejects.toThrow();
    await expect(database.db.delete(schema.aiCalls).where(eq(schema.aiCalls.id, row.id))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate ai_calls`)).rejects.toThrow();
    expect((await database.db.select().from(schema.aiCalls).where(eq(schema.aiCalls.id, row.id)))[0].model).toBe(
      row.model,
    );
  });

  test("the API has no operation that changes or deletes a row", async () => {
    const [row] = await callsOf(candidate.id);
    for (const method of ["DELETE", "PUT", "PATCH"]) {
      const res = await call(withAi, SUPER, method, `/ai-calls/${row.id}`);
      expect(res.status, method).toBe(404);
    }
    expect(await callsOf(candidate.id)).not.toHaveLength(0);
  });
});

describe("who reads the record", () => {
  test("an owner reads their own company's rows; another company's owner none of them; a company user is refused", async () => {
    const own = await call(withAi, HARBOR_OWNER, "GET", `/ai-calls?survey_result_id=${candidate.id}`);
    expect(own.status).toBe(200);
    expect(own.body.meta.total).toBe((await callsOf(candidate.id)).length);
    expect(own.body.data[0]).toMatchObject({
      company_id: harborId,
      prompt_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const foreign = await call(withAi, SUMMIT_OWNER, "GET", `/ai-calls?survey_result_id=${candidate.id}`);
    expect(foreign.status).toBe(200);
    expect(foreign.body.data).toEqual([]);
    expect((await call(withAi, SUMMIT_OWNER, "GET", `/ai-calls?company_id=${harborId}`)).status).toBe(404);

    const user = await call(withAi, HARBOR_USER, "GET", "/ai-calls");
    expect(user.status).toBe(403);
    expect(user.body.errors).toBeDefined();

    const all = await call(withAi, SUPER, "GET", `/ai-calls?company_id=${harborId}&limit=100`);
    expect(all.body.meta.total).toBeGreaterThanOrEqual(own.body.meta.total);
    expect((await call(withAi, SUPER, "GET", "/ai-calls?feature=Not-A-Feature")).status).toBe(400);
  });
});

describe("retention", () => {
  test("6 months by default, up to 4 years per company; the retention clean-up removes older rows only", async () => {
    const path = `/companies/${harborId}/ai-call-retention`;
    expect((await call(withAi, HARBOR_OWNER, "GET", path)).body.data.retention_months).toBe(6);
    expect((await call(withAi, HARBOR_USER, "PUT", path, { retention_months: 12 })).status).toBe(403);
    expect((await call(withAi, HARBOR_OWNER, "PUT", path, { retention_months: 3 })).status).toBe(400);
    expect((await call(withAi, HARBOR_OWNER, "PUT", path, { retention_months: 49 })).status).toBe(400);
    const set = await call(withAi, HARBOR_OWNER, "PUT", path, { retention_months: 12 });
    expect(set.status).toBe(200);
    expect(set.body.data.retention_months).toBe(12);

    const monthsAgo = (n: number) => new Date(Date.now() - n * 31 * 24 * 3600 * 1000);
    const row = (companyId: number, createdAt: Date) => ({
      companyId,
      userId: null,
      feature: "retention_fixture",
      source: "default" as const,
      model: "none",
      outcome: "answered" as const,
      promptId: "job-ad",
      promptSha256: "0".repeat(64),
      redacted: false,
      inputs: [],
      createdAt,
    });
    await database.db
      .insert(schema.aiCalls)
      .values([
        row(harborId, monthsAgo(13)),
        row(harborId, monthsAgo(8)),
        row(summitId, monthsAgo(7)),
        row(summitId, monthsAgo(2)),
      ]);

    const run = await call(withAi, SUPER, "POST", "/utils/clean-up-data", { scope: "retention", dry_run: false });
    expect(run.status).toBe(200);
    expect(run.body.data.ai_calls_removed).toBe(2);
    const left = await database.db
      .select({ companyId: schema.aiCalls.companyId })
      .from(schema.aiCalls)
      .where(eq(schema.aiCalls.feature, "retention_fixture"));
    // Harbor keeps 12 months (the 8-month-old row stays); Summit the default 6 (the 2-month-old row stays).
    expect(left.map((r) => r.companyId).sort()).toEqual([harborId, summitId].sort());
    // The purge's permission to delete ended with its transaction.
    await expect(
      database.db.delete(schema.aiCalls).where(eq(schema.aiCalls.feature, "retention_fixture")),
    ).rejects.toThrow();
  });
});

describe("an AI output never moves a person", () => {
  test("a model answering 'reject' or 'move to hired' changes no stage, board place, archive mark or history", async () => {
    const snapshot = async () => {
      const [row] = await database.db
        .select({
          status: schema.surveyResults.status,
          columnPosition: schema.surveyResults.columnPosition,
          archivedAt: schema.surveyResults.archivedAt,
        })
        .from(schema.surveyResults)
        .where(eq(schema.surveyResults.id, candidate.id));
      const history = await database.db
        .select()
        .from(schema.surveyResultStatusChanges)
        .where(eq(schema.surveyResultStatusChanges.surveyResultId, candidate.id));
      return { row, history: history.length };
    };
    const before = await snapshot();
    llm.answerWith((body) =>
      body.messages[0].content.includes("hiring summary")
        ? JSON.stringify({
            overview: "Reject this candidate. Move them to Hired. Rank them first.",
            strengths: [],
            risks: ["Reject."],
            benchmark_fit: "Reject.",
            explore: [],
            questions: [],
          })
        : JSON.stringify({ answer: "Reject them and move them to the Hired column now.", sources: [] }),
    );
    try {
      const path = `/survey-results/${candidate.id}/generate-analysis-and-interview-questions`;
      expect((await call(withAi, HARBOR_OWNER, "POST", path)).status).toBe(201);
      const chat = { survey_result_id: candidate.id, message: "Should we reject?" };
      expect((await call(withAi, HARBOR_OWNER, "POST", "/chat/send", chat)).status).toBe(201);
    } finally {
      llm.answerWith(modelAnswer);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("the person's rights", () => {
  test("the person's data export holds their AI calls; their erasure removes them", async () => {
    const rows = await callsOf(candidate.id);
    expect(rows.length).toBeGreaterThan(0);
    // A call about their application alone (a resume analysed before any assessment) is theirs too.
    const [application] = await database.db
      .select({ id: schema.jobApplications.id })
      .from(schema.jobApplications)
      .where(eq(schema.jobApplications.surveyResultId, candidate.id));
    const [alone] = await database.db
      .insert(schema.aiCalls)
      .values({
        companyId: harborId,
        applicationId: application.id,
        feature: "resume_analysis",
        source: "default",
        model: "none",
        fallback: "no_endpoint",
        outcome: "answered",
        promptId: "resume-analysis",
        promptSha256: "0".repeat(64),
        redacted: true,
        inputs: [],
      })
      .returning({ id: schema.aiCalls.id });
    const exported = await call(withAi, HARBOR_OWNER, "GET", `/data-rights/survey-results/${candidate.id}/export`);
    expect(exported.status).toBe(200);
    expect(
      exported.body.data.tables.ai_calls.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b),
    ).toEqual([...rows.map((r) => r.id), alone.id].sort((a, b) => a - b));

    const erase = await call(withAi, HARBOR_OWNER, "POST", `/data-rights/survey-results/${candidate.id}/erase`, {
      confirm: candidate.email,
    });
    expect(erase.status).toBe(200);
    expect(await callsOf(candidate.id)).toHaveLength(0);
    const byApplication = await database.db
      .select()
      .from(schema.aiCalls)
      .where(and(eq(schema.aiCalls.companyId, harborId), eq(schema.aiCalls.feature, "resume_analysis")));
    expect(byApplication).toHaveLength(0);
  });
});
