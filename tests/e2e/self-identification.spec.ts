// Voluntary self-identification (hiring brand, docs/self-identification.md): a candidate registers for the assessment
// on a phone (and on a desktop), reads why the questions are asked, answers them and goes on; the demo owner, who
// was granted access to the answers, reads them in the person's data export while the person's report shows none
// of them. Another candidate applies to a published job on a phone and declines every question; the application
// goes through and the declines are kept. A recruiter without access reads nothing of them. Where the brand has no
// self-identification, the registration asks none of it.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { demoAssessmentToken } from "../../api/db/seed-assessments";
import { simulatedAnswers } from "./assessments";
import { signIn } from "./auth";
import { expect as baseExpect, EACH_BRAND, gotoReady, test, waitUntilReady } from "./fixtures";

// Server round trips (sign-in, registration, an export) can take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const OWNER = "owner@harbor-dental.test";
const RECRUITER = "recruiter@harbor-dental.test";
const LINK = `/survey/register?link=${demoAssessmentToken("harbor-dental")}`;
const JOB = "Dental Assistant";
const SECTION = "Voluntary self-identification (optional)";
const ASIAN = "Asian (Not Hispanic or Latino)";
const DECLINE = "I decline to self-identify";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A context of its own for the candidate, recording the browser errors its pages report. */
async function candidatePage(
  browser: Browser,
  baseURL: string | undefined,
  options: Parameters<Browser["newContext"]>[0],
) {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  return { context, page, problems };
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Answers and submits the assessment through the page's own API (every page of it is covered by survey.spec.ts). */
async function finishAssessment(request: APIRequestContext, uuid: string) {
  expect((await request.put(`/api/v2/surveys/${uuid}/answers`, { data: { answers: simulatedAnswers() } })).ok()).toBe(
    true,
  );
  expect((await request.post("/api/v2/surveys/submit", { data: { survey_result_uuid: uuid } })).ok()).toBe(true);
}

/** Opens the person's report from the candidates list, as staff do; answers the survey result's id. */
async function openReport(page: Page, email: string): Promise<number> {
  await gotoReady(page, `/candidates?search=${encodeURIComponent(email)}`);
  await page.getByRole("row").filter({ hasText: email }).getByRole("link").first().click();
  await page.waitForURL(/\/survey-results\/\d+$/);
  await waitUntilReady(page);
  return Number(/\/survey-results\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
}

/** The person's complete data, downloaded from their report as an owner does for a subject access request. */
async function downloadExport(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download complete data (JSON)" }).click(),
  ]);
  return JSON.parse(await readFile((await download.path())!, "utf8")) as {
    tables: { self_identifications?: Record<string, unknown>[] };
  };
}

/** Nothing of the self-identification on the staff report page. */
async function expectReportWithoutSelfIdentification(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByText(/self-identif/i)).toHaveCount(0);
  await expect(main.getByText(/Asian|Not Hispanic or Latino/)).toHaveCount(0);
  await expect(main.getByText(/\bFemale\b/)).toHaveCount(0);
}

for (const device of [
  { name: "375 px phone", options: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  { name: "1440 px desktop", options: { viewport: { width: 1440, height: 900 } } },
]) {
  test(
    `a candidate answers the questions at registration; an owner with access reads them in the export, never in the report (${device.name})`,
    { tag: EACH_BRAND },
    async ({ page, browser, baseURL, brand }) => {
      test.skip(!brand.features.selfIdentification, "the brand has no self-identification");
      const run = unique();
      const last = `Selfid${run}`;
      const email = `sam.${run}@example.test`;

      const candidate = await candidatePage(browser, baseURL, device.options);
      await gotoReady(candidate.page, LINK);
      await candidate.page.getByLabel("First name").fill("Sam");
      await candidate.page.getByLabel("Last name").fill(last);
      await candidate.page.getByLabel("E-mail").fill(email);
      await candidate.page.getByLabel(brand.wording.roleQuestion).selectOption("Receptionist");

      // The section says why it asks, that answering is voluntary, and that the answers never decide anything.
      const section = candidate.page.getByRole("region", { name: SECTION });
      await expect(section).toContainText("asks these questions to check that its hiring is fair to every group");
      await expect(section).toContainText("Answering is voluntary");
      await expect(section).toContainText("nothing changes for you");
      await expect(section).toContainText("never used to decide, score or rank anyone, nor by any AI");
      await section
        .getByRole("radiogroup", { name: "Sex, for the fairness check (optional)" })
        .getByLabel("Female", { exact: true })
        .check();
      await section.getByRole("radiogroup", { name: "Race/ethnicity (optional)" }).getByLabel(ASIAN).check();
      // The comparison group's own sex question is a different one, and stays unanswered.
      await expect(
        candidate.page
          .getByRole("radiogroup", { name: "Sex (optional)" })
          .filter({ hasNot: candidate.page.getByRole("radio", { name: DECLINE }) })
          .getByRole("radio", { checked: true }),
      ).toHaveCount(0);
      await candidate.page.getByRole("checkbox", { name: /I agree/ }).check();
      expect(await fitsWidth(candidate.page)).toBe(true);
      await candidate.page.getByRole("button", { name: "Start the assessment" }).click();
      await candidate.page.waitForURL(/\/survey\/take\?id=[0-9a-f-]{36}/);
      await waitUntilReady(candidate.page);
      const uuid = new URL(candidate.page.url()).searchParams.get("id")!;
      await finishAssessment(candidate.page.request, uuid);
      expect(candidate.problems).toEqual([]);
      await candidate.context.close();

      // The owner (granted access in the demo) opens the report: none of the answers is on it…
      await signIn(page, OWNER);
      const id = await openReport(page, email);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sam ${last}`);
      await expectReportWithoutSelfIdentification(page);
      // …and reads them, apart from the record, in the person's complete data.
      const exported = await downloadExport(page);
      expect(exported.tables.self_identifications).toEqual([
        expect.objectContaining({
          survey_result_id: id,
          sex: "female",
          race_ethnicity: "asian",
          veteran: null,
          disability: null,
          source: "registration",
        }),
      ]);
    },
  );
}

test(
  "a candidate applies to a published job on a phone and declines every question; the application goes through",
  { tag: EACH_BRAND },
  async ({ page, browser, baseURL, brand }) => {
    test.skip(!brand.features.selfIdentification, "the brand has no self-identification");
    const run = unique();
    const last = `Decline${run}`;
    const email = `robin.${run}@example.test`;

    const candidate = await candidatePage(browser, baseURL, {
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const board = await (
      await candidate.page.request.get(`/api/v2/jobs/public?search=${encodeURIComponent(JOB)}`)
    ).json();
    const job = board.data.find(
      (j: { title: string; company: { name: string } }) => j.title === JOB && j.company.name === "Harbor Dental",
    );
    await gotoReady(candidate.page, `/careers/${job.uuid}`);
    await candidate.page.getByRole("link", { name: "Apply now" }).click();
    await candidate.page.waitForURL(`**/careers/${job.uuid}/apply`);
    await waitUntilReady(candidate.page);
    await candidate.page.getByLabel("First name").fill("Robin");
    await candidate.page.getByLabel("Last name").fill(last);
    await candidate.page.getByLabel("E-mail").fill(email);
    await candidate.page.getByLabel("What is your current job title?").fill("Dental nurse");
    await candidate.page
      .getByRole("radiogroup", { name: "When could you start?" })
      .getByLabel("Within a month")
      .check();
    await candidate.page
      .getByRole("radiogroup", { name: "Are you allowed to work in this country?" })
      .getByLabel("Yes", { exact: true })
      .check();

    // Every question the company asks (sex and race/ethnicity at least) has its own decline.
    const section = candidate.page.getByRole("region", { name: SECTION });
    await expect(section).toContainText("never used to decide, score or rank anyone");
    const questions = section.getByRole("radiogroup");
    const asked = await questions.count();
    expect(asked).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < asked; i++) await questions.nth(i).getByLabel(DECLINE).check();
    await expect(section.getByRole("radio", { name: DECLINE, checked: true })).toHaveCount(asked);

    await candidate.page.getByRole("checkbox", { name: /I agree/ }).check();
    expect(await fitsWidth(candidate.page)).toBe(true);
    await candidate.page.getByRole("button", { name: "Send application" }).click();
    // The job asks for the assessment after the application: straight on into it.
    await candidate.page.waitForURL(/\/survey\/take\?id=[0-9a-f-]{36}/);
    await waitUntilReady(candidate.page);
    const uuid = new URL(candidate.page.url()).searchParams.get("id")!;
    await finishAssessment(candidate.page.request, uuid);
    expect(candidate.problems).toEqual([]);
    await candidate.context.close();

    // The declines are kept as declines (not as "not answered"), for the owner with access only.
    await signIn(page, OWNER);
    await openReport(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Robin ${last}`);
    await expect(page.getByRole("main").getByText(/self-identif/i)).toHaveCount(0);
    const exported = await downloadExport(page);
    expect(exported.tables.self_identifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sex: "declined", race_ethnicity: "declined", source: "application" }),
      ]),
    );
  },
);

test("a recruiter without access reads none of the answers", { tag: EACH_BRAND }, async ({ page, brand }) => {
  test.skip(!brand.features.selfIdentification, "the brand has no self-identification");
  const run = unique();
  const last = `Private${run}`;
  const email = `kim.${run}@example.test`;
  const registered = await page.request.post("/api/v2/surveys/register", {
    data: {
      token: demoAssessmentToken("harbor-dental"),
      first: "Kim",
      last,
      email,
      role: "Receptionist",
      consent: true,
      self_identification: { sex: "female", race_ethnicity: "asian" },
    },
  });
  expect(registered.ok()).toBe(true);
  await finishAssessment(page.request, (await registered.json()).survey_result_uuid);

  await signIn(page, RECRUITER);
  const id = await openReport(page, email);
  await expectReportWithoutSelfIdentification(page);
  await expect(page.getByRole("link", { name: "Download complete data (JSON)" })).toHaveCount(0);
  // The per-person API takes an id token (API clients; its 403 without the capability is in
  // tests/integration/self-identification/): a browser's session is no way in, whoever signed in.
  expect((await page.request.get(`/api/v2/survey-results/${id}/self-identification`)).status()).toBe(401);
  // Neither the person's complete data nor the aggregate answers (adverse impact, eeo:read) are the recruiter's.
  expect((await page.request.get(`/survey-results/${id}/data.json`)).status()).toBe(403);
  expect((await page.request.get("/adverse-impact.csv")).status()).toBe(403);
});

test(
  "where the brand has no self-identification, the registration asks none of it",
  { tag: EACH_BRAND },
  async ({ page, brand }) => {
    test.skip(brand.features.selfIdentification, "the brand asks the questions (tests above)");
    await gotoReady(page, LINK);
    await expect(page.getByRole("button", { name: "Start the assessment" })).toBeVisible();
    await expect(page.getByText(/self-identif/i)).toHaveCount(0);
    await expect(page.getByText(DECLINE)).toHaveCount(0);
  },
);
