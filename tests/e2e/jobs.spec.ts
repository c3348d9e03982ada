// Jobs in the browser. Hiring brand: a super admin makes an application template, creates a job from it and
// publishes it; an anonymous candidate finds it on the public job board on a 375 px phone, applies with a resume
// and goes straight on into the assessment; the admin finds the applicant on the job (and in /candidates when that
// page exists), then deletes the job with confirmation. Coaching brand: no jobs pages, links or API.
import type { Page } from "@playwright/test";
import { builtPagePaths } from "../../app/pages";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { EACH_BRAND, expect, gotoReady, test, waitUntilReady } from "./fixtures";

const ADMIN = "eve.product@provider.test";
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const RESUME = {
  name: "pat-resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n% Pat's resume\n%%EOF\n"),
};
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createTemplate(page: Page, name: string) {
  await gotoReady(page, "/jobs/templates");
  await page.getByRole("button", { name: "New template" }).click();
  const dialog = page.getByRole("dialog", { name: "New application template" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByLabel("Question 1 text").fill("How many years of experience do you have?");
  await dialog.getByRole("switch", { name: "Question 1 is required" }).check();
  await dialog.getByRole("button", { name: "Add question" }).click();
  await dialog.getByRole("combobox", { name: "Question 2 type" }).selectOption("Yes / no");
  await dialog.getByLabel("Question 2 text").fill("Can you work on Saturdays?");
  await dialog.getByRole("switch", { name: "Question 2 is required" }).check();
  await dialog.getByRole("button", { name: "Save template" }).click();
  await expectToast(page, `${name} was saved.`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("table", { name: "Application templates" }).getByText(name)).toBeVisible();
}

test.describe("hiring brand", { tag: EACH_BRAND }, () => {
  test.beforeEach(({ brand }) => {
    test.skip(!brand.features.jobs, "the jobs area is a hiring-brand feature");
  });

  test("create a job from a template, publish it, apply on a phone with a resume, find the applicant", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const run = tag();
    const templateName = `Front desk questions ${run}`;
    const title = `Dental Receptionist ${run}`;
    const email = `pat.applicant.${run}@example.test`;

    await signIn(page, ADMIN);
    await expect(page.getByRole("navigation").getByRole("link", { name: "Jobs" })).toBeVisible();
    await createTemplate(page, templateName);

    // A job from the template, saved as a draft.
    await gotoReady(page, "/jobs/add");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByRole("combobox", { name: "Company" }).selectOption("Harbor Dental");
    const role = page.getByRole("combobox", { name: "Role" });
    await expect(role.getByRole("option", { name: "Receptionist" })).toBeAttached();
    await role.selectOption("Receptionist");
    await page.getByRole("combobox", { name: "Location" }).selectOption("Portland");
    await page.getByRole("combobox", { name: "Application template" }).selectOption(templateName);
    await expect(page.getByText("Can you work on Saturdays?")).toBeVisible();
    await page.getByRole("button", { name: "Write the description" }).click();
    await expect(page.getByText("generated from templates")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(new RegExp(title));
    await page.getByRole("button", { name: "Create job" }).click();
    await page.waitForURL(/\/jobs\/\d+$/);
    await waitUntilReady(page);
    await expectToast(page, `${title} was created.`);
    const jobPath = new URL(page.url()).pathname;

    // Publish it.
    await page.getByRole("button", { name: "Status: Draft" }).click();
    await page.getByRole("menuitem", { name: "Publish" }).click();
    await expectToast(page, `${title} is now published.`);
    await expect(page.getByRole("button", { name: "Status: Published" })).toBeVisible();
    const publicLink = page.getByRole("link", { name: /\/careers\/[0-9a-f-]{36}/ });
    const publicPath = new URL((await publicLink.getAttribute("href"))!, baseURL).pathname;

    // It is on the board, in the Published column, and the overview finds it with the search in the URL.
    await gotoReady(page, "/jobs/board");
    await expect(page.getByRole("region", { name: "Published" }).getByRole("link", { name: title })).toBeVisible();
    await gotoReady(page, "/jobs/overview");
    await page.getByRole("searchbox", { name: "Search" }).fill(run);
    await expect(page).toHaveURL(new RegExp(`search=${run}`));
    // A chip's input is hidden under it: click the chip.
    await page.getByRole("group", { name: "Statuses" }).getByText("Published").click();
    await expect(page).toHaveURL(/status=published/);
    await expect(page.getByRole("table", { name: "Jobs" }).getByRole("link", { name: title })).toBeVisible();

    // An anonymous candidate on a phone: the job board, the job, the application with a resume.
    const phone = await browser.newContext({ ...PHONE, baseURL });
    const candidate = await phone.newPage();
    const problems: string[] = [];
    candidate.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    candidate.on("pageerror", (e) => problems.push(e.message));
    await gotoReady(candidate, `/careers?search=${encodeURIComponent(run)}`);
    await candidate.getByRole("link", { name: title }).click();
    await candidate.waitForURL(publicPath);
    await waitUntilReady(candidate);
    await expect(candidate.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await candidate.getByRole("link", { name: "Apply now" }).click();
    await candidate.waitForURL(`${publicPath}/apply`);
    await waitUntilReady(candidate);
    // Phone first: nothing is wider than the screen.
    expect(await candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await candidate.getByLabel("First name").fill("Pat");
    await candidate.getByLabel("Last name").fill("Applicant");
    await candidate.getByLabel("E-mail").fill(email);
    await candidate.getByLabel("Resume (optional)").setInputFiles(RESUME);
    await candidate.getByLabel("How many years of experience do you have?").fill("Four");
    await candidate
      .getByRole("radiogroup", { name: "Can you work on Saturdays?" })
      .getByRole("radio", { name: "Yes" })
      .check();
    // The application never asks sex or age for a comparison group (only the assessment may, optionally); the
    // voluntary self-identification's own sex question has a name of its own.
    await expect(candidate.getByRole("radiogroup", { name: "Sex (optional)", exact: true })).toHaveCount(0);
    await expect(candidate.getByLabel(/^Age/)).toHaveCount(0);
    await candidate.getByRole("checkbox", { name: /I agree/ }).check();
    await candidate.getByRole("button", { name: "Send application" }).click();
    // Interview after application: straight on into the assessment.
    await candidate.waitForURL(/\/survey\/take\?id=[0-9a-f-]{36}/, { timeout: 15_000 });
    await waitUntilReady(candidate);
    await expect(candidate.getByRole("heading", { level: 1 })).toHaveText(/Pat|Page 1 of 12/);
    // The assessment offers the comparison group the application never asked, optionally, before the first answer.
    const aboutYou = candidate.getByRole("region", { name: /about you \(optional\)/ });
    await expect(aboutYou).toContainText("never used to decide on it");
    await aboutYou.getByRole("radio", { name: "Female" }).check();
    await aboutYou.getByLabel(/^Age/).fill("34");
    await aboutYou.getByRole("button", { name: "Continue" }).click();
    await expect(aboutYou).toHaveCount(0);
    expect(await candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
    await phone.close();

    // The admin finds the applicant on the job, with the resume.
    await gotoReady(page, jobPath);
    const applications = page.getByRole("table", { name: "Applications" });
    await expect(applications.getByText("Pat Applicant")).toBeVisible();
    await expect(applications.getByText(email)).toBeVisible();
    await expect(applications.getByRole("link", { name: RESUME.name })).toBeVisible();
    const download = page.waitForEvent("download");
    await applications.getByRole("link", { name: RESUME.name }).click();
    expect((await download).suggestedFilename()).toBe(RESUME.name);
    await applications.getByText("Pat Applicant").click();
    await expect(applications.getByText("Four")).toBeVisible();

    // …and among the candidates, where that page exists.
    if (builtPagePaths().has("/candidates")) {
      await gotoReady(page, `/candidates?search=${encodeURIComponent(email)}`);
      await expect(page.getByText("Pat Applicant").first()).toBeVisible();
    }

    // Clean up: delete the job (asked first), then its template.
    await gotoReady(page, jobPath);
    await page.getByRole("button", { name: `Actions for ${title}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete job?" });
    await expect(confirm).toContainText("1 application will be deleted for good");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.waitForURL("**/jobs/overview");
    await expectToast(page, `${title} was deleted.`);
    await gotoReady(page, "/jobs/templates");
    await page.getByRole("button", { name: `Actions for ${templateName}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete template?" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, `${templateName} was deleted.`);
  });

  test("the overview keeps every search parameter in its URL; duplicate and archive ask or act", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, ADMIN);
    const query =
      "search=Dental&status=published,closed&include_archived=true&include_tests=true&sort_by_company_field=industry&order_by=asc&limit=50";
    await gotoReady(page, `/jobs/overview?${query}`);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("Dental");
    await expect(page.getByRole("checkbox", { name: "Published" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Closed" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Include archived" })).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Sort by" })).toHaveValue("Company industry");
    // Sorting by a column header writes the joined-field sort into the URL.
    await page.getByRole("table", { name: "Jobs" }).locator("thead").getByText("Location", { exact: true }).click();
    await expect(page).toHaveURL(/sort_by_location_field=name/);
    await expect(page).not.toHaveURL(/sort_by_company_field/);
    await expect(page).toHaveURL(/search=Dental/);

    // A job of this test, duplicated then archived from the overview.
    const title = `Hygienist ${tag()}`;
    await gotoReady(page, "/jobs/add");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByRole("combobox", { name: "Company" }).selectOption("Harbor Dental");
    await page.getByRole("checkbox", { name: "Test job" }).check();
    await page.getByRole("button", { name: "Create job" }).click();
    await page.waitForURL(/\/jobs\/\d+$/);
    await waitUntilReady(page);
    await page.getByRole("button", { name: `Actions for ${title}` }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await page.waitForURL(/\/jobs\/edit\?id=\d+/);
    await waitUntilReady(page);
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(`${title} (copy)`);

    await gotoReady(page, `/jobs/overview?include_tests=true&search=${encodeURIComponent(title)}`);
    const table = page.getByRole("table", { name: "Jobs" });
    await expect(table.getByRole("link")).toHaveCount(2);
    await page.getByRole("button", { name: `Actions for ${title} (copy)` }).click();
    await page.getByRole("menuitem", { name: "Archive" }).click();
    await page.getByRole("dialog", { name: "Archive job?" }).getByRole("button", { name: "Archive" }).click();
    await expectToast(page, `${title} (copy) was archived.`);
    await expect(table.getByRole("link", { name: `${title} (copy)` })).toBeHidden();
    await expect(table.getByRole("link", { name: title, exact: true })).toBeVisible();
  });
});

test(
  "the public job board filters by company on a phone, and a search keeps the company",
  { tag: EACH_BRAND },
  async ({ browser, baseURL, brand }) => {
    test.skip(!brand.features.jobs, "the jobs area is a hiring-brand feature");
    const context = await browser.newContext({ baseURL, ...PHONE });
    const page = await context.newPage();
    await gotoReady(page, "/careers");
    const select = page.getByRole("combobox", { name: "Company" });
    await expect(select.locator("option").first()).toHaveText("All companies");
    const summit = await select.locator("option", { hasText: "Summit Fitness" }).getAttribute("value");
    await select.selectOption(summit!);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`company_id=${summit}`));
    const jobs = page.getByRole("list", { name: "Jobs" }).getByRole("listitem");
    await expect(jobs.first()).toContainText("Personal Trainer");
    for (const text of await jobs.allTextContents()) expect(text).toContain("Summit Fitness");
    await expect(select).toHaveValue(summit!);

    // A search within the company that finds nothing says so, and names the company.
    await page.getByRole("searchbox", { name: "Search" }).fill("no-such-job-anywhere");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No open jobs match “no-such-job-anywhere” at Summit Fitness.")).toBeVisible();
    await context.close();
  },
);

test.describe("coaching brand", { tag: EACH_BRAND }, () => {
  test.beforeEach(({ brand }) => {
    test.skip(brand.features.jobs, "the coaching brand ships no jobs");
  });

  test("has no jobs pages or links, and its API refuses jobs calls", async ({ page, allowConsoleError }) => {
    // Chromium logs every document answered with 404; those 404s are the point here.
    allowConsoleError(/status of 404 \(Not Found\)/);
    await signIn(page, ADMIN);
    await expect(page.getByRole("navigation").getByRole("link", { name: "Companies" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Jobs" })).toHaveCount(0);
    for (const path of [
      "/jobs/overview",
      "/jobs/board",
      "/jobs/add",
      "/jobs/edit?id=1",
      "/jobs/1",
      "/jobs/templates",
      "/careers",
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
    for (const path of ["/jobs/public", "/jobs/search", "/jobs", "/job-application-templates"]) {
      expect((await page.request.get(`/api/v2${path}`)).status(), path).toBe(404);
    }
    expect((await page.request.post("/api/v2/jobs", { data: { title: "x" } })).status()).toBe(404);
  });
});
