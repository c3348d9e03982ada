// Blind grading (hiring brand): a candidate's written answers reach the grading queue without their name; the
// owner scores an answer on a phone-sized screen with the keyboard, and only then sees the other graders' scores.
import { makeCandidate } from "./assessments";
import { signIn } from "./auth";
import { EACH_BRAND, expect, gotoReady, test, waitUntilReady } from "./fixtures";
import { expectToast } from "./toasts";

const OWNER = "owner@harbor-dental.test";

test(
  "staff grade written answers without the candidate's name, by keyboard at 375 px",
  { tag: EACH_BRAND },
  async ({ page, brand }) => {
    test.skip(!brand.features.interviewQuestions, "the brand has no interview questions");
    const token = `grading${Date.now().toString(36)}`;
    const who = await makeCandidate(page.request, { first: "Gale", last: `Blind${token}`, role: "Hygienist" });
    const started = await page.request.post(`/api/v2/instant-interviews/${who.uuid}/start`);
    expect(started.ok()).toBe(true);
    const { data } = (await started.json()) as { data: { questions: { key: string }[] } };
    const answers = data.questions.map((q, i) => ({ question_key: q.key, answer: `Answer ${i + 1} (${token})` }));
    expect((await page.request.put(`/api/v2/instant-interviews/${who.uuid}/answers`, { data: { answers } })).ok()).toBe(
      true,
    );
    expect((await page.request.post(`/api/v2/instant-interviews/${who.uuid}/submit`)).ok()).toBe(true);

    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, OWNER);
    await gotoReady(page, "/interview-grading");
    await expect(page.getByRole("heading", { name: "Grade written answers" })).toBeVisible();
    // The newest answer sets come first; ours is among the first few (other tests may submit at the same time).
    const links = page.getByRole("link", { name: /^Answer set \d+$/ });
    const hrefs = await links.evaluateAll((as) => as.slice(0, 5).map((a) => a.getAttribute("href")!));
    let found = false;
    for (const href of hrefs) {
      await gotoReady(page, href);
      if (await page.getByText(`Answer 1 (${token})`).isVisible()) {
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
    // Blind: neither the name nor the e-mail is anywhere on the page.
    const html = await page.content();
    expect(html).not.toContain(who.last);
    expect(html.toLowerCase()).not.toContain(who.email.toLowerCase());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const first = page.getByRole("region").filter({ hasText: `Answer 1 (${token})` });
    await expect(first.getByTestId("other-scores")).toHaveCount(0);
    // Keyboard: focus the scale, move to 3 with the arrow keys, and save with Enter on the button.
    await first.getByRole("radio", { name: /^1 · / }).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(first.getByRole("radio", { name: /^3 · / })).toBeChecked();
    await first.getByRole("button", { name: "Save score" }).focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "Score saved.");
    await expect(first.getByTestId("other-scores")).toHaveText("No other grader has scored this answer yet");

    await page.reload();
    await waitUntilReady(page);
    await expect(first.getByRole("radio", { name: /^3 · / })).toBeChecked();
    await expect(first.getByRole("button", { name: "Change score" })).toBeVisible();
  },
);
