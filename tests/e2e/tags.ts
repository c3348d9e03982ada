// Test tags that playwright.config.ts selects on (kept apart from fixtures.ts, which the config must not load).

/**
 * A test (or describe) that runs once per brand: `test("…", { tag: EACH_BRAND }, …)`. Untagged tests are
 * brand-agnostic and run once, in the hiring brand; the brand fixtures refuse an untagged test (fixtures.ts).
 */
export const EACH_BRAND = "@each-brand";
