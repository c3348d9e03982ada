// The brand's own typeface is what the pages are set in, not a system fallback, and it comes from our own origin.
// Once per brand, on the public sign-in page (one page load, no sign-in).
import { EACH_BRAND, expect, gotoReady, test } from "./fixtures";

test(
  "the sign-in page is set in the brand's own font, loaded from our origin",
  { tag: EACH_BRAND },
  async ({ page, brand, baseURL }) => {
    await gotoReady(page, "/login");
    // The theme's font-family list names the brand's font first: "Inter, …" or '"Source Sans 3", …'.
    const family = brand.theme.fontFamily.split(",")[0].trim().replace(/^"|"$/g, "");

    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(bodyFont.replace(/"/g, "")).toMatch(new RegExp(`^${family},`));

    // check() is also true for a family no @font-face declares (nothing to load), so the loaded face is asserted too.
    await expect
      .poll(() =>
        page.evaluate(async (name) => {
          await document.fonts.ready;
          const loaded = [...document.fonts].some(
            (face) => face.family.replace(/"/g, "") === name && face.status === "loaded",
          );
          return loaded && document.fonts.check(`16px "${name}"`);
        }, family),
      )
      .toBe(true);

    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => /\.woff2?(\?|$)/.test(url)),
    );
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const url of fontFiles) expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
  },
);
