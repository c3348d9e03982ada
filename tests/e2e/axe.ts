// axe-core in the browser tests: every page a spec opens for the first time is checked with one call.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * axe-core on the page as it is now: no violation of any impact. Soft, so a spec that walks a list of pages reports
 * every page that fails, not just the first.
 */
export async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} element(s), e.g. ` +
      v.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(" ")} ${node.any[0]?.message ?? ""}`)
        .join(" | "),
  );
  expect.soft(violations, `axe on ${what}`).toEqual([]);
}
