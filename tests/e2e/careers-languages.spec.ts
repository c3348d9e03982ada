// The public job pages in the candidate's language on a 375 px phone (HireBloom): a browser that asks for German
// reads the board, the job and its application form in German, applies, and goes on in German; the company's own
// words (the job's title, description and questions) stay as written. Chosen in the language menu, Arabic turns the
// board right to left with nothing wider than the screen.
import type { Page } from "@playwright/test";
import { EACH_BRAND, expect, gotoReady, test, waitUntilReady } from "./fixtures";

test.use({ locale: "de-DE", viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const JOB = "Dental Assistant";

async function expectLanguage(page: Page, lang: string, dir: "ltr" | "rtl") {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe("a browser that asks for German", { tag: EACH_BRAND }, () => {
  test.beforeEach(({ brand }) => {
    test.skip(!brand.features.jobs, "the job board is the hiring brand's");
  });

  test("finds a job, applies in German and goes on in German", async ({ page }) => {
    await gotoReady(page, `/careers?search=${encodeURIComponent(JOB)}`);
    await expectLanguage(page, "de", "ltr");
    await expect(page.getByRole("heading", { level: 1, name: "Offene Stellen" })).toBeVisible();
    await expect(page).toHaveTitle(/^Stellen \| /);

    await page.getByRole("link", { name: JOB }).first().click();
    await page.waitForURL(/\/careers\/[0-9a-f-]{36}$/);
    await waitUntilReady(page);
    await expectLanguage(page, "de", "ltr");
    // The company's words as written; the page's own in German (pay and badges too).
    await expect(page.getByRole("heading", { level: 1, name: JOB })).toBeVisible();
    await expect(page.getByText("Vollzeit")).toBeVisible();
    await expect(page.getByText("21–26 USD pro Stunde")).toBeVisible();
    await page.getByRole("link", { name: "Jetzt bewerben" }).click();

    await page.waitForURL(/\/careers\/[0-9a-f-]{36}\/apply$/);
    await waitUntilReady(page);
    await expectLanguage(page, "de", "ltr");
    await expect(page.getByRole("heading", { level: 1, name: `Bewerbung: ${JOB}` })).toBeVisible();
    // A first try without the details: the problems in German, beside their fields.
    await page.getByRole("button", { name: "Bewerbung senden" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie Ihre Bewerbung" })).toBeVisible();
    await expect(page.getByText("Bitte geben Sie Ihren Vornamen ein.")).toBeVisible();
    await expectLanguage(page, "de", "ltr");

    await page.getByLabel("Vorname").fill("Dora");
    await page.getByLabel("Nachname").fill("Bewerberin");
    await page.getByLabel("E-Mail").fill(`dora.careers.${Date.now()}@example.test`);
    await page.getByLabel("What is your current job title?").fill("Zahnarzthelferin");
    await page
      .getByRole("radiogroup", { name: "When could you start?" })
      .getByRole("radio", { name: "Straight away" })
      .check();
    await page
      .getByRole("radiogroup", { name: "Are you allowed to work in this country?" })
      .getByRole("radio", { name: "Ja" })
      .check();
    await page.getByRole("checkbox", { name: /Ich bin damit einverstanden/ }).check();
    await page.getByRole("button", { name: "Bewerbung senden" }).click();

    // On into the assessment (or the thanks, where none follows): still in German.
    await page.waitForURL(/\/survey\/take\?id=|\/applied\?ref=/, { timeout: 15_000 });
    await waitUntilReady(page);
    await expectLanguage(page, "de", "ltr");
  });

  test("picks Arabic in the language menu: the board turns right to left and fits the phone", async ({ page }) => {
    await gotoReady(page, "/careers");
    await expectLanguage(page, "de", "ltr");
    await page.locator("header summary").click();
    await page.getByRole("link", { name: "العربية" }).click();
    await page.waitForURL(/\/careers$/);
    await waitUntilReady(page);
    await expectLanguage(page, "ar", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "الوظائف المتاحة" })).toBeVisible();
    await expect(page.getByRole("list", { name: "الوظائف" }).getByRole("listitem").first()).toBeVisible();
  });
});
