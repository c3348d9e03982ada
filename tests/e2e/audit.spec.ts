// The audit trail in the browser: an owner changes the role of a user they add themselves, and the trail's entry
// says what happened in words and names that user (linked to them, and to their whole history), on a desktop and on
// a 375 px phone.
import type { Page } from "@playwright/test";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { expect as baseExpect, gotoReady, test } from "./fixtures";

// Server round trips (sign-in, saving) can take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const OWNER = "owner@harbor-dental.test";

/** Letters only, unique per run and worker: a last name nobody else's test uses. */
const uniqueLetters = () =>
  (Date.now().toString(36) + Math.random().toString(36).slice(2, 6)).replace(/[0-9]/g, (d) => "abcdefghij"[+d]);

/** The page is no wider than the window (nothing to scroll sideways). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("the trail's entry for a role change names the person whose role changed", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OWNER);
  const last = `Audit${uniqueLetters()}`;
  const name = `Rhea ${last}`;
  const email = `rhea.${last.toLowerCase()}@harbor-dental.test`;

  // The owner adds a user of their own (a company user) …
  await gotoReady(page, "/user-management");
  await page.getByRole("button", { name: "Add user" }).click();
  const add = page.getByRole("dialog", { name: "Add user" });
  await add.getByLabel("E-mail").fill(email);
  await add.getByLabel("First name").fill("Rhea");
  await add.getByLabel("Last name").fill(last);
  await add.getByRole("button", { name: "Add user" }).click();
  await expectToast(page, `${name} was added.`, { contains: true });

  // … and makes them a company owner, confirming the change.
  await page.getByLabel("Search").fill(email);
  await expect(page.getByRole("row", { name: new RegExp(last) })).toHaveCount(1);
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await edit.getByRole("textbox", { name: "Role" }).click();
  await page.getByRole("listbox").getByRole("option", { name: "Company owner" }).click();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await edit.getByRole("button", { name: "Change role and save" }).click();
  await expect(edit).toHaveCount(0);

  // The trail, filtered by the action in words, names the user and the roles in words.
  await gotoReady(page, "/audit");
  await page.getByRole("textbox", { name: "Action" }).click();
  await page.getByRole("listbox").getByRole("option", { name: "Role changed", exact: true }).click();
  await expect(page).toHaveURL(/action=user\.role_change/);
  const entry = page.getByRole("row", { name: new RegExp(last) });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`Role changed — ${name}: Company user → Company owner`);
  await expect(entry).toContainText("Olivia Owner");
  await expect(entry).not.toContainText("COMPANY_");
  await expect(page.getByRole("table", { name: "Audit trail" })).not.toContainText("user.role_change");
  const link = entry.getByRole("link", { name, exact: true });
  await expect(link).toHaveAttribute("href", `/user-management?search=${encodeURIComponent(name)}`);
  expect(await fitsWidth(page)).toBe(true);

  // The user's whole history: the entry again, under a heading that names them.
  await entry.getByRole("link", { name: `Every entry about ${name}` }).click();
  await expect(page).toHaveURL(/subject_type=user&subject_id=\d+/);
  await expect(page.getByText(`History of ${name}`)).toBeVisible();
  await expect(entry).toContainText(`Role changed — ${name}: Company user → Company owner`);

  // On a phone the entry still names the user and who acted, and nothing runs off the screen (polled: the columns
  // for wide screens leave once the page has seen the new width).
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(entry).toContainText(`Role changed — ${name}`);
  await expect(entry).toContainText("Olivia Owner");
  await expect.poll(() => fitsWidth(page)).toBe(true);

  // The link opens the user in User Management.
  await link.click();
  await expect(page).toHaveURL(/\/user-management\?search=/);
  await expect(page.getByRole("row", { name: new RegExp(last) })).toContainText("Company owner");
});
