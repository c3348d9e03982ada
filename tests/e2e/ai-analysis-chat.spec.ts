// The report page's AI panels, hiring brand, on a 375 px phone: the analysis is generated (without an AI
// endpoint, so labelled "Generated without AI") and regenerated after a confirmation; the chat answers a question
// typed and sent with Enter, with source chips that open their quote; a thumbs down with a comment is kept after a
// reload. The company owner's AI switch is on User Management. The coaching brand has none of it (its build leaves
// the routes out; the contract tests prove its API refuses them).
import { makeCandidate } from "./assessments";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { EACH_BRAND, expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@harbor-dental.test";
const WITHOUT_AI = "Generated without AI";

test.describe("hiring brand", { tag: EACH_BRAND }, () => {
  test.beforeEach(({ brand }) => {
    test.skip(!brand.features.aiChat, "the analysis and the chat are hiring-brand features");
  });
  test.use({ viewport: { width: 375, height: 812 } });

  test("generate the analysis, ask the chat, rate an answer; the owner's AI switch", async ({ page }) => {
    test.setTimeout(120_000);
    const last = `Chatty${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    await makeCandidate(page.request, { first: "Kai", last, role: "Hygienist" });
    await signIn(page, OWNER);
    await gotoReady(page, `/candidates?search=${last.toLowerCase()}`);
    await page.locator('main a[href^="/survey-results/"]').filter({ hasText: last }).first().click();
    await page.waitForURL(/\/survey-results\/\d+$/);
    await waitUntilReady(page);

    // The analysis: generated, labelled, with gap-based questions; regenerating asks first.
    const analysis = page.getByRole("region", { name: "Analysis and interview questions" });
    await expect(analysis.getByText("No analysis yet.", { exact: false })).toBeVisible();
    await analysis.getByRole("button", { name: "Generate" }).click();
    await expect(analysis.getByTestId("analysis-label")).toHaveText(WITHOUT_AI);
    await expect(analysis.getByTestId("analysis-overview")).toContainText("Kai is assessed for the Hygienist role");
    await expect(analysis.getByTestId("analysis-questions").getByRole("listitem").first()).toBeVisible();
    await analysis.getByRole("button", { name: "Regenerate" }).click();
    const dialog = page.getByRole("dialog", { name: "Regenerate the analysis?" });
    await dialog.getByRole("button", { name: "Regenerate" }).click();
    await expectToast(page, "Analysis and interview questions generated.");
    await page.waitForLoadState("networkidle");

    // The chat: Enter sends; the answer quotes its sources, which open as chips.
    const chat = page.getByRole("region", { name: "Chat about Kai" });
    await expect(chat.getByTestId("chat-without-ai")).toBeVisible();
    const box = chat.getByLabel("Ask about Kai");
    await box.fill("How does Kai handle stress?");
    await box.press("Enter");
    const answer = chat.getByTestId("chat-answer").last();
    await expect(answer.getByText(WITHOUT_AI)).toBeVisible();
    await expect(box).toHaveValue("");
    const sources = answer.getByRole("group", { name: "Sources" });
    const chip = sources.getByRole("button").first();
    await chip.click();
    await expect(chip).toHaveAttribute("aria-expanded", "true");
    await expect(answer.getByRole("link", { name: "Show in the report" })).toHaveAttribute("href", /^#/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // A thumbs down with a comment, kept after a reload.
    await answer.getByRole("button", { name: "Unhelpful answer" }).click();
    await expectToast(page, "Thank you for the feedback.");
    // A new submission would interrupt the page's reload of its data after this one (an aborted fetch).
    await page.waitForLoadState("networkidle");
    await answer.getByLabel("Comment (optional)").fill("Too general.");
    await answer.getByRole("button", { name: "Save comment" }).click();
    await expect(answer.getByLabel("Comment (optional)")).toBeHidden();
    // The page reloads its data after the save: let that finish rather than abort it.
    await page.waitForLoadState("networkidle");
    await page.reload();
    await waitUntilReady(page);
    const kept = page.getByRole("region", { name: "Chat about Kai" }).getByTestId("chat-answer").last();
    await expect(kept.getByRole("button", { name: "Unhelpful answer" })).toHaveAttribute("aria-pressed", "true");
    await page.waitForLoadState("networkidle");

    // The company's AI switch, where its owner manages the company.
    await gotoReady(page, "/user-management");
    const aiSwitch = page.getByRole("switch", { name: "AI features for Harbor Dental" });
    await expect(aiSwitch).toBeChecked();
  });
});
