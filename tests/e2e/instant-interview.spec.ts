// The instant interview and the interview on the report (hiring brand): after the assessment a candidate
// whose role has a benchmark answers a few questions on a phone, with autosave that survives a reload and a dropped
// connection; the manager then sees the answers on the report and keeps notes and a rating per question.
import type { Page } from "@playwright/test";
import { makeCandidate } from "./assessments";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { EACH_BRAND, expect, gotoReady, test, waitUntilReady } from "./fixtures";

const OWNER = "owner@harbor-dental.test";
const status = (page: Page) => page.getByRole("status").filter({ hasText: /Saved|Saving|Not saved/ });

test(
  "a candidate answers on a phone, autosaved through a reload and offline; the manager reads and rates",
  { tag: EACH_BRAND },
  async ({ page, brand, context, allowConsoleError }) => {
    test.skip(!brand.features.interviewQuestions, "the brand has no interview questions");
    // Two people's journeys in one test (the candidate's, then the manager's): more than the default 30 s.
    test.setTimeout(90_000);
    // "Hygienist" matches the demo benchmark "Dental hygienist": interview after benchmark applies.
    const who = await makeCandidate(page.request, {
      first: "Iris",
      last: `Interview${Date.now().toString(36)}`,
      role: "Hygienist",
    });

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/survey/thank-you?id=${who.uuid}`);
    await expect(page).toHaveURL(/\/instant-interview\?id=/);
    await waitUntilReady(page);
    await expect(page.getByRole("heading", { name: "A few questions for you" })).toBeVisible();
    const boxes = page.getByRole("textbox", { name: /^Question \d of \d$/ });
    const count = await boxes.count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await boxes.nth(0).fill("At my last clinic a patient panicked mid-cleaning; I paused and talked her through it.");
    await expect(status(page)).toHaveText("Saved");
    await page.reload();
    await waitUntilReady(page);
    await expect(boxes.nth(0)).toHaveValue(/patient panicked/);

    // Offline: the text stays on the device, then goes out when the connection is back. What the page still loads
    // while offline fails, as it should (the analytics SDK comes a second after a page opens).
    allowConsoleError(/net::ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(true);
    await boxes.nth(1).fill("I keep a checklist per patient.");
    await expect(status(page)).toContainText("Not saved yet");
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(status(page)).toHaveText("Saved");

    for (let i = 2; i < count; i++) await boxes.nth(i).fill(`An example from my own work, number ${i + 1}.`);
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expect(page.getByRole("heading", { name: `Thank you, ${who.first}!` })).toBeVisible();

    // The manager: the answers on the report, and notes with a rating.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, OWNER);
    await gotoReady(page, `/candidates?search=${encodeURIComponent(who.email)}`);
    await page.getByRole("link", { name: `${who.first} ${who.last}` }).click();
    await page.waitForURL(/\/survey-results\/\d+$/);
    await waitUntilReady(page);
    const interview = page.getByRole("region", { name: "Interview", exact: true });
    // The report picks one benchmark for the whole page (its fit section); the interview says which. The fit is
    // worked out by a background job after the submission: the report shows it once it is there.
    await expect(async () => {
      await page.reload();
      await waitUntilReady(page);
      await expect(interview.getByTestId("interview-benchmark")).toContainText(
        "Gap questions against Dental hygienist",
      );
    }).toPass({ timeout: 45_000 });
    // Each written answer is under the question it answers, or listed apart when that question is not shown there.
    await expect(interview).toContainText("At my last clinic a patient panicked mid-cleaning");
    await expect(interview).toContainText("I keep a checklist per patient.");
    await expect(interview.getByText(/^Submitted /)).toBeVisible();

    const first = interview.getByRole("list", { name: "Interview questions" }).getByRole("listitem").first();
    await first.getByRole("textbox", { name: "Notes" }).fill("Concrete, calm example.");
    await first.getByRole("radio", { name: "4" }).check();
    await first.getByRole("button", { name: "Save notes" }).click();
    await expectToast(page, "Interview notes saved.");
    // The report reloads its data after the save; a page reload in the middle of it would abort that request.
    await page.waitForLoadState("networkidle");
    await page.reload();
    await waitUntilReady(page);
    const again = page
      .getByRole("region", { name: "Interview", exact: true })
      .getByRole("list", { name: "Interview questions" })
      .getByRole("listitem")
      .first();
    await expect(again.getByRole("textbox", { name: "Notes" })).toHaveValue("Concrete, calm example.");
    await expect(again.getByRole("radio", { name: "4" })).toBeChecked();

    // The printable guide, and the interview on a page of its own.
    const report = page.getByRole("region", { name: "Interview", exact: true });
    const guide = await page.request.get(
      (await report.getByRole("link", { name: "Interview guide (PDF)" }).getAttribute("href"))!,
    );
    expect(guide.headers()["content-type"]).toBe("application/pdf");
    await report.getByRole("link", { name: "Open interview" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Interview: ${who.first} ${who.last}`);
    await expect(page.getByRole("textbox", { name: "Notes" }).first()).toHaveValue("Concrete, calm example.");
  },
);
