// Taking the assessment on a phone: register through a company's link, answer, reload half-way, drop the
// connection, continue on a second device, submit. Nothing given is lost. Then the company finds the candidate in its
// list with bands and opens the report. Brand-agnostic, so in the hiring brand only; what the other brand shows of
// the same pages (its role question, its list's name, its band colours) is in brand-smoke.spec.ts.
import type { BrowserContext, Page } from "@playwright/test";
import { demoAssessmentToken } from "../../api/db/seed-assessments";
import { ITEMS } from "../../domain/assessment/items";
import { ANSWER_CHOICES } from "../../domain/assessment/traits";
import { signIn } from "./auth";
import { latestLinkInOutbox } from "./outbox";
import { BRANDS, expect, FRAMEWORK_NOISE, test, waitUntilReady } from "./fixtures";

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const LINK = `/survey/register?link=${demoAssessmentToken("harbor-dental")}`;
/** The brand these tests run in (playwright.config.ts: brand-agnostic tests run once, in the hiring brand). */
const brand = BRANDS.hb;

/** The answer this test gives to item i (0-based): every choice is used. */
const valueFor = (i: number) => ((i * 7) % 5) + 1;

async function answer(page: Page, from: number, to: number) {
  for (let i = from; i < to; i++) {
    const item = ITEMS[i];
    const group = page.getByRole("radiogroup", { name: `${item.num}. ${item.text}` });
    await group.getByRole("radio", { name: ANSWER_CHOICES[valueFor(i) - 1].label, exact: true }).check();
  }
}

async function expectAnswered(page: Page, from: number, to: number) {
  for (let i = from; i < to; i++) {
    const item = ITEMS[i];
    const group = page.getByRole("radiogroup", { name: `${item.num}. ${item.text}` });
    await expect(group.getByRole("radio", { name: ANSWER_CHOICES[valueFor(i) - 1].label, exact: true })).toBeChecked();
  }
}

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();
const saved = (page: Page) => expect(page.getByTestId("save-status")).toHaveText("All answers saved");
const answeredCount = (page: Page) => page.getByTestId("answered-count");

/**
 * A page on a phone-sized context that records browser errors, except the ones a test causes on purpose (e.g.
 * requests that cannot leave while the context is offline) and the framework's known noise (fixtures.ts).
 */
async function phonePage(context: BrowserContext, expected: RegExp[] = []) {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && ![...expected, ...FRAMEWORK_NOISE].some((e) => e.test(m.text())))
      problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return { page, problems };
}

/** Fills in and sends the registration form (and waits for the assessment's page unless told otherwise). */
async function register(page: Page, email: string, { expectAssessment = true } = {}) {
  await page.goto(LINK);
  await waitUntilReady(page);
  await page.getByLabel("First name").fill("Pat");
  await page.getByLabel("Last name").fill("Phone");
  await page.getByLabel("E-mail").fill(email);
  // Sex is optional (the comparison group only): left out here, so the combined norms score the answers.
  await page.getByLabel("Age (optional)").fill("34");
  await page.getByRole("combobox", { name: brand.wording.roleQuestion }).selectOption("Receptionist");
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByRole("button", { name: "Start the assessment" }).click();
  if (!expectAssessment) return;
  await page.waitForURL(/\/survey\/take\?id=[0-9a-f-]{36}/);
  await waitUntilReady(page);
}

test("an invalid link explains itself", async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  // The page answers 404 on purpose, which the browser logs as a failed load.
  const { page, problems } = await phonePage(context, [/status of 404/]);
  const response = await page.goto("/survey/register?link=no-such-company-link");
  expect(response?.status()).toBe(404);
  await waitUntilReady(page);
  await expect(page.getByRole("alert")).toContainText("This assessment link is not valid");
  expect(problems).toEqual([]);
  await context.close();
});

test("registration shows an error per field and keeps what was typed", async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const { page, problems } = await phonePage(context);
  await page.goto(LINK);
  await waitUntilReady(page);
  await page.getByLabel("First name").fill("Kept");
  await page.getByLabel("E-mail").fill("not-an-email");
  await page.getByRole("button", { name: "Start the assessment" }).click();
  await expect(page.getByText("Last name is required.")).toBeVisible();
  await expect(page.getByText("E-mail must be a valid e-mail address.")).toBeVisible();
  // Sex is optional and says what it is for; leaving it out is no problem.
  await expect(page.getByRole("radiogroup", { name: "Sex (optional)" })).toHaveAccessibleDescription(
    /comparison group for your scores — never in any decision about you/,
  );
  await expect(page.getByText("Choose one of the options.")).toHaveCount(0);
  await expect(page.getByText("Please give your consent to take the assessment.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Kept");
  await expect(page.getByLabel("E-mail")).toHaveValue("not-an-email");
  expect(problems).toEqual([]);
  await context.close();
});

test("the take page sends one page of statements; the page's script builds the next from the statements' data", async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const { page, problems } = await phonePage(context);
  await register(page, `one.page.${Date.now()}@example.test`);
  // Ten statements of five answers, and the template's five: all 120 statements rendered made the page 735 KB.
  const html = await (await page.request.get(page.url())).text();
  expect(html.match(/type="radio"/g)).toHaveLength(55);
  expect(html.length).toBeLessThan(150_000);
  await answer(page, 0, 10);
  await next(page);
  await expect(page.getByRole("heading", { name: "Page 2 of 12" })).toBeVisible();
  await answer(page, 10, 12);
  // A built statement's label names its answers (ids of their own, not the template's).
  await page
    .locator("[data-take-page]:not([hidden])")
    .getByText(ANSWER_CHOICES[0].label, { exact: true })
    .nth(2)
    .click();
  await expect(
    page.getByRole("radiogroup", { name: `${ITEMS[12].num}. ${ITEMS[12].text}` }).getByRole("radio", {
      name: ANSWER_CHOICES[0].label,
      exact: true,
    }),
  ).toBeChecked();
  await page.getByRole("button", { name: "Back" }).click();
  await expectAnswered(page, 0, 10);
  expect(problems).toEqual([]);
  await context.close();
});

test("a first page answered with one value throughout gets one polite nudge to read each statement, then goes on", async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const { page, problems } = await phonePage(context);
  await register(page, `one.value.${Date.now()}@example.test`);
  const same = ANSWER_CHOICES[2].label;
  for (const item of ITEMS.slice(0, 10)) {
    const group = page.getByRole("radiogroup", { name: `${item.num}. ${item.text}` });
    await group.getByRole("radio", { name: same, exact: true }).check();
  }
  const nudge = page.getByRole("status").filter({ hasText: "Please read each statement" });
  await expect(nudge).toBeHidden();
  await next(page);
  await expect(nudge).toBeVisible();
  await expect(nudge).toContainText("You gave every statement on this page the same answer.");
  await expect(page.getByRole("heading", { name: "Page 2 of 12" })).toBeHidden();
  // The candidate may keep the answers: the second Next goes on, and the nudge never comes back.
  await next(page);
  await expect(page.getByRole("heading", { name: "Page 2 of 12" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await next(page);
  await expect(page.getByRole("heading", { name: "Page 2 of 12" })).toBeVisible();
  await expect(nudge).toBeHidden();
  expect(problems).toEqual([]);
  await context.close();
});

test("take the whole assessment on a phone: reload half-way, go offline, continue on a second device, submit; the candidate then appears in the list with bands and in a report with 5 domains and 30 facets", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `pat.phone.${Date.now()}@example.test`;

  // First device.
  const first = await browser.newContext(PHONE);
  // Requests the browser cannot send while offline are logged as errors; those are the point of the test.
  const a = await phonePage(first, [/ERR_INTERNET_DISCONNECTED/]);
  await register(a.page, email);
  const uuid = new URL(a.page.url()).searchParams.get("id")!;
  await expect(a.page.getByRole("progressbar", { name: "Answered" })).toHaveAttribute("aria-valuenow", "0");
  for (let p = 0; p < 5; p++) {
    await answer(a.page, p * 10, p * 10 + 10);
    await next(a.page);
  }
  await answer(a.page, 50, 55);
  await saved(a.page);
  await expect(answeredCount(a.page)).toHaveText("55 of 120 answered");
  await expect(a.page.getByRole("progressbar", { name: "Answered" })).toHaveAttribute("aria-valuenow", "46");

  // Reload half-way: back on page 6 with its first five answers, nothing lost.
  await a.page.reload();
  await waitUntilReady(a.page);
  await expect(a.page.getByRole("heading", { level: 1 })).toHaveText("Page 6 of 12");
  await expect(answeredCount(a.page)).toHaveText("55 of 120 answered");
  await expectAnswered(a.page, 50, 55);
  expect(JSON.parse((await a.page.evaluate(() => localStorage.getItem("survey data")))!).uuid).toBe(uuid);
  expect(await a.page.evaluate(() => localStorage.getItem("previous survey page URL"))).toBe(
    `/survey/take?id=${uuid}&page=6`,
  );

  // The connection drops: answers are kept and sent once it is back.
  await first.setOffline(true);
  await answer(a.page, 55, 58);
  await expect(a.page.getByText("You are offline")).toBeVisible();
  await expect(a.page.getByTestId("save-status")).toHaveText("Offline: answers kept on this device");
  await first.setOffline(false);
  await saved(a.page);

  // Back at the company's link, this device offers to continue where it left off.
  await a.page.goto(LINK);
  await waitUntilReady(a.page);
  await a.page.getByRole("link", { name: "Continue where you left off" }).click();
  await expect(a.page.getByRole("heading", { level: 1 })).toHaveText("Page 6 of 12");
  await expectAnswered(a.page, 50, 58);

  // Second device: registering with the same e-mail sends the way back to the owner of that address, not to
  // whoever typed it; the e-mailed link resumes at the first unanswered item.
  const second = await browser.newContext(PHONE);
  const b = await phonePage(second);
  await register(b.page, email, { expectAssessment: false });
  await expect(b.page.getByRole("status").filter({ hasText: "Check your e-mail" })).toContainText(
    "We have e-mailed you a link to continue where you left off.",
  );
  expect(b.page.url()).not.toContain(uuid);
  const link = await latestLinkInOutbox(browser, baseURL!, email, "/survey/take?id=");
  expect(link).toBe(`/survey/take?id=${uuid}`);
  await b.page.goto(link);
  await waitUntilReady(b.page);
  await expect(b.page.getByRole("heading", { level: 1 })).toHaveText("Page 6 of 12");
  await expect(answeredCount(b.page)).toHaveText("58 of 120 answered");
  await expectAnswered(b.page, 50, 58);
  await answer(b.page, 58, 60);
  await next(b.page);
  for (let p = 6; p < 12; p++) {
    await answer(b.page, p * 10, p * 10 + 10);
    if (p < 11) await next(b.page);
  }
  await expect(answeredCount(b.page)).toHaveText("120 of 120 answered");
  await saved(b.page);
  await b.page.getByRole("button", { name: "Submit" }).click();
  await b.page.waitForURL(/\/survey\/thank-you/);
  await expect(b.page.getByRole("heading", { name: /Thank you, Pat!/ })).toBeVisible();
  expect(await b.page.evaluate(() => localStorage.getItem("survey data"))).toBeNull();

  // Every answer given on either device reached the server, as given.
  const progress = await (await b.page.request.get(`/api/v2/surveys/${uuid}`)).json();
  expect(progress.submitted).toBe(true);
  expect(progress.answers.map((x: { value: number }) => x.value)).toEqual(ITEMS.map((_, i) => valueFor(i)));

  // The first device, reloaded, finds it submitted.
  await a.page.reload();
  await a.page.waitForURL(/\/survey\/thank-you/);

  expect([...a.problems, ...b.problems]).toEqual([]);
  await first.close();
  await second.close();

  // The company's owner, on a phone too, finds the candidate with bands and opens the report.
  const office = await browser.newContext(PHONE);
  const c = await phonePage(office);
  await signIn(c.page, "owner@harbor-dental.test");
  await c.page.goto(`/candidates?search=${encodeURIComponent(email)}`);
  await waitUntilReady(c.page);
  await expect(c.page.getByRole("heading", { level: 1 })).toHaveText(brand.wording.candidates);
  await expect(c.page.getByTestId("result-count")).toHaveText("1 person");
  const row = c.page.getByRole("row").filter({ hasText: email });
  const badges = row.getByTestId("domain-badges").locator("[data-band]");
  await expect(badges).toHaveCount(5);
  // Each band in the brand's colour: brand-smoke.spec.ts.
  await row.getByRole("link", { name: "Pat Phone" }).click();
  await c.page.waitForURL(/\/survey-results\/\d+$/);
  await waitUntilReady(c.page);
  await expect(c.page.getByRole("heading", { level: 1 })).toHaveText("Pat Phone");
  const table = c.page.getByTestId("score-table");
  await expect(table.getByTestId("domain-row")).toHaveCount(5);
  await expect(table.getByTestId("facet-row")).toHaveCount(30);
  // Every score with its likely range (±1 SEM), e.g. "34–66".
  await expect(table.getByTestId("likely-range")).toHaveCount(35);
  await expect(table.getByTestId("likely-range").first()).toContainText(/^\d+–\d+/);
  // The norms by name; the person's age (34) and sex stay theirs.
  await expect(c.page.getByText("IPIP-NEO-120 norms, Johnson 2014, by sex and age band").first()).toBeVisible();
  await expect(c.page.getByText(/Norm group|Prefer not to say/)).toHaveCount(0);
  // The work names, never the inventory's clinical ones (the stress domain's header also says which way it runs).
  for (const name of [
    "Stress response",
    "Extraversion",
    "Openness to Experience",
    "Agreeableness",
    "Conscientiousness",
  ]) {
    await expect(table.getByRole("rowheader", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(table).not.toContainText(/Neuroticism|Depression|Anxiety|Vulnerability|Immoderation/);
  await expect(c.page.getByTestId("facet-chart").locator(".recharts-bar-rectangle")).toHaveCount(30);
  await expect(c.page.getByTestId("domain-chart").locator(".recharts-bar-rectangle")).toHaveCount(5);
  expect(c.problems).toEqual([]);
  await office.close();
});
