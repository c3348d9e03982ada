// Interviewing, hiring brand, one flow. A candidate applies to the demo job on a 375 px phone with a PDF
// resume, takes the assessment and answers the instant interview; the manager opens the candidate from the job's
// applicants and sees the job, the answers and the resume, analyses the resume against the job's requirements and
// gives it a thumbs down (kept after a reload), then the gap-based interview questions, the instant-interview
// answers, a saved note in the printable guide, a chat answer with its sources, and a message whose {{ job }} names
// the job. The coaching brand has none of
// it (tests/e2e/jobs.spec.ts and the contract tests cover its refusals).
import PDFDocument from "pdfkit";
import { extractText, getDocumentProxy } from "unpdf";
import { simulatedAnswers } from "./assessments";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { EACH_BRAND, expect, gotoReady, test, waitUntilReady } from "./fixtures";

const MANAGER = "eve.product@provider.test";
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const JOB = "Dental Assistant";
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A one-page PDF resume with real text (made here, so the fixture says what it holds). */
function resumePdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 50 });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    for (const line of [
      "Robin Applicant",
      "Experience",
      "Dental Nurse at Bright Smiles Clinic, 2019 - Present",
      "Prepared treatment rooms and sterilised instruments every day.",
      "Skills",
      "Infection control, Patient care",
      "Education",
      "Diploma in Dental Nursing, Riverside College, 2016",
    ])
      doc.text(line);
    doc.end();
  });
}

test.describe("hiring brand", { tag: EACH_BRAND }, () => {
  test.beforeEach(({ brand }) => {
    test.skip(!brand.features.resumeAnalysis, "applications and resume analysis are hiring-brand features");
  });

  test("apply with a PDF resume on a phone, assessment, instant interview; the manager sees it all", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const run = tag();
    const last = `Applicant${run}`;
    const email = `robin.${run}@example.test`;

    // The candidate, on a phone: the demo job's application form, with a resume.
    const phone = await browser.newContext({ ...PHONE, baseURL });
    const candidate = await phone.newPage();
    const problems: string[] = [];
    candidate.on("pageerror", (e) => problems.push(e.message));
    const board = await (await candidate.request.get(`/api/v2/jobs/public?search=${encodeURIComponent(JOB)}`)).json();
    const job = board.data.find(
      (j: { title: string; company: { name: string } }) => j.company.name === "Harbor Dental",
    );
    await gotoReady(candidate, `/careers/${job.uuid}/apply`);
    await candidate.getByLabel("First name").fill("Robin");
    await candidate.getByLabel("Last name").fill(last);
    await candidate.getByLabel("E-mail").fill(email);
    await candidate
      .getByLabel("Resume (optional)")
      .setInputFiles({ name: "robin-resume.pdf", mimeType: "application/pdf", buffer: await resumePdf() });
    await candidate.getByLabel("What is your current job title?").fill("Dental nurse");
    await candidate
      .getByRole("radiogroup", { name: "When could you start?" })
      .getByRole("radio", { name: "Within a month" })
      .check();
    await candidate
      .getByRole("radiogroup", { name: "Are you allowed to work in this country?" })
      .getByRole("radio", { name: "Yes" })
      .check();
    await candidate.getByRole("checkbox", { name: /I agree/ }).check();
    expect(await candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await candidate.getByRole("button", { name: "Send application" }).click();
    await candidate.waitForURL(/\/survey\/take\?id=[0-9a-f-]{36}/, { timeout: 15_000 });
    const uuid = new URL(candidate.url()).searchParams.get("id")!;

    // The assessment, answered through the page's own API (every page of it is covered by survey.spec.ts).
    const saved = await candidate.request.put(`/api/v2/surveys/${uuid}/answers`, {
      data: { answers: simulatedAnswers() },
    });
    expect(saved.ok()).toBe(true);
    expect((await candidate.request.post("/api/v2/surveys/submit", { data: { survey_result_uuid: uuid } })).ok()).toBe(
      true,
    );

    // The instant interview (built by "interview"): started as the assessment's end starts it (the job has
    // "interview after application"), every question answered in writing, then submitted.
    expect((await candidate.request.post(`/api/v2/instant-interviews/${uuid}/start`)).ok()).toBe(true);
    await gotoReady(candidate, `/instant-interview?id=${uuid}`);
    await expect(candidate.getByRole("heading", { level: 1, name: "A few questions for you" })).toBeVisible();
    const questions = candidate.getByRole("textbox", { name: /^Question \d+ of \d+$/ });
    const count = await questions.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await questions.nth(i).fill(`At Bright Smiles I calmed an anxious patient before treatment (answer ${i + 1}).`);
    }
    await expect(candidate.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    expect(await candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await candidate.getByRole("button", { name: "Submit answers" }).click();
    await expect(candidate.getByRole("heading", { level: 1, name: "Thank you, Robin!" })).toBeVisible();
    expect(problems).toEqual([]);
    await phone.close();

    // The manager: from the job's applicants to the candidate in one click.
    await signIn(page, MANAGER);
    await gotoReady(page, `/jobs/overview?search=${encodeURIComponent(JOB)}`);
    await page.getByRole("table", { name: "Jobs" }).getByRole("link", { name: JOB }).first().click();
    await page.waitForURL(/\/jobs\/\d+$/);
    await waitUntilReady(page);
    await page.getByRole("link", { name: `Candidate page: Robin ${last}` }).click();
    await page.waitForURL(/\/survey-results\/\d+$/);
    await waitUntilReady(page);

    // The application: the job (linked), the answers, the resume (viewed in the page).
    const application = page.getByRole("region", { name: "Application", exact: true });
    await expect(application.getByRole("link", { name: JOB })).toHaveAttribute("href", /^\/jobs\/\d+$/);
    await expect(application.getByText("What is your current job title?")).toBeVisible();
    await expect(application.getByText("Dental nurse", { exact: true })).toBeVisible();
    await expect(application.getByText("Within a month")).toBeVisible();
    await expect(application.getByText("robin-resume.pdf")).toBeVisible();
    await application.getByRole("button", { name: "View resume" }).click();
    await expect(application.getByRole("region", { name: "Resume text: robin-resume.pdf" })).toContainText(
      "Dental Nurse at Bright Smiles Clinic, 2019 - Present",
      { timeout: 15_000 },
    );

    // The resume analysis: structured, matched to the job's requirements with the passage, labelled.
    await application.getByRole("button", { name: "Analyze resume" }).click();
    const requirements = application.getByRole("list", { name: "Job requirements and the resume's evidence" });
    const row = requirements
      .getByRole("listitem")
      .filter({ hasText: "Prepare treatment rooms and sterilize instruments" });
    await expect(row.getByText("Met", { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText("Prepared treatment rooms and sterilised instruments every day.");
    await expect(application.getByText("Generated without AI")).toBeVisible();
    await expect(application.getByText("Dental Nurse · Bright Smiles Clinic")).toBeVisible();

    // A thumbs down, stored: a reload shows it.
    await application.getByRole("button", { name: "Thumbs down" }).click();
    // The outcome on the page rather than the 2 s toast, which a busy machine can outlast before the action returns.
    await expect(application.getByTestId("resume-feedback-saved")).toContainText("thumbs down", { timeout: 15_000 });
    // The page's data reloads after the action: let it finish, so the reload aborts no request.
    await page.waitForLoadState("networkidle");
    await page.reload();
    await waitUntilReady(page);
    await expect(application.getByRole("button", { name: "Thumbs down" })).toHaveAttribute("aria-pressed", "true");
    await expect(application.getByTestId("resume-feedback-saved")).toContainText("thumbs down");

    // Built by "interview" (labels as app/interview-questions/InterviewPanel.tsx lists them): the gap-based interview
    // questions and the instant-interview answers (under the question each answers, or listed apart when that
    // question is beyond the report's first few).
    const interview = page.getByRole("region", { name: "Interview", exact: true });
    const interviewQuestions = interview.getByRole("list", { name: "Interview questions" });
    await expect(interviewQuestions.getByText(/^(Probe a gap|Confirm a strength)$/).first()).toBeVisible();
    await expect(interview).toContainText("calmed an anxious patient");

    // A note and rating saved on the first question are in the printable guide.
    const firstQuestion = interviewQuestions.getByRole("listitem").first();
    await firstQuestion.getByRole("textbox", { name: "Notes" }).fill(`Calm under pressure, run ${run}.`);
    await firstQuestion.getByRole("radiogroup", { name: "Rating" }).getByRole("radio", { name: "4" }).check();
    await firstQuestion.getByRole("button", { name: "Save notes" }).click();
    await expectToast(page, "Interview notes saved.", { contains: true });
    const guideHref = await interview.getByRole("link", { name: "Interview guide (PDF)" }).getAttribute("href");
    const guide = await page.request.get(guideHref!);
    expect(guide.ok()).toBe(true);
    const { text: guideText } = await extractText(await getDocumentProxy(new Uint8Array(await guide.body())), {
      mergePages: true,
    });
    expect(guideText.replace(/\s+/g, " ")).toContain(`Calm under pressure, run ${run}.`);
    expect(guideText).toContain("[X] 4");

    // Built by "ai": a chat answer with the passages it rests on.
    await page.getByRole("textbox", { name: "Ask about Robin" }).fill("What did Robin do at Bright Smiles?");
    await page.getByRole("button", { name: "Send question" }).click();
    const sources = page.getByRole("group", { name: "Sources" }).first();
    await expect(sources).toBeVisible({ timeout: 20_000 });
    await expect(sources.getByRole("button").first()).toBeVisible();

    // A message with {{ job }} names the job Robin applied for (the report's conversation previews it as sent).
    const messages = page.getByRole("region", { name: "Messages", exact: true });
    await messages.getByRole("button", { name: "Write a message" }).click();
    await messages.getByRole("textbox", { name: "Subject" }).fill("Your application");
    await messages.getByRole("textbox", { name: "Message" }).fill("Thank you for applying for {{ job }}.");
    await messages.getByRole("button", { name: "Preview" }).click();
    await expect(messages.getByRole("region", { name: "Preview" }).getByRole("article").first()).toContainText(
      `Thank you for applying for ${JOB}.`,
    );
  });
});
