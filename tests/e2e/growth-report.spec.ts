// The growth report in the browser (coaching brand), on a desktop and on a 375 px phone: from the people list to a
// person's growth report, compare with a role, add a goal with a step to the action plan, save, reload, tick the
// step, save, see the progress; then download the PDF and read its text. Each test assesses a person of its own
// through the demo company's link, so the two viewports (run in parallel) never edit the same plan.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { DOMAIN_NAMES, DOMAINS } from "../../domain/assessment/traits";
import { makeCandidate } from "./assessments";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { EACH_BRAND, expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";
import { CLINICAL, expectWorkNamesOnly } from "./work-names";

// Server round trips can take seconds on a busy machine; toasts last 2 s once shown.
const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@harbor-dental.test";

/** A last name no other run shares. */
const uniqueLast = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "a 375 px phone", width: 375, height: 812 },
] as const;

async function save(page: Page) {
  await page.getByRole("button", { name: "Save plan" }).click();
  await expectToast(page, "Action plan saved.");
  await expect(page.getByText("You have unsaved changes.")).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  test(
    `growth report on ${viewport.name}: action plan saved, reloaded, ticked; the PDF holds the person and the five domains`,
    { tag: EACH_BRAND },
    async ({ page, brand }) => {
      test.skip(!brand.features.growthReport, "only the coaching brand sells the growth report");
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const who = await makeCandidate(page.request, { first: "Gita", last: uniqueLast("Growth") });
      const name = `${who.first} ${who.last}`;
      await signIn(page, OWNER);

      // From the people list to the person's report, then its growth report view.
      await gotoReady(page, `/candidates?search=${encodeURIComponent(who.email)}`);
      await page.getByRole("row").filter({ hasText: who.email }).getByRole("link", { name }).click();
      await page.waitForURL(/\/survey-results\/\d+$/);
      await waitUntilReady(page);
      await page.getByRole("navigation", { name: "Report views" }).getByRole("link", { name: "Growth report" }).click();
      await page.waitForURL(/\/survey-results\/\d+\/growth$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.getByRole("link", { name: "Growth report" })).toHaveAttribute("aria-current", "page");
      for (const d of DOMAINS) {
        await expect(page.getByTestId("growth-domain").filter({ hasText: DOMAIN_NAMES[d] })).toBeVisible();
      }
      await expect(page.getByRole("heading", { name: "Strengths to use" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Growth areas to develop" })).toBeVisible();
      await expect(page.getByTestId("next-session-prompt")).not.toBeEmpty();
      await expect(page.getByRole("main").getByText(/candidate/i)).toHaveCount(0);
      // The rule that chose the strengths is stated; work names only, the inventory's in the closed appendix.
      await expect(page.getByTestId("selection-rule").first()).toContainText("65th percentile");
      await expectWorkNamesOnly(page);

      // Compare with a role: the choice is in the URL, and the report says what it compares with.
      await page.getByRole("textbox", { name: "Compare with a role" }).click();
      await page.getByRole("option", { name: "Dental hygienist" }).click();
      await expect(page).toHaveURL(/[?&]benchmark=\d+/);
      await expect(page.getByText('Compared with "Dental hygienist".')).toBeVisible();
      await expect(page.getByText(/outside the range of "Dental hygienist"/)).toBeVisible();

      // A goal with a step, saved, and still there after a reload.
      await expect(page.getByText("No goals yet.", { exact: false })).toBeVisible();
      await page.getByRole("button", { name: "Add a goal" }).click();
      const goal = page.getByRole("group", { name: "Goal 1" });
      await goal.getByRole("textbox", { name: "Goal", exact: true }).fill("Speak up first in the Monday meeting");
      await goal.getByRole("textbox", { name: "Step 1", exact: true }).fill("Prepare one point the evening before");
      await goal.getByLabel("Step 1 due date").fill("2026-06-01");
      await expect(page.getByTestId("plan-progress")).toContainText("0 of 1 step done");
      await save(page);

      await page.reload();
      await waitUntilReady(page);
      const reloaded = page.getByRole("group", { name: "Goal 1" });
      await expect(reloaded.getByRole("textbox", { name: "Goal", exact: true })).toHaveValue(
        "Speak up first in the Monday meeting",
      );
      await expect(reloaded.getByRole("textbox", { name: "Step 1", exact: true })).toHaveValue(
        "Prepare one point the evening before",
      );
      await expect(page.getByText(/^Saved by Olivia Owner on /)).toBeVisible();

      // Tick the step, save: the progress counts it, and so does the page after another reload.
      await reloaded.getByRole("checkbox", { name: "Step 1 done" }).check();
      await expect(page.getByTestId("plan-progress")).toContainText("1 of 1 step done");
      await save(page);
      await page.reload();
      await waitUntilReady(page);
      await expect(page.getByRole("checkbox", { name: "Step 1 done" })).toBeChecked();
      await expect(page.getByTestId("plan-progress")).toContainText("1 of 1 step done");

      // Nothing is wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // The PDF: a download named after the person, whose text holds the name, the five domains and the plan.
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download PDF" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`growth-report-${who.first}-${who.last}.pdf`);
      const bytes = new Uint8Array(fs.readFileSync((await file.path())!));
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      expect(text).toContain(name);
      for (const d of DOMAINS) expect(text).toContain(DOMAIN_NAMES[d]);
      // The inventory's names only in the appendix on the last page.
      const appendixAt = text.indexOf("Technical appendix");
      expect(appendixAt).toBeGreaterThan(0);
      expect(text.slice(0, appendixAt)).not.toMatch(CLINICAL);
      expect(text.slice(appendixAt)).toContain("Neuroticism");
      expect(text).toContain("Dental hygienist");
      expect(text).toContain("Speak up first in the Monday meeting");
      expect(text).toContain("1 of 1 step done");
    },
  );
}
