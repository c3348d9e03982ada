// Telemetry in the built app, per brand: the real Amplitude SDK (pointed by scripts/e2e.mjs at a loopback collector
// through its serverUrl option) and the user-event queue reaching the database.
import type { BrowserContext, Page } from "@playwright/test";
import { demoAssessmentToken } from "../../api/db/seed-assessments";
import { PAGE_VIEW_DEBOUNCE_MS } from "../../app/telemetry/analytics";
import { collected, identityCookie, pageViews } from "./analytics";
import { actAs, signInThroughForm } from "./auth";
import { EACH_BRAND, expect, gotoReady, test } from "./fixtures";

const OWNER = "owner@harbor-dental.test";
const SUPER_ADMIN = "ava.admin@provider.test";

async function openUserMenu(page: Page) {
  await page
    .getByRole("button", { name: /Account menu for/ })
    .first()
    .click();
}

async function viewProfile(page: Page) {
  await openUserMenu(page);
  await page.getByRole("menuitem", { name: "View Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

async function goHome(page: Page) {
  await page.getByTestId("sidebar-links").getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The signed-in user's latest user events, read back through the app (GET /user-events). */
async function userEvents(context: BrowserContext) {
  const res = await context.request.get("/user-events?limit=50");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { user_id: number; description: string; [k: string]: unknown }[] }).data;
}

test(
  "analytics: identify traits, brand on every event, one page view per burst, reset on sign-out",
  { tag: EACH_BRAND },
  async ({ page, brand }) => {
    const context = page.context();
    // The browser's clock is Playwright's: it runs as usual until the page-view burst below stops it.
    await page.clock.install();
    await signInThroughForm(page, OWNER);
    const { deviceId, expires } = await identityCookie(context, brand.brand);
    // Spec §9: the identity cookie lives 365 days.
    const days = (expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);

    // identify: the user fields plus the company traits and brand.
    await expect
      .poll(async () => (await collected(brand.brand, deviceId)).some((e) => e.event_type === "$identify"), {
        timeout: 15_000,
      })
      .toBe(true);
    const events = await collected(brand.brand, deviceId);
    const identify = events.find((e) => e.event_type === "$identify")!;
    const userId = identify.user_id!;
    expect(identify.user_properties?.$set).toMatchObject({
      id: Number(userId),
      email: OWNER,
      first: "Olivia",
      last: "Owner",
      auth_role: "COMPANY_OWNER",
      company_name: "Harbor Dental",
      go_high_level_location_id: "ghl-harbor-102",
      industry: "Healthcare",
      company: { name: "Harbor Dental" },
      // Spec §3 fixes brand as hb in every build; the build's own brand tells them apart.
      brand: "hb",
      product_brand: brand.brand,
    });
    expect(identify.user_properties?.$set).toHaveProperty("company_created_at");

    // Signed In and the home page view carry the common properties (brand fixed as hb, no proxy ids).
    await expect
      .poll(async () => pageViews(await collected(brand.brand, deviceId)).map((e) => e.event_properties?.page_name), {
        timeout: 15_000,
      })
      .toContain("Home");
    const signedIn = (await collected(brand.brand, deviceId)).find((e) => e.event_type === "Signed In");
    for (const event of [signedIn, pageViews(await collected(brand.brand, deviceId)).at(-1)]) {
      expect(event?.user_id).toBe(userId);
      expect(event?.event_properties).toMatchObject({
        is_proxy_session: false,
        email: OWNER,
        brand: "hb",
        product_brand: brand.brand,
      });
      expect(event?.event_properties).not.toHaveProperty("proxy_user_id");
      expect(event?.event_properties).not.toHaveProperty("proxy_super_user_id");
    }

    // A burst of client navigations, each within the 1000 ms debounce of the last: one page view, the latest. The
    // browser's clock stands still during the burst, so however busy the machine the navigations are one burst;
    // then it runs the debounce out. They go through Remix's router (what every <Link> uses).
    const before = pageViews(await collected(brand.brand, deviceId)).length;
    // (Paused well ahead of the page's time, which runs on meanwhile: every timer due before then fires first.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    await page.evaluate(async () => {
      const router = (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter;
      for (const to of ["/profile", "/", "/about", "/profile"]) await router.navigate(to);
    });
    await expect(page).toHaveURL(/\/profile$/);
    await page.clock.runFor(PAGE_VIEW_DEBOUNCE_MS);
    await page.clock.resume();
    await expect
      .poll(async () => pageViews(await collected(brand.brand, deviceId)).length, { timeout: 10_000 })
      .toBe(before + 1);
    // Quiet for a while longer (the clock jumps 2.5 s ahead, firing every timer on the way): still exactly one.
    await page.clock.runFor(2_500);
    const after = pageViews(await collected(brand.brand, deviceId)).slice(before);
    expect(after.map((e) => [e.event_properties?.page_name, e.event_properties?.path])).toEqual([
      ["Profile", "/profile"],
    ]);

    // Sign-out: the logout form resets the identity — the stored user id is gone and the anonymous id is new.
    await openUserMenu(page);
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect
      .poll(async () => (await identityCookie(context, brand.brand)).deviceId, { timeout: 10_000 })
      .not.toBe(deviceId);
    const reset = await identityCookie(context, brand.brand);
    expect(reset.userId).toBeUndefined();
    await expect
      .poll(async () => (await collected(brand.brand, deviceId)).some((e) => e.event_type === "Signed Out"), {
        timeout: 10_000,
      })
      .toBe(true);
    // The sign-in page is viewed anonymously, under the new anonymous id.
    await expect
      .poll(async () => pageViews(await collected(brand.brand, reset.deviceId)).at(-1)?.event_properties, {
        timeout: 10_000,
      })
      .toEqual({
        page_name: "Sign in",
        path: "/login",
        is_proxy_session: false,
        brand: "hb",
        product_brand: brand.brand,
      });
    expect(pageViews(await collected(brand.brand, reset.deviceId)).at(-1)?.user_id).toBeUndefined();
  },
);

test(
  "analytics during impersonation: every event carries the proxy properties",
  { tag: EACH_BRAND },
  async ({ page, browser, baseURL, brand }) => {
    // Two sign-ins, the companies overview and its drawer (with the company's AI and fit settings), and a new document
    // that loads the analytics SDK again: past 60 s on a busy machine.
    test.setTimeout(90_000);
    // Whom to impersonate: the owner's id, read from their own user events.
    const ownerContext = await browser.newContext({ baseURL });
    const ownerPage = await ownerContext.newPage();
    await signInThroughForm(ownerPage, OWNER);
    const [login] = await userEvents(ownerContext);
    const ownerId = login.user_id;
    await ownerContext.close();

    await signInThroughForm(page, SUPER_ADMIN); // it acts as someone below
    // Flags are evaluated on the server and reach the browser with the shell's data (flags/local-flags.json turns the
    // academy on; the coaching brand ships no academy). The Academy link shows where the brand ships it.
    const shellData = await page.evaluate(
      () =>
        (window as unknown as { __remixContext: { state: { loaderData: Record<string, unknown> } } }).__remixContext
          .state.loaderData["routes/_app"] as { flags: { academy: boolean }; features: { academy: boolean } },
    );
    expect(shellData.flags.academy).toBe(true);
    expect(shellData.features.academy).toBe(brand.features.academy);
    await expect(page.getByTestId("sidebar-links").getByRole("link", { name: "Academy" })).toHaveCount(
      brand.features.academy ? 1 : 0,
    );
    const { deviceId } = await identityCookie(page.context(), brand.brand);
    await expect
      .poll(async () => (await collected(brand.brand, deviceId)).find((e) => e.event_type === "$identify")?.user_id, {
        timeout: 15_000,
      })
      .toBeTruthy();
    const superAdminId = Number(
      (await collected(brand.brand, deviceId)).find((e) => e.event_type === "$identify")!.user_id,
    );

    // A super admin starts impersonation from the companies overview ("Act as" posts /impersonation/start).
    await gotoReady(page, "/companies/overview");
    await page.getByLabel("Search").fill("harbor");
    // The search applies after a pause in typing: let it, or it would load the overview as the acting user (404).
    await expect(page).toHaveURL(/search=harbor/);
    await page.getByRole("link", { name: "Harbor Dental" }).click();
    const drawer = page.getByRole("dialog", { name: "Harbor Dental" });
    await expect(drawer.getByRole("list", { name: "Users of Harbor Dental" })).toContainText("Olivia Owner");
    await actAs(drawer, "Olivia Owner");
    await expect(page.getByText(/Logged in as/).filter({ visible: true })).toBeVisible({ timeout: 15_000 });

    // The start is the super admin's own event, sent before the page leaves.
    await expect
      .poll(
        async () =>
          (await collected(brand.brand, deviceId)).find((e) => e.event_type === "Impersonation Started")
            ?.event_properties,
        { timeout: 15_000 },
      )
      .toMatchObject({ impersonated_user_id: ownerId, is_proxy_session: false, email: SUPER_ADMIN });

    // Another user identified in this browser: the SDK starts a fresh anonymous id for them.
    await expect
      .poll(async () => (await identityCookie(page.context(), brand.brand)).userId, { timeout: 30_000 })
      .toBe(String(ownerId));
    const proxyDevice = (await identityCookie(page.context(), brand.brand)).deviceId;
    expect(proxyDevice).not.toBe(deviceId);
    await expect
      .poll(async () => pageViews(await collected(brand.brand, proxyDevice)).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const proxied = await collected(brand.brand, proxyDevice);
    expect(new Set(proxied.map((e) => e.user_id))).toEqual(new Set([String(ownerId)]));
    // Identified as the acting user, with the acting user's traits …
    expect(proxied.find((e) => e.event_type === "$identify")?.user_properties?.$set).toMatchObject({
      email: OWNER,
      company_name: "Harbor Dental",
      brand: "hb",
      product_brand: brand.brand,
    });
    // … and every event says who really acts.
    for (const event of proxied.filter((e) => e.event_type !== "$identify")) {
      expect(event.event_properties).toMatchObject({
        is_proxy_session: true,
        proxy_user_id: ownerId,
        proxy_super_user_id: superAdminId,
        email: SUPER_ADMIN,
        brand: "hb",
        product_brand: brand.brand,
      });
    }

    // Back to All Companies: the end of the proxy session is an event of the proxy session.
    await page.getByRole("button", { name: "Back to All Companies" }).click();
    await expect(page).toHaveURL(/\/companies\/overview/);
    await expect
      .poll(
        async () =>
          (await collected(brand.brand, proxyDevice)).find((e) => e.event_type === "Impersonation Ended")
            ?.event_properties,
        { timeout: 15_000 },
      )
      .toMatchObject({ impersonated_user_id: ownerId, is_proxy_session: true, proxy_super_user_id: superAdminId });
  },
);

test.describe("user events", () => {
  // A user agent of this test alone: other tests signed in as the same user at the same time are told apart by it.
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 e2e/${crypto.randomUUID()}`;
  test.use({ userAgent });

  test("queued user events reach the database after a navigation and after the page is closed", async ({ page }) => {
    const context = page.context();
    const mine = async (description: string) =>
      (await userEvents(context)).filter((e) => e.user_agent === userAgent && e.description === description);
    await signInThroughForm(page, OWNER); // the login it records is read below
    // The server recorded the login with the same device fields.
    expect(await mine("login")).toHaveLength(1);

    // A navigation queues "Viewed Profile"; the 5000 ms flush stores it.
    await viewProfile(page);
    await expect.poll(async () => (await mine("Viewed Profile")).length, { timeout: 12_000 }).toBe(1);
    const [stored] = await mine("Viewed Profile");
    expect(stored).toMatchObject({ browser: "Chrome", os: "Linux", is_mobile: false });
    expect(stored.screen_width).toBeGreaterThan(0);
    expect(stored.screen_height).toBeGreaterThan(0);

    // Navigate and close the tab while the event still waits in the queue (localStorage): the page-hide beacon
    // sends it. The database is read without opening another page, which would flush what an earlier page left.
    const before = (await mine("Viewed Home")).length;
    await goHome(page);
    // The page view is queued once the page has rendered, a moment after the address changed (the dashboard takes
    // a while to render): read the queue until it is there.
    const queued = () =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem("user-events") ?? "[]") as { description: string }[]).map(
          (e) => e.description,
        ),
      );
    await expect.poll(queued, { intervals: [50], timeout: 4_000 }).toContain("Viewed Home");
    await page.close({ runBeforeUnload: true });
    await expect.poll(async () => (await mine("Viewed Home")).length, { timeout: 10_000 }).toBe(before + 1);
  });
});

test(
  "a candidate's pages stay HTML (no React, no Remix scripts) and still send their page views",
  { tag: EACH_BRAND },
  async ({ page, brand }) => {
    const token = demoAssessmentToken("harbor-dental");
    const registered = await page.request.post("/api/v2/surveys/register", {
      data: {
        token,
        first: "Hana",
        last: "Html",
        email: `hana.html.${Date.now()}@example.test`,
        role: "Receptionist",
        consent: true,
      },
    });
    expect(registered.status()).toBe(201);
    const { survey_result_uuid: uuid } = (await registered.json()) as { survey_result_uuid: string };

    // Each page, read for a moment (the SDK sends its batch after a second): no React, and its page view arrives.
    const pages = [
      {
        path: `/survey/register?link=${token}`,
        page_name: "Register for the assessment",
        pathOnly: "/survey/register",
      },
      { path: `/survey/take?id=${uuid}`, page_name: "Assessment", pathOnly: "/survey/take" },
    ];
    for (const { path, page_name, pathOnly } of pages) {
      await gotoReady(page, path);
      expect(await page.evaluate(() => "__remixContext" in window)).toBe(false);
      await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
      const { deviceId } = await identityCookie(page.context(), brand.brand);
      await expect
        .poll(async () => pageViews(await collected(brand.brand, deviceId)).map((e) => e.event_properties), {
          timeout: 15_000,
        })
        .toContainEqual(
          expect.objectContaining({
            page_name,
            path: pathOnly,
            brand: "hb",
            product_brand: brand.brand,
            is_proxy_session: false,
          }),
        );
    }
  },
);
