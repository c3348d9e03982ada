// Messaging that shows its history, hiring brand: a company owner opens Messages from the sidebar, writes to two
// selected candidates from a seeded template, keeps the text as a new template (toast, then picked), sees an SMS
// previewed with its opt-out line once, confirms a send that names the exact count, and finds the send among the
// past messages with its template, sender and results, then its recipients.
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@bayside-bakery.test";
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe.configure({ timeout: 120_000 });

test("an owner sends from a template, saves a template, and finds the send among past messages", async ({ page }) => {
  await signIn(page, OWNER);
  await page.getByRole("link", { name: "Messages", exact: true }).click();
  await page.waitForURL(/\/messages$/);
  await waitUntilReady(page);
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();

  // Two people chosen on the list.
  await gotoReady(page, "/candidates");
  const boxes = page.getByRole("checkbox", { name: /^Select (?!all)/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole("link", { name: "Message the 2 selected" }).click();
  await page.waitForURL(/\/messages\/new\?ids=/);
  await waitUntilReady(page);

  // A seeded template fills subject and text.
  await page.getByRole("textbox", { name: "Template" }).click();
  await page.getByRole("option", { name: "Invitation to the assessment" }).click();
  await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue(/the next step/);

  // The text, changed, kept as a template of its own.
  const templateName = `Spring invitation ${unique}`;
  await page.getByRole("textbox", { name: "Subject" }).fill(`Hello from the bakery ${unique}`);
  await page.getByRole("button", { name: "Save as template…" }).click();
  const naming = page.getByRole("dialog", { name: "Save as a template" });
  await naming.getByRole("textbox", { name: "Template name" }).fill(templateName);
  await naming.getByRole("button", { name: "Save template" }).click();
  await expectToast(page, `Template “${templateName}” saved.`, { contains: true });
  await expect(naming).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Template" })).toHaveValue(templateName);

  // An SMS preview shows the text as sent: the opt-out line once, also when it was typed.
  await page.getByRole("radiogroup", { name: "Channel" }).getByText("SMS").click();
  await page.getByRole("textbox", { name: "Message" }).fill("See you soon, {{ name }}. Reply STOP to opt out.");
  await page.getByRole("button", { name: "Preview" }).click();
  const previewed = page.getByRole("region", { name: "Preview" }).getByRole("article").first();
  await expect(previewed).toContainText("Reply STOP to opt out.");
  expect((await previewed.innerText()).match(/Reply STOP/g)).toHaveLength(1);

  // Back to e-mail, with the saved template; the confirmation names the exact count.
  await page.getByRole("radiogroup", { name: "Channel" }).getByText("E-mail").click();
  await page.getByRole("textbox", { name: "Template" }).click();
  await page.getByRole("option", { name: templateName }).click();
  await page.getByRole("button", { name: "Send…" }).click();
  const confirm = page.getByRole("dialog", { name: "Send this message?" });
  await expect(confirm).toContainText("An e-mail goes to 2 candidates");
  await confirm.getByRole("button", { name: "Send to 2 candidates" }).click();
  await page.waitForURL(/\/messages\/\d+$/);
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  await expect(page.getByText(`from the template “${templateName}”`)).toBeVisible();

  // Among the past messages, newest first: template, count and results; its row opens the recipients.
  await page.getByRole("link", { name: "← All messages" }).click();
  await page.waitForURL(/\/messages$/);
  await waitUntilReady(page);
  const row = page.getByRole("table", { name: "Past messages" }).getByRole("row").nth(1);
  await expect(row).toContainText(`Hello from the bakery ${unique}`);
  await expect(row).toContainText(`From the template “${templateName}”`);
  await expect(row).toContainText("2 candidates");
  await expect(row).toContainText("2 sent");
  await row.getByRole("link").first().click();
  await page.waitForURL(/\/messages\/\d+$/);
  await expect(page.getByRole("table", { name: "Results" }).getByRole("row")).toHaveCount(3);
});
