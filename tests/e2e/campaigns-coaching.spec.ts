// The coaching brand's campaigns: spec §2's /hiring-campaigns and /funnels/{campaign} are its invitations of
// employees to their assessment. A company owner finds the demo invitations under the brand's own sidebar link, reads
// what was opened, started and completed (no hires), opens the invitation page signed out on a 375 px phone, and
// sees the opening counted; no page speaks of candidates, jobs or hiring.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { signIn } from "./auth";
import { EACH_BRAND, expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@harbor-dental.test";
/** The invitation page's words for an English browser (brands/coaching/messages). */
const invitationWords: Record<string, string> = JSON.parse(
  fs.readFileSync(new URL("../../brands/coaching/messages/en/funnels.json", import.meta.url), "utf8"),
);
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
/** The demo invitation (api/campaigns/demo-seed.ts, coachingCampaignsSeed). */
const DEMO = "Front Desk reassessment, spring";
/** Words a coaching reader must never meet, the sidebar included (its board link says "Development Pipeline"). */
const FORBIDDEN = /candidate|applying|applicant|hiring|\bhire|\bjobs?\b/i;

/** The page's title, visible text and labels. */
async function expectCoachingWords(page: Page, where: string) {
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label], [placeholder], [title]")]
      .flatMap((el) => ["aria-label", "placeholder", "title"].map((name) => el.getAttribute(name) ?? ""))
      .filter(Boolean);
    return [document.title, document.body.innerText, ...labels].join("\n");
  });
  expect(
    text.split("\n").filter((line) => FORBIDDEN.test(line)),
    `${where} speaks of candidates, jobs or hiring`,
  ).toEqual([]);
}

test.describe.configure({ timeout: 120_000 });

test(
  "an owner reads the coaching brand's invitations and their counts; an employee's phone opens one",
  { tag: EACH_BRAND },
  async ({ page, browser, baseURL, brand }) => {
    test.skip(!brand.features.coaching || !brand.features.campaigns, "the coaching brand's campaigns");
    const words = brand.wording.campaigns;

    await signIn(page, OWNER);
    await page.getByRole("link", { name: words.navLabel }).click();
    await page.waitForURL(/\/hiring-campaigns$/);
    await waitUntilReady(page);
    await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: DEMO });
    await expect(row).toBeVisible();
    await expect(page.getByText(words.legend)).toBeVisible();
    await expectCoachingWords(page, "/hiring-campaigns");

    await row.getByRole("link", { name: DEMO }).click();
    await page.waitForURL(/\/hiring-campaigns\/\d+$/);
    await waitUntilReady(page);
    await expect(page.getByRole("heading", { level: 2, name: words.countsTitle })).toBeVisible();
    for (const step of ["visits", "registrations", "completions"]) {
      await expect(page.getByTestId(`step-${step}`)).toHaveText(/^\d+$/);
    }
    await expect(page.getByTestId("step-hires")).toHaveCount(0);
    await expect(page.getByTestId("campaign-steps")).toContainText(words.steps.completions!);
    expect(Number(await page.getByTestId("step-completions").innerText())).toBeGreaterThan(0);
    const opened = Number(await page.getByTestId("step-visits").innerText());
    await expectCoachingWords(page, "a campaign's page");

    // An employee opens the invitation, signed out, on a phone.
    const link = await page.getByRole("textbox", { name: words.linkLabel }).inputValue();
    expect(link).toMatch(/\/funnels\/[0-9a-f-]{36}\?via=email$/);
    const phone = await browser.newContext({ baseURL, ...PHONE });
    const employee = await phone.newPage();
    await gotoReady(employee, new URL(link).pathname + new URL(link).search);
    await expect(employee.getByRole("heading", { level: 1, name: "Front Desk team" })).toBeVisible();
    // In the brand's words for invitees (brands/coaching/messages), in English for an English browser.
    await expect(employee.getByText(invitationWords["brand.publicIntro"])).toBeVisible();
    await expect(employee.getByRole("link", { name: "Start the assessment" })).toBeVisible();
    expect(await employee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectCoachingWords(employee, "the invitation page");
    await phone.close();

    // The opening is counted.
    await page.reload();
    await waitUntilReady(page);
    await expect(page.getByTestId("step-visits")).toHaveText(String(opened + 1));
  },
);
