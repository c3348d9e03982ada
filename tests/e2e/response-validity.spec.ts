// How sure is this result, in the browser (desktop and 375 px): a straight-lined assessment is flagged Unreliable on
// its report (with the reason, no fit and a retake) and in the list; a considered one reads OK, with a likely range on
// every score. The verdict and its words are the same in every brand (nothing here reads the brand), so this runs
// once, in the hiring brand (playwright.config.ts).
import type { Page } from "@playwright/test";
import { makeCandidate, type MadeCandidate } from "./assessments";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";

// The report is the heaviest page to draw; on a busy 2-core CI machine a redraw after an action has taken over 15 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const OWNER = "owner@harbor-dental.test";

async function openReport(page: Page, who: MadeCandidate) {
  await gotoReady(page, `/candidates?search=${encodeURIComponent(who.email)}`);
  await page.getByRole("link", { name: `${who.first} ${who.last}` }).click();
  await page.waitForURL(/\/survey-results\/\d+$/);
  await waitUntilReady(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${who.first} ${who.last}`);
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["375 px", { width: 375, height: 800 }],
] as const) {
  test(`a straight-lined assessment is flagged Unreliable on its report and in the list; a careful one is OK (${label})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const stamp = Date.now().toString(36);
    const straight = await makeCandidate(page.request, {
      first: "Sam",
      last: `Straight${stamp}`,
      // A role with a benchmark (Dental hygienist), so the fit is held back for the answers, not for want of one.
      role: "Hygienist",
      style: "all-same",
    });
    const careful = await makeCandidate(page.request, { first: "Cal", last: `Careful${stamp}` });
    await signIn(page, OWNER);

    // The list flags the unreliable one and leaves the careful one unflagged.
    await gotoReady(page, `/candidates?search=${encodeURIComponent(straight.email)}`);
    const flag = page.getByTestId("validity-badge");
    await expect(flag).toHaveText("Unreliable");
    await gotoReady(page, `/candidates?search=${encodeURIComponent(careful.email)}`);
    await expect(page.getByRole("link", { name: `${careful.first} ${careful.last}` })).toBeVisible();
    await expect(page.getByTestId("validity-badge")).toHaveCount(0);

    await openReport(page, straight);
    const panel = page.getByRole("region", { name: "How sure is this result" });
    await expect(panel.getByTestId("validity-badge")).toHaveText("Unreliable");
    await expect(panel.getByTestId("validity-reasons")).toContainText("same answer");
    // No fit figure: the fit panel says why and offers the retake.
    const fit = page.getByRole("region", { name: "Fit to a role benchmark" });
    await expect(fit.getByTestId("fit-unreliable")).toBeVisible();
    await expect(fit.getByTestId("fit-score").locator("[data-band]")).toHaveCount(0);
    // The checks behind the verdict stay closed until a qualified reader opens them.
    await expect(panel.getByText("Longest run of one answer")).toBeHidden();
    await panel.getByText("The checks behind this").click();
    await expect(panel.getByRole("row", { name: /Longest run of one answer/ })).toContainText("120 of 120");
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(viewport.width);

    // The retake asks first, then e-mails the person; both assessments are kept.
    await panel.getByRole("button", { name: "Send a retake" }).click();
    const dialog = page.getByRole("dialog", { name: "Send a retake?" });
    await expect(dialog).toContainText(straight.email);
    await dialog.getByRole("button", { name: "Send" }).click();
    await expectToast(page, `Retake sent to ${straight.email}.`);

    await openReport(page, careful);
    const ok = page.getByRole("region", { name: "How sure is this result" });
    await expect(ok.getByTestId("validity-badge")).toHaveText("OK");
    await expect(ok.getByTestId("validity-reasons")).toHaveCount(0);
    // Every domain and facet shows its likely range (±1 SEM), and the profile names the norms, not the person's
    // sex or age.
    const table = page.getByTestId("score-table");
    await expect(table.getByRole("columnheader", { name: "Likely range" })).toBeVisible();
    await expect(table.getByTestId("likely-range")).toHaveCount(35);
    await expect(table.getByTestId("likely-range").first()).toHaveText(/^\d+–\d+/);
    await expect(page.getByText("Norm group")).toHaveCount(0);
    // No clinical label outside the technical appendix, which stays closed until a qualified reader opens it.
    const shown = await page.locator("main").innerText();
    expect(shown).not.toMatch(/Neuroticism|Depression|Anxiety|Vulnerability|Immoderation/);
    expect(shown).not.toMatch(/\bFemale\b|\b33\b years|aged 33/);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(viewport.width);
  });
}
