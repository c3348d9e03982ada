// The home dashboard in the browser, for both brands, one sign-in per role: the figures a company owner, a company
// user, a franchise owner and a super admin see are the ones the candidates export gives the same user (their scope),
// so nothing here depends on how many demo people there are. Other specs add people meanwhile: a check that meets a
// change in between is read again. Each role's dashboard is read at one width and then fits the other (375 and
// 1440 px), which a resize shows without another sign-in.
import type { Page } from "@playwright/test";
import { signIn } from "./auth";
import { EACH_BRAND, expect as baseExpect, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
// Each journey signs in through the identity provider (scrypt): room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

const DAY = 86_400_000;

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") endCell();
    else if (c === "\n") endRow();
    else if (c !== "\r") cell += c;
  }
  if (cell || row.length) endRow();
  return rows;
}

/** What the dashboard should say, from the user's own export (archived people and tests included, then sorted out). */
async function expectedFigures(page: Page) {
  const res = await page.request.get("/candidates.csv?include_archived=true&include_tests=true");
  expect(res.status()).toBe(200);
  const [header, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, "")).filter((r) => r.length > 1);
  const col = (name: string) => header.indexOf(name);
  const people = rows
    .map((r) => ({
      status: r[col("Status")],
      test: r[col("Test")] === "yes",
      archived: r[col("Archived at")] !== "",
      registered: Date.parse(r[col("Registered at")]),
      submitted: r[col("Submitted at")] ? Date.parse(r[col("Submitted at")]) : null,
    }))
    .filter((p) => !p.test);
  const stages = new Map<string, number>();
  for (const p of people.filter((p) => !p.archived)) stages.set(p.status, (stages.get(p.status) ?? 0) + 1);
  const today = new Date();
  const firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 13 * DAY;
  return {
    stages: Object.fromEntries(stages),
    total: [...stages.values()].reduce((a, b) => a + b, 0),
    completions14Days: people.filter((p) => p.submitted !== null && p.submitted >= firstDay).length,
  };
}

/** The stage table's counts, by stage. */
async function shownStages(page: Page) {
  const rows = page.getByRole("table", { name: /by stage/ }).locator("tbody tr");
  const shown: Record<string, number> = {};
  for (const row of await rows.all()) {
    const cells = row.locator("td");
    shown[(await cells.nth(0).innerText()).trim()] = Number(await cells.nth(1).innerText());
  }
  return shown;
}

const figure = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

/** At this width the page is no wider than the viewport and the dashboard's figures are on screen. */
async function expectFitsAt(page: Page, size: { width: number; height: number }, candidatesWord: string) {
  await page.setViewportSize(size);
  await expect(figure(page, candidatesWord).getByTestId("figure-value")).toBeVisible();
  await expect(page.getByRole("table", { name: /by stage/ })).toBeVisible();
  // The page was open at another width: the shell's navbar slides out over its transition, and until it has, the
  // main area is still offset by it. What must hold is the layout the page settles in.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** The dashboard agrees with the export; a person added in between by another spec means reading both again. */
async function expectFiguresOfScope(page: Page, candidatesWord: string, superAdmin = false) {
  await expect(async () => {
    const expected = await expectedFigures(page);
    await page.reload();
    expect(await shownStages(page)).toEqual(expected.stages);
    await expect(figure(page, candidatesWord).getByTestId("figure-value")).toHaveText(String(expected.total), {
      timeout: 1_000,
    });
    // Of the people sent the assessment link (by message or invitation), not of the people listed: the export
    // does not hold the links sent, so the figure is read for what it says it counts.
    await expect(figure(page, "Completion rate")).toContainText(
      /no assessment link sent by message or invitation in 30 days|\d+ of \d+ (person|people) sent the link in 30 days finished/,
      { timeout: 1_000 },
    );
    if (superAdmin) {
      await expect(figure(page, "Completions, 14 days").getByTestId("figure-value")).toHaveText(
        String(expected.completions14Days),
        { timeout: 1_000 },
      );
    }
  }).toPass({ timeout: 45_000 });
}

test(
  "a company owner's home at 375 px: their company's figures, brand sections and the link",
  { tag: EACH_BRAND },
  async ({ page, brand }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, "owner@harbor-dental.test");
    await expect(page.getByRole("heading", { name: /Welcome back, Olivia/ })).toBeVisible();
    await expect(page.getByText("Harbor Dental", { exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Assessment link" })).toHaveValue(/\/survey\/register\?link=/);
    // The brand's own section, and not the other's.
    await expect(page.getByRole("region", { name: "Open jobs" })).toHaveCount(brand.features.jobs ? 1 : 0);
    await expect(page.getByRole("region", { name: "Due for reassessment" })).toHaveCount(
      brand.features.changesOverTimeReports ? 1 : 0,
    );
    await expect(page.getByRole("region", { name: "Companies", exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectFiguresOfScope(page, brand.wording.candidates);
    await expectFitsAt(page, DESKTOP, brand.wording.candidates);
  },
);

test(
  "a company user's home at 1440 and 375 px: the same company's figures",
  { tag: EACH_BRAND },
  async ({ page, brand }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, "user@harbor-dental.test");
    await expect(page.getByText("Harbor Dental", { exact: true })).toBeVisible();
    await expectFiguresOfScope(page, brand.wording.candidates);
    await expectFitsAt(page, PHONE, brand.wording.candidates);
  },
);

test("a franchise owner's home counts the franchise's companies", { tag: EACH_BRAND }, async ({ page, brand }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, "franchise.owner@northwind.test");
  await expect(page.getByText(/and your franchise: 3 companies/)).toBeVisible();
  if (brand.features.changesOverTimeReports) {
    // Summit Fitness's two demo people assessed months ago and not since (seed-assessments.ts LONG_AGO).
    await expect(figure(page, "Due for reassessment").getByTestId("figure-value")).toHaveText("2");
    const ready = page.getByRole("region", { name: "Ready for reassessment" });
    await expect(ready).toContainText("Leila Dubois");
    await expect(ready).toContainText("Rosa Haddad");
  }
  await expectFiguresOfScope(page, brand.wording.candidates);
  await expectFitsAt(page, PHONE, brand.wording.candidates);
});

test(
  "a super admin's home is the platform, without Provider Operations' link",
  { tag: EACH_BRAND },
  async ({ page, brand }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, "sam.support@provider.test");
    await expect(page.getByText(/The whole platform: \d+ companies/)).toBeVisible();
    await expect(figure(page, "Companies")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Assessment link" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Get started" })).toHaveCount(0);
    await expectFiguresOfScope(page, brand.wording.candidates, true);
    await expectFitsAt(page, PHONE, brand.wording.candidates);
    await expect(figure(page, "Companies")).toBeVisible();
  },
);
