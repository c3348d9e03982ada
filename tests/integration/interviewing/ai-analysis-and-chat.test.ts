// The analysis and the candidate chat through the AI port: with a local chat-completions server they go through it
// (the request body is checked: model, messages, no contact details), without one the labelled default answers, a
// 5xx is retried and then a clear 502, a company with AI switched off sends nothing, an unknown candidate is
// `Chat not found`, and another company's candidate is 404 on every operation.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { tenancySeed } from "../../../api/db/seed";
import { assessmentsSeed } from "../../../api/db/seed-assessments";
import { benchmarksSeed } from "../../../api/db/seed-benchmarks";
import { jobsSeed } from "../../../api/db/seed-jobs";
import { stopQueueFor } from "../../../api/queue/index";
import { startApi, type ApiUnderTest } from "../../support/api";
import {
  lastUserMessage,
  startChatCompletions,
  TEST_MODEL,
  type ChatCompletionsBody,
  type ChatCompletionsServer,
} from "../../support/chat-completions";
import { createTestDatabase, type TestDatabase } from "../../support/database";

const HARBOR_OWNER = "owner@harbor-dental.test";
const HARBOR_USER = "user@harbor-dental.test";
const SUMMIT_OWNER = "owner@summit-fitness.test";
const WITHOUT_AI = "Generated without AI";
const AI_FAILED = "The AI service did not answer. Please try again in a moment.";

let database: TestDatabase;
let llm: ChatCompletionsServer;
let withAi: ApiUnderTest;
let withoutAi: ApiUnderTest;
let harborId: number;
let candidate: typeof schema.surveyResults.$inferSelect;
let other: typeof schema.surveyResults.$inferSelect;
const APPLICANT_EMAIL_IN_ANSWER = "reach.me@example.org";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call(api: ApiUnderTest, as: string, method: string, path: string, json?: unknown): Promise<any> {
  const res = await api.fetch(path, { as, method, json });
  return { status: res.status, body: await res.json() };
}

/** The model's answers: JSON of the shape each prompt asks for. */
function modelAnswer(body: ChatCompletionsBody): string {
  const system = body.messages[0].content;
  if (system.includes("hiring summary")) {
    const drafts = lastUserMessage(body).split("Draft interview questions")[1].split("\n- ").length - 1;
    return JSON.stringify({
      overview: "A model's overview.",
      strengths: ["Steady under pressure."],
      risks: ["May need structure."],
      // The model never saw the name: it writes the placeholder where one would stand.
      benchmark_fit: "[name] is a close fit.",
      explore: ["How they plan a week."],
      questions: Array.from({ length: drafts }, (_, i) => ({ question: `Model question ${i + 1}?`, purpose: "why" })),
    });
  }
  return JSON.stringify({ answer: "A model's answer, from the sources.", sources: [1, 2, 99] });
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: [tenancySeed, assessmentsSeed, benchmarksSeed, jobsSeed] });
  llm = await startChatCompletions({ answer: modelAnswer });
  withAi = await startApi(database.db, { env: llm.env });
  withoutAi = await startApi(database.db);
  const [harbor] = await database.db.select().from(schema.companies).where(eq(schema.companies.name, "Harbor Dental"));
  harborId = harbor.id;
  const results = await database.db
    .select()
    .from(schema.surveyResults)
    .where(eq(schema.surveyResults.companyId, harborId));
  const scored = results.filter((r) => r.scores);
  [candidate, other] = scored;
  // The other candidate is assessed for a role with a benchmark (Dental hygienist), so the default analysis measures
  // the fit against it: without one there is no fit (ADR 056).
  [other] = await database.db
    .update(schema.surveyResults)
    .set({ roleName: "Hygienist" })
    .where(eq(schema.surveyResults.id, other.id))
    .returning();
  // The candidate applied to a Harbor Dental job and typed their e-mail into an answer (it must never reach a prompt).
  const [job] = await database.db.select().from(schema.jobs).where(eq(schema.jobs.companyId, harborId)).limit(1);
  const [template] = await database.db
    .select()
    .from(schema.jobApplicationTemplates)
    .where(eq(schema.jobApplicationTemplates.id, job.templateId!));
  const [title, why] = template.questions;
  await database.db.insert(schema.jobApplications).values({
    jobId: job.id,
    surveyResultId: candidate.id,
    first: candidate.first,
    last: candidate.last,
    email: candidate.email,
    answers: {
      [title.id]: "Chairside assistant",
      [why.id]: `I love calming nervous patients. Reach me at ${APPLICANT_EMAIL_IN_ANSWER} or +1 555 123 4567. ${candidate.first} ${candidate.last}`,
    },
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

/** Nothing that identifies or contacts the candidate went to the endpoint: no e-mail, last name or phone. */
function expectMinimised(requests: ChatCompletionsServer["requests"]) {
  const sent = JSON.stringify(requests);
  expect(sent).not.toContain(candidate.email);
  expect(sent).not.toContain(APPLICANT_EMAIL_IN_ANSWER);
  expect(sent).not.toContain("555 123 4567");
  expect(sent).not.toMatch(new RegExp(`\\b${candidate.last}\\b`));
}

describe("with an AI endpoint", () => {
  test("the analysis goes through it, without the candidate's name, and is stored with the rephrased questions", async () => {
    llm.reset();
    const res = await call(
      withAi,
      HARBOR_OWNER,
      "POST",
      `/survey-results/${candidate.id}/generate-analysis-and-interview-questions`,
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      survey_result_id: candidate.id,
      source: "ai",
      label: null,
      model: TEST_MODEL,
      analysis: { overview: "A model's overview.", strengths: ["Steady under pressure."] },
    });
    // The reader gets the first name back where the model wrote the placeholder.
    expect(res.body.data.analysis.benchmark_fit).toBe(`${candidate.first.split(" ")[0]} is a close fit.`);
    expect(res.body.data.questions.length).toBeGreaterThan(0);
    expect(res.body.data.questions[0]).toMatchObject({ question: "Model question 1?", purpose: "why" });
    expect(["probe", "confirm"]).toContain(res.body.data.questions[0].kind);

    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests;
    expect(request.model).toBe(TEST_MODEL);
    expect(request.messages.map((m) => m.role)).toEqual(["system", "user"]);
    // The prompt carries no name, and the AI port strips it from everything else (domain/redaction.ts).
    expect(request.messages[0].content).toContain('Call the person "the candidate"');
    expect(JSON.stringify(llm.requests)).not.toMatch(new RegExp(`\\b${candidate.first.split(" ")[0]}\\b`));
    expect(request.messages[1].content).toContain("I love calming nervous patients.");
    expect(llm.authorizations[0]).toBe("Bearer sk-test");
    expectMinimised(llm.requests);

    const stored = await call(withAi, HARBOR_USER, "GET", `/survey-results/${candidate.id}/analysis`);
    expect(stored.body.data).toEqual(res.body.data);
  });

  test("a chat answer goes through it with the conversation so far, and cites the sources it names", async () => {
    llm.reset();
    const first = await call(withAi, HARBOR_OWNER, "POST", "/chat/send", {
      survey_result_id: candidate.id,
      message: "How does she deal with stress?",
    });
    expect(first.status).toBe(201);
    expect(first.body.data.question).toMatchObject({ role: "user", content: "How does she deal with stress?" });
    expect(first.body.data.answer).toMatchObject({
      role: "assistant",
      content: "A model's answer, from the sources.",
      source: "ai",
      label: null,
      model: TEST_MODEL,
      feedback: null,
    });
    // Sources 1 and 2 exist; 99 does not and is dropped.
    expect(first.body.data.answer.citations).toHaveLength(2);
    const [sent] = llm.requests;
    expect(sent.model).toBe(TEST_MODEL);
    // The question reaches the endpoint without the candidate's gender (the AI port's redaction); it is stored as asked.
    expect(sent.messages.at(-1)).toEqual({ role: "user", content: "How does they deal with stress?" });
    expect(sent.messages[0].content).toContain(`[1] ${first.body.data.answer.citations[0].label}`);

    await call(withAi, HARBOR_OWNER, "POST", "/chat/send", { survey_result_id: candidate.id, message: "Why?" });
    const second = llm.requests[1];
    expect(second.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(second.messages[1].content).toBe("How does they deal with stress?");
    expectMinimised(llm.requests);

    const chat = await call(withAi, HARBOR_OWNER, "GET", `/chat/candidate?survey_result_id=${candidate.id}`);
    expect(chat.status).toBe(200);
    expect(chat.body.data).toMatchObject({ survey_result_id: candidate.id, ai: true });
    expect(chat.body.data.messages.map((m: { role: string }) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    // Each manager has their own conversation.
    const someoneElse = await call(withAi, HARBOR_USER, "GET", `/chat/candidate?survey_result_id=${candidate.id}`);
    expect(someoneElse.body.data.messages).toEqual([]);
  });

  test("a 5xx is retried; when it persists the answer is a clear 502 and nothing is stored", async () => {
    llm.reset();
    llm.failNext(1);
    const recovered = await call(withAi, HARBOR_OWNER, "POST", "/chat/send", {
      survey_result_id: other.id,
      message: "Is she organised?",
    });
    expect(recovered.status).toBe(201);
    expect(llm.requests).toHaveLength(2);

    llm.reset();
    llm.failNext(3);
    const failed = await call(withAi, HARBOR_OWNER, "POST", "/chat/send", {
      survey_result_id: other.id,
      message: "And under pressure?",
    });
    expect(failed).toEqual({ status: 502, body: { message: AI_FAILED, errors: [] } });
    expect(llm.requests).toHaveLength(3); // the first try and two retries
    const chat = await call(withAi, HARBOR_OWNER, "GET", `/chat/candidate?survey_result_id=${other.id}`);
    expect(chat.body.data.messages).toHaveLength(2);

    llm.failNext(3);
    const analysis = await call(
      withAi,
      HARBOR_OWNER,
      "POST",
      `/survey-results/${other.id}/generate-analysis-and-interview-questions`,
    );
    expect(analysis).toEqual({ status: 502, body: { message: AI_FAILED, errors: [] } });
    expect((await call(withAi, HARBOR_OWNER, "GET", `/survey-results/${other.id}/analysis`)).body.data).toBeNull();
  });

  test("a company that switched AI off sends nothing to the endpoint and gets the labelled default", async () => {
    const denied = await call(withAi, HARBOR_USER, "PUT", `/companies/${harborId}/ai-settings`, { ai_enabled: false });
    expect(denied.status).toBe(403);
    const invalid = await call(withAi, HARBOR_OWNER, "PUT", `/companies/${harborId}/ai-settings`, { ai_enabled: "no" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([{ path: "ai_enabled", message: "must be true or false" }]);
    const off = await call(withAi, HARBOR_OWNER, "PUT", `/companies/${harborId}/ai-settings`, { ai_enabled: false });
    expect(off.body.data).toEqual({ company_id: harborId, ai_enabled: false, endpoint_configured: true });
    try {
      llm.reset();
      const analysis = await call(
        withAi,
        HARBOR_OWNER,
        "POST",
        `/survey-results/${candidate.id}/generate-analysis-and-interview-questions`,
      );
      expect(analysis.body.data).toMatchObject({ source: "default", label: WITHOUT_AI, model: null });
      const chat = await call(withAi, HARBOR_OWNER, "POST", "/chat/send", {
        survey_result_id: candidate.id,
        message: "Is she organised?",
      });
      expect(chat.body.data.answer).toMatchObject({ source: "default", label: WITHOUT_AI });
      expect(
        (await call(withAi, HARBOR_OWNER, "GET", `/chat/candidate?survey_result_id=${candidate.id}`)).body.data.ai,
      ).toBe(false);
      expect(llm.requests).toEqual([]);
      const audit = await database.db
        .select()
        .from(schema.auditEvents)
        .where(and(eq(schema.auditEvents.companyId, harborId), eq(schema.auditEvents.action, "company.ai_disable")));
      expect(audit).toHaveLength(1);
    } finally {
      await call(withAi, HARBOR_OWNER, "PUT", `/companies/${harborId}/ai-settings`, { ai_enabled: true });
    }
  });
});

describe("without an AI endpoint", () => {
  test("the analysis is the labelled default, from the report and the benchmark", async () => {
    const res = await call(
      withoutAi,
      HARBOR_OWNER,
      "POST",
      `/survey-results/${other.id}/generate-analysis-and-interview-questions`,
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ source: "default", label: WITHOUT_AI, model: null });
    const { analysis, questions } = res.body.data;
    expect(analysis.overview).toContain(other.first.split(" ")[0]);
    expect(analysis.overview).toContain(other.roleName);
    expect(analysis.benchmark_fit).not.toBe("");
    expect(questions.length).toBeGreaterThan(0);
    // The gap-based interview questions against the role's benchmark, probes first.
    expect(questions[0]).toMatchObject({ kind: "probe", key: expect.stringMatching(/^gap:/) });
    expect(questions[0].purpose).toMatch(/(below|above) the role's range/);
    // The same data reads the same.
    const again = await call(
      withoutAi,
      HARBOR_OWNER,
      "POST",
      `/survey-results/${other.id}/generate-analysis-and-interview-questions`,
    );
    expect(again.body.data.analysis).toEqual(analysis);
  });

  test("a chat answer quotes the passages matching the question, cited and labelled", async () => {
    const res = await call(withoutAi, HARBOR_USER, "POST", "/chat/send", {
      survey_result_id: candidate.id,
      message: "How does she handle stress?",
    });
    expect(res.status).toBe(201);
    const { answer } = res.body.data;
    expect(answer).toMatchObject({ source: "default", label: WITHOUT_AI, model: null });
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(answer.citations.map((c: { label: string }) => c.label).join(" ")).toMatch(
      /Stress response|Worry|Strain under Pressure/,
    );
    for (const c of answer.citations) expect(answer.content).toContain(c.quote);

    const applied = await call(withoutAi, HARBOR_USER, "POST", "/chat/send", {
      survey_result_id: candidate.id,
      message: "Why would they like this job?",
    });
    const cited = applied.body.data.answer.citations.find((c: { kind: string }) => c.kind === "application_answer");
    expect(cited).toMatchObject({ label: "Answer: Why would you like this job?" });
    expect(cited.quote).toContain("[e-mail removed]");
  });

  test("a chat answer cites the instant interview's answers and the resume's passages", async () => {
    await database.db.insert(schema.instantInterviews).values({
      surveyResultId: candidate.id,
      reason: "application",
      questions: [
        {
          key: "custom:1",
          kind: "custom",
          scale: null,
          text: "How do you keep a nervous patient calm?",
          listenFor: null,
        },
      ],
      answers: { "custom:1": "I talk them through every step of the treatment." },
      submittedAt: new Date(),
    });
    const [application] = await database.db
      .select()
      .from(schema.jobApplications)
      .where(eq(schema.jobApplications.surveyResultId, candidate.id));
    await database.db.insert(schema.resumeAnalyses).values({
      applicationId: application.id,
      companyId: harborId,
      resumeKey: "resumes/test.pdf",
      source: "default",
      profile: {
        experience: [{ employer: "Smile Clinic", title: "Dental nurse", start: "2019", end: null }],
        skills: ["Radiography", "Sterilisation"],
        education: [],
      },
      matches: [
        { requirement: "Radiography certificate", status: "met", evidence: "Certified in dental radiography (2020)" },
      ],
    });
    const asked = await call(withoutAi, HARBOR_USER, "POST", "/chat/send", {
      survey_result_id: candidate.id,
      message: "How would they keep a nervous patient calm during treatment?",
    });
    expect(asked.body.data.answer.citations).toContainEqual(
      expect.objectContaining({ kind: "interview_answer", quote: "I talk them through every step of the treatment." }),
    );
    const resume = await call(withoutAi, HARBOR_USER, "POST", "/chat/send", {
      survey_result_id: candidate.id,
      message: "Do they have a radiography certificate?",
    });
    expect(resume.body.data.answer.citations).toContainEqual(
      expect.objectContaining({ kind: "resume", label: "Resume: Radiography certificate" }),
    );
  });

  test("the summary draws on the resume and the written answers, and says so, with and without AI", async () => {
    llm.reset();
    const path = `/survey-results/${candidate.id}/generate-analysis-and-interview-questions`;
    const written = await call(withAi, HARBOR_OWNER, "POST", path);
    expect(written.status).toBe(201);
    const [request] = llm.requests;
    const data = request.messages[1].content;
    expect(data).toContain("Resume: experience: Dental nurse at Smile Clinic (2019–now)");
    expect(data).toContain("Resume: Radiography certificate: Certified in dental radiography (2020)");
    expect(data).toContain("I talk them through every step of the treatment.");
    expect(data).toContain("I love calming nervous patients.");
    expectMinimised(llm.requests);
    expect(written.body.data.sources).toEqual(
      expect.arrayContaining(["the assessment report", "the resume", "1 instant-interview answer"]),
    );

    const rules = await call(withoutAi, HARBOR_OWNER, "POST", path);
    expect(rules.body.data).toMatchObject({ source: "default", label: WITHOUT_AI });
    expect(rules.body.data.sources).toEqual(written.body.data.sources);
    const background: string[] = rules.body.data.analysis.background;
    expect(background).toContain("Experience on the resume: Dental nurse at Smile Clinic (2019–now).");
    expect(background.join(" ")).toContain("“I talk them through every step of the treatment.”");
    expect(background.join(" ")).toContain("[e-mail removed]");
    expect(background.join(" ")).not.toContain(APPLICANT_EMAIL_IN_ANSWER);
  });

  test("a question the record cannot answer gets a plain no, quoting nothing", async () => {
    const res = await call(withoutAi, HARBOR_USER, "POST", "/chat/send", {
      survey_result_id: candidate.id,
      message: "Does she have a driving licence?",
    });
    expect(res.status).toBe(201);
    expect(res.body.data.answer.citations).toEqual([]);
    expect(res.body.data.answer.content).toContain("holds no answer to that question");
    expect(res.body.data.answer.content).toContain("“driving” and “licence”");
  });

  test("thumbs up or down with a comment is stored on the answer", async () => {
    const sent = await call(withoutAi, HARBOR_OWNER, "POST", "/chat/send", {
      survey_result_id: other.id,
      message: "Does she like working with people?",
    });
    const { question, answer } = sent.body.data;
    const down = await call(withoutAi, HARBOR_OWNER, "POST", "/chat/feedback", {
      message_id: answer.id,
      rating: "down",
      comment: "  Missed the point.  ",
    });
    expect(down.status).toBe(200);
    expect(down.body.data.feedback).toEqual({ rating: "down", comment: "Missed the point." });
    const chat = await call(withoutAi, HARBOR_OWNER, "GET", `/chat/candidate?survey_result_id=${other.id}`);
    expect(chat.body.data.messages.find((m: { id: number }) => m.id === answer.id).feedback).toEqual({
      rating: "down",
      comment: "Missed the point.",
    });
    const onQuestion = await call(withoutAi, HARBOR_OWNER, "POST", "/chat/feedback", {
      message_id: question.id,
      rating: "up",
    });
    expect(onQuestion.status).toBe(422);
    const bad = await call(withoutAi, HARBOR_OWNER, "POST", "/chat/feedback", { message_id: answer.id, rating: "meh" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: "rating", message: "must be up or down" }]);
    // Only the asker rates their own answers.
    const notMine = await call(withoutAi, HARBOR_USER, "POST", "/chat/feedback", {
      message_id: answer.id,
      rating: "up",
    });
    expect(notMine.status).toBe(404);
  });

  test("a question is validated with field paths", async () => {
    const empty = await call(withoutAi, HARBOR_OWNER, "POST", "/chat/send", {
      survey_result_id: candidate.id,
      message: "  ",
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: "message", message: "is required" }]);
    const long = await call(withoutAi, HARBOR_OWNER, "POST", "/chat/send", {
      survey_result_id: candidate.id,
      message: "x".repeat(2001),
    });
    expect(long.body.errors).toEqual([{ path: "message", message: "must be at most 2000 characters" }]);
  });
});

describe("scope", () => {
  test("an unknown candidate's chat is `Chat not found`", async () => {
    const res = await call(withoutAi, HARBOR_OWNER, "GET", "/chat/candidate?survey_result_id=999999");
    expect(res).toEqual({ status: 404, body: { message: "Chat not found", errors: [] } });
    const send = await call(withoutAi, HARBOR_OWNER, "POST", "/chat/send", { survey_result_id: 999999, message: "Hi" });
    expect(send.body.message).toBe("Chat not found");
  });

  test("another company's candidate is 404 on every operation, and nothing reaches the endpoint", async () => {
    const mine = await call(withAi, HARBOR_OWNER, "POST", "/chat/send", {
      survey_result_id: candidate.id,
      message: "Team?",
    });
    llm.reset();
    const foreign = [
      await call(withAi, SUMMIT_OWNER, "GET", `/survey-results/${candidate.id}/analysis`),
      await call(
        withAi,
        SUMMIT_OWNER,
        "POST",
        `/survey-results/${candidate.id}/generate-analysis-and-interview-questions`,
      ),
      await call(withAi, SUMMIT_OWNER, "GET", `/chat/candidate?survey_result_id=${candidate.id}`),
      await call(withAi, SUMMIT_OWNER, "POST", "/chat/send", { survey_result_id: candidate.id, message: "Hi" }),
      await call(withAi, SUMMIT_OWNER, "POST", "/chat/feedback", {
        message_id: mine.body.data.answer.id,
        rating: "up",
      }),
      await call(withAi, SUMMIT_OWNER, "GET", `/companies/${harborId}/ai-settings`),
      await call(withAi, SUMMIT_OWNER, "PUT", `/companies/${harborId}/ai-settings`, { ai_enabled: false }),
    ];
    expect(foreign.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(foreign[2].body.message).toBe("Chat not found");
    expect(llm.requests).toEqual([]);
  });
});
