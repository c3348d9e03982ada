// The Book Code System, coaching brand: an internal super admin generates 100 codes and exports
// them; a reader redeems one signed out (a fresh browser, no company link) and the batch shows it redeemed with the
// reader's name; revoking another code (confirmed); a super admin off the allow-list sees no link and is refused (403).
// A reader of a growth-report batch takes the assessment and gets their own report by e-mail, with the growth report.
import { simulatedAnswers } from "./assessments";
import { signIn } from "./auth";
import { latestLinkInOutbox } from "./outbox";
import { expectToast } from "./toasts";
import { EACH_BRAND, expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const INTERNAL = "ava.admin@provider.test";
const OFF_LIST = "sam.support@provider.test";

test.describe.configure({ timeout: 120_000 });

test(
  "generate 100 codes, export them, redeem one signed out and see its reader",
  { tag: EACH_BRAND },
  async ({ page, browser, baseURL, brand, allowConsoleError }) => {
    test.skip(!brand.features.bookCodeSystem, "the Book Code System is the coaching brand's");
    const label = `Workbook ${Date.now().toString(36)}`;
    await signIn(page, INTERNAL);
    await page.getByRole("link", { name: "Book Code System" }).click();
    await page.waitForURL(/\/book-code-system$/);
    await waitUntilReady(page);

    await page.getByRole("button", { name: "Generate codes" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate book codes" });
    await dialog.getByRole("textbox", { name: "Label" }).fill(label);
    await dialog.getByRole("combobox", { name: "Company" }).selectOption({ label: "Harbor Dental" });
    await expect(dialog.getByRole("textbox", { name: "Number of codes" })).toHaveValue("100");
    await dialog.getByRole("button", { name: "Generate" }).click();
    await page.waitForURL(/\/book-code-system\/\d+$/);
    await expectToast(page, "100 codes generated for Harbor Dental", { contains: true });
    await expect(page.getByRole("heading", { name: label })).toBeVisible();

    // The export: a header and the 100 codes, as printed.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    const csv = (await (await download.createReadStream()).toArray()).join("").replace(/^\uFEFF/, "");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("Code,Status,Batch,Company,Report kind,Redeemed at,Revoked at");
    expect(lines).toHaveLength(101);
    const code = lines[1].split(",")[0];
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);

    // A reader with the book, signed out, at the registration page without a company link.
    const reader = await browser.newContext({ baseURL });
    const readerPage = await reader.newPage();
    await gotoReady(readerPage, "/survey/register");
    await readerPage.getByRole("textbox", { name: "Book code" }).fill(code.toLowerCase());
    await readerPage.getByLabel("First name").fill("Robin");
    await readerPage.getByLabel("Last name").fill("Reader");
    await readerPage.getByLabel("E-mail").fill(`robin.${Date.now().toString(36)}@example.test`);
    await readerPage.getByRole("textbox", { name: brand.wording.roleQuestion }).fill("Team lead");
    await readerPage.getByRole("checkbox", { name: /I agree/ }).check();
    await readerPage.getByRole("button", { name: "Start the assessment" }).click();
    await readerPage.waitForURL(/\/survey\/take\?id=[0-9a-f-]{36}/);
    await reader.close();

    // The batch shows the code redeemed, by whom.
    await page.reload();
    await waitUntilReady(page);
    const row = page.getByRole("row").filter({ hasText: code });
    await expect(row).toContainText("Redeemed");
    await expect(row.getByRole("link", { name: "Robin Reader" })).toBeVisible();
    const batchUrl = page.url();

    // Revoking another code asks first, then marks it revoked.
    const second = lines[2].split(",")[0];
    await page.getByRole("button", { name: `Actions for ${second}` }).click();
    await page.getByRole("menuitem", { name: "Revoke code" }).click();
    await page.getByRole("dialog", { name: "Revoke this code?" }).getByRole("button", { name: "Revoke code" }).click();
    await expectToast(page, `${second} was revoked.`, { contains: true });
    await expect(page.getByRole("row").filter({ hasText: second })).toContainText("Revoked");

    // A super admin off the allow-list: no link, and the page and the export are refused.
    allowConsoleError(/status of 403/);
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await signIn(otherPage, OFF_LIST);
    await expect(otherPage.getByRole("link", { name: "Role Benchmarks" })).toBeVisible();
    await expect(otherPage.getByRole("link", { name: "Book Code System" })).toHaveCount(0);
    expect((await otherPage.goto("/book-code-system"))?.status()).toBe(403);
    expect((await otherPage.request.get(`${batchUrl}/export.csv`)).status()).toBe(403);
    await other.close();
  },
);

test(
  "a reader who redeemed a code takes the assessment and gets their own report, with the growth report, by e-mail",
  { tag: EACH_BRAND },
  async ({ page, browser, request, baseURL, brand }) => {
    test.skip(!brand.features.bookCodeSystem, "the Book Code System is the coaching brand's");
    const label = `Reader ${Date.now().toString(36)}`;
    await signIn(page, INTERNAL);
    await gotoReady(page, "/book-code-system");
    await page.getByRole("button", { name: "Generate codes" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate book codes" });
    await dialog.getByRole("textbox", { name: "Label" }).fill(label);
    await dialog.getByRole("combobox", { name: "Company" }).selectOption({ label: "Harbor Dental" });
    await dialog.getByRole("textbox", { name: "Number of codes" }).fill("1");
    await dialog.getByRole("combobox", { name: "Report kind" }).selectOption({ label: "Growth report" });
    await dialog.getByRole("button", { name: "Generate" }).click();
    await page.waitForURL(/\/book-code-system\/\d+$/);
    await expect(page.getByRole("heading", { name: label })).toBeVisible();
    const code = (await page.getByRole("table", { name: "Book codes" }).locator("code").first().textContent())!;

    // The reader, through the public API as the registration and take pages do: redeem, answer, submit.
    const email = `reader.${Date.now().toString(36)}@example.test`;
    const redeemed = await request.post("/api/v2/book-codes/redeem", {
      data: { code, first: "Remy", last: "Reader", email, sex: "female", age: 41, role: "Team lead", consent: true },
    });
    expect(redeemed.status(), await redeemed.text()).toBe(201);
    const { survey_result_uuid: uuid } = (await redeemed.json()) as { survey_result_uuid: string };
    expect((await request.put(`/api/v2/surveys/${uuid}/answers`, { data: { answers: simulatedAnswers() } })).ok()).toBe(
      true,
    );
    expect((await request.post("/api/v2/surveys/submit", { data: { survey_result_uuid: uuid } })).ok()).toBe(true);

    const path = await latestLinkInOutbox(browser, baseURL!, email, "/my-report/");
    const reader = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    try {
      const readerPage = await reader.newPage();
      await gotoReady(readerPage, path);
      await expect(readerPage.getByRole("heading", { level: 1 })).toHaveText("For Remy");
      await expect(readerPage.getByTestId("report-domain")).toHaveCount(5);
      await expect(readerPage.getByRole("heading", { name: "Your growth report" })).toBeVisible();
    } finally {
      await reader.close();
    }
  },
);
