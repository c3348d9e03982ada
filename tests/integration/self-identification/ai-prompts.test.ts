// Self-identification never reaches an AI prompt or a staff view (ADR 077): a candidate who answered every question
// is summarised and discussed through a loopback chat-completions endpoint, and nothing of the answers (codes or
// EEO-1 wording) is in any request the endpoint received, nor in the board's cards or the candidate's fit.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { tenancySeed } from "../../../api/db/seed";
import { assessmentsSeed } from "../../../api/db/seed-assessments";
import { benchmarksSeed } from "../../../api/db/seed-benchmarks";
import { stopQueueFor } from "../../../api/queue/index";
import {
  DISABILITY_LABELS,
  RACE_ETHNICITY_LABELS,
  SEX_LABELS,
  VETERAN_LABELS,
} from "../../../domain/self-identification";
import { startApi, type ApiUnderTest } from "../../support/api";
import { startChatCompletions, type ChatCompletionsServer } from "../../support/chat-completions";
import { createTestDatabase, type TestDatabase } from "../../support/database";

const HARBOR_OWNER = "owner@harbor-dental.test";

let database: TestDatabase;
let llm: ChatCompletionsServer;
let api: ApiUnderTest;
let candidateId: number;
let harborId: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: [tenancySeed, assessmentsSeed, benchmarksSeed] });
  llm = await startChatCompletions({
    answer: (body) =>
      body.messages[0].content.includes("hiring summary")
        ? JSON.stringify({
            overview: "Steady.",
            strengths: ["Calm."],
            risks: ["None named."],
            benchmark_fit: "Close.",
            explore: ["Planning."],
            questions: [],
          })
        : JSON.stringify({ answer: "A model's answer.", sources: [1] }),
  });
  api = await startApi(database.db, { env: llm.env });
  const [harbor] = await database.db.select().from(schema.companies).where(eq(schema.companies.name, "Harbor Dental"));
  const results = await database.db
    .select()
    .from(schema.surveyResults)
    .where(eq(schema.surveyResults.companyId, harbor.id));
  harborId = harbor.id;
  const candidate = results.find((r) => r.scores)!;
  candidateId = candidate.id;
  await database.db
    .delete(schema.selfIdentifications)
    .where(eq(schema.selfIdentifications.surveyResultId, candidateId));
  await database.db.insert(schema.selfIdentifications).values({
    companyId: harbor.id,
    surveyResultId: candidateId,
    sex: "female",
    raceEthnicity: "native_hawaiian_or_pacific_islander",
    veteran: "protected_veteran",
    disability: "yes",
    source: "registration",
  });
}, 120_000);

afterAll(async () => {
  await api?.close();
  await llm?.close();
  if (database) await stopQueueFor(database.db);
  await database?.close();
});

/** Any trace of the answers above in a text the product sent. */
const TRACES = [
  "native_hawaiian_or_pacific_islander",
  RACE_ETHNICITY_LABELS.native_hawaiian_or_pacific_islander,
  "Pacific Islander",
  "protected_veteran",
  VETERAN_LABELS.protected_veteran,
  "protected veteran",
  DISABILITY_LABELS.yes,
  SEX_LABELS.female,
  "self-identif",
  "self_identif",
];

test("the summary, its interview questions and the chat send nothing of the person's self-identification", async () => {
  const summary = await api.fetch(`/survey-results/${candidateId}/generate-analysis-and-interview-questions`, {
    as: HARBOR_OWNER,
    method: "POST",
  });
  expect(summary.status).toBe(201);
  const chat = await api.fetch("/chat/send", {
    as: HARBOR_OWNER,
    method: "POST",
    json: { survey_result_id: candidateId, message: "What should we ask in the interview?" },
  });
  expect(chat.status).toBe(201);

  expect(llm.requests.length).toBeGreaterThanOrEqual(2);
  const sent = JSON.stringify(llm.requests);
  for (const text of TRACES) expect(sent).not.toContain(text);
  expect(sent).not.toMatch(/\bfemale\b/i);
});

test("the board's cards and the candidate's fit carry nothing of it", async () => {
  const board = await api.fetch(`/survey-results/board?company_id=${harborId}`, { as: HARBOR_OWNER });
  expect(board.status).toBe(200);
  const fit = await api.fetch(`/candidates/scoring/fit?surveyResultId=${candidateId}`, { as: HARBOR_OWNER });
  expect(fit.status).toBe(200);
  const shown = JSON.stringify([await board.json(), await fit.json()]);
  expect(shown).toContain(`${candidateId}`);
  for (const text of TRACES) expect(shown).not.toContain(text);
  expect(shown).not.toMatch(/"(?:sex_self|race|ethnicity|veteran|disability)/i);
});
