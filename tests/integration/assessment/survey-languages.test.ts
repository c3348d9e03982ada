// The language of administration (survey_results.language): registration stores the page's language, the take page
// shown in another language before submission moves it there, and after submission it never changes. Scoring goes
// by item id and keyed direction, whatever language the items were read in.
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { loadTake } from "~/surveys/take.server";
import { DEMO_COMPANIES } from "../../../api/db/demo-data";
import * as schema from "../../../server/db/schema/index";
import { seed, tenancySeed } from "../../../api/db/seed";
import { ANSWER_LABELS, loadItemBank } from "../../../domain/assessment/item-languages";
import { scoreAssessment } from "../../../domain/assessment/scoring";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startSurveyApi, type SurveyApi } from "./api-server";

let database: TestDatabase;
let api: SurveyApi;
let token: string;
let companyId: number;
const harbor = DEMO_COMPANIES.find((c) => c.key === "harbor-dental")!;

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, [tenancySeed]);
  const [company] = await database.db.select().from(schema.companies).where(eq(schema.companies.name, harbor.name));
  token = company.assessmentToken;
  companyId = company.id;
  api = await startSurveyApi(database.db);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

let counter = 0;
const registration = (overrides: Record<string, unknown> = {}) => ({
  token,
  first: "Dana",
  last: "Deutsch",
  email: `dana.${++counter}@example.test`,
  role: "Receptionist",
  consent: true,
  ...overrides,
});

const resultOf = async (uuid: string) =>
  (await database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.uuid, uuid)))[0];

/** The take page's loader (app/surveys/take.server.ts) against this API, for a browser asking for `acceptLanguage`. */
async function takePage(uuid: string, acceptLanguage: string) {
  const context = {
    services: { env: { apiBaseUrl: api.url }, logger: { warn: vi.fn(), info: vi.fn(), error: vi.fn() } },
  } as unknown as AppLoadContext;
  const request = new Request(`http://app.test/survey/take?id=${uuid}`, {
    headers: { "Accept-Language": acceptLanguage },
  });
  return (await loadTake({ request, context, params: {} })) as Extract<
    Awaited<ReturnType<typeof loadTake>>,
    { ok: true }
  >;
}

describe("the language of administration", () => {
  test("registered in German, taken in German: the result says German, and its scores are the English keying's", async () => {
    const res = await api.request("POST", "/surveys/register", registration({ language: "de" }));
    expect(res.status).toBe(201);
    const uuid = res.body.survey_result_uuid as string;
    expect((await resultOf(uuid)).language).toBe("de");

    // The take page in German: German statements and answers, and the result stays German.
    const page = await takePage(uuid, "de-DE,de;q=0.9");
    expect(page.ok).toBe(true);
    expect(page.i18n.language).toBe("de");
    const german = loadItemBank("de");
    expect(page.items[0].text).toBe(german.items[0].text.trim());
    expect(page.items[0].text).not.toBe(loadItemBank("en").items[0].text);
    expect(page.choices.map((c) => c.label)).toEqual([...ANSWER_LABELS.de]);
    expect(page.progress.language).toBe("de");

    // Answered with the German bank's items (the same ids), submitted.
    const answers = german.items.map((item, i) => ({ item_id: item.id, value: (i % 5) + 1 }));
    expect((await api.request("PUT", `/surveys/${uuid}/answers`, { answers })).status).toBe(200);
    expect((await api.request("POST", "/surveys/submit", { survey_result_uuid: uuid })).status).toBe(200);
    const row = await resultOf(uuid);
    expect(row.language).toBe("de");
    expect(row.scores).toEqual(
      scoreAssessment(Object.fromEntries(answers.map((a) => [a.item_id, a.value])), { sex: "unspecified", age: null }),
    );

    // After submission the language never changes.
    const late = await api.request("PUT", `/surveys/${uuid}/language`, { language: "fr" });
    expect(late.status).toBe(409);
    expect((await resultOf(uuid)).language).toBe("de");
  });

  test("registered in English, the take page shown in Spanish before submission: the result follows", async () => {
    const res = await api.request("POST", "/surveys/register", registration());
    const uuid = res.body.survey_result_uuid as string;
    expect((await resultOf(uuid)).language).toBe("en");
    const page = await takePage(uuid, "es-MX,es;q=0.9");
    expect(page.progress.language).toBe("es");
    expect((await resultOf(uuid)).language).toBe("es");
    expect(page.choices[0].label).toBe(ANSWER_LABELS.es[0]);
  });

  test("a language that is not offered is refused (400 on path language) and nothing is stored", async () => {
    const email = "no.klingon@example.test";
    for (const language of ["tlh", "DE", "", 7]) {
      const res = await api.request("POST", "/surveys/register", registration({ email, language }));
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(["language"]);
    }
    const stored = await database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.email, email));
    expect(stored).toEqual([]);

    const uuid = (await api.request("POST", "/surveys/register", registration())).body.survey_result_uuid as string;
    const bad = await api.request("PUT", `/surveys/${uuid}/language`, { language: "xx" });
    expect(bad.status).toBe(400);
    expect((await resultOf(uuid)).language).toBe("en");
  });

  test("the link and the progress name the company's default language", async () => {
    await database.db
      .update(schema.companies)
      .set({ defaultLanguage: "pt-br" })
      .where(eq(schema.companies.id, companyId));
    const link = await api.request("GET", `/survey-links/${token}`);
    expect(link.body.company).toEqual({ name: harbor.name, default_language: "pt-br" });
    const uuid = (await api.request("POST", "/surveys/register", registration())).body.survey_result_uuid as string;
    const progress = await api.request("GET", `/surveys/${uuid}`);
    expect(progress.body.company.default_language).toBe("pt-br");
    expect(progress.body.language).toBe("en");
    // A browser asking for no offered language gets the company's default on the take page.
    const page = await takePage(uuid, "ja-JP");
    expect(page.i18n.language).toBe("pt-br");
    expect((await resultOf(uuid)).language).toBe("pt-br");
  });
});
