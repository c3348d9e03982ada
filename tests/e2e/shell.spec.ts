// The signed-in shell: the sidebar's links for every role, its widths, the drawer and top bar on a phone, the account
// menu, impersonation, validation errors as toasts, the not-found page, the full-screen loader and the navigation
// progress bar, and axe on every main page of the brand (signed in and public), the shell pages and the public
// account pages. The toast's own timing is proven in app/ui/toasts.component.test.tsx.
import fs from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import type { Browser, Page, Request } from "@playwright/test";
import { DEMO_COMPANIES } from "../../api/db/demo-data";
import { demoAssessmentToken } from "../../api/db/seed-assessments";
import { builtPagePaths } from "../../app/pages";
import type { BrandConfig } from "../../brands/types";
import { sidebarLinks, type NavFlags } from "../../domain/navigation";
import { loadEnv } from "../../server/env";
import { demoUser, signIn, signInThroughForm } from "./auth";
import { EACH_BRAND, expect, gotoReady, test, waitUntilReady } from "./fixtures";
import { expectAccessible } from "./axe";

/** What scripts/e2e.mjs starts the servers with: the local stage and the default configuration. */
const SERVER_ENV = loadEnv({ STAGE: "local" });
/** The servers' remote flags: ConfigCat's local overrides file (flags/local-flags.json), read as the SDK reads it. */
const localFlags = JSON.parse(fs.readFileSync(new URL("../../flags/local-flags.json", import.meta.url), "utf8")) as {
  f: Record<string, { v: { b?: boolean } }>;
};
const FLAGS: NavFlags = { academy: localFlags.f.academy?.v.b === true };

const PHONE = { width: 375, height: 740 };

/** One demo user per role (and per case the navigation rules tell apart). */
const ROLE_USERS = [
  { role: "SUPER_ADMIN, internal account", email: "ava.admin@provider.test" },
  { role: "SUPER_ADMIN, not internal", email: "sam.support@provider.test" },
  { role: "FRANCHISE_OWNER", email: "franchise.owner@northwind.test" },
  { role: "FRANCHISE_USER", email: "franchise.user@northwind.test" },
  { role: "COMPANY_OWNER", email: "owner@harbor-dental.test" },
  { role: "COMPANY_USER with the pipeline permission", email: "recruiter@harbor-dental.test" },
  { role: "COMPANY_USER without the pipeline permission", email: "user@harbor-dental.test" },
] as const;

/** The sidebar a demo user must see: the product's own rules over the pages built (so the test cannot drift). */
function expectedLinks(email: string, brand: BrandConfig) {
  const user = demoUser(email);
  return sidebarLinks({
    user: {
      id: 0,
      email: user.email,
      auth_role: user.role,
      company_id: 0,
      permissions: {
        can_view_hiring_pipeline: Boolean(user.canViewHiringPipeline),
        // The demo owner granted self-identification access (api/db/seed-self-identifications.ts DEMO_EEO_READER).
        can_view_eeo: user.email === "owner@harbor-dental.test",
      },
    },
    features: brand.features,
    flags: FLAGS,
    stage: SERVER_ENV.STAGE,
    internalAccounts: SERVER_ENV.INTERNAL_ACCOUNTS,
    pages: builtPagePaths(),
    candidatesLabel: brand.wording.candidates,
    campaignsLabel: brand.wording.campaigns.navLabel,
    pipelineLabel: brand.wording.pipeline,
  });
}

const sidebar = (page: Page) => page.getByTestId("sidebar");
const sidebarWidth = (page: Page) => sidebar(page).evaluate((element) => element.getBoundingClientRect().width);
const loader = (page: Page) => page.getByTestId("full-screen-loader");

/** Holds every GET of route data (`*.data`) for `ms` before it goes to the server: loading states become visible. */
async function slowDownRouteData(page: Page, ms: number) {
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      if (route.request().method() === "GET") await delay(ms);
      await route.fallback();
    },
  );
}

/**
 * Starts timing from the page's next click until the navigation progress bar appears (app/ui/ProgressBar.tsx);
 * the returned function reads, once it has, the milliseconds and the fill's animation at that moment (read in the
 * page, as the bar may be gone again by the time the test asks).
 */
async function timeProgressBar(page: Page): Promise<() => Promise<{ delay: number; animation: string }>> {
  await page.evaluate(() => {
    const w = window as unknown as { barDelay: Promise<{ delay: number; animation: string }> };
    w.barDelay = new Promise((resolve) => {
      document.addEventListener(
        "click",
        () => {
          const clickedAt = performance.now();
          new MutationObserver((_, observer) => {
            // The bar itself: a page may hold progress bars of its own.
            const bar = document.querySelector('[data-testid="navigation-progress"]');
            if (!bar) return;
            observer.disconnect();
            const fill = bar.querySelector("div");
            resolve({
              delay: performance.now() - clickedAt,
              animation: fill ? getComputedStyle(fill).animationName : "no fill",
            });
          }).observe(document.body, { childList: true, subtree: true });
        },
        { capture: true, once: true },
      );
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { barDelay: Promise<{ delay: number; animation: string }> }).barDelay);
}

/** The shell's data of a signed-in page, as the browser holds it (Remix's router state). */
function shellData<T>(page: Page): Promise<T> {
  return page.evaluate(
    () =>
      (window as unknown as { __remixRouter: { state: { loaderData: Record<string, unknown> } } }).__remixRouter.state
        .loaderData["routes/_app"] as T,
  );
}

/** A demo user's id, read from their own shell after signing in in a separate browser context. */
async function userIdOf(browser: Browser, baseURL: string, email: string): Promise<number> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, email);
  const { profile } = await shellData<{ profile: { id: number } }>(page);
  await context.close();
  return profile.id;
}

test.describe("sidebar links for each role", () => {
  for (const { role, email } of ROLE_USERS) {
    test(`${role}: ${email}`, { tag: EACH_BRAND }, async ({ page, brand }) => {
      const expected = expectedLinks(email, brand);
      expect(expected[0]?.label).toBe("Home");
      await signIn(page, email);
      const links = page.getByTestId("sidebar-links").getByRole("link");
      await expect(links).toHaveText(expected.map((link) => link.label));
      for (const [i, link] of expected.entries()) await expect(links.nth(i)).toHaveAttribute("href", link.href);
      await expect(page.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    });
  }

  test("the lists differ by role as the rules say", { tag: EACH_BRAND }, async ({ brand }) => {
    // A guard on the computed lists themselves, written out for the pages built today.
    const labels = (email: string) => expectedLinks(email, brand).map((link) => link.label);
    const built = builtPagePaths();
    expect(labels("user@harbor-dental.test")).toEqual([
      "Home",
      ...(built.has("/candidates") ? [brand.wording.candidates] : []),
      ...(brand.features.coaching && built.has("/coaching") ? ["Coaching"] : []),
      ...(brand.features.comparison && built.has("/teams") ? ["Teams"] : []),
      ...(built.has("/messages") ? ["Messages"] : []),
      ...(brand.features.academy && FLAGS.academy && built.has("/academy") ? ["Academy"] : []),
    ]);
    expect(labels("ava.admin@provider.test")).toContain("Companies");
    expect(labels("owner@harbor-dental.test")).not.toContain("Companies");
    expect(labels("owner@harbor-dental.test")).toContain("User Management");
    expect(labels("franchise.user@northwind.test")).not.toContain("User Management");
  });
});

test("the sidebar is 323 px wide, collapses to 94 px with tooltips, and stays collapsed after a reload", async ({
  page,
}) => {
  await signIn(page, "owner@harbor-dental.test");
  await expect(page.getByTestId("sidebar-copyright")).toHaveText(new RegExp(`© ${new Date().getFullYear()} `));
  await expect.poll(() => sidebarWidth(page)).toBe(323);

  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(94);
  // Icons only; each link keeps its name and shows it as a tooltip on hover.
  const home = page.getByTestId("sidebar-links").getByRole("link", { name: "Home" });
  await expect(home).toBeVisible();
  await expect(home).not.toContainText("Home");
  await home.hover();
  await expect(page.getByRole("tooltip", { name: "Home" })).toBeVisible();

  await page.reload();
  await waitUntilReady(page);
  await expect.poll(() => sidebarWidth(page)).toBe(94);
  await expectAccessible(page, "the collapsed sidebar");

  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(323);
});

test("a click on the avatar before the menu's code has loaded opens the menu once it has", async ({ page }) => {
  await signIn(page, "owner@harbor-dental.test");
  // The menu's code loads right after hydration (app/ui/after-hydration.ts): held back here until after the click.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/overlays-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await gotoReady(page, "/profile");
  const avatar = page.getByTestId("sidebar").getByRole("button", { name: /Account menu for/ });
  await expect(avatar).toHaveAttribute("aria-haspopup", "menu");
  await expect(avatar).toHaveAttribute("aria-expanded", "false");
  await avatar.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "View Profile" })).toHaveCount(0);
  release();
  await expect(page.getByRole("menuitem", { name: "View Profile" })).toBeFocused();
  await expect(avatar).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menuitem", { name: "View Profile" })).toBeHidden();
  await expect(avatar).toBeFocused();
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: PHONE });

  test("the drawer opens from the top bar and closes on navigation", async ({ page }) => {
    await signIn(page, "owner@harbor-dental.test");
    await gotoReady(page, "/profile");
    await expect(sidebar(page)).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open navigation" });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Close navigation" })).toHaveAttribute("aria-expanded", "true");
    // Labels are shown in the drawer and it spans the phone's width.
    await expect(page.getByTestId("sidebar-links").getByRole("link", { name: "Home" })).toContainText("Home");
    expect(await sidebarWidth(page)).toBe(PHONE.width);
    await expectAccessible(page, "the open drawer");

    await page.getByTestId("sidebar-links").getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Open navigation" })).toHaveAttribute("aria-expanded", "false");

    // Escape closes it too, and gives focus back to the toggle.
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(sidebar(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Open navigation" })).toBeFocused();
  });

  test("the top bar's avatar menu offers View Profile and Logout", async ({ page }) => {
    const user = demoUser("recruiter@harbor-dental.test");
    await signIn(page, user.email);
    const avatar = page.getByRole("button", { name: `Account menu for ${user.first} ${user.last}` });
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveText(`${user.first[0]}${user.last[0]}`);

    await avatar.click();
    await expect(page.getByRole("menuitem", { name: "View Profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await expectAccessible(page, "the open account menu");
    await page.getByRole("menuitem", { name: "View Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();

    // By keyboard: Enter opens the menu, arrows move, Enter chooses.
    await avatar.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "View Profile" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login/);
  });
});

test(
  "impersonation: the banner, the loader while the profile reloads, and Back to All Companies",
  { tag: EACH_BRAND },
  async ({ page, browser, baseURL, brand }) => {
    test.slow(); // Two sign-ins and two slowed-down reloads.
    const target = demoUser("owner@harbor-dental.test");
    const company = DEMO_COMPANIES.find((c) => c.key === target.company)!;
    const targetId = await userIdOf(browser, baseURL!, target.email);

    await signInThroughForm(page, "ava.admin@provider.test"); // a session of its own: it acts as someone
    await expect(page.getByTestId("impersonation-banner")).toHaveCount(0);

    // The companies overview's "Act as" posts this form; here the page posts it through Remix's router, as a <Form>.
    await slowDownRouteData(page, 1_500);
    await page.evaluate((userId) => {
      const form = new FormData();
      form.set("userId", String(userId));
      form.set("reason", "Checking the shell while acting");
      const router = (window as unknown as { __remixRouter: { navigate(to: string, opts: object): Promise<void> } })
        .__remixRouter;
      void router.navigate("/impersonation/start", { formMethod: "post", formData: form });
    }, targetId);
    await expect(loader(page)).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    const banner = page.getByTestId("impersonation-banner");
    await expect(banner).toContainText(`Logged in as: ${target.first} ${target.last} of ${company.name}`, {
      timeout: 10_000,
    });
    await expect(banner.getByRole("button", { name: "Back to All Companies" })).toBeVisible();
    await expect(loader(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: `Welcome back, ${target.first}` })).toBeVisible();
    // The impersonated user's sidebar.
    await expect(page.getByTestId("sidebar-links").getByRole("link")).toHaveText(
      expectedLinks(target.email, brand).map((link) => link.label),
    );
    await expectAccessible(page, "the shell while impersonating");

    // Collapsed, the banner keeps its words for assistive technology and its button.
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(page.getByTestId("impersonation-banner")).toContainText(
      `Logged in as: ${target.first} ${target.last}`,
    );
    await expect(page.getByRole("button", { name: "Back to All Companies" })).toBeVisible();
    await page.getByRole("button", { name: "Expand sidebar" }).click();

    await page.getByRole("button", { name: "Back to All Companies" }).click();
    await expect(loader(page)).toBeVisible();
    await expect(page).toHaveURL(/\/companies\/overview$/, { timeout: 10_000 });
    await expect(loader(page)).toHaveCount(0);
    await expect(page.getByTestId("impersonation-banner")).toHaveCount(0);
    await expect(page.getByTestId("sidebar-links").getByRole("link")).toHaveText(
      expectedLinks("ava.admin@provider.test", brand).map((link) => link.label),
    );
    await page.unrouteAll({ behavior: "wait" });
  },
);

test("an API validation error shows a toast per field path; the form keeps what was typed", async ({ page }) => {
  await signIn(page, "user@harbor-dental.test");
  await gotoReady(page, "/profile");
  const first = page.getByRole("textbox", { name: "First name" });
  const last = page.getByRole("textbox", { name: "Last name" });
  const longName = "A".repeat(101);
  await first.fill(longName);
  // Skip the browser's own check, so the API judges the empty last name.
  await last.evaluate((input) => input.removeAttribute("required"));
  await last.fill("");
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/profile"));
  await page.getByRole("button", { name: "Save" }).click();
  await answered;

  const toasts = page.locator(".mantine-Notification-description");
  await expect(toasts).toHaveText(["first: must be at most 100 characters", "last: is required"]);
  await expect(page.getByRole("alert").filter({ hasText: "first: must be at most 100 characters" })).toBeVisible();
  // Shown at the fields too, and nothing typed is lost.
  await expect(first).toHaveAccessibleDescription(/must be at most 100 characters/);
  await expect(last).toHaveAccessibleDescription(/is required/);
  await expect(first).toHaveValue(longName);
  await expect(last).toHaveValue("");
});

test(
  "the not-found page is branded, has a way home, and passes axe",
  { tag: EACH_BRAND },
  async ({ page, brand, allowConsoleError }) => {
    // Chromium logs every document answered with 404 as a console error; that 404 is the point here.
    allowConsoleError(/status of 404 \(Not Found\) \(http:[^)]+\/(404|no-such-shell-page)\)$/);
    await signIn(page, "owner@harbor-dental.test");
    for (const path of ["/404", "/no-such-shell-page"]) {
      const response = await gotoReady(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("img", { name: brand.name })).toBeVisible();
      await expect(page).toHaveTitle(`Page not found | ${brand.name}`);
      await expectAccessible(page, path);
    }
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  },
);

test("a client navigation that waits on the shell's data shows the full-screen loader; fresh data is reused", async ({
  page,
}) => {
  // The browser's clock is Playwright's: it runs as usual, and jumps past the shell data's 5 s of reuse on demand.
  await page.clock.install();
  await signIn(page, "owner@harbor-dental.test");
  await gotoReady(page, "/about");

  // Within 5 s the shell's data is reused: the shell's loader is left out of the navigation's single fetch.
  // (The navigation's own request: hovering a link also prefetches its data, by a <link rel="prefetch">.)
  const routeData = (r: Request) => r.resourceType() === "fetch" && new URL(r.url()).pathname.endsWith(".data");
  /** The loaders a single fetch runs: `_routes` lists them when some route opted out, else all of them run. */
  const loadersOf = async (request: Promise<Request>) =>
    new URL((await request).url()).searchParams.get("_routes")?.split(",") ?? "all";
  const fresh = page.waitForRequest(routeData);
  await page.getByTestId("sidebar-links").getByRole("link", { name: "Home" }).click();
  const freshLoaders = await loadersOf(fresh);
  expect(freshLoaders).toContain("routes/_app._index");
  expect(freshLoaders).not.toContain("routes/_app");
  expect(freshLoaders).not.toBe("all");
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await expect(loader(page)).toHaveCount(0);

  // Older than 5 s: the next navigation re-reads it, and while it waits the loader covers the page.
  await page.clock.fastForward(5_500);
  await slowDownRouteData(page, 1_500);
  const stale = page.waitForRequest(routeData);
  await page.getByRole("button", { name: /Account menu for/ }).click();
  // The progress bar of a slow navigation: not before 300 ms, and without motion when less motion is asked for.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const barDelay = await timeProgressBar(page);
  await page.getByRole("menuitem", { name: "View Profile" }).click();
  const staleLoaders = await loadersOf(stale);
  if (staleLoaders !== "all") expect(staleLoaders).toContain("routes/_app");
  await expect(loader(page)).toBeVisible();
  await expect(loader(page)).toContainText("Loading your profile");
  // Read in the page when the bar appeared: on a busy machine it may be gone again before a locator looks.
  const bar = page.getByRole("progressbar", { name: "Loading the page" });
  const shown = await barDelay();
  expect(shown.delay).toBeGreaterThanOrEqual(300);
  expect(shown.animation).toBe("none");
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible({ timeout: 10_000 });
  await expect(loader(page)).toHaveCount(0);
  await expect(bar).toHaveCount(0);
  await page.unrouteAll({ behavior: "wait" });
});

test.describe("axe on every shell page", () => {
  const SHELL_PAGES = [
    ["/", /Welcome back/],
    ["/about", /About/],
    ["/profile", /Your profile/],
    ["/outbox", /outbox/i],
  ] as const;

  for (const [path, heading] of SHELL_PAGES) {
    test(`${path} on a desktop and a phone`, async ({ page }) => {
      test.slow(); // Up to five axe runs.
      // A super admin sees every page of the shell, including the outbox.
      await signIn(page, "sam.support@provider.test");
      await gotoReady(page, path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page, `${path} (desktop)`);
      if (path === "/") {
        await page.getByRole("button", { name: /Account menu for/ }).click();
        await expect(page.getByRole("menuitem", { name: "View Profile" })).toBeVisible();
        await expectAccessible(page, "the sidebar's account menu");
        await page.keyboard.press("Escape");
      }
      await page.setViewportSize(PHONE);
      await expect(page.getByRole("button", { name: "Open navigation" })).toBeVisible();
      await expectAccessible(page, `${path} (phone)`);
    });
  }

  test(
    "every main page of the brand, signed in and public, with one sign-in",
    { tag: EACH_BRAND },
    async ({ page, brand, browser, baseURL }) => {
      // One page load and one axe run per page, about 20 pages: 2–4 minutes on a busy 2-core machine.
      test.setTimeout(420_000);
      // An internal super admin with the pipeline permission opens every page.
      await signIn(page, "ben.ops@provider.test");
      const visit = async (path: string, heading: RegExp | string) => {
        await gotoReady(page, path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(heading);
        await expectAccessible(page, path);
      };
      // The people list, and its sortable headers: a button inside the column header, aria-sort on the sorted one.
      await visit("/candidates", brand.wording.candidates);
      const nameHeader = page.getByRole("columnheader", { name: "Name" });
      await expect(nameHeader).toHaveAttribute("aria-sort", "none");
      await expect(page.getByRole("columnheader", { name: "Registered" })).toHaveAttribute("aria-sort", "descending");
      await nameHeader.getByRole("button", { name: "Name" }).click();
      // The first click sorts ascending: A before Z.
      await expect(page).toHaveURL(/sort_by=name&order_by=asc/);
      // The sorted list renders a moment after the URL changes (a React transition; seconds on a busy machine).
      await expect(nameHeader).toHaveAttribute("aria-sort", "ascending", { timeout: 15_000 });
      await expect(page.getByRole("columnheader", { name: "Registered" })).toHaveAttribute("aria-sort", "none");
      // By last name (initials only: collations differ on punctuation), as the page shows "First Last".
      const initials = (await page.locator('main a[href^="/survey-results/"]').allTextContents())
        .map((name) => name.trim().split(" ").at(-1)![0]!.toLowerCase())
        .slice(0, 5);
      expect(initials).toEqual([...initials].sort());
      const report = (await page.locator('main a[href^="/survey-results/"]').first().getAttribute("href"))!;

      /** The survey result ids of the people on the coaching page (coached people have finished). */
      const coached = async () =>
        page
          .locator('main a[href^="/coaching/"]')
          .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!.split("/").pop()!))]);
      const coachedPages = async () => {
        const [a, b] = await coached();
        await visit(`/coaching/${a}`, /\S/);
        if (brand.features.conflictTool) await visit(`/conflict?a=${a}&b=${b}`, /\S/);
      };

      // [path, its h1, whether the brand ships it, pages reached from it]
      const pages: [string, RegExp | string, boolean, (() => Promise<void>)?][] = [
        [report, /\S/, true],
        [`${report}/growth`, /\S/, brand.features.growthReport],
        [`${report}/changes`, /\S/, brand.features.changesOverTimeReports],
        [`${report}/answers`, /\S/, brand.features.behaviouralQuestionsChart],
        [`${report}/benchmarks`, /\S/, brand.features.benchmarkScores],
        ["/hiring-pipeline", /\S/, brand.features.hiringPipeline],
        ["/jobs/overview", "Jobs", brand.features.jobs],
        ["/jobs/board", /\S/, brand.features.jobs],
        ["/role-benchmarks", "Role Benchmarks", true],
        ["/coaching?all=true", "Coaching", brand.features.coaching, coachedPages],
        // A team's page: teams.spec.ts runs axe on it.
        ["/teams", "Teams", brand.features.comparison],
        ["/compare", "Compare people", brand.features.comparison],
        ["/user-management", "User Management", true],
        ["/audit", "Audit Trail", true],
        ["/messages", "Messages", true],
        ["/companies/overview", "Companies", true],
      ];
      for (const [path, heading, shipped, reached] of pages) {
        if (!shipped) continue;
        await visit(path, heading);
        await reached?.();
      }

      // Public pages, signed out: the assessment's start page, what its link's company says of automated tools, and the
      // job board.
      const context = await browser.newContext({ baseURL });
      const visitor = await context.newPage();
      const publicPages = [
        `/survey/register?link=${demoAssessmentToken("harbor-dental")}`,
        `/automated-tools/${demoAssessmentToken("harbor-dental")}`,
        ...(brand.features.jobs ? ["/careers"] : []),
      ];
      for (const path of publicPages) {
        await gotoReady(visitor, path);
        await expect(visitor.getByRole("main")).toBeVisible();
        await expect(visitor.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expectAccessible(visitor, path);
      }
      await context.close();
    },
  );

  for (const path of ["/login", "/forgot-password", "/token-validation", "/account-access-expired"]) {
    test(`public page ${path}`, async ({ page }) => {
      await gotoReady(page, path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await expectAccessible(page, path);
    });
  }
});
