// What each brand shows of the pages whose behaviour is proven once, in the hiring brand (playwright.config.ts): the
// candidate's registration and take pages on a phone (the whole journey: survey.spec.ts), and the company's people
// list and archive with their bands (bulk actions: candidates.spec.ts). Here, per brand: its words, its colours, and
// a phone layout that does not scroll sideways.
import type { Page } from "@playwright/test";
import { demoAssessmentToken } from "../../api/db/seed-assessments";
import { signIn } from "./auth";
import { EACH_BRAND, expect, gotoReady, test, waitUntilReady } from "./fixtures";

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth > 0);

/** "#047857" → "rgb(4, 120, 87)", as computed styles say it. */
function hexToRgb(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

test(
  "a candidate registers on a phone with the brand's role question and lands on the first page of statements",
  { tag: EACH_BRAND },
  async ({ browser, brand, brandKey }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`/survey/register?link=${demoAssessmentToken("harbor-dental")}`);
    await waitUntilReady(page);
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByLabel("First name").fill("Brook");
    await page.getByLabel("Last name").fill("Smoke");
    await page.getByLabel("E-mail").fill(`brook.smoke.${brandKey}.${Date.now()}@example.test`);
    await page.getByRole("combobox", { name: brand.wording.roleQuestion }).selectOption("Receptionist");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Start the assessment" }).click();
    await page.waitForURL(/\/survey\/take\?id=[0-9a-f-]{36}/);
    await waitUntilReady(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello Brook");
    await expect(page.getByRole("radiogroup")).toHaveCount(10);
    await expect(page.getByText("0 of 120 answered")).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  },
);

test(
  "the people list and the archive are named in the brand's words, and every band badge has the brand's colour",
  { tag: EACH_BRAND },
  async ({ page, brand }) => {
    await signIn(page, "owner@harbor-dental.test");
    await gotoReady(page, "/candidates");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(brand.wording.candidates);
    const badges = page.getByTestId("domain-badges").locator("[data-band]");
    await expect(badges.first()).toBeVisible();
    for (const badge of (await badges.all()).slice(0, 10)) {
      const band = (await badge.getAttribute("data-band")) as keyof typeof brand.scoreBandColors;
      expect(Object.keys(brand.scoreBandColors)).toContain(band);
      await expect(badge).toHaveCSS("background-color", hexToRgb(brand.scoreBandColors[band]));
    }
    await page.getByRole("link", { name: "Archived", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Archived ${brand.wording.candidates.toLowerCase()}`,
    );
  },
);
