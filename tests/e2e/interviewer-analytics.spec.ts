// Interviewer analytics (hiring brand): an owner opens it from the grading queue on a phone-sized screen; a company
// user without the permission is refused with the branded 403 page.
import { signIn } from "./auth";
import { EACH_BRAND, expect, gotoReady, test } from "./fixtures";

test(
  "an owner reaches interviewer analytics from the grading queue at 375 px; others get 403",
  { tag: EACH_BRAND },
  async ({ page, brand, allowConsoleError }) => {
    test.skip(!brand.features.interviewQuestions, "the brand has no interview questions");
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, "owner@harbor-dental.test");
    await gotoReady(page, "/interview-grading");
    await page.getByRole("link", { name: "Interviewer analytics" }).click();
    await expect(page).toHaveURL(/\/interviewer-analytics$/);
    await expect(page.getByRole("heading", { name: "Interviewer analytics", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Interviewers" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Panel agreement per attribute" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The browser logs the refused page's status; that is the point here.
    allowConsoleError(/status of 403/);
    await page.context().clearCookies();
    await signIn(page, "user@harbor-dental.test");
    const refused = await page.goto("/interviewer-analytics");
    expect(refused?.status()).toBe(403);
  },
);
