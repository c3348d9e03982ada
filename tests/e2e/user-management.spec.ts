// User management in the browser, for both brands: a company owner adds a user who sets up their account through
// the e-mailed link; a franchise owner sees only their franchise; a deactivated user is signed out at once and
// lands on /account-access-expired, and Undo brings them back; the page works by keyboard and at 375 px.
import type { Browser, Page } from "@playwright/test";
import { signIn, submitLogin } from "./auth";
import { expectToast } from "./toasts";
import { latestLinkInOutbox as readOutboxLink } from "./outbox";
import { expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";

// Server round trips (sign-in, e-mail, saving) can take seconds on a busy machine; toasts last 2 s once shown.
const expect = baseExpect.configure({ timeout: 15_000 });
// Each journey signs in through the identity provider at least once (scrypt): room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

const OWNER = "owner@harbor-dental.test";
const FRANCHISE_OWNER = "franchise.owner@northwind.test";

/** A unique e-mail per test run and worker, so parallel tests and reruns never collide. */
const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@harbor-dental.test`;

/** The newest matching link in the outbox, read by this spec's own super admin. */
const latestLinkInOutbox = (browser: Browser, baseURL: string, to: string, contains: string) =>
  readOutboxLink(browser, baseURL, to, contains, "dan.data@provider.test");

/** Adds a user through the page's dialog as the signed-in manager. */
async function addUser(page: Page, user: { email: string; first: string; last: string }) {
  await page.getByRole("button", { name: "Add user" }).click();
  const dialog = page.getByRole("dialog", { name: "Add user" });
  await dialog.getByLabel("E-mail").fill(user.email);
  await dialog.getByLabel("First name").fill(user.first);
  await dialog.getByLabel("Last name").fill(user.last);
  await dialog.getByRole("button", { name: "Add user" }).click();
  return dialog;
}

/** The keys this page's origin keeps in localStorage. */
const storedKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage));

/** Follows a set-up link: chooses the password, then signs in with it. */
async function setUpAccount(page: Page, link: string, email: string, password: string) {
  await gotoReady(page, link);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page).toHaveURL(/\/login\?uid=/);
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/$/);
}

test("a company owner adds a user, who sets a password through the e-mailed link and signs in", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signIn(page, OWNER);
  await gotoReady(page, "/user-management");
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();

  // An e-mail that is taken: the error shows at the field and as a toast, and what was typed stays.
  const dialog = await addUser(page, { email: "user@harbor-dental.test", first: "Hanna", last: "Hire" });
  await expectToast(page, "email: is already in use");
  await expect(dialog.getByText("E-mail is already in use")).toBeVisible();
  await expect(dialog.getByLabel("First name")).toHaveValue("Hanna");

  const email = uniqueEmail("hanna");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByRole("button", { name: "Add user" }).click();
  await expectToast(page, `Hanna Hire was added. An invitation e-mail is on its way to ${email}.`, { contains: true });
  await expect(dialog).toBeHidden();
  await page.getByLabel("Search").fill(email);
  const row = page.getByRole("row", { name: new RegExp(email.replace(/[.]/g, "\\.")) });
  await expect(row).toContainText("Invitation pending");
  await expect(row).toContainText("Company user");

  const link = await latestLinkInOutbox(browser, baseURL!, email, "/token-validation?token=");
  const invited = await browser.newContext({ baseURL });
  const invitedPage = await invited.newPage();
  await setUpAccount(invitedPage, link, email, "hanna's own passphrase");
  await expect(invitedPage.getByRole("heading", { name: /Welcome back, Hanna/ })).toBeVisible();
  await invited.close();

  // Back in the owner's list, the invitation is no longer pending.
  await page.reload();
  await waitUntilReady(page);
  await expect(page.getByRole("row", { name: new RegExp(email.replace(/[.]/g, "\\.")) })).toContainText("Active");
});

test("an owner edits a user by keyboard: role choices are the company roles only", async ({ page }) => {
  await signIn(page, OWNER);
  await gotoReady(page, "/user-management?search=recruiter%40harbor-dental.test");
  const actions = page.getByRole("button", { name: "Actions for Rita Recruiter" });
  await actions.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Edit" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Edit Rita Recruiter" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Role" }).click();
  // The open dropdown's choices (the list's page-size select has options of its own).
  await expect(page.getByRole("listbox").getByRole("option")).toHaveText(["Company owner", "Company user"]);
  await page.keyboard.press("Escape");
  // Saving unchanged details works and keeps the dialog's values.
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Rita Recruiter was saved.");
});

test("a franchise owner sees only their franchise's companies and users", async ({ page }) => {
  await signIn(page, FRANCHISE_OWNER);
  await expect(page.getByRole("link", { name: "Companies" })).toHaveCount(0);
  await gotoReady(page, "/user-management");
  await page.getByRole("textbox", { name: "Company" }).click();
  await expect(page.getByRole("listbox").getByRole("option")).toHaveText([
    "Harbor Dental",
    "Northwind Franchise HQ",
    "Summit Fitness",
  ]);
  await page.keyboard.press("Escape");

  await page.getByLabel("Search").fill("owner@");
  const table = page.getByRole("table");
  await expect(table).toContainText("owner@summit-fitness.test");
  await expect(table).toContainText("owner@harbor-dental.test");
  await expect(table).not.toContainText("owner@bayside-bakery.test");
  await expect(table).not.toContainText("owner@acme-logistics.test");
  await page.getByLabel("Search").fill("bayside");
  await expect(page.getByText("No users match these filters").first()).toBeVisible();
});

test("deactivation from another browser signs a user out at once: their next navigation ends on /account-access-expired; Undo restores them", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, OWNER);
  await gotoReady(page, "/user-management");
  const email = uniqueEmail("dora");
  await addUser(page, { email, first: "Dora", last: "Deactivated" });
  await expectToast(page, "Dora Deactivated was added.", { contains: true });

  // Dora sets up her account and is signed in, in her own browser.
  const link = await latestLinkInOutbox(browser, baseURL!, email, "/token-validation?token=");
  const dora = await browser.newContext({ baseURL });
  const doraPage = await dora.newPage();
  const password = "dora's long passphrase";
  await setUpAccount(doraPage, link, email, password);

  // The owner deactivates her, after confirming.
  await page.getByLabel("Search").fill(email);
  const row = page.getByRole("row", { name: new RegExp(email.replace(/[.]/g, "\\.")) });
  await expect(page.getByRole("row", { name: /Dora Deactivated/ })).toHaveCount(1);
  // The row menu opens once the searched list is drawn and the settings cards above it have loaded: a list drawn
  // again, or a card growing, under the open menu would close it or move its item away from the pointer.
  await expect(page).toHaveURL(/[?&]search=/);
  await waitUntilReady(page);
  await expect(page.getByLabel(/^Loading the /)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await row.getByRole("button", { name: "Actions for Dora Deactivated" }).click();
  await page.getByRole("menuitem", { name: "Deactivate" }).click();
  const confirm = page.getByRole("dialog", { name: "Deactivate user?" });
  await expect(confirm).toContainText("Dora Deactivated will be signed out at once");
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  const undoToast = page.locator(".mantine-Notification-root", {
    hasText: "Dora Deactivated was deactivated and signed out.",
  });
  await expect(undoToast).toBeVisible();
  await expect(row).toContainText("Inactive");

  // Her next navigation in her still-open page (an in-app one: a data request) ends on account-access-expired,
  // signed out, without asking for her password first (spec §4); the browser keeps nothing of hers.
  await expect.poll(() => storedKeys(doraPage)).toContain("user-events");
  await doraPage.getByRole("button", { name: /Account menu for/ }).click();
  await doraPage.getByRole("menuitem", { name: "View Profile" }).click();
  await expect(doraPage).toHaveURL(/\/account-access-expired$/);
  await expect(doraPage.getByRole("heading", { name: "Your account access has expired" })).toBeVisible();
  await expect.poll(() => storedKeys(doraPage)).not.toContain("user-events");
  await doraPage.goto("/profile");
  await expect(doraPage).toHaveURL(/\/login/);

  // Undo (within 15 s) reactivates her; she can sign in again.
  await undoToast.getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Dora Deactivated was reactivated.");
  await expect(row).toContainText("Active");
  await gotoReady(doraPage, "/login");
  await submitLogin(doraPage, email, password);
  await expect(doraPage).toHaveURL(/\/$/);
  await dora.close();
});

test("at 375 px the page fits the screen and the add-user dialog fills it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, OWNER);
  await gotoReady(page, "/user-management");
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Add user" }).click();
  const dialog = page.getByRole("dialog", { name: "Add user" });
  const box = await dialog.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(370);
  await expect(dialog.getByRole("button", { name: "Add user" })).toBeInViewport();
});

test("a manager's own row offers no Deactivate", async ({ page }) => {
  await signIn(page, OWNER);
  await gotoReady(page, "/user-management?search=owner%40harbor-dental.test");
  await page.getByRole("button", { name: "Actions for Olivia Owner" }).click();
  await expect(page.getByRole("menuitem", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Deactivate" })).toHaveCount(0);
});
