// End-to-end tests on Debian's Chromium against the BUILT servers of both brands. Run them with `npm run test:e2e`
// (scripts/e2e.mjs): it builds what is missing, starts one server per brand and passes their URLs in
// E2E_HB_URL / E2E_COACHING_URL. A project whose URL is not set is left out.
import { defineConfig, type Project } from "@playwright/test";
import type { BrandKey } from "./brands/types";
import type { E2EOptions } from "./tests/e2e/fixtures";
import { EACH_BRAND } from "./tests/e2e/tags";

const urls: Record<BrandKey, string | undefined> = {
  hb: process.env.E2E_HB_URL,
  coaching: process.env.E2E_COACHING_URL,
};

// Specs named *.serial.spec.ts restart or otherwise disturb the brand's server: they run in a project of their own
// that starts only after the brand's other specs have finished.
const SERIAL = "**/*.serial.spec.ts";
const SIGN_IN = "**/sign-in.setup.ts";
// A brand-agnostic test proves the same thing in either build, so it runs once, in the hiring brand (the first in
// BRANDS); the other brands run the tests tagged EACH_BRAND: whatever reads the brand (tests/e2e/fixtures.ts).
const ONCE_IN: BrandKey = "hb";
const eachBrandOnly = (brand: BrandKey) => (brand === ONCE_IN ? undefined : new RegExp(EACH_BRAND));
const projects: Project<E2EOptions>[] = (Object.keys(urls) as BrandKey[])
  .filter((brand) => urls[brand])
  .flatMap((brand) => [
    // Signs the demo accounts in once for the brand's specs (tests/e2e/sign-in.setup.ts).
    { name: `${brand}-sign-in`, testMatch: SIGN_IN, use: { baseURL: urls[brand], projectBrand: brand } },
    {
      name: brand,
      testIgnore: SERIAL,
      dependencies: [`${brand}-sign-in`],
      grep: eachBrandOnly(brand),
      use: { baseURL: urls[brand], projectBrand: brand },
    },
    {
      name: `${brand}-serial`,
      testMatch: SERIAL,
      dependencies: [brand],
      fullyParallel: false,
      // Their files restart the same server, so one file at a time, not only one test at a time within a file.
      workers: 1,
      grep: eachBrandOnly(brand),
      use: { baseURL: urls[brand], projectBrand: brand },
    },
  ]);

if (projects.length === 0) {
  throw new Error("Set E2E_HB_URL and/or E2E_COACHING_URL, or run the e2e tests with `npm run test:e2e`.");
}

export default defineConfig<E2EOptions>({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  // Two browsers at once, also on a 2-core machine (Playwright's default there is one): much of a test is waiting on
  // a server, a timer or a background job, and the suite takes about a quarter less time.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    // A failed test keeps its trace: each action with the page's DOM before and after, its network and console.
    // Without the trace's screencast (a JPEG of every frame the browser paints, recorded for every test and thrown
    // away when it passes), which cost the suite a third of its time; the failure's screenshot is kept. ADR 087.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium headless shell (`apt-get install chromium-headless-shell`), the same engine without the
      // browser's windowing and compositing processes: what Playwright itself runs headless tests in, and about a
      // fifth less CPU per test than the full browser here. Playwright's own browser downloads are never used.
      executablePath: "/usr/bin/chromium-headless-shell",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects,
});
