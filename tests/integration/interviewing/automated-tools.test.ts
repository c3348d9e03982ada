// "How we use automated tools": the public page of a company, found by its assessment link token, lists what is
// switched on for the company and changes when the company turns AI off; it opens signed out, and a link that names
// no company is the page's 404. The page's loader runs against the real API (in-process) and database, and its
// markup is the page as a candidate gets it.
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { tenancySeed } from "../../../api/db/seed";
import { assessmentsSeed } from "../../../api/db/seed-assessments";
import { benchmarksSeed } from "../../../api/db/seed-benchmarks";
import { stopQueueFor } from "../../../api/queue/index";
import { loadAutomatedTools } from "../../../app/automated-tools/automated-tools.server";
import { AutomatedToolsPage } from "../../../app/automated-tools/AutomatedToolsPage";
import { startApi, type ApiUnderTest } from "../../support/api";
import { renderPage } from "../../support/render-page";
import { startChatCompletions, type ChatCompletionsServer } from "../../support/chat-completions";
import { createTestDatabase, type TestDatabase } from "../../support/database";

const HARBOR_OWNER = "owner@harbor-dental.test";

let database: TestDatabase;
let llm: ChatCompletionsServer;
let api: ApiUnderTest;
let harbor: typeof schema.companies.$inferSelect;

beforeAll(async () => {
  database = await createTestDatabase({ seed: [tenancySeed, assessmentsSeed, benchmarksSeed] });
  llm = await startChatCompletions();
  api = await startApi(database.db, { env: llm.env });
  [harbor] = await database.db.select().from(schema.companies).where(eq(schema.companies.name, "Harbor Dental"));
}, 120_000);

afterAll(async () => {
  await api?.close();
  await llm?.close();
  await stopQueueFor(database.db);
  await database?.close();
});

/** The page as the app serves it to someone signed out: its loader (no session) and its markup. */
async function page(link: string, headers: Record<string, string> = {}) {
  const context = {
    services: {
      env: { apiBaseUrl: api.url },
      api: api.invoke,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    },
  } as unknown as AppLoadContext;
  const data = await loadAutomatedTools({
    request: new Request(`http://app.test/automated-tools/${link}`, { headers }),
    params: { link },
    context,
  });
  const html = await renderPage(createElement(AutomatedToolsPage, data), { data });
  return { data, html };
}

const setAi = async (on: boolean) => {
  const res = await api.fetch(`/companies/${harbor.id}/ai-settings`, {
    as: HARBOR_OWNER,
    method: "PUT",
    json: { ai_enabled: on },
  });
  expect(res.status).toBe(200);
};

describe("How we use automated tools", () => {
  test("lists the AI features while the company allows AI, and drops them when it turns AI off", async () => {
    await setAi(true);
    const on = await page(harbor.assessmentToken);
    expect(on.data.company.name).toBe("Harbor Dental");
    expect(on.data.tools).toEqual([
      { tool: "fit_scores", ai: false },
      { tool: "summary", ai: true },
      { tool: "chat", ai: true },
      { tool: "resume_analysis", ai: true },
      { tool: "instant_interview", ai: false },
    ]);
    expect(on.html).toContain("How Harbor Dental uses automated tools");
    expect(on.html).toContain("AI hiring summary");
    expect(on.html).toContain("AI answers about your results");
    expect(on.html).toContain("AI resume analysis");
    expect(on.html).toContain("Some of them use AI");
    expect(on.html).toContain("a person at Harbor Dental decides");

    await setAi(false);
    const off = await page(harbor.assessmentToken);
    expect(off.data.tools.filter((t) => t.ai)).toEqual([]);
    expect(off.html).not.toContain("AI hiring summary");
    expect(off.html).not.toContain("AI answers about your results");
    expect(off.html).not.toContain("AI resume analysis");
    expect(off.html).toContain("None of them uses AI");
    // The same summary without AI is still an automated tool, and says so.
    expect(off.html).toContain("Hiring summary (no AI)");
    await setAi(true);
  });

  test("names the company's retention period, or that it has none, and a contact", async () => {
    const before = await page(harbor.assessmentToken);
    expect(before.html).toContain("has not set a fixed period");
    expect(before.html).toMatch(/mailto:[^"]+@/);
    await database.db.insert(schema.companyDataSettings).values({ companyId: harbor.id, retentionDays: 180 });
    const after = await page(harbor.assessmentToken);
    expect(after.data.retention_days).toBe(180);
    expect(after.html).toContain("for 180 days after you submit them");
  });

  test("opens signed out (the API's operation is public)", async () => {
    const res = await api.fetch(`/automated-tools/${harbor.assessmentToken}`);
    expect(res.status).toBe(200);
    expect((await res.json()).data.company).toEqual({ name: "Harbor Dental", default_language: "en" });
  });

  test("speaks the person's language: their browser's, else the company's default", async () => {
    const german = await page(harbor.assessmentToken, { "Accept-Language": "de-DE,de;q=0.9" });
    expect(german.data.i18n.language).toBe("de");
    expect(german.html).toContain("Wie Harbor Dental automatisierte Werkzeuge einsetzt");
    expect(german.html).toContain("Wie lange Ihre Daten gespeichert werden");
    await database.db.update(schema.companies).set({ defaultLanguage: "fr" }).where(eq(schema.companies.id, harbor.id));
    try {
      const french = await page(harbor.assessmentToken);
      expect(french.data.company.default_language).toBe("fr");
      expect(french.html).toContain("Comment Harbor Dental utilise des outils automatisés");
      // The browser's language still comes first.
      expect((await page(harbor.assessmentToken, { "Accept-Language": "en-US" })).data.i18n.language).toBe("en");
    } finally {
      await database.db
        .update(schema.companies)
        .set({ defaultLanguage: "en" })
        .where(eq(schema.companies.id, harbor.id));
    }
  });

  test.each([
    ["an unknown link", "0123456789abcdef0123456789abcdef"],
    ["a mangled link", "not a link!"],
  ])("%s is the page's 404", async (_what, link) => {
    const refused = await page(link).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(404);
  });
});
