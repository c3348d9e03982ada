// The e2e `test`: every page fails its test on a browser console error or an uncaught page error (unless the test
// declared that exact error with `allowConsoleError`), and `brand` is the configuration of the project's brand
// (read from brands/<brand>/ directly, as the build itself does).
//
// Brand-agnostic tests run once, in the hiring brand's project; a test tagged EACH_BRAND runs in every brand's
// (playwright.config.ts). A test that reads the brand (`brand`, `brandKey`, `otherBrand`) is by that fact one whose
// outcome may differ by brand, so those fixtures refuse an untagged test: the tag cannot be forgotten.
//   import { expect, test, waitUntilReady } from "./fixtures";
import { expect, test as base, type Page } from "@playwright/test";
import coaching from "../../brands/coaching/index";
import hb from "../../brands/hb/index";
import type { BrandConfig, BrandKey } from "../../brands/types";
import { EACH_BRAND } from "./tags";
import { recordToasts } from "./toasts";

export const BRANDS: Record<BrandKey, BrandConfig> = { hb, coaching };

export interface E2EOptions {
  /** Which brand the project's server runs (set per project in playwright.config.ts). */
  projectBrand: BrandKey;
}

interface Fixtures {
  /** The project's brand; only for tests tagged EACH_BRAND. */
  brandKey: BrandKey;
  brand: BrandConfig;
  /** The brand this project does NOT run, for "and not the other brand's" checks. */
  otherBrand: BrandConfig;
  /** The project's server, through scripts/e2e.mjs's control server. */
  server: {
    /** Restarts the server; with `flagsFile` (an absolute path), on that ConfigCat local-overrides file. */
    restart(options?: { flagsFile?: string }): Promise<void>;
    logs(): Promise<string>;
  };
  /**
   * Declares a console error the test expects (matched against "<text> (<url>)"), e.g. the one Chromium logs for a
   * document answered with 404. Any other error still fails the test.
   */
  allowConsoleError: (pattern: RegExp) => void;
}

const allowed = new Map<string, RegExp[]>();
/**
 * Logged by Remix's single fetch when a navigation interrupts a fetcher's revalidation (the report's sections after
 * an action on it, or a page left while they load): the abort is meant, only its error escapes, to the console or as
 * an uncaught rejection (remix-run/react-router#14203). Matched against the error's text; a spec that records its own
 * pages' errors skips it too.
 */
export const FRAMEWORK_NOISE = [/^AbortError: BodyStreamBuffer was aborted/];

export const test = base.extend<Fixtures, E2EOptions>({
  projectBrand: ["hb", { option: true, scope: "worker" }],
  brandKey: async ({ projectBrand }, use, testInfo) => {
    if (!testInfo.tags.includes(EACH_BRAND))
      throw new Error(`"${testInfo.title}" reads the brand: tag it { tag: "${EACH_BRAND}" } so it runs in each brand`);
    await use(projectBrand);
  },
  brand: async ({ brandKey }, use) => use(BRANDS[brandKey]),
  otherBrand: async ({ brandKey }, use) => use(BRANDS[brandKey === "hb" ? "coaching" : "hb"]),
  server: async ({ projectBrand }, use) =>
    use({ restart: (options) => restartServer(projectBrand, options), logs: () => serverLogs(projectBrand) }),
  allowConsoleError: async ({}, use, testInfo) => {
    await use((pattern) => allowed.set(testInfo.testId, [...(allowed.get(testInfo.testId) ?? []), pattern]));
  },
  page: async ({ page }, use, testInfo) => {
    await page.addInitScript(recordToasts);
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console error: ${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.stack ?? error.message}`));
    await use(page);
    const noise = FRAMEWORK_NOISE.map((pattern) => new RegExp(`^(console|page) error: ${pattern.source.slice(1)}`));
    const expected = [...noise, ...(allowed.get(testInfo.testId) ?? [])];
    allowed.delete(testInfo.testId);
    const unexpected = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
    expect(unexpected, "the browser reported errors").toEqual([]);
  },
});

export { expect, EACH_BRAND };

/** Resolves once the page is ready for input (html[data-ready]: React hydrated it, or an HTML-only page's script ran). */
export async function waitUntilReady(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  // After a client-side navigation the URL changes before the new page is drawn (app/root.tsx says which is drawn).
  await page.waitForFunction(
    () => {
      const rendered = document.documentElement.dataset.renderedPath;
      return rendered === undefined || rendered === location.pathname + location.search;
    },
    undefined,
    { timeout: 20_000, polling: 100 },
  );
  // A page whose lower sections load once it shows (the report: app/survey-results/ReportSections.tsx) is ready with them.
  await expect(page.locator("[data-pending-sections]")).toHaveCount(0, { timeout: 20_000 });
}

/** Opens a path and waits until it is ready for input. */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await waitUntilReady(page);
  return response;
}

function controlUrl(path: string): string {
  const base = process.env.E2E_CONTROL_URL;
  if (!base) throw new Error("E2E_CONTROL_URL is not set: run the e2e tests with `npm run test:e2e`");
  return base + path;
}

/**
 * Stops the brand's server with SIGTERM and starts it again on the same port and data directory; resolves when it
 * is ready again. Put tests that use it in a `*.serial.spec.ts` file: playwright.config.ts runs those after the
 * brand's other specs, which would otherwise lose their server for a moment.
 */
export async function restartServer(brand: BrandKey, options: { flagsFile?: string } = {}): Promise<void> {
  const flags = options.flagsFile ? `&flags_file=${encodeURIComponent(options.flagsFile)}` : "";
  const res = await fetch(controlUrl(`/restart?brand=${brand}${flags}`), { method: "POST" });
  if (!res.ok) throw new Error(`restarting the ${brand} server failed: ${res.status} ${await res.text()}`);
}

/** Everything the brand's server has written to stdout since scripts/e2e.mjs started it (JSON log lines). */
export async function serverLogs(brand: BrandKey): Promise<string> {
  const res = await fetch(controlUrl(`/logs?brand=${brand}`));
  if (!res.ok) throw new Error(`reading the ${brand} server's logs failed: ${res.status}`);
  return res.text();
}
