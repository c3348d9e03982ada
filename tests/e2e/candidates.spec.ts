// Candidates/Employees and the report in the browser: search and filter the list, export the
// filtered set, bulk status/archive with Undo, restore from /archived, and on the report notes (add, edit, delete
// with Undo), a stage change and the print layout. Each test makes candidates of its own through the public survey
// API, so parallel specs never act on each other's rows.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { makeCandidate, type MadeCandidate } from "./assessments";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { BRANDS, expect as baseExpect, gotoReady, test } from "./fixtures";

// Server round trips can take seconds on a busy machine; toasts last 2 s once shown.
const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@harbor-dental.test";

/** A last name no other run shares. */
const uniqueLast = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const rowOf = (page: Page, who: MadeCandidate) => page.getByRole("row").filter({ hasText: who.email });

test.describe.configure({ timeout: 120_000 });

test("search by name, filter by role, and export exactly the filtered set as CSV", async ({ page }) => {
  const last = uniqueLast("Quill");
  const hygienist = await makeCandidate(page.request, { first: "Hana", last, role: "Hygienist" });
  const receptionist = await makeCandidate(page.request, { first: "Rex", last, role: "Receptionist" });
  await signIn(page, OWNER);
  await gotoReady(page, "/candidates");

  await page.getByRole("searchbox", { name: "Search" }).fill(last.slice(0, 8).toLowerCase());
  await expect(page).toHaveURL(new RegExp(`search=${last.slice(0, 8).toLowerCase()}`));
  await expect(page.getByTestId("result-count")).toHaveText("2 people");
  await expect(rowOf(page, hygienist)).toBeVisible();
  await expect(rowOf(page, receptionist)).toBeVisible();

  await page.getByRole("button", { name: "Filters" }).click();
  await page.getByRole("textbox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Hygienist" }).click();
  await expect(page).toHaveURL(/role=Hygienist/);
  await expect(page.getByTestId("result-count")).toHaveText("1 person");
  await expect(rowOf(page, receptionist)).toHaveCount(0);
  await page.keyboard.press("Escape");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^survey-results-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync((await file.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toMatch(/^Id,First name,Last name,E-mail,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(hygienist.email);

  // Nothing to export: a disabled link, with no address a click could follow.
  await page.getByRole("searchbox", { name: "Search" }).fill(`${last.toLowerCase()}zz`);
  await expect(page.getByTestId("result-count")).toHaveText("0 people");
  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toBeDisabled();
  await expect(exportLink).not.toHaveAttribute("href");

  // A name opens the report within the app, as any link of the app does: the page is not loaded anew.
  await page.getByRole("searchbox", { name: "Search" }).fill(last.toLowerCase());
  await expect(page.getByTestId("result-count")).toHaveText("1 person");
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  const name = rowOf(page, hygienist).getByRole("link").first();
  const href = await name.getAttribute("href");
  await name.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
});

test("bulk: move to a status, archive with Undo, restore from /archived", async ({ page }) => {
  // Brand-agnostic, so in the hiring brand only (playwright.config.ts); the other brand's list and archive headings
  // are in brand-smoke.spec.ts.
  const brand = BRANDS.hb;
  const last = uniqueLast("Bulk");
  const people = [
    await makeCandidate(page.request, { first: "Ada", last }),
    await makeCandidate(page.request, { first: "Bo", last }),
  ];
  await signIn(page, OWNER);
  await gotoReady(page, `/candidates?search=${last.toLowerCase()}`);
  await expect(page.getByTestId("result-count")).toHaveText("2 people");

  await page.getByRole("checkbox", { name: "Select all on this page" }).check();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar).toContainText("2 selected");
  // A stage of the brand's own pipeline (the hiring brand's "Interview").
  const stage = brand.wording.pipelineStages[2];
  await bar.getByRole("textbox", { name: "Status" }).click();
  await page.getByRole("option", { name: stage }).click();
  await bar.getByRole("button", { name: "Apply" }).first().click();
  await expectToast(page, `Moved 2 people to ${stage}.`);
  for (const who of people) await expect(rowOf(page, who).getByRole("cell", { name: stage })).toBeVisible();

  await page.getByRole("checkbox", { name: "Select all on this page" }).check();
  await bar.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("Archived 2 people.")).toBeVisible();
  await expect(page.getByTestId("result-count")).toHaveText("0 people");
  await page.getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Restored again.");
  await expect(page.getByTestId("result-count")).toHaveText("2 people");

  await page.getByRole("checkbox", { name: "Select all on this page" }).check();
  await bar.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByTestId("result-count")).toHaveText("0 people");

  await page.getByRole("link", { name: "Archived", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Archived ${brand.wording.candidates.toLowerCase()}`,
  );
  await gotoReady(page, `/archived?search=${last.toLowerCase()}`);
  await expect(page.getByTestId("result-count")).toHaveText("2 people archived");
  await page.getByRole("checkbox", { name: `Select ${people[0].first} ${last}` }).check();
  await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Restored 1 person.")).toBeVisible();
  await expect(page.getByTestId("result-count")).toHaveText("1 person archived");

  await gotoReady(page, `/candidates?search=${last.toLowerCase()}`);
  await expect(page.getByTestId("result-count")).toHaveText("1 person");
  await expect(rowOf(page, people[0])).toBeVisible();
});

test("the report: notes with Undo, a stage change, and a print layout without the shell", async ({ page }) => {
  const who = await makeCandidate(page.request, { first: "Nora", last: uniqueLast("Notes") });
  await signIn(page, OWNER);
  await gotoReady(page, `/candidates?search=${encodeURIComponent(who.email)}`);
  await rowOf(page, who)
    .getByRole("link", { name: `${who.first} ${who.last}` })
    .click();
  await page.waitForURL(/\/survey-results\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${who.first} ${who.last}`);

  // Notes: add, edit, delete, undo.
  await page.getByRole("textbox", { name: "Add a note" }).fill("Warm and well prepared.");
  await page.getByRole("button", { name: "Add note" }).click();
  const note = page.getByTestId("note");
  await expect(note).toContainText("Warm and well prepared.");
  await expect(page.getByRole("textbox", { name: "Add a note" })).toHaveValue("");
  await note.getByRole("button", { name: "Edit" }).click();
  await page.getByRole("textbox", { name: "Edit note" }).fill("Warm, well prepared, asked good questions.");
  await page.getByRole("button", { name: "Save note", exact: true }).click();
  await expect(note).toContainText("asked good questions");
  await expect(note).toContainText("edited");
  await note.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Note deleted.")).toBeVisible();
  await expect(note).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(note).toContainText("asked good questions");

  // Stage: through the hiring pipeline's stage change.
  await page.getByRole("combobox", { name: "Stage" }).selectOption("Offer");
  await expectToast(page, "Moved to Offer.");
  await expect(page.getByRole("definition").filter({ hasText: /^Offer$/ })).toBeVisible();

  // Print: the report without the sidebar, the top bar or any control.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("navigation")).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Add a note" })).toBeHidden();
  await expect(page.getByTestId("score-table")).toBeVisible();
  await expect(page.getByTestId("note")).toBeVisible();
  await page.emulateMedia({ media: "screen" });
});

test("a result of another company is not found", async ({ page, browser, baseURL, allowConsoleError }) => {
  const other = await makeCandidate(page.request, {
    company: "summit-fitness",
    first: "Sam",
    last: uniqueLast("Other"),
    role: "Personal Trainer",
  });
  // Summit's owner finds the report's address…
  const summit = await browser.newContext({ baseURL });
  const summitPage = await summit.newPage();
  await signIn(summitPage, "owner@summit-fitness.test");
  await gotoReady(summitPage, `/candidates?search=${encodeURIComponent(other.email)}`);
  const href = await rowOf(summitPage, other).getByRole("link").first().getAttribute("href");
  await summit.close();
  expect(href).toMatch(/^\/survey-results\/\d+$/);

  // …which Harbor's owner can neither open nor find in the list.
  await signIn(page, OWNER);
  // The page answers 404 on purpose, which the browser logs as a failed load.
  allowConsoleError(/status of 404/);
  const response = await page.goto(href!);
  expect(response?.status()).toBe(404);
  await gotoReady(page, `/candidates?search=${encodeURIComponent(other.email)}`);
  await expect(page.getByTestId("result-count")).toHaveText("0 people");
});
