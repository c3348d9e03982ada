// A campaign's page speaks the visitor's language: their browser's, else the company's default (loadFunnel over a
// stubbed API).
import type { AppLoadContext } from "@remix-run/node";
import { afterEach, expect, test, vi } from "vitest";
import type { Language } from "~domain/languages";
import type { FunnelJson } from "../../api/funnels/contract";
import { loadFunnel } from "./funnel.server";

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock("~/api/client.server", async (actual) => ({
  ...(await actual<typeof import("~/api/client.server")>()),
  apiClient: () => api,
}));
afterEach(() => api.call.mockReset());

const context = { services: { env: { STAGE: "test" } } } as unknown as AppLoadContext;

const funnelOf = (defaultLanguage: Language): FunnelJson => ({
  slug: "7d0c4a1e-1111-4a4a-8888-222233334444",
  open: false,
  campaign: { name: "Spring", channel: "social", ends_on: null },
  company: { name: "Harbor Dental", logo: null, default_language: defaultLanguage },
  job: null,
  role_name: null,
  assessment_link: null,
  instant_interview: false,
});

async function languageFor(acceptLanguage: string, defaultLanguage: Language) {
  api.call.mockResolvedValue({ data: funnelOf(defaultLanguage) });
  const request = new Request("http://app.test/funnels/x", { headers: { "Accept-Language": acceptLanguage } });
  const { i18n } = await loadFunnel({ request, params: { campaign: "x" }, context });
  return { language: i18n.language, dir: i18n.dir, heading: i18n.messages["funnels.brand.closedTitle"] };
}

test("a browser asking for a language we offer reads the page in it", async () => {
  expect(await languageFor("es-MX,es;q=0.9", "de")).toMatchObject({ language: "es", dir: "ltr" });
  expect(await languageFor("ar", "en")).toMatchObject({ language: "ar", dir: "rtl" });
});

test("a browser asking for none we offer reads the company's default language, with the brand's words in it", async () => {
  const german = await languageFor("ja-JP,ja;q=0.9", "de");
  expect(german.language).toBe("de");
  expect(german.heading).toMatch(/^Diese (Kampagne|Einladung) ist nicht geöffnet$/);
});
