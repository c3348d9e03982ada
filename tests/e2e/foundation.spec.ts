// The foundation as a visitor meets it, once per brand (projects hb and coaching).
import { EACH_BRAND, expect, gotoReady, test } from "./fixtures";

test("an anonymous visit to / ends on the sign-in page", async ({ page }) => {
  await gotoReady(page, "/");
  expect(new URL(page.url()).pathname).toBe("/login");
});

test(
  "the sign-in page shows the brand's name and logo and nothing of the other brand",
  { tag: EACH_BRAND },
  async ({ page, brand, otherBrand }) => {
    await gotoReady(page, "/login");
    await expect(page).toHaveTitle(new RegExp(brand.name));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(brand.name);
    await expect(page.getByRole("img", { name: brand.name })).toBeVisible();
    await expect(page.getByRole("img", { name: otherBrand.name })).toHaveCount(0);
    expect((await page.content()).toLowerCase()).not.toContain(otherBrand.name.toLowerCase());
  },
);

test("/healthz and /readyz answer 200", async ({ request }) => {
  for (const path of ["/healthz", "/readyz"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test(
  "an unknown path shows the branded not-found page with a link home",
  { tag: EACH_BRAND },
  async ({ page, brand, allowConsoleError }) => {
    // Chromium reports every document answered with 404 as a console error; that 404 is the point here.
    allowConsoleError(/status of 404 \(Not Found\) \(http:[^)]+\/no-such-page-for-e2e\)$/);
    const response = await gotoReady(page, "/no-such-page-for-e2e");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("img", { name: brand.name })).toBeVisible();
    const home = page.getByRole("link", { name: /home/i });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
  },
);

test("the favicon is the brand's and loads without errors", { tag: EACH_BRAND }, async ({ page, request, brand }) => {
  await gotoReady(page, "/login");
  const href = await page.locator('link[rel="icon"]').getAttribute("href");
  expect(href).toBeTruthy();
  for (const path of [href!, "/favicon.ico"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain("image/svg+xml");
    expect(await response.text(), path).toBe(brand.faviconSvg);
  }
});
