// A company owner attaches a resume to a person from the person's page, outside any job application, on a 375 px
// phone: a file of the wrong type is named beside the input before anything is sent; a PDF is attached, listed with
// a download link that delivers it, and nothing scrolls sideways. The person is made for this test alone.
import { makeCandidate } from "./assessments";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@harbor-dental.test";
const PDF = Buffer.from("%PDF-1.4\n% a tiny resume\n%%EOF\n");

test.describe.configure({ timeout: 120_000 });

test("a person's resume is attached from their page, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const who = await makeCandidate(page.request, { first: "Rory", last: `Resume${Date.now().toString(36)}` });
  await signIn(page, OWNER);
  await gotoReady(page, `/candidates?search=${encodeURIComponent(who.email)}`);
  await page
    .getByRole("link", { name: `${who.first} ${who.last}` })
    .first()
    .click();
  await page.waitForURL(/\/survey-results\/\d+$/);
  await waitUntilReady(page);

  const section = page.getByRole("region", { name: "Resume" });
  await expect(section.getByText("No resume attached yet.")).toBeVisible();
  const input = section.getByLabel("Attach a resume");
  await input.setInputFiles({ name: "setup.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") });
  await section.getByRole("button", { name: "Attach resume" }).click();
  await expect(section.getByRole("alert")).toHaveText("Choose a PDF, Word, OpenDocument, RTF, text, PNG or JPEG file.");

  await input.setInputFiles({ name: "Rory CV.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(section.getByRole("alert")).toHaveCount(0);
  await section.getByRole("button", { name: "Attach resume" }).click();
  await expectToast(page, "Resume attached: Rory CV.pdf.");
  const link = section.getByRole("link", { name: "Rory CV.pdf" });
  await expect(link).toBeVisible();
  await expect(section.getByLabel("Replace the resume")).toBeVisible();

  const download = page.waitForEvent("download");
  await link.click();
  const file = await download;
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect(bytes.equals(PDF)).toBe(true);

  const scrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(scrollsSideways).toBe(false);
});
