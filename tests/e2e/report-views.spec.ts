// A person's report views in the browser: the behavioural questions chart (coaching brand; desktop and 375 px), with
// the answers to sensitive items withheld, and the benchmark scores (both brands), each opened from the person's
// report through its tabs.
import type { Page } from "@playwright/test";
import { signIn } from "./auth";
import { EACH_BRAND, expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@harbor-dental.test";

/** Opens the report of a seeded demo person: the oldest results are the demo data (other specs add new ones). */
async function openDemoReport(page: Page) {
  await gotoReady(page, "/candidates?sort_by=created_at&order_by=asc");
  const link = page.locator('main a[href^="/survey-results/"]').first();
  const name = (await link.textContent())!.trim();
  await link.click();
  await page.waitForURL(/\/survey-results\/\d+$/);
  await waitUntilReady(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  return name;
}

async function openTab(page: Page, tab: string, path: RegExp) {
  await page.getByRole("navigation", { name: "Report views" }).getByRole("link", { name: tab }).click();
  await page.waitForURL(path);
  await waitUntilReady(page);
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["375 px", { width: 375, height: 800 }],
] as const) {
  test(
    `the answers, facet by facet, and the filter for the answers that drive a score (${label})`,
    { tag: EACH_BRAND },
    async ({ page, brand }) => {
      test.skip(!brand.features.behaviouralQuestionsChart, "the behavioural questions chart is a coaching feature");
      await page.setViewportSize(viewport);
      await signIn(page, OWNER);
      const name = await openDemoReport(page);
      await openTab(page, "Answers", /\/survey-results\/\d+\/answers$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

      // Five domains of six facets, each facet with its four items and their answers.
      await expect(page.getByTestId("domain")).toHaveCount(5);
      await expect(page.getByTestId("facet")).toHaveCount(30);
      const orderliness = page.getByRole("article", { name: "Orderliness" });
      await expect(orderliness.getByTestId("answer-item")).toHaveCount(4);
      await expect(orderliness.getByTestId("answer-item").first()).toContainText(/Answer: (Very|Moderately|Neither)/);
      await expect(orderliness.getByText("Percentile")).toBeVisible();
      const items = page.getByTestId("answer-item");
      await expect(items).toHaveCount(120);
      await expect(page.getByTestId("answers-shown")).toHaveText("Showing 120 of 120 answers");

      // A sensitive item's answer is withheld (its statement stays), and its facet says what it describes.
      const withheld = page.locator('[data-testid="answer-item"][data-effect="withheld"]');
      await expect(withheld).toHaveCount(16);
      const vote = items.filter({ hasText: "Tend to vote for conservative political candidates" });
      await expect(vote).toContainText("answer withheld");
      await expect(vote).not.toContainText("Answer:");
      const votingFacet = page.getByTestId("facet").filter({ has: vote });
      await expect(votingFacet.getByTestId("facet-note")).toContainText("Every answer here is withheld");
      await expect(votingFacet.getByText("Percentile")).toBeVisible();

      // The filter hides the answers in the middle of the scale and the withheld ones, and only those.
      const neutral = await page.locator('[data-testid="answer-item"][data-effect="neutral"]').count();
      const drivers = 120 - neutral - 16;
      await page.getByRole("switch", { name: "Show only answers that drive the score" }).check();
      await expect(page.getByTestId("answers-shown")).toHaveText(`Showing ${drivers} of 120 answers`);
      await expect(items).toHaveCount(drivers);
      await expect(withheld).toHaveCount(0);
      await expect(page.locator('[data-testid="answer-item"][data-effect="neutral"]')).toHaveCount(0);
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(viewport.width);
      await page.getByRole("switch", { name: "Show only answers that drive the score" }).uncheck();
      await expect(items).toHaveCount(120);
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(viewport.width);
    },
  );
}

test(
  "benchmark scores: every benchmark of the company, best fit first, each linking to its fit",
  { tag: EACH_BRAND },
  async ({ page, brand }) => {
    test.skip(!brand.features.benchmarkScores, "the brand ships no benchmark scores");
    await signIn(page, OWNER);
    await openDemoReport(page);
    const tabs = page.getByRole("navigation", { name: "Report views" });
    // A tab only where the brand ships the view.
    await expect(tabs.getByRole("link", { name: "Answers" })).toHaveCount(
      brand.features.behaviouralQuestionsChart ? 1 : 0,
    );
    await openTab(page, "Benchmark scores", /\/survey-results\/\d+\/benchmarks$/);

    // Harbor Dental has its own benchmark and the two for all companies (other specs may add more).
    const rows = page.getByTestId("benchmark-fit");
    await expect(rows.filter({ hasText: "Dental hygienist" })).toContainText("Harbor Dental’s own");
    await expect(rows.filter({ hasText: "Customer-facing role" })).toContainText("For all companies");
    await expect(rows.filter({ hasText: "Sales representative" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "Personal trainer" })).toHaveCount(0);

    // The fit numbers shown run from the best down; any fit still being calculated comes after them.
    const shown = await rows.evaluateAll((lis) =>
      lis.map((li) => {
        const badge = li.querySelector("[data-band]");
        return badge ? Number(badge.textContent!.match(/^\d+/)![0]) : null;
      }),
    );
    const numbers = shown.filter((n): n is number => n !== null);
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(shown.slice(0, numbers.length)).toEqual(numbers);

    // "See the fit" opens the profile's fit panel on that benchmark.
    const best = rows.first();
    const bestName = (await best.locator("p").first().textContent())!.trim();
    await best.getByRole("link", { name: /See the fit/ }).click();
    await page.waitForURL(/\/survey-results\/\d+\?benchmark=\d+$/);
    await expect(page.getByTestId("fit-score")).toContainText(`Fit to ${bestName}:`);
    await expect(page.getByTestId("fit-score").locator("[data-band]")).toHaveText(new RegExp(`^${numbers[0]}\\b`));

    // On a phone the list fits the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoReady(page, page.url().replace(/\?.*$/, "/benchmarks"));
    await expect(rows.first()).toBeVisible();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(375);
  },
);
