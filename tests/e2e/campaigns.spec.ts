// Hiring campaigns and their funnels, hiring brand: a company owner creates a live campaign; a candidate
// opens its funnel signed out on a 375 px phone, registers and completes the assessment; the campaign shows 1 visit,
// 1 registration and 1 completion. One flow whose candidate (FUNNEL_CANDIDATE) later steps may go on with, e.g.
// writing to them.
import { simulatedAnswers } from "./assessments";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { EACH_BRAND, expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";
import { latestLinkInOutbox } from "./outbox";

const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@harbor-dental.test";
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** The candidate who comes in through the funnel: later steps of this flow can find and write to them. */
const FUNNEL_CANDIDATE = {
  first: "Fern",
  last: `Funnel${unique}`,
  email: `fern.funnel.${unique}@example.test`,
};

test.describe.configure({ timeout: 150_000 });

test(
  "a campaign's funnel counts a visitor who registers and completes the assessment",
  { tag: EACH_BRAND },
  async ({ page, browser, baseURL, brand }) => {
    // The hiring funnel (roles, hires); campaigns-coaching.spec.ts walks the coaching brand's invitations.
    test.skip(!brand.campaigns.steps.includes("hires"), "the hiring funnel is the hiring brand's");
    const name = `Spring e2e ${unique}`;

    // The owner creates a live campaign for a role.
    await signIn(page, OWNER);
    await page.getByRole("link", { name: "Hiring Campaigns" }).click();
    await page.waitForURL(/\/hiring-campaigns$/);
    await waitUntilReady(page);
    await page.getByRole("button", { name: "New campaign" }).click();
    const dialog = page.getByRole("dialog", { name: "New campaign" });
    await dialog.getByRole("textbox", { name: "Name" }).fill(name);
    await dialog.getByRole("combobox", { name: "Company" }).selectOption({ label: "Harbor Dental" });
    // A text field with suggestions (the company's role names): a combobox to assistive technology.
    await dialog.getByRole("combobox", { name: "Role", exact: true }).fill("Receptionist");
    await dialog.getByRole("combobox", { name: "Channel" }).selectOption({ label: "Social" });
    await dialog.getByRole("combobox", { name: "Status" }).selectOption({ label: "Live" });
    await dialog.getByRole("button", { name: "Create campaign" }).click();
    await page.waitForURL(/\/hiring-campaigns\/\d+$/);
    await expectToast(page, `Campaign “${name}” created.`, { contains: true });
    await expect(page.getByTestId("campaign-qr").locator("svg")).toBeVisible();
    const link = await page.getByRole("textbox", { name: "Public funnel link" }).inputValue();
    expect(link).toMatch(/\/funnels\/[0-9a-f-]{36}\?via=social$/);

    // A candidate, signed out on a phone, opens the funnel and registers.
    const phone = await browser.newContext({ baseURL, ...PHONE });
    const candidate = await phone.newPage();
    await candidate.goto(new URL(link).pathname + new URL(link).search);
    await waitUntilReady(candidate);
    await expect(candidate.getByRole("heading", { level: 1, name: "Receptionist" })).toBeVisible();
    await expect(candidate.getByText("Harbor Dental").first()).toBeVisible();
    expect(await candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await candidate.getByRole("link", { name: "Start the assessment" }).click();
    await candidate.waitForURL(/\/survey\/register\?.*campaign=/);
    await waitUntilReady(candidate);
    await candidate.getByLabel("First name").fill(FUNNEL_CANDIDATE.first);
    await candidate.getByLabel("Last name").fill(FUNNEL_CANDIDATE.last);
    await candidate.getByLabel("E-mail").fill(FUNNEL_CANDIDATE.email);
    await candidate.getByRole("combobox", { name: brand.wording.roleQuestion }).selectOption("Receptionist");
    await candidate.getByRole("checkbox", { name: /I agree/ }).check();
    await candidate.getByRole("button", { name: "Start the assessment" }).click();
    await candidate.waitForURL(/\/survey\/take\?id=[0-9a-f-]{36}/);
    const uuid = new URL(candidate.url()).searchParams.get("id")!;

    // Answering 120 items by hand is the survey spec's job: the answers go in through the API, the page submits.
    const saved = await candidate.request.put(`/api/v2/surveys/${uuid}/answers`, {
      data: { answers: simulatedAnswers() },
    });
    expect(saved.ok()).toBe(true);
    await candidate.goto(`/survey/take?id=${uuid}&page=12`);
    await waitUntilReady(candidate);
    await candidate.getByRole("button", { name: "Submit" }).click();
    // Thanks, or the instant interview where the brand's interview after the assessment applies to the candidate.
    await candidate.waitForURL(/\/(survey\/thank-you|instant-interview)/);
    await phone.close();

    // The campaign counts one of each step so far.
    await page.reload();
    await waitUntilReady(page);
    await expect(page.getByTestId("step-visits")).toHaveText("1");
    await expect(page.getByTestId("step-registrations")).toHaveText("1");
    await expect(page.getByTestId("step-completions")).toHaveText("1");
    await expect(page.getByTestId("step-hires")).toHaveText("0");
    await expect(page.getByRole("table").filter({ hasText: "Per channel" })).toContainText("Social");

    // Messaging: the owner writes to the candidate from the list, with variables and a preview.
    const fullName = `${FUNNEL_CANDIDATE.first} ${FUNNEL_CANDIDATE.last}`;
    await gotoReady(page, `/candidates?search=${encodeURIComponent(FUNNEL_CANDIDATE.email)}`);
    await page.getByRole("checkbox", { name: `Select ${fullName}` }).check();
    await page.getByRole("link", { name: "Message the 1 selected" }).click();
    await page.waitForURL(/\/messages\/new\?ids=\d+$/);
    await waitUntilReady(page);
    await page.getByRole("textbox", { name: "Subject" }).fill("Next steps, {{ name }}");
    await page
      .getByRole("textbox", { name: "Message" })
      .fill("Dear {{ name }}, thank you for your interest in {{ job }}.");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("region", { name: "Preview" }).getByRole("article", { name: fullName })).toContainText(
      "Dear Fern, thank you for your interest in Receptionist.",
    );
    await page.getByRole("button", { name: "Send…" }).click();
    // The confirmation counts who receives it.
    const confirmSend = page.getByRole("dialog", { name: "Send this message?" });
    await expect(confirmSend).toContainText("An e-mail goes to 1 person");
    await confirmSend.getByRole("button", { name: "Send" }).click();
    await page.waitForURL(/\/messages\/\d+$/);
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    await expect(page.getByText("Sent 1")).toBeVisible();

    // It is in the outbox (with its unsubscribe link) and in the conversation on the candidate's page.
    const unsubscribe = await latestLinkInOutbox(browser, baseURL!, FUNNEL_CANDIDATE.email, "/unsubscribe/");
    await page.getByRole("table", { name: "Results" }).getByRole("link", { name: fullName }).click();
    await page.waitForURL(/\/survey-results\/\d+$/);
    const conversation = page.getByRole("list", { name: "Conversation" });
    await expect(conversation.getByRole("listitem").first()).toContainText("Next steps, Fern");
    await expect(conversation.getByRole("listitem").first()).toContainText("Sent");

    // The candidate unsubscribes from the e-mail's link (signed out, on the phone).
    const reader = await browser.newContext({ baseURL, ...PHONE });
    const inbox = await reader.newPage();
    await inbox.goto(unsubscribe);
    await waitUntilReady(inbox);
    await inbox.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(inbox.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
    await reader.close();

    // The next bulk send to everyone matching the list's filter skips them, with the reason.
    await gotoReady(page, `/messages/new?all=1&search=${encodeURIComponent(FUNNEL_CANDIDATE.email)}`);
    await page.getByRole("textbox", { name: "Subject" }).fill("News");
    await page.getByRole("textbox", { name: "Message" }).fill("Hello {{ name }}");
    await page.getByRole("button", { name: "Send…" }).click();
    await page.getByRole("dialog", { name: "Send this message?" }).getByRole("button", { name: "Send" }).click();
    await page.waitForURL(/\/messages\/\d+$/);
    await expect(page.getByText("Skipped 1")).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Results" }).getByRole("row", { name: new RegExp(fullName) }),
    ).toContainText("Unsubscribed");
  },
);
