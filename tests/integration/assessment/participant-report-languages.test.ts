// A person's own report in their language: it opens in the language they took the assessment in, or in the one the
// reader asks for (the app: the language menu's choice), with the same scores; it names the norm group and the
// language of administration in the reader's language; its PDF follows (English for Arabic, which the PDF fonts
// cannot write yet); and the app's page builds its messages in the report's language.
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { languageCookie } from "../../../app/i18n/cookie.server";
import { loadParticipantReport } from "../../../app/participant-reports/report.server";
import { payloadIn, reportMails, takeAssessment } from "./own-report";
import { startStaffApi, type StaffApi } from "./staff-api";

let s: StaffApi;
let payload: string;

beforeAll(async () => {
  s = await startStaffApi();
  const [harbor] = await s.database.db
    .select()
    .from(schema.companies)
    .where(eq(schema.companies.id, s.companyIds["harbor-dental"]));
  const email = `greta.${Date.now()}@example.test`;
  const { id } = await takeAssessment(s, harbor.assessmentToken, { first: "Greta", last: "Leser", email });
  // Taken in German (the survey's take page records the items' language).
  await s.database.db.update(schema.surveyResults).set({ language: "de" }).where(eq(schema.surveyResults.id, id));
  const [mail] = await reportMails(s, email);
  payload = payloadIn(mail.text);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

async function open(language?: string, suffix = "") {
  const query = `payload=${encodeURIComponent(payload)}${language ? `&language=${language}` : ""}`;
  const res = await s.api.fetch(`/participant-reports/public/report${suffix}?${query}`);
  const type = res.headers.get("content-type") ?? "";
  const body = type.includes("json") ? await res.json() : Buffer.from(await res.arrayBuffer());
  return { status: res.status, body };
}

const pdfText = async (body: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;

describe("a person's own report in their language", () => {
  test("opens in German for a German taker, naming the norm group and German in German", async () => {
    const { status, body } = await open();
    expect(status).toBe(200);
    const data = body.data;
    expect(data.language).toBe("de");
    expect(data.administered_in).toBe("de");
    expect(data.domains.map((d: { name: string }) => d.name)).toEqual([
      "Umgang mit Stress",
      "Extraversion",
      "Offenheit für Erfahrungen",
      "Verträglichkeit",
      "Gewissenhaftigkeit",
    ]);
    expect(data.norm_group).toBe("IPIP-NEO-120, Johnson 2014, englischsprachige Internet-Stichprobe");
    expect(data.administration).toBe(
      "IPIP-NEO-120, Johnson 2014, englischsprachige Internet-Stichprobe; Sprache beim Ausfüllen: Deutsch",
    );
    expect(data.what_this_is).toMatch(/^Dieser Bericht beschreibt/);
    expect(data.about_the_scores).toContain("(IPIP-NEO-120, Johnson 2014, englischsprachige Internet-Stichprobe)");
    expect(data.how_sure).toMatch(/^Ihre Antworten wirken überlegt|^Einige Ihrer Antworten/);
  });

  test("opens in French when the reader asks, with the same scores, naming German in French", async () => {
    const german = (await open()).body.data;
    const { status, body } = await open("fr");
    expect(status).toBe(200);
    const data = body.data;
    expect(data.language).toBe("fr");
    expect(data.administered_in).toBe("de");
    expect(data.administration).toBe(
      "IPIP-NEO-120, Johnson 2014, échantillon anglophone recruté sur Internet ; questionnaire passé en allemand",
    );
    expect(data.domains[0].name).toBe("Réaction au stress");
    expect(data.domains[0].how_you_work).toMatch(/^Vous avez tendance à /);
    const scores = (report: typeof data) =>
      report.domains.map((d: { percentile: number; likely_range: unknown; strengths: unknown[] }) => [
        d.percentile,
        d.likely_range,
        d.strengths.length,
      ]);
    expect(scores(data)).toEqual(scores(german));
    // In English, as staff reports say it.
    expect((await open("en")).body.data.administration).toBe(
      "IPIP-NEO-120, Johnson 2014, English-language internet sample; taken in German",
    );
  });

  test("refuses a language it does not offer as a bad request, never a 500", async () => {
    const { status, body } = await open("xx");
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain("language");
  });

  test("its PDF is in the report's language, and in English for an Arabic reader", async () => {
    const german = await open(undefined, "/pdf");
    expect(german.status).toBe(200);
    const text = await pdfText(german.body);
    expect(text).toContain("Ihr Bericht zu Ihrem Arbeitsstil");
    expect(text).toContain("Für Greta");
    expect(text).toContain("Sprache beim Ausfüllen: Deutsch");
    const french = await pdfText((await open("fr", "/pdf")).body);
    expect(french).toContain("Votre rapport sur votre style de travail");
    expect(french).toContain("questionnaire passé en allemand");
    const arabic = await pdfText((await open("ar", "/pdf")).body);
    expect(arabic).toContain("Your work-style report");
    expect(arabic).toContain("taken in German");
    expect(arabic).not.toContain("?????");
  });

  test("the app's page opens in the taker's language unless the person chose another in the language menu", async () => {
    const context = {
      services: {
        env: { apiBaseUrl: s.api.url },
        api: s.api.invoke,
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      },
    } as unknown as AppLoadContext;
    const load = (headers: Record<string, string>) =>
      loadParticipantReport({
        request: new Request(`http://app.test/my-report/${payload}`, { headers }),
        params: { payload },
        context,
      });
    // The browser's language does not decide: the taker's does.
    const byDefault = await load({ "Accept-Language": "en-US" });
    expect(byDefault.report.language).toBe("de");
    expect(byDefault.i18n.language).toBe("de");
    expect(byDefault.i18n.messages["participant-report.downloadPdf"]).toBe("PDF herunterladen");
    expect(byDefault.i18n.messages["rights.title"]).toBe("Ihre Rechte");
    // The person's choice does.
    const chosen = await load({ Cookie: await languageCookie.serialize("fr") });
    expect(chosen.report.language).toBe("fr");
    expect(chosen.i18n.language).toBe("fr");
    expect(chosen.report.administration).toMatch(/questionnaire passé en allemand$/);
    const arabic = await load({ Cookie: await languageCookie.serialize("ar") });
    expect(arabic.i18n.dir).toBe("rtl");
    expect(arabic.report.domains[0].name).toBe("الاستجابة للضغط");
  });

  test("a link that is not valid is refused in the reader's language", async () => {
    const context = {
      services: {
        env: { apiBaseUrl: s.api.url },
        api: s.api.invoke,
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      },
    } as unknown as AppLoadContext;
    const refused = await loadParticipantReport({
      request: new Request("http://app.test/my-report/garbage", { headers: { "Accept-Language": "es" } }),
      params: { payload: "garbage" },
      context,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(404);
    expect(await (refused as Response).json()).toEqual({
      title: "Este enlace no es válido",
      message: "Este enlace no es válido. Comprueba que lo copiaste completo de tu correo electrónico.",
    });
  });
});
