// Sharing a growth report in the browser (coaching brand), on a desktop and on a 375 px phone: the owner makes a
// read-only link from a person's growth report, a signed-out browser opens it and sees the person and the report,
// the owner revokes it (confirming, by keyboard), and the signed-out browser's reload is refused. Each test assesses
// a person of its own, so the two viewports (run in parallel) never revoke each other's links.
import type { Page } from "@playwright/test";
import { DOMAIN_NAMES, DOMAINS } from "../../domain/assessment/traits";
import { makeCandidate } from "./assessments";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { EACH_BRAND, expect as baseExpect, gotoReady, test, waitUntilReady } from "./fixtures";
import { expectAccessible } from "./axe";

// Server round trips can take seconds on a busy machine; toasts last 2 s once shown.
const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@harbor-dental.test";

/** A last name no other run shares. */
const uniqueLast = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "a 375 px phone", width: 375, height: 812 },
] as const;

/** Whether the page scrolls sideways (it must not, on a phone). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const viewport of VIEWPORTS) {
  test(
    `sharing on ${viewport.name}: a link opens signed out, and once revoked it is refused`,
    { tag: EACH_BRAND },
    async ({ page, brand, browser }) => {
      test.skip(!brand.features.growthReport, "only the coaching brand sells the growth report");
      const size = { width: viewport.width, height: viewport.height };
      await page.setViewportSize(size);
      const who = await makeCandidate(page.request, { first: "Sasha", last: uniqueLast("Share") });
      const name = `${who.first} ${who.last}`;
      await signIn(page, OWNER);

      // From the people list to the person's growth report.
      await gotoReady(page, `/candidates?search=${encodeURIComponent(who.email)}`);
      await page.getByRole("row").filter({ hasText: who.email }).getByRole("link", { name }).click();
      await page.waitForURL(/\/survey-results\/\d+$/);
      await waitUntilReady(page);
      await page.getByRole("navigation", { name: "Report views" }).getByRole("link", { name: "Growth report" }).click();
      await page.waitForURL(/\/survey-results\/\d+\/growth$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

      // Share → choose an expiry → create: the link is shown once, with Copy, and listed as active.
      const share = page.getByRole("button", { name: "Share" });
      await share.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Share this growth report" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("No links yet.")).toBeVisible();
      await dialog.getByLabel("The link expires after").selectOption("30");
      await dialog.getByRole("button", { name: "Create link" }).click();
      await expectToast(page, "Link created.");
      const linkField = dialog.getByRole("textbox", { name: "Link" });
      const url = await linkField.inputValue();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/shared\/report\/[A-Za-z0-9_.-]+$/);
      await expect(dialog.getByRole("button", { name: "Copy" })).toBeVisible();
      const row = dialog.getByTestId("share-row");
      await expect(row).toHaveCount(1);
      await expect(row).toContainText("Active");
      await expect(row).toContainText("Not opened yet");
      if (viewport.width < 500) expect(await overflowsSideways(page)).toBe(false);

      // A new browser without a session opens the link: the person, the report, read-only, and its PDF.
      const visitor = await browser.newContext({ viewport: size });
      try {
        const shared = await visitor.newPage();
        const problems: string[] = [];
        shared.on("pageerror", (error) => problems.push(error.message));
        shared.on("console", (m) => {
          // The refused reloads below answer 410, which Chromium reports as a failed resource.
          if (m.type() === "error" && !/status of 410/.test(m.text())) problems.push(m.text());
        });
        const opened = await shared.goto(url);
        expect(opened?.status()).toBe(200);
        const headers = opened!.headers();
        // (server.ts also marks every page "private, no-store"; the header may carry both.)
        expect(headers["cache-control"]).toMatch(/\bno-store\b/);
        expect(headers["cache-control"]).not.toMatch(/max-age|public/);
        expect(headers["x-robots-tag"]).toBe("noindex");
        expect(headers["referrer-policy"]).toContain("no-referrer");
        await waitUntilReady(shared);
        await expect(shared).toHaveURL(url);
        await expect(shared.getByRole("heading", { level: 1 })).toHaveText(name);
        await expect(shared.getByText("Shared with you by your coach — read-only")).toBeVisible();
        for (const d of DOMAINS) {
          await expect(shared.getByTestId("growth-domain").filter({ hasText: DOMAIN_NAMES[d] })).toBeVisible();
        }
        await expect(shared.getByRole("heading", { name: "Growth areas to develop" })).toBeVisible();
        // Read-only: no editor, no sign-in, no shell.
        await expect(shared.getByRole("button", { name: /save plan|add a goal|sign in/i })).toHaveCount(0);
        await expect(shared.getByRole("navigation")).toHaveCount(0);
        if (viewport.width < 500) expect(await overflowsSideways(shared)).toBe(false);
        await expectAccessible(shared, "the shared report");
        const pdfHref = await shared.getByRole("link", { name: "Download PDF" }).getAttribute("href");
        const pdf = await shared.request.get(pdfHref!);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()["content-type"]).toBe("application/pdf");

        // The owner sees it was opened, and revokes it: confirmed in a dialog, by keyboard.
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await share.click();
        await expect(row).toContainText(/Last opened/);
        await row.getByRole("button", { name: /^Revoke/ }).focus();
        await page.keyboard.press("Enter");
        const confirm = page.getByRole("dialog", { name: "Revoke this link?" });
        await expect(confirm).toBeVisible();
        await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
        // Tab at once, before the dialog's opening transition has ended: the focus stays where the person put it.
        await page.keyboard.press("Tab");
        await expect(confirm.getByRole("button", { name: "Revoke link" })).toBeFocused();
        await page.keyboard.press("Enter");
        await expectToast(page, "Link revoked. It no longer opens.");
        await expect(confirm).toBeHidden();
        await expect(row).toContainText("Revoked");
        await expect(row.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);

        // The signed-out reload is refused, and so is the PDF (which comes back to the page that says why).
        const refused = await shared.reload();
        expect(refused?.status()).toBe(410);
        expect(refused!.headers()["cache-control"]).toMatch(/\bno-store\b/);
        await waitUntilReady(shared);
        await expect(shared.getByTestId("shared-report-refused")).toHaveText(
          "This link has expired or was revoked. Ask your coach for a new one.",
        );
        await expect(shared.getByText(name)).toHaveCount(0);
        await expectAccessible(shared, "a revoked link's page");
        const pdfAfter = await shared.goto(pdfHref!);
        expect(pdfAfter?.status()).toBe(410);
        await expect(shared).toHaveURL(url);

        // A link that is not one of ours is "not valid".
        const forged = url.slice(0, -8) + (url.endsWith("AAAAAAAA") ? "BBBBBBBB" : "AAAAAAAA");
        const invalid = await shared.goto(forged);
        expect(invalid?.status()).toBe(404);
        await waitUntilReady(shared);
        await expect(shared.getByTestId("shared-report-refused")).toContainText("This link is not valid.");
        expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
      } finally {
        await visitor.close();
      }
    },
  );
}
