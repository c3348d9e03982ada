// The rights portal on a person's own report, on a 375 px phone: the person takes the assessment, opens their report
// from the e-mail signed out, asks for a human review from the portal, and is told by when it is answered; the
// company's owner finds the request in /requests, with its 30-day due date, and sets it in progress.
import { makeCandidate } from "./assessments";
import { signIn } from "./auth";
import { expect as baseExpect, gotoReady, test } from "./fixtures";
import { latestLinkInOutbox } from "./outbox";

const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const SIGNED_OUT = { cookies: [], origins: [] };
const OWNER = "owner@harbor-dental.test";

test("a person files a request from their own report on a phone, and the owner sees it in Requests", async ({
  browser,
  request,
  baseURL,
  page,
}) => {
  test.setTimeout(120_000);
  const last = `Rights${Date.now()}`;
  const person = await makeCandidate(request, { first: "Rowan", last });
  const path = await latestLinkInOutbox(browser, baseURL!, person.email, "/my-report/");

  const phone = await browser.newContext({ ...PHONE, baseURL, storageState: SIGNED_OUT });
  try {
    const own = await phone.newPage();
    await gotoReady(own, path);
    const portal = own.getByTestId("rights-portal");
    await expect(portal.getByRole("heading", { name: "Your rights" })).toBeVisible();
    const review = own.getByTestId("rights-human_review");
    await review.getByRole("textbox").fill("Please have a person look at my result again.");
    await review.getByRole("button", { name: "Ask for a human review" }).click();
    await expect(own.getByTestId("rights-sent")).toContainText("Your request for a human review was sent.");
    await expect(own.getByTestId("rights-sent")).toContainText("by e-mail by");
    expect(await own.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  } finally {
    await phone.close();
  }

  await signIn(page, OWNER);
  await page.getByRole("link", { name: "Requests" }).first().click();
  await expect(page.getByRole("heading", { name: "Requests", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `Rowan ${last}` });
  await expect(row).toContainText("Human review of a decision");
  await expect(row).toContainText("Open");
  await row.getByRole("link", { name: "Human review of a decision" }).click();
  await expect(page.getByText("Please have a person look at my result again.")).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).selectOption("in_progress");
  await page.getByRole("button", { name: "Set status" }).click();
  await expect(page.getByTestId("request-status")).toContainText("In progress");
});
