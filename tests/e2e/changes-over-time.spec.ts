// Changes over time (coaching brand), at desktop size and on a 375 px phone: the demo person assessed twice shows
// the change beyond measurement error flagged and the small ones not; a person with one assessment gets the empty
// state and an invitation to reassess (confirmed, then a toast; the 24-hour limit answers in words).
import type { Page } from "@playwright/test";
import { REASSESSED_DEMO } from "../../api/db/seed-reassessments";
import { makeCandidate } from "./assessments";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { EACH_BRAND, expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@harbor-dental.test";

/** From the list to the person's report (searched by e-mail), then through the report's tab to the changes. */
async function openChanges(page: Page, email: string, name: string) {
  await gotoReady(page, `/candidates?search=${encodeURIComponent(email)}`);
  await page.locator('main a[href^="/survey-results/"]').filter({ hasText: name }).first().click();
  await page.waitForURL(/\/survey-results\/\d+$/);
  await waitUntilReady(page);
  await page.getByRole("navigation", { name: "Report views" }).getByRole("link", { name: "Changes over time" }).click();
  await page.waitForURL(/\/survey-results\/\d+\/changes$/);
  await waitUntilReady(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}

/** How far the page itself scrolls sideways (0 when everything fits; wide tables scroll inside their card). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["375 px", { width: 375, height: 800 }],
] as const) {
  test.describe(`changes over time (${label})`, { tag: EACH_BRAND }, () => {
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(({ brand }) => {
      test.skip(!brand.features.changesOverTimeReports, "changes over time are a coaching feature");
    });

    test("the demo person assessed twice: the real change flagged, the small ones within measurement error", async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page, OWNER);
      await openChanges(page, REASSESSED_DEMO.email, REASSESSED_DEMO.name);

      await expect(page.getByRole("heading", { name: /^2 assessments, / })).toBeVisible();
      await expect(page.getByTestId("real-changes")).toContainText(/Conscientiousness rose by \d+\.\d T points/);
      const conscientiousness = page.getByTestId("domain-C");
      await expect(conscientiousness.getByRole("heading", { name: "Conscientiousness" })).toBeVisible();
      await expect(conscientiousness.getByTestId("scale-C").getByText("Real change ↑")).toBeVisible();
      for (const domain of ["N", "E", "O", "A"]) {
        await expect(page.getByTestId(`domain-${domain}`).getByTestId(`scale-${domain}`)).toContainText(
          "Within measurement error",
        );
      }
      // The timeline: one line per scale (the domain and its six facets), the table holding the same values.
      await expect(conscientiousness.locator(".recharts-line")).toHaveCount(7);
      await expect(conscientiousness.getByRole("table").getByRole("row")).toHaveCount(8);
      await expect(page.getByRole("heading", { name: "Why small differences are not growth" })).toBeVisible();
      await expect(page.getByText(/more than 11\.09 T points for a domain/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Invite to reassess" })).toBeVisible();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });

    test("a person with one assessment: the empty state, and an invitation to reassess", async ({ page }) => {
      const person = await makeCandidate(page.request, { first: "Rhea", last: `Reassess${Date.now().toString(36)}` });
      const name = `${person.first} ${person.last}`;
      await page.setViewportSize(viewport);
      await signIn(page, OWNER);
      await openChanges(page, person.email, name);

      await expect(page.getByRole("heading", { name: "A second assessment is needed" })).toBeVisible();
      await expect(page.getByText(/has finished one assessment with Harbor Dental/)).toBeVisible();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

      const invite = async () => {
        await page.getByRole("button", { name: "Invite to reassess" }).click();
        const dialog = page.getByRole("dialog", { name: "Invite to reassess?" });
        await expect(dialog).toContainText(person.email);
        await dialog.getByRole("button", { name: "Send invitation" }).click();
        await expect(dialog).toBeHidden();
      };
      // Cancel sends nothing.
      await page.getByRole("button", { name: "Invite to reassess" }).click();
      await page.getByRole("dialog", { name: "Invite to reassess?" }).getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByTestId("invitation-note")).toHaveText("3 of 3 invitations left for the next 24 hours.");

      await invite();
      await expectToast(page, `Invitation sent to ${person.email}.`);
      await expect(page.getByTestId("invitation-note")).toContainText("2 of 3 invitations left");

      if (label === "desktop") {
        await invite();
        await expect(page.getByTestId("invitation-note")).toContainText("1 of 3 invitations left");
        await invite();
        await expect(page.getByTestId("invitation-note")).toContainText("No invitations left for now");
        await invite();
        await expectToast(
          page,
          new RegExp(`^${name} has already been invited 3 times in the last 24 hours\\. You can send another after`),
        );
      }
    });
  });
}

test(
  "the hiring brand has no changes-over-time page",
  { tag: EACH_BRAND },
  async ({ page, brand, allowConsoleError }) => {
    test.skip(brand.features.changesOverTimeReports, "the brand ships changes over time");
    await signIn(page, OWNER);
    await gotoReady(page, "/candidates");
    const href = await page.locator('main a[href^="/survey-results/"]').first().getAttribute("href");
    // The page answers 404 on purpose, which the browser logs as a failed load.
    allowConsoleError(/status of 404/);
    const response = await page.goto(`${href}/changes`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("navigation", { name: "Report views" })).toHaveCount(0);
  },
);

// One person, many assessments (both brands): the demo person assessed twice is one row in the list; his report lists
// both assessments, and the earlier one opens as read-only history, with nothing planned or shared from it.
test("Kai Jensen is one row with two assessments", { tag: EACH_BRAND }, async ({ page, brand }) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER);
  await gotoReady(page, `/candidates?search=${encodeURIComponent(REASSESSED_DEMO.name)}`);
  const rows = page.getByRole("row").filter({ hasText: REASSESSED_DEMO.email });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId("assessment-count")).toHaveText("2 assessments");
  await rows.getByRole("link", { name: REASSESSED_DEMO.name }).click();
  await page.waitForURL(/\/survey-results\/\d+$/);
  await waitUntilReady(page);
  const current = page.url();

  const history = page.getByTestId("assessment-history");
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Current");
  await expect(page.getByTestId("earlier-assessment")).toHaveCount(0);
  await history.getByRole("listitem").nth(1).getByRole("link").click();
  await page.waitForURL((url) => /\/survey-results\/\d+$/.test(url.pathname) && url.href !== current);
  await waitUntilReady(page);

  const notice = page.getByTestId("earlier-assessment");
  await expect(notice).toContainText(`This is an earlier assessment of ${REASSESSED_DEMO.name}, from`);
  await expect(notice).toContainText("The current one is from");
  // Read-only: no stage to move, and no way into coaching, comparison or the conflict tool from it.
  await expect(page.getByLabel("Stage", { exact: true })).toHaveCount(0);
  await expect(page.getByTestId("report-actions")).toHaveCount(0);
  if (brand.features.growthReport) {
    await page.getByRole("navigation", { name: "Report views" }).getByRole("link", { name: "Growth report" }).click();
    await page.waitForURL(/\/survey-results\/\d+\/growth$/);
    await waitUntilReady(page);
    await expect(page.getByTestId("earlier-assessment")).toBeVisible();
    await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Action plan" })).toHaveCount(0);
  }
  // Back to the current one through the notice's link.
  await page.getByTestId("earlier-assessment").getByRole("link", { name: "open the current assessment" }).click();
  await waitUntilReady(page);
  await expect(page.getByTestId("earlier-assessment")).toHaveCount(0);
});
