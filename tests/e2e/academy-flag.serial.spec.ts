// The Academy exists only while the remote flag `academy` is on (spec §2, §6): the hiring brand's server restarted on
// ConfigCat local overrides that turn it off shows neither page nor link, and its API answers 404; then it is
// restarted on the default overrides again. Serial: it restarts the brand's server (playwright.config.ts).
import fs from "node:fs";
import path from "node:path";
import { signIn } from "./auth";
import { EACH_BRAND, expect, test } from "./fixtures";

test(
  "with the academy flag off through local overrides, neither page nor link exists and the API answers 404",
  { tag: EACH_BRAND },
  async ({ page, brand, server, allowConsoleError }, testInfo) => {
    test.skip(!brand.features.academy, "the academy is a hiring-brand feature");
    test.setTimeout(120_000);
    const flagsFile = path.join(testInfo.outputDir, "academy-off.json");
    fs.mkdirSync(testInfo.outputDir, { recursive: true });
    fs.writeFileSync(
      flagsFile,
      JSON.stringify({
        p: { r: 0, u: "https://cdn-global.configcat.com", s: "academy-off" },
        f: { academy: { t: 0, v: { b: false }, i: "academy-off" } },
      }),
    );
    await server.restart({ flagsFile });
    try {
      // A super admin would see both links with the flag on.
      await signIn(page, "sam.support@provider.test");
      const links = page.getByTestId("sidebar-links");
      await expect(links.getByRole("link", { name: "Home" })).toBeVisible();
      await expect(links.getByRole("link", { name: "Academy" })).toHaveCount(0);
      await expect(links.getByRole("link", { name: "Learning Management" })).toHaveCount(0);
      allowConsoleError(/status of 404/);
      for (const pathname of ["/academy", "/learning-management"]) {
        expect((await page.goto(pathname))?.status(), pathname).toBe(404);
      }
      expect((await page.request.get("/api/v2/academy/courses")).status()).toBe(404);
    } finally {
      // Off the page first: what it still loads after hydration (deferred code, route discovery) would fail against
      // the stopped server and be reported as browser errors.
      await page.goto("about:blank");
      await server.restart();
    }
    // Back on the default overrides, the academy is there again.
    await page.goto("/");
    await expect(page.getByTestId("sidebar-links").getByRole("link", { name: "Academy" })).toBeVisible();
  },
);
