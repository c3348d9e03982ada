// The Academy in the browser (hiring brand): a super admin writes a one-lesson course with a quiz,
// publishes it and assigns it to Harbor Dental; a Harbor Dental user completes it on a phone, passes the quiz and
// downloads the certificate (its PDF names them and the course); the admin then sees 100% for that user.
import { extractText, getDocumentProxy } from "unpdf";
import { signIn } from "./auth";
import { EACH_BRAND, expect as baseExpect, gotoReady, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const ADMIN = "ava.admin@provider.test";
const LEARNER = { email: "user@harbor-dental.test", name: "Umar User" };

test.describe.configure({ timeout: 180_000 });

test(
  "a course is written, assigned, completed on a phone and shows 100% to the admin",
  { tag: EACH_BRAND },
  async ({ page, browser, brand, baseURL }) => {
    test.skip(!brand.features.academy, "the academy is the hiring brand's");
    const title = `Greeting callers ${Date.now().toString(36)}`;

    // The admin writes and publishes the course.
    await signIn(page, ADMIN);
    await gotoReady(page, "/learning-management");
    await page.getByRole("button", { name: "New course" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page.getByRole("button", { name: "Create draft" }).click();
    await page.waitForURL(/\/learning-management\/courses\/\d+$/);
    const courseId = Number(new URL(page.url()).pathname.split("/").pop());

    await page.getByRole("button", { name: "Add lesson" }).click();
    const lessonDialog = page.getByRole("dialog", { name: "Add lesson" });
    await lessonDialog.getByRole("textbox", { name: "Title" }).fill("Say who you are");
    await lessonDialog.getByRole("textbox", { name: "Text" }).fill("Answer with the **practice name** and your own.");
    await lessonDialog.getByRole("button", { name: "Add lesson" }).click();
    await expect(page.getByRole("list", { name: "Lessons" })).toContainText("1. Say who you are");

    await page.getByRole("button", { name: "Add question" }).click();
    const questionDialog = page.getByRole("dialog", { name: "Add question" });
    await questionDialog.getByRole("textbox", { name: "Question" }).fill("What do you say first?");
    await questionDialog.getByRole("textbox", { name: "Options" }).fill("Hello?\nThe practice name");
    await questionDialog.getByRole("textbox", { name: "Right answers" }).fill("2");
    await questionDialog
      .getByRole("textbox", { name: "Explanation" })
      .fill("Callers want to know they reached the right place.");
    await questionDialog.getByRole("button", { name: "Add question" }).click();
    await expect(page.getByRole("list", { name: "Questions" })).toContainText("What do you say first?");

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published", { exact: true })).toBeVisible();

    await page.getByRole("textbox", { name: "Company" }).fill("Harbor");
    await page.getByRole("option", { name: "Harbor Dental" }).click();
    await page.getByLabel("Due on").fill("2099-12-31");
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(page.getByRole("table", { name: "Assignments" })).toContainText("Harbor Dental");

    // The learner, on a 375 px phone, finds it in the catalogue and completes it.
    const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, acceptDownloads: true });
    const learner = await phone.newPage();
    await signIn(learner, LEARNER.email);
    await gotoReady(learner, "/academy");
    await learner.getByRole("link", { name: `Start: ${title}` }).click();
    await learner.waitForURL(`**/academy/courses/${courseId}`);
    await expect(learner.getByText("Due Dec 31, 2099")).toBeVisible();
    await learner.getByRole("link", { name: "Start the course" }).click();
    await expect(learner.getByRole("heading", { name: "Say who you are" })).toBeVisible();
    await expect(learner.locator("strong", { hasText: "practice name" })).toBeVisible();
    await learner.getByRole("button", { name: "Mark complete" }).click();
    await learner.waitForURL(`**/academy/courses/${courseId}#quiz`);
    await expect(learner.getByText("50% complete")).toBeVisible();

    await learner.getByRole("radio", { name: "The practice name" }).check();
    await learner.getByRole("button", { name: "Check my answers" }).click();
    await expect(learner.getByText("You scored 100% — passed.")).toBeVisible();
    await expect(learner.getByText("Callers want to know they reached the right place.")).toBeVisible();
    // Nothing is wider than the phone.
    expect(await learner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const [download] = await Promise.all([
      learner.waitForEvent("download"),
      learner.getByRole("link", { name: "Download certificate (PDF)" }).click(),
    ]);
    const bytes = new Uint8Array(await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c)));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain(LEARNER.name);
    expect(text).toContain(title);
    await phone.close();

    // The admin sees 100% for that learner.
    await gotoReady(page, `/learning-management/progress?course_id=${courseId}&search=umar`);
    const row = page.getByRole("row").filter({ hasText: LEARNER.email });
    await expect(row).toContainText("100%");
    await expect(row).toContainText("Completed");
  },
);
