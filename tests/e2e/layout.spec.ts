// Layout on a 375 px phone and a 1440 px desktop, for both brands: no main page is
// wider than the screen (the avatar menu stays in view), the pipeline's columns scroll inside the board, the report's
// tables fit with their badges whole, and whom a super admin acts as shows without opening the phone's drawer.
// One sign-in per screen size: a super admin checks the admin pages, then acts as Harbor Dental's owner for the rest.
import type { Page } from "@playwright/test";
import { DEMO_COMPANIES } from "../../api/db/demo-data";
import type { BrandConfig } from "../../brands/types";
import { actAs, demoUser, signIn } from "./auth";
import { EACH_BRAND, expect as baseExpect, gotoReady, test } from "./fixtures";

// A sign-in (scrypt), acting as someone and a dozen page loads: room for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const SUPER_ADMIN = "dan.data@provider.test";
const OWNER = demoUser("owner@harbor-dental.test");
const OWNER_COMPANY = DEMO_COMPANIES.find((c) => c.key === OWNER.company)!.name;

/** The super admin's own pages of the brand. */
const adminPages = (brand: BrandConfig) => [
  "/companies/overview",
  "/role-benchmarks",
  ...(brand.features.jobs ? ["/jobs/overview"] : []),
];

/** The main pages a company owner uses, as far as the brand has them (the report is added from the people list). */
const ownerPages = (brand: BrandConfig) => [
  "/candidates",
  ...(brand.features.hiringPipeline ? ["/hiring-pipeline"] : []),
  ...(brand.features.coaching ? ["/coaching"] : []),
  ...(brand.features.comparison ? ["/teams"] : []),
  "/user-management",
  "/profile",
  "/about",
];

/**
 * The document is no wider than the window. On failure the message names what sticks out (elements whose right
 * edge passes the window and that no scroll container of theirs clips).
 */
async function expectNoSideScroll(page: Page) {
  const result = await page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const culprits: string[] = [];
    if (scrollWidth > width) {
      for (const element of document.querySelectorAll<HTMLElement>("body *")) {
        const box = element.getBoundingClientRect();
        if (box.right <= width + 1 || box.width === 0) continue;
        let clipped = false;
        let needsPositioned = getComputedStyle(element).position === "absolute";
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (needsPositioned && style.position === "static" && style.transform === "none") continue;
          needsPositioned = style.position === "absolute";
          if (style.overflowX !== "visible" || style.position === "fixed") {
            clipped = true;
            break;
          }
        }
        if (!clipped)
          culprits.push(
            `<${element.tagName.toLowerCase()} class="${element.className}"> right ${Math.round(box.right)}px`,
          );
      }
    }
    return { width, scrollWidth, culprits: culprits.slice(0, 5) };
  });
  expect(
    result.scrollWidth,
    `${page.url()} is ${result.scrollWidth}px wide in a ${result.width}px window: ${result.culprits.join("; ")}`,
  ).toBeLessThanOrEqual(result.width);
}

/** Opens a signed-in page, waits for its heading, and checks its width. */
async function openAndCheck(page: Page, path: string) {
  await gotoReady(page, path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  if (path === "/hiring-pipeline") await expect(page.getByTestId("board")).toBeVisible();
  await expectNoSideScroll(page);
  // The avatar menu is wholly on screen (a too-wide page pushed it off).
  await expect(page.getByRole("button", { name: /^Account menu for / })).toBeInViewport({ ratio: 1 });
}

/** Acts as Harbor Dental's owner from the companies overview; lands on home. */
async function actAsOwner(page: Page) {
  await gotoReady(page, `/companies/overview?search=${encodeURIComponent(OWNER_COMPANY)}`);
  await page.getByRole("link", { name: OWNER_COMPANY }).click();
  const drawer = page.getByRole("dialog", { name: OWNER_COMPANY });
  await actAs(drawer, `${OWNER.first} ${OWNER.last}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: `Account menu for ${OWNER.first} ${OWNER.last}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

for (const viewport of [
  { name: "a 375 px phone", width: 375, height: 740 },
  { name: "a 1440 px desktop", width: 1440, height: 900 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const phone = viewport.width < 768;

    test(
      "no main page is wider than the screen; the board and the report's tables scroll or fit inside",
      { tag: EACH_BRAND },
      async ({ page, brand }) => {
        await signIn(page, SUPER_ADMIN);
        for (const path of adminPages(brand)) await openAndCheck(page, path);

        await actAsOwner(page);
        const text = `Logged in as: ${OWNER.first} ${OWNER.last} of ${OWNER_COMPANY}`;
        if (phone) {
          // Whom the session acts as shows under the top bar, with the way back, the drawer closed.
          await expect(page.getByTestId("sidebar")).not.toBeVisible();
          const bar = page.getByTestId("impersonation-bar");
          await expect(bar).toBeVisible();
          await expect(bar).toBeInViewport({ ratio: 1 });
          await expect(bar).toContainText(text);
          await expect(bar.getByRole("button", { name: "Back to All Companies" })).toBeVisible();
          // The bar covers none of the page.
          const barBox = (await bar.boundingBox())!;
          const headingBox = (await page.getByRole("heading", { level: 1 }).first().boundingBox())!;
          expect(headingBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
        } else {
          await expect(page.getByTestId("impersonation-banner")).toBeVisible();
          await expect(page.getByTestId("impersonation-banner")).toContainText(text);
          await expect(page.getByTestId("impersonation-bar")).not.toBeVisible();
        }
        await expectNoSideScroll(page); // home

        for (const path of ownerPages(brand)) {
          await openAndCheck(page, path);
          if (path === "/candidates") {
            // A report: the first person of the list who has finished (other specs add unfinished people meanwhile).
            const href = await page
              .locator("main tbody tr")
              .filter({ hasNot: page.getByText("Not finished") })
              .first()
              .locator('a[href^="/survey-results/"]')
              .first()
              .getAttribute("href");
            await openAndCheck(page, href!.split("?")[0]!);
            // Its tables show every column and whole badges without scrolling sideways.
            await expect(page.getByTestId("score-table")).toBeVisible();
            for (const table of await page.locator('[data-testid="score-table"], [data-testid="fit-table"]').all()) {
              const cut = await table.evaluate((element) => {
                const viewport = element.closest(".mantine-ScrollArea-viewport") ?? element.parentElement!;
                const badges = [...element.querySelectorAll<HTMLElement>(".mantine-Badge-label")];
                return {
                  hidden: viewport.scrollWidth - viewport.clientWidth,
                  badges: badges.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent),
                };
              });
              expect(cut, `${await table.getAttribute("data-testid")} at ${viewport.width}px`).toEqual({
                hidden: 0,
                badges: [],
              });
            }
          }
          if (path === "/hiring-pipeline" && phone) {
            // The columns scroll inside the board, also from the keyboard (the board takes focus).
            const board = page.getByTestId("board");
            expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
            await board.focus();
            await page.keyboard.press("ArrowRight");
            await expect.poll(() => board.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
          }
        }
      },
    );
  });
}
