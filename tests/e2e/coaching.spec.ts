// Coaching in the browser (coaching brand), on a desktop and on a 375 px phone: from the sidebar to the people
// Harbor Dental's owner coaches (the demo coaching), one person's page with the next-session prompt and the goals'
// progress, a session added with notes; then a new person found, coached from their page, a session of theirs
// deleted and brought back with Undo. The hiring brand has no coaching at all.
import type { Page } from "@playwright/test";
import { makeCandidate } from "./assessments";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { EACH_BRAND, expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";

// Server round trips can take seconds on a busy machine; toasts last 2 s once shown.
const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@harbor-dental.test";

test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "a 375 px phone", width: 375, height: 812 },
] as const;

/** A tag no other run or viewport shares, so parallel tests never read each other's rows. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Opens a sidebar link, through the drawer on a phone. */
async function openFromSidebar(page: Page, name: string) {
  const toggle = page.getByRole("button", { name: "Open navigation" });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByTestId("sidebar-links").getByRole("link", { name }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(
      "the coached people, one person's prompt and goals, and a session added with notes",
      { tag: EACH_BRAND },
      async ({ page, brand }) => {
        test.skip(!brand.features.coaching, "only the coaching brand sells coaching");
        await signIn(page, OWNER);
        await openFromSidebar(page, "Coaching");
        await page.waitForURL(/\/coaching$/);
        await waitUntilReady(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coaching");
        await expect(page.getByRole("switch", { name: "Only people I coach" })).toBeChecked();

        // The demo coaching: three people (more once a parallel test starts coaching someone), one with a plan.
        const table = page.getByRole("table", { name: "Coached people" });
        const rows = table.locator("tbody tr");
        await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
        const planned = rows.filter({ hasText: "3 of 6" });
        await expect(planned).toHaveCount(1);
        await expect(planned.getByRole("progressbar")).toBeVisible();
        expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

        // Everyone coached in the company: the switch off.
        const mine = page.getByRole("switch", { name: "Only people I coach" });
        // A click, not uncheck(): the switch shows the URL's state, which changes once the list has loaded.
        await mine.click();
        await expect(page).toHaveURL(/[?&]all=true/);
        await expect(mine).not.toBeChecked();
        await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
        await mine.click();
        await expect(page).not.toHaveURL(/all=true/);
        await expect(mine).toBeChecked();

        // One person: the prompt for the next session, the goals and their progress, the sessions held.
        const link = planned.getByRole("link").first();
        const name = (await link.textContent())!.trim();
        await link.click();
        await page.waitForURL(/\/coaching\/\d+$/);
        await waitUntilReady(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
        await expect(page.getByText("Coached by you", { exact: false })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Open your next session with…" })).toBeVisible();
        await expect(page.getByTestId("next-session-prompt")).not.toBeEmpty();
        await expect(page.getByTestId("plan-progress")).toContainText("3 of 6 steps done");
        const goals = page.getByRole("list", { name: "Goals" });
        await expect(goals).toContainText("Speak up earlier in team huddles");
        await expect(goals).toContainText("Plan the week before it starts");
        await expect(page.getByRole("link", { name: "Edit the action plan" })).toHaveAttribute(
          "href",
          /\/survey-results\/\d+\/growth$/,
        );
        const sessions = page.getByRole("list", { name: "Sessions" });
        // The demo's three, and any the other viewport's run has added meanwhile.
        await expect.poll(() => sessions.getByTestId("session").count()).toBeGreaterThanOrEqual(3);

        // A session with notes: today's date unless changed, listed once saved.
        const form = page.getByRole("form", { name: "Add a session" });
        await expect(form.getByLabel("Date")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
        const notes = `Reviewed the huddle goal; next: feedback from the office manager (${unique()}).`;
        await form.getByRole("textbox", { name: "Notes" }).fill(notes);
        await form.getByRole("button", { name: "Add session" }).click();
        await expectToast(page, "Session added.");
        await expect(sessions.getByTestId("session").filter({ hasText: notes })).toBeVisible();
        await expect(form.getByRole("textbox", { name: "Notes" })).toHaveValue("");
        expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

        // The demo person's growth report, through "Edit the action plan": their seeded plan is there to edit.
        await page.getByRole("link", { name: "Edit the action plan" }).click();
        await page.waitForURL(/\/survey-results\/\d+\/growth$/);
        await waitUntilReady(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
        await expect(page.getByRole("heading", { name: "Strengths to use" })).toBeVisible();
        await expect
          .poll(() =>
            page
              .getByRole("textbox", { name: "Goal" })
              .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value)),
          )
          .toEqual(expect.arrayContaining(["Speak up earlier in team huddles", "Plan the week before it starts"]));
        expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      },
    );

    test(
      "a new person found, coached from their page, a session deleted and brought back",
      { tag: EACH_BRAND },
      async ({ page, brand }) => {
        test.skip(!brand.features.coaching, "only the coaching brand sells coaching");
        const who = await makeCandidate(page.request, { first: "Cora", last: `Coached${unique()}` });
        const name = `${who.first} ${who.last}`;
        await signIn(page, OWNER);
        await gotoReady(page, "/coaching");

        // Coach someone: find them, open their coaching page.
        await page.getByRole("button", { name: "Coach someone" }).click();
        const find = page.getByRole("search", { name: "Find someone to coach" });
        await find.getByRole("searchbox", { name: "Name or e-mail" }).fill(who.email);
        await find.getByRole("button", { name: "Find" }).click();
        await page.getByRole("list", { name: "People found" }).getByRole("link", { name }).click();
        await page.waitForURL(/\/coaching\/\d+$/);
        await waitUntilReady(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
        await expect(page.getByText(`Nobody coaches ${who.first} yet.`)).toBeVisible();
        await expect(page.getByText("No sessions yet.")).toBeVisible();

        await page.getByRole("button", { name: "Start coaching" }).click();
        await expectToast(page, "You coach this person now.");
        await expect(page.getByText("Coached by you", { exact: false })).toBeVisible();
        await expect(page.getByTestId("next-session-prompt")).not.toBeEmpty();

        // A session, deleted after confirming, and back with Undo.
        const form = page.getByRole("form", { name: "Add a session" });
        await form.getByRole("textbox", { name: "Notes" }).fill("Introductions; agreed to meet every two weeks.");
        await form.getByRole("button", { name: "Add session" }).click();
        await expectToast(page, "Session added.");
        const session = page.getByRole("list", { name: "Sessions" }).getByTestId("session");
        await expect(session).toHaveCount(1);
        await session.getByRole("button", { name: /^Delete the session of/ }).click();
        const dialog = page.getByRole("dialog", { name: "Delete this session?" });
        await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
        await dialog.getByRole("button", { name: "Delete" }).click();
        await expect(page.getByText("No sessions yet.")).toBeVisible();
        await page.getByRole("button", { name: "Undo" }).click();
        await expectToast(page, "Session restored.");
        await expect(session).toHaveCount(1);
        await expect(session).toContainText("Introductions; agreed to meet every two weeks.");
        expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

        // Back on the list, the new person is among the owner's.
        await page.getByRole("main").getByRole("link", { name: "Coaching", exact: true }).click();
        await page.waitForURL(/\/coaching$/);
        await expect(page.getByRole("table", { name: "Coached people" }).getByRole("link", { name })).toBeVisible();
      },
    );
  });
}

test(
  "the hiring brand has no coaching: no sidebar link, and its page is not found",
  { tag: EACH_BRAND },
  async ({ page, brand, allowConsoleError }) => {
    test.skip(brand.features.coaching, "the coaching brand has coaching");
    await signIn(page, OWNER);
    await expect(page.getByTestId("sidebar-links").getByRole("link", { name: "Home" })).toBeVisible();
    await expect(page.getByTestId("sidebar-links").getByRole("link", { name: "Coaching" })).toHaveCount(0);
    allowConsoleError(/404/);
    const response = await page.goto("/coaching");
    expect(response?.status()).toBe(404);
  },
);
