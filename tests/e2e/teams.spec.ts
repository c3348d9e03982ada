// The team view in the browser (coaching brand), on a desktop and on a 375 px phone: make a team from a department,
// see its spread on the five domains (chart and table), see how a person of the test's own would change the balance,
// download the PDF and read its text, then delete the team (asked first). Each run names its team uniquely, so the
// two viewports (run in parallel) never touch each other's team.
import fs from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { DOMAIN_NAMES, DOMAINS } from "../../domain/assessment/traits";
import { makeCandidate } from "./assessments";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { EACH_BRAND, expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";
import { expectAccessible } from "./axe";

// Server round trips can take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@harbor-dental.test";

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "a 375 px phone", width: 375, height: 812 },
] as const;

for (const viewport of VIEWPORTS) {
  test(
    `team view on ${viewport.name}: a department's team, its spread, a person tried in its balance, the PDF`,
    { tag: EACH_BRAND },
    async ({ page, brand }) => {
      test.skip(!brand.features.comparison, "only the coaching brand has the team view");
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const who = await makeCandidate(page.request, { first: "Tess", last: unique("Teamtry") });
      const tried = `${who.first} ${who.last}`;
      const teamName = `Billing ${unique("e2e")}`;
      await signIn(page, OWNER);

      // The sidebar leads to Teams (on a phone, from the navigation drawer).
      await gotoReady(page, "/");
      if (viewport.width < 768) await page.getByRole("button", { name: "Open navigation" }).click();
      await page
        .getByRole("navigation", { name: "Main navigation" })
        .getByRole("link", { name: "Teams", exact: true })
        .click();
      await page.waitForURL(/\/teams$/);
      await waitUntilReady(page);
      await expect(page.getByRole("heading", { level: 1, name: "Teams" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Front desk" })).toBeVisible();
      await expectAccessible(page, "the teams list");

      // A new team: everyone in the Billing department.
      await page.getByRole("button", { name: "New team" }).click();
      const dialog = page.getByRole("dialog", { name: "New team" });
      await dialog.getByRole("textbox", { name: "Team name" }).fill(teamName);
      await expect(dialog.getByRole("radio", { name: "Everyone in a department" })).toBeChecked();
      await dialog.getByRole("combobox", { name: "Department" }).selectOption({ label: "Billing" });
      await expectAccessible(page, "the new team dialog");
      await dialog.getByRole("button", { name: "Create team" }).click();
      await page.waitForURL(/\/teams\/\d+$/);
      await waitUntilReady(page);
      await expectToast(page, `${teamName} was made.`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(teamName);
      await expect(page.getByText("Harbor Dental · Department: Billing ·")).toBeVisible();

      // Its spread: a row per domain with the median, and the same figures as a table.
      const rows = page.getByTestId("spread-row");
      await expect(rows).toHaveCount(5);
      for (const d of DOMAINS) await expect(rows.filter({ hasText: DOMAIN_NAMES[d] })).toContainText(/Median \d+/);
      await page.getByRole("button", { name: "Show as a table" }).click();
      const table = page.getByRole("table", { name: "The team's percentiles on each domain" });
      await expect(table.getByRole("rowheader")).toHaveText(DOMAINS.map((d) => DOMAIN_NAMES[d]));
      await expect(page.getByRole("heading", { name: "Plenty of" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Lacks" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Who sits at each end" })).toBeVisible();
      const people = page.getByRole("table", { name: "People in the team" });
      await expect(people.getByRole("link").first()).toHaveAttribute("href", /^\/survey-results\/\d+$/);

      // How a person would change the balance: found by name, marked on the chart, before and after side by side.
      const trying = page.getByTestId("try-person");
      await trying.getByRole("searchbox", { name: "Find a person" }).fill(who.last);
      await trying.getByRole("button", { name: `Try: ${tried}` }).click();
      await expect(page).toHaveURL(/[?&]with=\d+/);
      const withPerson = page.getByTestId("with-person");
      await expect(withPerson.getByRole("heading", { name: `With ${tried}` })).toBeVisible();
      await expect(page.getByTestId("with-summary").getByRole("listitem").first()).not.toBeEmpty();
      const before = withPerson.getByRole("table", {
        name: `The team's median on each domain, before and after ${tried}`,
      });
      await expect(before.getByRole("rowheader")).toHaveCount(5);
      await expect(page.getByTestId("tried-dot")).toHaveCount(5);
      await expectAccessible(page, "the team page with a person tried");

      // Nothing is wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // The PDF: a download named after the team, whose text holds its name, company and the five domains.
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download PDF" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`team-${teamName.replace(/[^A-Za-z0-9]+/g, "-")}.pdf`);
      const bytes = new Uint8Array(fs.readFileSync((await file.path())!));
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      expect(text).toContain(teamName);
      expect(text).toContain("Harbor Dental");
      for (const d of DOMAINS) expect(text).toContain(DOMAIN_NAMES[d]);

      // Delete it, asked first; the list no longer has it.
      await page.getByRole("button", { name: "More" }).click();
      await page.getByRole("menuitem", { name: "Delete team" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete team?" });
      await expect(confirm).toContainText(teamName);
      await confirm.getByRole("button", { name: "Delete" }).click();
      await page.waitForURL(/\/teams$/);
      await expectToast(page, "The team was deleted.");
      await expect(page.getByRole("link", { name: teamName })).toHaveCount(0);
    },
  );
}
