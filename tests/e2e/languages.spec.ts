// The assessment in the candidate's language on a phone: a browser that asks for German gets the registration, the
// 120 statements, their answers and the thanks in German; a candidate who picks Arabic in the language menu gets them
// right to left, with nothing wider than the screen. The statements are the language's item bank
// (domain/assessment/item-languages.ts); the answers are scored by item id, whatever the language. The person's own
// report then opens in the language they took it in, and staff read the report in English, told it was taken in
// German (or Arabic) beside the norm group.
import type { Browser, Page } from "@playwright/test";
import { demoAssessmentToken } from "../../api/db/seed-assessments";
import { ANSWER_LABELS, loadItemBank } from "../../domain/assessment/item-languages";
import { ITEMS } from "../../domain/assessment/items";
import type { Language } from "../../domain/languages";
import { signIn } from "./auth";
import { expect, gotoReady, test, waitUntilReady } from "./fixtures";

test.use({ viewport: { width: 375, height: 800 } });

const LINK = `/survey/register?link=${demoAssessmentToken("harbor-dental")}`;

/** The page's words this test uses, as the candidate reads them (HireBloom's wording). */
interface Words {
  welcome: string;
  first: string;
  last: string;
  email: string;
  role: string;
  consent: RegExp;
  start: string;
  hello: (first: string) => string;
  page: (n: number) => string;
  saved: string;
  next: string;
  submit: string;
  thanks: (first: string) => string;
}

const GERMAN: Words = {
  welcome: "Willkommen zum verhaltensbasierten Assessment",
  first: "Vorname",
  last: "Nachname",
  email: "E-Mail",
  role: "Rolle, für die Sie sich bewerben",
  consent: /Ich bin damit einverstanden/,
  start: "Assessment starten",
  hello: (first) => `Hallo ${first}`,
  page: (n) => `Seite ${n} von 12`,
  saved: "Alle Antworten gespeichert",
  next: "Weiter",
  submit: "Abschicken",
  thanks: (first) => `Vielen Dank, ${first}!`,
};

const ARABIC: Words = {
  welcome: "مرحباً بك في التقييم السلوكي",
  first: "الاسم الأول",
  last: "اسم العائلة",
  email: "البريد الإلكتروني",
  role: "الوظيفة التي تتقدم إليها",
  consent: /أوافق/,
  start: "ابدأ التقييم",
  hello: (first) => `مرحباً ${first}`,
  page: (n) => `الصفحة ${n} من 12`,
  saved: "حُفظت جميع الإجابات",
  next: "التالي",
  submit: "إرسال",
  thanks: (first) => `شكراً لك يا ${first}!`,
};

/** The answer this test gives to item i (0-based): every choice is used, so the first page gets no nudge. */
const valueFor = (i: number) => ((i * 7) % 5) + 1;

async function noHorizontalOverflow(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function register(page: Page, words: Words, first: string, email: string) {
  await expect(page.getByRole("heading", { level: 1, name: words.welcome })).toBeVisible();
  await page.getByLabel(words.first).fill(first);
  await page.getByLabel(words.last).fill("Phone");
  await page.getByLabel(words.email).fill(email);
  await page.getByRole("combobox", { name: words.role }).selectOption("Receptionist");
  await page.getByRole("checkbox", { name: words.consent }).check();
  await page.getByRole("button", { name: words.start }).click();
  await page.waitForURL(/\/survey\/take\?id=[0-9a-f-]{36}/);
  await waitUntilReady(page);
}

/** From the thanks to the person's own report, which opens in the language they took the assessment in. */
async function openOwnReport(page: Page, language: Language, first: string, administration: string) {
  await page.getByTestId("own-report").getByRole("link").click();
  await page.waitForURL(/\/my-report\//);
  await waitUntilReady(page);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.getByTestId("report-domain")).toHaveCount(5);
  await expect(page.getByRole("main")).toContainText(first);
  await expect(page.getByRole("main")).toContainText(administration);
  await noHorizontalOverflow(page);
}

/** Staff read the person's report in English; it names the language the assessment was taken in. */
async function staffReportSays(browser: Browser, baseURL: string, email: string, first: string, line: string) {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  try {
    const page = await context.newPage();
    await signIn(page, "owner@harbor-dental.test");
    await gotoReady(page, `/candidates?search=${encodeURIComponent(email)}`);
    await page.locator('main a[href^="/survey-results/"]').filter({ hasText: first }).first().click();
    await page.waitForURL(/\/survey-results\/\d+$/);
    await waitUntilReady(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("main")).toContainText(line);
  } finally {
    await context.close();
  }
}

/** Answers all 120 statements as the language's item bank words them, page by page, and submits. */
async function takeEverything(page: Page, language: Language, words: Words, first: string) {
  const bank = new Map(loadItemBank(language).items.map((item) => [item.id, item.text.trim()]));
  const labels = ANSWER_LABELS[language];
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.hello(first));
  for (let p = 0; p < 12; p++) {
    if (p > 0) await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.page(p + 1));
    for (let i = p * 10; i < p * 10 + 10; i++) {
      const item = ITEMS[i];
      const text = bank.get(item.id)!;
      expect(text).not.toBe(item.text);
      const group = page.getByRole("radiogroup", { name: `${item.num}. ${text}` });
      await group.getByRole("radio", { name: labels[valueFor(i) - 1], exact: true }).check();
    }
    if (p < 11) await page.getByRole("button", { name: words.next }).click();
  }
  await expect(page.getByTestId("save-status")).toHaveText(words.saved);
  await page.getByRole("button", { name: words.submit }).click();
  await page.waitForURL(/\/survey\/thank-you\?id=/);
  await waitUntilReady(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.thanks(first));
}

test.describe("a browser that asks for German", () => {
  test.use({ locale: "de-DE" });

  test("registers and takes the whole assessment in German; staff read its report in English", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.goto(LINK);
    await waitUntilReady(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await noHorizontalOverflow(page);
    const email = `dora.de.${Date.now()}@example.test`;
    await register(page, GERMAN, "Dora", email);

    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByText("Wie zutreffend beschreibt Sie jede Aussage?")).toBeVisible();
    await noHorizontalOverflow(page);
    await takeEverything(page, "de", GERMAN, "Dora");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    await openOwnReport(page, "de", "Dora", "Sprache beim Ausfüllen: Deutsch");
    await staffReportSays(
      browser,
      baseURL!,
      email,
      "Dora",
      "IPIP-NEO-120, Johnson 2014, English-language internet sample; taken in German",
    );
  });
});

test("a candidate picks Arabic in the language menu, registers and takes the assessment right to left", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.goto(LINK);
  await waitUntilReady(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page
    .getByRole("group")
    .filter({ has: page.locator("summary") })
    .locator("summary")
    .click();
  await page.getByRole("link", { name: "العربية" }).click();
  await page.waitForURL(/\/survey\/register\?link=/);
  await waitUntilReady(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await noHorizontalOverflow(page);
  const email = `amal.ar.${Date.now()}@example.test`;
  await register(page, ARABIC, "Amal", email);

  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await noHorizontalOverflow(page);
  await takeEverything(page, "ar", ARABIC, "Amal");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  await openOwnReport(page, "ar", "Amal", "أُجري باللغة العربية");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await staffReportSays(
    browser,
    baseURL!,
    email,
    "Amal",
    "IPIP-NEO-120, Johnson 2014, English-language internet sample; taken in Arabic",
  );
});
