// axe-core in the browser tests: every page a spec opens for the first time is checked with one call.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** axe's landmark rules, left aside for popups in portals (see below). */
const LANDMARK_RULES = new Set(["region", "landmark-no-duplicate-banner", "landmark-unique"]);

/**
 * axe-core on the page as it is now: no violation of any impact. Soft, so a spec that walks a list of pages reports
 * every page that fails, not just the first.
 *
 * The landmark rules are left aside for an open menu, dialog or toast, which Mantine renders in a portal at the end
 * of <body>: it belongs to no landmark by design (a popup is announced by its role), and a dialog's <header> there
 * reads as a second banner. Everything else about those popups is still checked.
 */
export async function expectAccessible(page: Page, what: string) {
  await transitionsEnded(page);
  const results = await new AxeBuilder({ page }).analyze();
  const violations: string[] = [];
  for (const v of results.violations) {
    const nodes = LANDMARK_RULES.has(v.id)
      ? await page.evaluate(
          (targets) => {
            const inPortal = (element: Element | null) => Boolean(element?.closest("[data-portal]"));
            // A second banner only because a dialog's <header> sits in a portal is the portal's, not the page's.
            const pageBanners = [...document.querySelectorAll("header, [role=banner]")].filter(
              (element) => !inPortal(element) && !element.closest("article, aside, main, nav, section"),
            );
            return targets.filter((target) => {
              const element = document.querySelector(target);
              if (inPortal(element)) return false;
              return !(element?.matches("header, [role=banner]") && pageBanners.length <= 1);
            });
          },
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

/**
 * Waits until every CSS transition and animation with an end has ended (a spinner's, which has none, is left
 * running). A toast caught fading in or out is half transparent, and axe would measure its blended colours.
 */
async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
