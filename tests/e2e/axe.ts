// axe-core in the browser tests: every page a spec opens for the first time is checked with one call.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * axe-core on the page as it is now: no violation of any impact. Soft, so a spec that walks a list of pages reports
 * every page that fails, not just the first.
 *
 * One finding is not one: axe's best-practice rule "region" (content outside landmarks) on an open menu, dialog or
 * toast, which Mantine renders in a portal at the end of <body> and which belongs to no landmark by design (a popup
 * is announced by its role, not by a region around it). Everything else about those popups is still checked.
 */
export async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const violations: string[] = [];
  for (const v of results.violations) {
    const nodes =
      v.id === "region"
        ? await page.evaluate(
            (targets) =>
              targets.filter((target) => !document.querySelector(target)?.closest("[data-portal]")).map(String),
            v.nodes.map((node) => node.target.join(" ")),
          )
        : v.nodes.map((node) => node.target.join(" "));
    if (nodes.length === 0) continue;
    const messages = v.nodes
      .filter((node) => nodes.includes(node.target.join(" ")))
      .slice(0, 3)
      .map((node) => `${node.target.join(" ")} ${node.any[0]?.message ?? ""}`);
    violations.push(`${v.id} (${v.impact}): ${v.help} — ${nodes.length} element(s), e.g. ${messages.join(" | ")}`);
  }
  expect.soft(violations, `axe on ${what}`).toEqual([]);
}
