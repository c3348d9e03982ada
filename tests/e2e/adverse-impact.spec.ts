// Adverse impact (hiring brand): the demo owner, granted access to self-identification answers, opens the page from
// the sidebar, sees the impact table of the demo candidates' answers and downloads the bias-audit pack as CSV and
// PDF, on a desktop and on a 375 px phone; a recruiter without the access sees no link and is refused (403). Where
// the brand has no self-identification, the page does not exist (404).
import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { signIn } from "./auth";
import { expect as baseExpect, EACH_BRAND, gotoReady, test } from "./fixtures";

// Server round trips (sign-in, a PDF) can take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const OWNER = "owner@harbor-dental.test";
const RECRUITER = "recruiter@harbor-dental.test";

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const viewport of [
  { name: "desktop", width: 1440, height: 900 },
  { name: "375 px", width: 375, height: 740 },
]) {
  test(
    `an owner with access sees the impact table and downloads the audit pack (${viewport.name})`,
    {
      tag: EACH_BRAND,
    },
    async ({ page, brand, allowConsoleError }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, OWNER);
      if (!brand.features.selfIdentification) {
        allowConsoleError(/status of 404/);
        expect((await page.goto("/adverse-impact"))?.status()).toBe(404);
        return;
      }
      await gotoReady(page, "/");
      if (viewport.width < 768)
        await page
          .getByRole("button", { name: /navigation|menu/i })
          .first()
          .click();
      await page.getByTestId("sidebar").getByRole("link", { name: "Adverse Impact" }).click();
      await expect(page).toHaveURL(/\/adverse-impact$/);
      await expect(page.getByRole("heading", { name: "Adverse impact", level: 1 })).toBeVisible();
      await expect(page.getByTestId("impact-summary")).toContainText("candidates assessed");
      const table = page.getByTestId("impact-table").first();
      await expect(table.getByRole("columnheader", { name: "Impact ratio" })).toBeVisible();
      await expect(table.getByRole("cell", { name: "Female", exact: true })).toBeVisible();
      await expect(table.getByRole("cell", { name: "Male", exact: true })).toBeVisible();
      await expect(table.getByRole("cell", { name: "Unknown or declined" })).toBeVisible();
      expect(await fitsWidth(page)).toBe(true);

      const [csv] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Audit pack (CSV)" }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/^bias-audit-.+\.csv$/);
      const text = await readFile((await csv.path())!, "utf8");
      expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toContain("Impact ratio");
      expect(text).toContain(",Sex,Female,female,yes,");

      const [pdf] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Audit pack (PDF)" }).click(),
      ]);
      expect(pdf.suggestedFilename()).toMatch(/^bias-audit-.+\.pdf$/);
      expect((await readFile((await pdf.path())!)).subarray(0, 4).toString()).toBe("%PDF");
    },
  );
}

test(
  "a recruiter without access sees no link and is refused",
  { tag: EACH_BRAND },
  async ({ page, brand, allowConsoleError }) => {
    test.skip(!brand.features.selfIdentification, "the brand has no self-identification");
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, RECRUITER);
    await gotoReady(page, "/");
    await expect(page.getByTestId("sidebar").getByRole("link", { name: "Home" })).toBeVisible();
    await expect(page.getByTestId("sidebar").getByRole("link", { name: "Adverse Impact" })).toHaveCount(0);
    // The browser logs the refused page's status; that is the point here.
    allowConsoleError(/status of 403/);
    expect((await page.goto("/adverse-impact"))?.status()).toBe(403);
    await expect(page.getByText("Impact ratio")).toHaveCount(0);
    expect((await page.request.get("/adverse-impact.csv")).status()).toBe(403);
  },
);
