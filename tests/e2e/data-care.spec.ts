// A company owner's data care in the browser, on a 375 px phone: adding a webhook shows its signing secret once, a
// test event shows in its log, and deleting it asks first; a person's report offers their data for download and
// erases it only after their e-mail address is typed, then the list says so and the report is gone. The person is
// made for this test alone.
import { makeCandidate } from "./assessments";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@harbor-dental.test";

test.describe.configure({ timeout: 120_000 });

test("webhooks and a person's data rights, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const who = await makeCandidate(page.request, { first: "Dana", last: `Erase${Date.now().toString(36)}` });
  const name = `${who.first} ${who.last}`;
  await signIn(page, OWNER);

  // Webhooks: add one (a local receiver is allowed in the local stage); its secret is shown once; delete it.
  await gotoReady(page, "/settings/webhooks");
  await page.getByRole("button", { name: "Add webhook" }).click();
  const dialog = page.getByRole("dialog", { name: "Add webhook" });
  await dialog.getByLabel("URL").fill("http://127.0.0.1:9/e2e-hook");
  await dialog.getByLabel("Description").fill(`e2e ${who.last}`);
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  await expect(page.getByTestId("webhook-secret")).toHaveValue(/^whsec_/);
  const card = page.getByRole("listitem").filter({ hasText: `e2e ${who.last}` });
  // A test event before any real one: its delivery shows in the hook's log (nothing listens on port 9).
  await card.getByRole("button", { name: "Send test event" }).click();
  await expect(card.getByLabel("Deliveries")).toContainText("Test event");
  await card.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete this webhook?" })
    .getByRole("button", { name: "Delete webhook" })
    .click();
  await expect(card).toHaveCount(0);

  // The person's report: their data, downloadable; erasing waits for their e-mail address.
  await gotoReady(page, `/candidates?search=${encodeURIComponent(who.email)}`);
  await page.getByRole("link", { name }).first().click();
  await page.waitForURL(/\/survey-results\/\d+$/);
  await waitUntilReady(page);
  const section = page.getByRole("region", { name: "Their data" });
  const download = page.waitForEvent("download");
  await section.getByRole("link", { name: "Download complete data (JSON)" }).click();
  const file = await download;
  expect(
    JSON.parse(await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString())),
  ).toMatchObject({ person: { email: who.email } });

  await section.getByRole("button", { name: "Erase all data…" }).click();
  const erase = page.getByRole("dialog", { name: `Erase everything about ${name}?` });
  const confirm = erase.getByRole("button", { name: "Erase for good" });
  await expect(confirm).toBeDisabled();
  await erase.getByLabel("Type their e-mail address to confirm").fill(who.email.toUpperCase());
  await confirm.click();
  await page.waitForURL(/\/candidates/);
  await expectToast(page, "Everything held about the person was erased.");
  const scrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(scrollsSideways).toBe(false);
});
