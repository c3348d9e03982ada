// The rights portal on a person's own report, on a 375 px phone, in each brand: the person takes the assessment, opens
// their report from the e-mail signed out, and exercises each right from it — a human review, an accommodation, a
// correction (each told by when it is answered), their data as a PDF and as JSON (each a done request), and last the
// deletion, confirmed. The company's owner finds each in /requests with its 30-day due date; after the deletion the
// earlier requests no longer name the person or keep what they wrote. axe checks the portal, its answer, the inbox and
// a request's page on the way, and no page scrolls sideways on the phone.
import { formatDate } from "../../domain/format";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { dueFrom } from "../../domain/data-requests";
import { makeCandidate } from "./assessments";
import { signIn } from "./auth";
import { expectAccessible } from "./axe";
import { expect as baseExpect, gotoReady, test } from "./fixtures";
import { latestLinkInOutbox } from "./outbox";

const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const SIGNED_OUT = { cookies: [], origins: [] };
const OWNER = "owner@harbor-dental.test";

const FILED = [
  {
    type: "human_review",
    details: "Please have a person look at my result again.",
    button: "Ask for a human review",
    sent: "Your request for a human review was sent.",
    label: "Human review of a decision",
  },
  {
    type: "accommodation",
    details: "I would rather answer the questions on paper.",
    button: "Ask for an accommodation",
    sent: "Your request for an accommodation was sent.",
    label: "Accommodation or alternative process",
  },
  {
    type: "correction",
    details: "My last name is spelled wrong.",
    button: "Report wrong data",
    sent: "Your report of wrong data was sent.",
    label: "Wrong data",
  },
] as const;

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth > 0);

async function downloaded(page: Page, link: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: link }).click();
  return fs.readFileSync((await (await download).path())!);
}

test("a person exercises each right from their own report on a phone, and the owner sees each in Requests with its due date", async ({
  browser,
  request,
  baseURL,
  page,
}) => {
  test.setTimeout(180_000);
  const first = "Rowan";
  const last = `Rights${Date.now()}`;
  const name = `${first} ${last}`;
  const person = await makeCandidate(request, { first, last });
  const path = await latestLinkInOutbox(browser, baseURL!, person.email, "/my-report/");
  const due = formatDate(dueFrom(new Date()).toISOString());

  const phone = await browser.newContext({ ...PHONE, baseURL, storageState: SIGNED_OUT });
  const own = await phone.newPage();
  try {
    await gotoReady(own, path);
    await expect(own.getByTestId("rights-portal").getByRole("heading", { name: "Your rights" })).toBeVisible();
    await expectAccessible(own, "the own report and its rights portal (phone)");
    expect(await scrollsSideways(own)).toBe(false);

    for (const filed of FILED) {
      const form = own.getByTestId(`rights-${filed.type}`);
      await form.getByRole("textbox").fill(filed.details);
      await form.getByRole("button", { name: filed.button }).click();
      const sent = own.getByTestId("rights-sent");
      await expect(sent).toContainText(filed.sent);
      await expect(sent).toContainText(`by e-mail by ${due}`);
      if (filed.type === "human_review") await expectAccessible(own, "the rights portal's answer (phone)");
      expect(await scrollsSideways(own)).toBe(false);
      await own.getByRole("link", { name: "Back to your report" }).click();
      await expect(own.getByTestId("rights-portal")).toBeVisible();
    }

    // Their data: the readable PDF and the complete JSON, each of this person only.
    const pdf = await downloaded(own, "Download my data (PDF)");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const json = JSON.parse((await downloaded(own, "Download my data (JSON)")).toString()) as {
      person: { email: string; first: string; last: string };
    };
    expect(json.person).toMatchObject({ email: person.email, first, last });
  } catch (error) {
    await phone.close();
    throw error;
  }

  // The owner's inbox: the three filed requests open, the two downloads done, all due 30 days from today.
  await signIn(page, OWNER);
  await page.getByRole("link", { name: "Requests" }).first().click();
  await expect(page.getByRole("heading", { name: "Requests", level: 1 })).toBeVisible();
  const rows = page.getByRole("row").filter({ hasText: name });
  await expect(rows).toHaveCount(5);
  for (const filed of FILED) {
    const row = rows.filter({ hasText: filed.label });
    await expect(row).toContainText("Open");
    await expect(row).toContainText(due);
  }
  const exports = rows.filter({ hasText: "Copy of their data" });
  await expect(exports).toHaveCount(2);
  for (const row of await exports.all()) {
    await expect(row).toContainText("Done");
    await expect(row).toContainText(due);
  }
  await expectAccessible(page, "/requests");
  await rows.filter({ hasText: "Human review of a decision" }).getByRole("link").click();
  await expect(page.getByText(FILED[0].details)).toBeVisible();
  await expectAccessible(page, "a request's page");
  const reviewUrl = page.url();

  // Last, the deletion, confirmed; the link stops working.
  try {
    await gotoReady(own, path);
    const erasure = own.getByTestId("rights-erasure");
    await erasure.getByRole("checkbox", { name: "I understand that this cannot be undone" }).check();
    await erasure.getByRole("button", { name: "Delete my data" }).click();
    await expect(own.getByTestId("rights-erased")).toContainText("Your data was deleted");
    await expectAccessible(own, "the deletion's answer (phone)");
    expect(await scrollsSideways(own)).toBe(false);
    expect((await own.goto(path))?.status()).toBeGreaterThanOrEqual(400);
  } finally {
    await phone.close();
  }

  // The inbox keeps the deletion, done and naming no one; the earlier requests no longer name the person, and
  // what they wrote is gone.
  await gotoReady(page, "/requests?type=erasure");
  await expect(
    page.getByRole("row").filter({ hasText: "Data erased at their request" }).filter({ hasText: due }).first(),
  ).toContainText("Done");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await gotoReady(page, reviewUrl);
  await expect(page.getByRole("main")).toContainText("Data erased at their request");
  await expect(page.getByText(FILED[0].details)).toHaveCount(0);
  await expect(page.getByText("Nothing kept: their data was erased.")).toBeVisible();
});
