// Comparison and the conflict tool in the browser (coaching brand), on a desktop and on a 375 px phone: select three
// demo people in the people list, Compare, see the largest differences first, download the PDF; then open the
// conflict tool for two of them who sit at opposite ends of a trait, see guidance naming both, and download the
// one-page conversation plan. The comparison is shared through a read-only link that a visitor opens. Nothing the
// other viewport reads is changed, so the two can run side by side.
import fs from "node:fs";
import type { Download, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { makeCandidate } from "./assessments";
import { signIn } from "./auth";
import { EACH_BRAND, expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";
import { expectAccessible } from "./axe";

const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@harbor-dental.test";

test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "a 375 px phone", width: 375, height: 812 },
] as const;

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function pdfOf(download: Download) {
  const bytes = new Uint8Array(fs.readFileSync((await download.path())!));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  return extractText(await getDocumentProxy(bytes), { mergePages: true });
}

for (const viewport of VIEWPORTS) {
  test(
    `compare three people and open the conflict tool for two on ${viewport.name}`,
    { tag: EACH_BRAND },
    async ({ page, brand, browser }) => {
      test.skip(!brand.features.comparison, "only the coaching brand sells comparison");
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, OWNER);

      // The people list: the demo people (oldest first), three who have finished, selected.
      await gotoReady(page, "/candidates?sort_by=created_at&order_by=asc");
      const finished = page.locator("main tbody tr").filter({ hasNot: page.getByText("Not finished") });
      await expect(finished.nth(2)).toBeVisible();
      const names: string[] = [];
      for (let i = 0; i < 3; i++) {
        const row = finished.nth(i);
        names.push((await row.locator('a[href^="/survey-results/"]').first().textContent())!.trim());
        await row.getByRole("checkbox").check();
      }
      const bulk = page.getByRole("region", { name: "Bulk actions" });
      await expect(bulk).toContainText("3 selected");
      await bulk.getByRole("link", { name: "Compare" }).click();
      await page.waitForURL(/\/compare\?ids=\d+&ids=\d+&ids=\d+$/);
      await waitUntilReady(page);

      // The three side by side, the largest differences first.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare people");
      const chosen = page.getByTestId("chosen-person");
      await expect(chosen).toHaveCount(3);
      for (const name of names) await expect(chosen.filter({ hasText: name })).toHaveCount(1);
      const differences = page.getByTestId("differences-table");
      await expect(differences.getByTestId("spread")).toHaveCount(10);
      const spreads = (await differences
        .getByTestId("spread")
        .evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-spread"))))) as number[];
      expect(spreads).toEqual([...spreads].sort((a, b) => b - a));
      expect(spreads[0]).toBeGreaterThan(0);
      await page.getByRole("button", { name: "Show all 35 traits" }).click();
      await expect(differences.getByTestId("spread")).toHaveCount(35);
      await expect(page.getByTestId("domains-table").getByTestId("scale-row")).toHaveCount(5);
      await expect(page.getByRole("heading", { name: "Working together" })).toBeVisible();
      await expect(page.getByTestId("pair")).toHaveCount(3);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // The PDF: a download whose text holds the three names.
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download PDF" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^comparison-.+\.pdf$/);
      const { text } = await pdfOf(file);
      for (const name of names) expect(text).toContain(name);
      expect(text).toContain("Largest differences");

      // Share: a read-only link a visitor without an account opens, the three names without links, and its PDF.
      await page.getByRole("button", { name: "Share" }).click();
      const dialog = page.getByRole("dialog", { name: "Share this comparison" });
      // (The other viewport may have shared the same three already: links are not counted here.)
      await dialog.getByRole("button", { name: "Create link" }).click();
      const url = await dialog.getByRole("textbox", { name: "Link" }).inputValue();
      expect(url).toMatch(/\/shared\/view\/[A-Za-z0-9_.-]+$/);
      await expect(dialog.getByTestId("share-row").first()).toContainText("Active");
      await page.keyboard.press("Escape");
      const visitor = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      try {
        const shared = await visitor.newPage();
        await shared.goto(url);
        await expect(shared.getByRole("heading", { level: 1 })).toContainText(names[0]);
        for (const name of names) await expect(shared.getByRole("main")).toContainText(name.split(" ")[0]);
        await expect(shared.getByTestId("differences-table")).toBeVisible();
        await expect(shared.locator('a[href^="/survey-results/"]')).toHaveCount(0);
        expect(await overflow(shared)).toBeLessThanOrEqual(0);
        await expectAccessible(shared, "the shared comparison");
        const sharedPdf = shared.waitForEvent("download");
        await shared.getByRole("link", { name: "Download PDF" }).click();
        expect((await pdfOf(await sharedPdf)).text).toContain(names[2]);
      } finally {
        await visitor.close();
      }

      // Two of them at opposite ends of a trait, further apart than measurement error (a friction point needs both:
      // below the 25th and above the 75th is enough on a facet too, docs/assessment/measurement-error.md).
      const pair = await differences.locator("tbody tr").evaluateAll((rows) => {
        for (const row of rows) {
          const cells = [...row.querySelectorAll("td[data-person]")].map((td) => ({
            id: Number(td.getAttribute("data-person")),
            percentile: Number(td.getAttribute("data-percentile")),
          }));
          const low = cells.find((c) => c.percentile < 25);
          const high = cells.find((c) => c.percentile > 75);
          if (low && high) return { low: low.id, high: high.id };
        }
        return null;
      });
      expect(pair, "three demo people with no trait at opposite ends").not.toBeNull();
      const nameOf = async (id: number) =>
        (await chosen.locator(`a[href="/survey-results/${id}"]`).textContent())!.trim();
      const [first, second] = [await nameOf(pair!.low), await nameOf(pair!.high)];

      // The conflict tool from the first person, the second chosen through its search.
      await gotoReady(page, `/conflict?a=${pair!.low}`);
      await expect(page.getByTestId("conflict-side")).toContainText(first);
      await page.getByRole("searchbox", { name: "Second person" }).fill(second);
      // The button of that very assessment (a person assessed twice is listed twice under one name).
      await page.locator(`button[data-person="${pair!.high}"]`).click();
      await page.waitForURL(new RegExp(`/conflict\\?a=${pair!.low}&b=${pair!.high}$`));
      await waitUntilReady(page);
      const points = page.getByTestId("friction");
      await expect(points.first()).toBeVisible();
      const [firstName, secondName] = [first.split(" ")[0], second.split(" ")[0]];
      await expect(points.first()).toContainText(firstName);
      await expect(points.first()).toContainText(secondName);
      await expect(points.first().getByText("What to say")).toBeVisible();
      await expect(points.first().getByText("What to avoid")).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // The one-page plan.
      const planDownload = page.waitForEvent("download");
      await page.getByRole("link", { name: "Print the conversation plan" }).click();
      const plan = await pdfOf(await planDownload);
      expect(plan.totalPages).toBe(1);
      expect(plan.text).toContain(`${first} and ${second}`);
      expect(plan.text).toContain("Follow-up date");
    },
  );
}

test(
  "a person's report leads to the comparison and the conflict tool",
  { tag: EACH_BRAND },
  async ({ page, request, brand }) => {
    test.skip(!brand.features.comparison || !brand.features.conflictTool, "only the coaching brand sells these");
    // A person of this test's own: other specs change the demo people while this one runs.
    const person = await makeCandidate(request, { first: "Cora", last: "Compare" });
    await signIn(page, OWNER);
    await gotoReady(page, `/candidates?search=${encodeURIComponent(person.email)}`);
    const link = page.locator('main a[href^="/survey-results/"]').first();
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await page.waitForURL(/\/survey-results\/\d+$/);
    await waitUntilReady(page);
    const id = href.split("/").at(-1);
    await page.getByRole("link", { name: "Compare with…" }).click();
    await page.waitForURL(new RegExp(`/compare\\?ids=${id}$`));
    await waitUntilReady(page);
    await expect(page.getByTestId("chosen-person")).toHaveCount(1);
    await expect(page.getByTestId("compare-empty")).toBeVisible();
    // Someone the link names who is not there (or not in the user's scope): said, and removable.
    await gotoReady(page, `/compare?ids=${id}&ids=2147483000`);
    await expect(page.getByRole("alert")).toContainText("One person in this link could not be found");
    await page.getByRole("button", { name: "Remove them" }).click();
    await page.waitForURL(new RegExp(`/compare\\?ids=${id}$`));
    await expect(page.getByRole("alert")).toHaveCount(0);
    await gotoReady(page, `/survey-results/${id}`);
    await page.getByRole("link", { name: "Conflict tool" }).click();
    await page.waitForURL(new RegExp(`/conflict\\?a=${id}$`));
    await waitUntilReady(page);
    await expect(page.getByTestId("conflict-side")).toHaveCount(1);
    await expect(page.getByRole("searchbox", { name: "Second person" })).toBeVisible();
  },
);

test(
  "on a 375 px phone, twelve people compared are all there to read, none off-screen",
  { tag: EACH_BRAND },
  async ({ page, request, brand }) => {
    test.skip(!brand.features.comparison, "only the coaching brand sells comparison");
    // Twelve people of this test's own, found again by their shared last name.
    const last = `Dozen${Date.now().toString(36)}`;
    const firsts = ["Ada", "Bo", "Cyd", "Dina", "Emil", "Fern", "Gil", "Hale", "Iris", "Joss", "Kit", "Lou"];
    for (const first of firsts) await makeCandidate(request, { first, last });

    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, OWNER);
    await gotoReady(page, `/candidates?search=${last}&limit=25`);
    const links = page.locator('main a[href^="/survey-results/"]');
    await expect(links).toHaveCount(12);
    const ids = (await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!.split("/").at(-1)))) as string[];
    await gotoReady(page, `/compare?${ids.map((id) => `ids=${id}`).join("&")}`);

    await expect(page.getByTestId("chosen-person")).toHaveCount(12);
    // Each table's rows stack on a phone: every person has a line of their own under each trait, inside the screen
    // (named by first name, as the comparison names people who do not share one).
    for (const table of [page.getByTestId("domains-table"), page.getByTestId("differences-table")]) {
      const row = table.getByTestId("scale-row").first();
      for (const name of firsts) {
        const line = row.getByTestId("cell-name").filter({ hasText: new RegExp(`^${name}$`) });
        await line.scrollIntoViewIfNeeded();
        await expect(line).toBeInViewport();
        const box = (await line.boundingBox())!;
        expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(375);
      }
      await expect(row.locator("td[data-person]")).toHaveCount(12);
    }
    await expect(page.getByTestId("domains-table").getByTestId("scale-row")).toHaveCount(5);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  },
);
