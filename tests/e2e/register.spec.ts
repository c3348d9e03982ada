// Self-service sign-up in the browser, for both brands: a new customer registers their company at /auth/register,
// confirms through the e-mailed link by choosing a password, and lands on their own, empty dashboard.
import { submitLogin } from "./auth";
import { expectToast } from "./toasts";
import { latestLinkInOutbox } from "./outbox";
import { EACH_BRAND, expect as baseExpect, gotoReady, test } from "./fixtures";

// Server round trips (sign-in, e-mail, saving) can take seconds on a busy machine; toasts last 2 s once shown.
const expect = baseExpect.configure({ timeout: 15_000 });
// Each journey signs in through the identity provider at least once (scrypt): room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

test(
  "a new customer signs up, confirms by e-mail and lands on their own empty dashboard",
  { tag: EACH_BRAND },
  async ({ page, browser, baseURL, brand }) => {
    test.setTimeout(150_000);
    const suffix = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
    const email = `founder.${suffix}@sunrise-cafe.test`;
    const company = `Sunrise Cafe ${suffix}`;

    await gotoReady(page, "/auth/register");
    await expect(page.getByRole("heading", { name: `Create your ${brand.name} account` })).toBeVisible();
    // Nothing filled in: every field says what is missing, as a toast and at the field, and nothing is lost.
    await page.getByLabel("Company name").fill(company);
    await page.getByRole("button", { name: "Create account" }).click();
    await expectToast(page, "email:", { contains: true });
    await expect(page.getByText("Industry is required")).toBeVisible();
    await expect(page.getByText("Work e-mail must be a valid e-mail address")).toBeVisible();
    await expect(page.getByLabel("Company name")).toHaveValue(company);

    await page.getByLabel("Industry").fill("Food service");
    await page.getByLabel("First name").fill("Sunny");
    await page.getByLabel("Last name").fill("Side");
    await page.getByLabel("Work e-mail").fill(email);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // Not usable before the e-mail is confirmed.
    await gotoReady(page, "/login");
    await submitLogin(page, email, "any password at all 1");
    await expectToast(page, "Invalid email or password");

    const link = await latestLinkInOutbox(browser, baseURL!, email, "/token-validation?token=");
    await gotoReady(page, link);
    await expect(page.getByText(email)).toBeVisible();
    const password = "sunny side up passphrase";
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page).toHaveURL(/\/login\?uid=/);
    await submitLogin(page, email, password);

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: /Welcome back, Sunny/ })).toBeVisible();
    await expect(page.getByText(company)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Assessment link" })).toHaveValue(
      /\/survey\/register\?link=[0-9a-f]{32}$/,
    );
    // Their own company: user management shows them alone.
    await page.getByRole("link", { name: "User Management" }).click();
    await expect(page.getByText(`Users of ${company}.`)).toBeVisible();
    await expect(page.getByRole("table")).toContainText(email);
    await expect(page.getByText("1–1 of 1")).toBeVisible();
  },
);

test("registering with an e-mail that has an account answers the same and creates nothing new", async ({ page }) => {
  await gotoReady(page, "/auth/register");
  await page.getByLabel("Company name").fill("Copycat Dental");
  await page.getByLabel("Industry").fill("Healthcare");
  await page.getByLabel("First name").fill("Olivia");
  await page.getByLabel("Last name").fill("Owner");
  await page.getByLabel("Work e-mail").fill("owner@harbor-dental.test");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
});

test("at 375 px the sign-up form fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoReady(page, "/auth/register");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expect(page.getByRole("button", { name: "Create account" })).toBeVisible();
});
