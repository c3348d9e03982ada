// The companies overview in the browser, for both brands: a super admin finds companies grouped by franchise, acts
// as a company user and comes back, and manages a company's details, logo, locations and activity; at 375 px too.
import { actAs, signIn } from "./auth";
import { expectToast } from "./toasts";
import { expect as baseExpect, gotoReady, test } from "./fixtures";

// Server round trips (sign-in, e-mail, saving) can take seconds on a busy machine; toasts last 2 s once shown.
const expect = baseExpect.configure({ timeout: 15_000 });
// Each journey signs in through the identity provider at least once (scrypt): room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

test("a super admin acts as a company user from the companies overview and comes back", async ({ page }) => {
  await signIn(page, "ben.ops@provider.test");
  await page.getByRole("link", { name: "Companies" }).click();
  await expect(page).toHaveURL(/\/companies\/overview$/);
  await expect(page.getByRole("heading", { name: "Northwind Franchise Group" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Independent companies" })).toBeVisible();

  await page.getByLabel("Search").fill("harbor");
  await expect(page.getByRole("heading", { name: "Southern Cross Group" })).toHaveCount(0);
  await page.getByRole("link", { name: "Harbor Dental" }).click();
  const drawer = page.getByRole("dialog", { name: "Harbor Dental" });
  await expect(drawer.getByRole("list", { name: "Users of Harbor Dental" })).toContainText("Rita Recruiter");
  // No "Act as" for an inactive user.
  await expect(drawer.getByRole("button", { name: "Act as Fred Former" })).toHaveCount(0);
  // Asked first: whose account, why (for the company's audit trail); Cancel starts nothing.
  await drawer.getByRole("button", { name: "Act as Rita Recruiter" }).click();
  const confirm = page.getByRole("dialog", { name: "Act as Rita Recruiter?" });
  await expect(confirm).toContainText("recorded in the company's audit trail under your name");
  await expect(confirm.getByRole("button", { name: "Act as Rita" })).toBeDisabled();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await actAs(drawer, "Rita Recruiter", "She asked for help with her pipeline");

  await expect(page).toHaveURL(/\/$/);
  // The bar (phone) and the sidebar banner (desktop) say the same; one of them shows.
  await expect(page.getByText("Logged in as: Rita Recruiter of Harbor Dental").filter({ visible: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Welcome back, Rita/ })).toBeVisible();
  // Acting as a company user, the super admin's areas are closed.
  await expect(page.getByRole("link", { name: "Companies" })).toHaveCount(0);

  await page.getByRole("button", { name: "Back to All Companies" }).click();
  await expect(page).toHaveURL(/\/companies\/overview$/);
  await expect(page.getByText("Logged in as:")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Companies", exact: true })).toBeVisible();
});

test("a super admin updates a company, its logo and locations, and sees it in its activity", async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, "eve.product@provider.test");
  await gotoReady(page, "/companies/overview?search=redwood");
  await page.getByRole("link", { name: "Redwood Realty" }).click();
  const drawer = page.getByRole("dialog", { name: "Redwood Realty" });

  // Details: a bad value answers at the field; a good one saves.
  await drawer.getByRole("tab", { name: "Details" }).click();
  await drawer.getByRole("textbox", { name: "Name", exact: true }).fill("");
  await drawer.getByRole("button", { name: "Save details" }).click();
  await expectToast(page, "name: is required");
  await expect(drawer.getByText("Name is required")).toBeVisible();
  await drawer.getByRole("textbox", { name: "Name", exact: true }).fill("Redwood Realty");
  const industry = `Real estate ${Date.now().toString(36)}`;
  await drawer.getByLabel("Industry").fill(industry);
  await drawer.getByRole("button", { name: "Save details" }).click();
  await expectToast(page, "Company details saved");

  // Logo: an SVG is refused before upload; a PNG is stored and shown; then removed.
  await drawer.getByRole("tab", { name: "Logo" }).click();
  await expect(drawer.getByText("No logo yet.")).toBeVisible();
  const fileInput = drawer.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
  });
  await expect(drawer.getByText("Logo must be a PNG or JPEG image")).toBeVisible();
  await fileInput.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await drawer.getByRole("button", { name: "Upload logo" }).click();
  await expectToast(page, "Logo uploaded");
  const logo = drawer.getByRole("img", { name: "Redwood Realty logo" });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await drawer.getByRole("button", { name: "Remove logo" }).click();
  await expectToast(page, "Logo removed");
  await expect(drawer.getByText("No logo yet.")).toBeVisible();

  // Locations: add, refuse a duplicate, rename, delete.
  await drawer.getByRole("tab", { name: "Locations" }).click();
  const name = `Office ${Date.now().toString(36)}`;
  await drawer.getByLabel("New location").fill(name);
  await drawer.getByRole("button", { name: "Add", exact: true }).click();
  await expectToast(page, `Added location “${name}”`);
  await drawer.getByLabel("New location").fill(name.toUpperCase());
  await drawer.getByRole("button", { name: "Add", exact: true }).click();
  await expectToast(page, "name: already exists in this company");
  await drawer.getByLabel(`Name of location ${name}`).fill(`${name} North`);
  await drawer.getByRole("button", { name: `Save location ${name}` }).click();
  await expectToast(page, `Saved location “${name} North”`);
  await drawer.getByRole("button", { name: `Delete location ${name} North` }).click();
  await page.getByRole("dialog", { name: "Delete location?" }).getByRole("button", { name: "Delete" }).click();
  await expectToast(page, `Deleted location “${name} North”`);
  await expect(drawer.getByRole("list", { name: "Locations" })).not.toContainText(name);

  // Activity: the changes were recorded as company events.
  await drawer.getByRole("tab", { name: "Activity" }).click();
  await expect(drawer.getByText("Company details updated").first()).toBeVisible();
  await expect(drawer.getByText("Logo uploaded").first()).toBeVisible();
  await expect(drawer.getByText(`Deleted location “${name} North”`)).toBeVisible();

  // The overview shows the new industry.
  await drawer.getByRole("button", { name: "Close company" }).click();
  await expect(page.getByRole("row", { name: /Redwood Realty/ })).toContainText(industry);
});

test("at 375 px the overview fits and a company opens full-screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, "finn.eng@provider.test");
  await gotoReady(page, "/companies/overview");
  await expect(page.getByRole("heading", { name: "Companies", exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole("link", { name: "Summit Fitness" }).click();
  const drawer = page.getByRole("dialog", { name: "Summit Fitness" });
  await expect(drawer.getByRole("button", { name: "Act as Sean Summit" })).toBeInViewport();
  expect((await drawer.boundingBox())!.width).toBeGreaterThanOrEqual(370);
  await drawer.getByRole("button", { name: "Close company" }).click();

  // Adding a company by hand: the contract's refusal beside the field, then the new company opens with a toast.
  await page.getByRole("button", { name: "Add company" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a company" });
  await dialog.getByRole("button", { name: "Add company" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  const name = `Handmade ${Date.now().toString(36)}`;
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("button", { name: "Add company" }).click();
  await expectToast(page, `Company “${name}” added`);
  await expect(page.getByRole("dialog", { name })).toBeVisible();
});
