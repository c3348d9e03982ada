// The coaching brand's "How we use automated tools": it ships no AI texts, resume analysis or instant interview, so
// its page lists the fit scores only, also when the company allows AI and an AI service is configured.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { tenancySeed } from "../../../api/db/seed";
import { assessmentsSeed } from "../../../api/db/seed-assessments";
import { benchmarksSeed } from "../../../api/db/seed-benchmarks";
import { stopQueueFor } from "../../../api/queue/index";
import { startApi, type ApiUnderTest } from "../../support/api";
import { startChatCompletions, type ChatCompletionsServer } from "../../support/chat-completions";
import { createTestDatabase, type TestDatabase } from "../../support/database";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

let database: TestDatabase;
let llm: ChatCompletionsServer;
let api: ApiUnderTest;

beforeAll(async () => {
  database = await createTestDatabase({ seed: [tenancySeed, assessmentsSeed, benchmarksSeed] });
  llm = await startChatCompletions();
  api = await startApi(database.db, { env: llm.env });
}, 120_000);

afterAll(async () => {
  await api?.close();
  await llm?.close();
  await stopQueueFor(database.db);
  await database?.close();
});

test("lists only the fit scores, with no AI, whatever the company's AI switch", async () => {
  const [company] = await database.db.select().from(schema.companies).where(eq(schema.companies.aiEnabled, true));
  const res = await api.fetch(`/automated-tools/${company.assessmentToken}`);
  expect(res.status).toBe(200);
  const { data } = await res.json();
  expect(data.tools).toEqual([{ tool: "fit_scores", ai: false }]);
  expect(data.contact_email).toBe("help@traitwise.coach");
});
