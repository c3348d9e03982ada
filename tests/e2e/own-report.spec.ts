// A person's own report on a 375 px phone, in each brand: after the assessment (answered through the public survey API,
// as the take page would), the link in the e-mail opens signed out, shows how they tend to work per domain with no
// fit, benchmark or job text, says who can see it and until when, fits the screen, and downloads as a PDF with their
// first name in it. The thank-you page offers the same report.
import fs from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { makeCandidate } from "./assessments";
import { EACH_BRAND, expect as baseExpect, gotoReady, test } from "./fixtures";
import { latestLinkInOutbox } from "./outbox";

const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const SIGNED_OUT = { cookies: [], origins: [] };

test(
  "the person opens their own report from the e-mail on a phone, signed out, and downloads its PDF",
  { tag: EACH_BRAND },
  async ({ browser, request, baseURL, brandKey }) => {
    test.setTimeout(120_000);
    const first = brandKey === "hb" ? "Noor" : "Tove";
    const person = await makeCandidate(request, { first, last: "Ownreport" });
    const path = await latestLinkInOutbox(browser, baseURL!, person.email, "/my-report/");

    const context = await browser.newContext({ ...PHONE, baseURL, storageState: SIGNED_OUT });
    try {
      const page = await context.newPage();
      await gotoReady(page, path);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`For ${first}`);
      await expect(page.getByTestId("report-domain")).toHaveCount(5);
      await expect(main).toContainText("You tend to");
      await expect(main).toContainText("likely range");
      await expect(main).toContainText("Johnson 2014");
      await expect(page.getByTestId("report-link-notice")).toContainText("Only someone with this link");
      await expect(page.getByTestId("report-link-notice")).toContainText("works until");
      await expect(main).not.toContainText(/\b(fit|benchmark|job)\b/i);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );

      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download PDF" }).click();
      const bytes = new Uint8Array(fs.readFileSync((await (await download).path())!));
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      expect(text).toContain(first);
      expect(text).not.toMatch(/\b(fit|benchmark|job)\b/i);

      // The thank-you page offers the same report.
      await gotoReady(page, `/survey/thank-you?id=${person.uuid}`);
      await expect(page.getByTestId("own-report").getByRole("link", { name: "read your report" })).toHaveAttribute(
        "href",
        /^\/my-report\//,
      );
    } finally {
      await context.close();
    }
  },
);
