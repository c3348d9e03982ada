// The Report Configurator, coaching brand, as an internal super admin: start a draft of the growth
// report's Openness texts, change a suggestion in every range, preview it on a real person's report, activate it
// (confirmed) and see that person's growth report change, then roll back and see the built-in text again.
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { EACH_BRAND, expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const INTERNAL = "ava.admin@provider.test";

test.describe.configure({ timeout: 120_000 });

test(
  "draft, preview on a person's report, activate and see the report change, roll back",
  { tag: EACH_BRAND },
  async ({ page, brand }) => {
    test.skip(!brand.features.reportConfigurator, "the Report Configurator is the coaching brand's");
    const marker = `Try the configurator ${Date.now().toString(36)}.`;
    await signIn(page, INTERNAL);
    await page.getByRole("link", { name: "Report Configurator" }).click();
    await page.waitForURL(/\/report-configurator$/);
    await waitUntilReady(page);

    // A test draft of the growth report's Openness texts, started from the built-in texts.
    await page.getByRole("button", { name: "New draft" }).click();
    const dialog = page.getByRole("dialog", { name: "New draft" });
    await dialog.getByRole("textbox", { name: "Trait scale" }).fill("Openness to");
    await dialog.getByRole("option", { name: "O · Openness to Experience (domain)" }).click();
    await dialog.getByRole("textbox", { name: "Name" }).fill(`e2e ${marker}`);
    await dialog.getByRole("checkbox", { name: /Test mapping/ }).check();
    await dialog.getByRole("button", { name: "Start draft" }).click();
    await page.waitForURL(/\/report-configurator\/\d+$/);
    await expectToast(page, "Openness to Experience was started", { contains: true });
    await waitUntilReady(page);

    for (const range of ["1–34", "35–65", "66–99"]) {
      await page
        .getByRole("region", { name: `Range ${range}` })
        .getByRole("textbox", { name: "Suggestion 1" })
        .fill(marker);
    }
    await page.getByRole("button", { name: "Save draft" }).click();
    await expectToast(page, "was saved", { contains: true });

    // The preview: the person's text today beside the text with the draft applied.
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page.getByTestId("preview-draft")).toContainText(marker);
    await expect(page.getByTestId("preview-current")).not.toContainText(marker);
    const report = page.getByRole("link", { name: /^Open .+ report$/ });
    const reportUrl = (await report.getAttribute("href"))!;

    // Activation is confirmed; then the person's growth report shows the new text.
    await page.getByRole("button", { name: "Activate" }).click();
    await page
      .getByRole("dialog", { name: /^Activate version \d+\?$/ })
      .getByRole("button", { name: "Activate" })
      .click();
    await expectToast(page, "is active", { contains: true });
    await expect(page.getByRole("button", { name: "Roll back" })).toBeVisible();
    const openness = page
      .getByRole("region", { name: "Development suggestions for each trait" })
      .getByRole("listitem")
      .filter({ hasText: "Openness to Experience" })
      .first();
    const editor = page.url();
    await gotoReady(page, reportUrl);
    await expect(openness).toContainText(marker);

    // Rolled back: the built-in text again.
    await gotoReady(page, editor);
    await page.getByRole("button", { name: "Roll back" }).click();
    await page
      .getByRole("dialog", { name: /^Roll back version \d+\?$/ })
      .getByRole("button", { name: "Roll back" })
      .click();
    await expectToast(page, "Rolled back", { contains: true });
    await gotoReady(page, reportUrl);
    await expect(openness).toBeVisible();
    await expect(openness).not.toContainText(marker);
  },
);
