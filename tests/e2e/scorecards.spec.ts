// Scorecards, hiring brand: two interviewers of Harbor Dental score one candidate. The owner (desktop) rates every
// attribute of the interview kit and submits after confirming; the recruiter (on a 375 px phone, nothing scrolling
// sideways) sees no one else's ratings until submitting, saves a draft, submits, and then the debrief shows both
// scorecards side by side with the attribute they rated two points apart highlighted. The coaching brand has no
// scorecards (its build leaves the page out; the API answers 404: tests/integration/foundation/contract tests).
import type { Page } from "@playwright/test";
import { makeCandidate } from "./assessments";
import { signIn, signInThroughForm } from "./auth";
import { expectToast, recordToasts } from "./toasts";
import { EACH_BRAND, expect, gotoReady, test, waitUntilReady } from "./fixtures";

const OWNER = "owner@harbor-dental.test";
/** A company user with the hiring pipeline permission (api/db/demo-data.ts). */
const RECRUITER = "recruiter@harbor-dental.test";
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/** The rating groups of the scorecard form, one per attribute (the overall recommendation is not one). */
const attributeGroups = (page: Page) =>
  page
    .getByRole("region", { name: "Your scorecard" })
    .getByRole("radiogroup")
    .filter({ hasNot: page.getByRole("radio", { name: "Strong yes" }) });

test(
  "two interviewers score one candidate; the debrief shows both and the spread",
  { tag: EACH_BRAND },
  async ({ page, brand, browser, baseURL }) => {
    test.skip(!brand.features.interviewQuestions, "scorecards are a hiring-brand feature");
    test.setTimeout(150_000);
    // "Hygienist" matches the demo benchmark "Dental hygienist": the kit has gap attributes to rate.
    const who = await makeCandidate(page.request, {
      first: "Sky",
      last: `Scorecard${Date.now().toString(36)}`,
      role: "Hygienist",
    });

    // The owner, on a desktop: from the report's interview panel to the scorecard.
    await signIn(page, OWNER);
    await gotoReady(page, `/candidates?search=${encodeURIComponent(who.email)}`);
    await page.getByRole("link", { name: `${who.first} ${who.last}` }).click();
    await page.waitForURL(/\/survey-results\/\d+$/);
    await waitUntilReady(page);
    const reportUrl = page.url();
    await page.getByRole("region", { name: "Interview", exact: true }).getByRole("link", { name: "Scorecard" }).click();
    await page.waitForURL(/\/scorecard$/);
    await waitUntilReady(page);
    await expect(page.getByRole("heading", { name: `Scorecard: ${who.first} ${who.last}`, level: 1 })).toBeVisible();
    const groups = attributeGroups(page);
    await expect(groups.first()).toBeVisible();
    const count = await groups.count();
    expect(count).toBeGreaterThanOrEqual(2);
    // Four behavioral anchors per attribute.
    await expect(groups.first().getByRole("radio")).toHaveCount(4);

    // Printed, the kit stands alone: its questions and anchors, without the sidebar, buttons or settings.
    await page.emulateMedia({ media: "print" });
    await expect(groups.first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Candidates" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Submit scorecard" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print kit" })).toBeHidden();
    await expect(page.getByRole("region", { name: "Scorecard settings" })).toBeHidden();
    await page.emulateMedia({ media: "screen" });

    // The owner manages the company's setting: hidden until one's own is submitted, on by default.
    await expect(
      page.getByRole("switch", { name: "Hide others' scorecards until one's own is submitted" }),
    ).toBeChecked();

    // Submitting with nothing rated names what is missing.
    await page.getByRole("button", { name: "Submit scorecard" }).click();
    await page
      .getByRole("dialog", { name: "Submit your scorecard?" })
      .getByRole("button", { name: "Submit scorecard" })
      .click();
    await expect(page.getByRole("region", { name: "Your scorecard" }).getByText("is required")).toBeVisible();

    for (let i = 0; i < count; i++) await groups.nth(i).getByRole("radio", { name: /^4:/ }).check();
    await page
      .getByRole("radiogroup", { name: "Overall recommendation" })
      .getByRole("radio", { name: "Strong yes" })
      .check();
    await page.getByRole("button", { name: "Submit scorecard" }).click();
    const confirm = page.getByRole("dialog", { name: "Submit your scorecard?" });
    await expect(confirm).toContainText("final");
    await confirm.getByRole("button", { name: "Submit scorecard" }).click();
    await expectToast(page, "Scorecard submitted.");
    const ownerDebrief = page.getByRole("region", { name: "Debrief" });
    await expect(ownerDebrief.getByRole("list", { name: "Recommendations" })).toContainText("Olivia Owner: Strong yes");

    // The recruiter, on a phone.
    const phone = await browser.newContext({ ...PHONE, baseURL });
    const mobile = await phone.newPage();
    await mobile.addInitScript(recordToasts);
    try {
      await signInThroughForm(mobile, RECRUITER);
      await gotoReady(mobile, new URL(reportUrl).pathname + "/scorecard");
      const debrief = mobile.getByRole("region", { name: "Debrief" });
      await expect(debrief).toContainText(
        "Submit your scorecard to see the other interviewers' ratings (1 submitted so far)",
      );
      await expect(debrief).not.toContainText("Strong yes");
      expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      // A draft first (kept over a reload), then the rest, and submit: the first attribute two points below.
      const theirs = attributeGroups(mobile);
      await theirs.first().getByRole("radio", { name: /^2:/ }).check();
      await mobile
        .getByRole("textbox", { name: /^Notes on / })
        .first()
        .fill("A general answer, no example.");
      await mobile.getByRole("button", { name: "Save draft" }).click();
      await expectToast(mobile, "Draft saved.");
      await mobile.waitForLoadState("networkidle");
      await mobile.reload();
      await waitUntilReady(mobile);
      await expect(theirs.first().getByRole("radio", { name: /^2:/ })).toBeChecked();
      for (let i = 1; i < count; i++) await theirs.nth(i).getByRole("radio", { name: /^4:/ }).check();
      await mobile
        .getByRole("radiogroup", { name: "Overall recommendation" })
        .getByRole("radio", { name: "No", exact: true })
        .check();
      await mobile.getByRole("button", { name: "Submit scorecard" }).click();
      await mobile
        .getByRole("dialog", { name: "Submit your scorecard?" })
        .getByRole("button", { name: "Submit scorecard" })
        .click();
      await expectToast(mobile, "Scorecard submitted.");

      // The debrief: both scorecards side by side, the spread attribute highlighted.
      const recommendations = debrief.getByRole("list", { name: "Recommendations" });
      await expect(recommendations).toContainText("Olivia Owner: Strong yes");
      await expect(recommendations).toContainText("Rita Recruiter: No");
      const spread = debrief.getByRole("list", { name: "Ratings by attribute" }).getByRole("listitem").filter({
        hasText: "Ratings differ by 2",
      });
      await expect(spread).toHaveCount(1);
      await expect(spread).toContainText("Olivia Owner: 4");
      await expect(spread).toContainText("Rita Recruiter: 2");
      expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      // The owner's page shows the recruiter's scorecard too.
      await page.reload();
      await waitUntilReady(page);
      await expect(ownerDebrief.getByRole("list", { name: "Recommendations" })).toContainText("Rita Recruiter: No");
    } finally {
      await phone.close();
    }
  },
);
