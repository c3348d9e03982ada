// Role benchmarks in the browser, for both brands: a super admin models a benchmark after a candidate, the
// background job scores every result (progress on the page), the report shows the fit; editing the benchmark's
// targets re-scores through the job and the report's fit changes. Company users cannot open the pages. A candidate
// page has one fit, to one benchmark it names with why (ADR 056); without one it says why and offers a pick.
import type { Page } from "@playwright/test";
import { makeCandidate, type MadeCandidate } from "./assessments";
import { signIn } from "./auth";
import { expectToast } from "./toasts";
import { EACH_BRAND, expect as baseExpect, gotoReady, test } from "./fixtures";
import { expectWorkNamesOnly } from "./work-names";

// Re-scoring a few hundred results and server round trips can take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
const ADMIN = "ava.admin@provider.test";

test.describe.configure({ timeout: 180_000 });

async function openReport(page: Page, who: MadeCandidate) {
  await gotoReady(page, `/candidates?search=${encodeURIComponent(who.email)}`);
  await page
    .getByRole("row")
    .filter({ hasText: who.email })
    .getByRole("link", { name: `${who.first} ${who.last}` })
    .click();
  await page.waitForURL(/\/survey-results\/\d+$/);
}

/** Chooses a benchmark in the report's fit panel and answers the fit score shown (a number), once it is current. */
async function fitTo(page: Page, benchmark: string) {
  // The fit panel's choice is the whole page's (ADR 056).
  const panel = page.getByRole("region", { name: "Fit to a role benchmark" });
  await panel.getByRole("combobox", { name: "Role benchmark" }).selectOption({ label: benchmark });
  // The pick reloads the page's data from the server (fit, interview, summary): wait for the picked benchmark's fit.
  await expect(page.getByTestId("fit-score")).toContainText(`Fit to ${benchmark}:`);
  const score = page.getByTestId("fit-score").locator("[data-band]");
  await expect(score).toBeVisible();
  return Number((await score.textContent())!.match(/^\d+/)![0]);
}

test("model a benchmark after a candidate, then edit it: the fit changes through the background job", async ({
  page,
}) => {
  const who = await makeCandidate(page.request, {
    first: "Tess",
    last: `Top${Date.now().toString(36)}`,
    role: "Hygienist",
  });
  const name = `Like Tess ${Date.now().toString(36)}`;
  await signIn(page, ADMIN);

  // Model after the candidate: find them, tick "Include facets" once the list is shown, use them, name the
  // benchmark, create it. Every range is open before that, which the form warns about.
  await gotoReady(page, "/role-benchmarks/add");
  await expect(page.getByTestId("open-targets-warning")).toContainText("everyone would fit this benchmark at 100");
  await page.getByRole("searchbox", { name: "Find a person" }).fill(who.last);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("checkbox", { name: "Include facets" }).check();
  await page.getByRole("button", { name: `Model after ${who.first} ${who.last}` }).click();
  await expect(page.getByTestId("model-note")).toContainText(`Modeled after ${who.first} ${who.last}`);
  await expect(page.getByTestId("model-note")).toContainText("facets included");
  await expect(page.getByRole("switch", { name: "Also target facets" })).toBeChecked();
  await expect(page.getByTestId("open-targets-warning")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("button", { name: "Create benchmark" }).click();

  // The edit page shows the job's progress until every result is scored.
  await page.waitForURL(/\/role-benchmarks\/edit\?id=\d+/);
  await expectToast(page, `${name} was created`, { contains: true });
  await expect(page.getByTestId("rescore-progress")).toContainText("Fit scores up to date");
  const editUrl = page.url();

  // The model fits their own benchmark perfectly.
  await openReport(page, who);
  expect(await fitTo(page, name)).toBe(100);
  // The report names scales for work; the inventory's names are in the closed technical appendix.
  await expectWorkNamesOnly(page);

  // Move Stress response's range to the far end from the candidate's percentile, and save.
  await page.goto(editUrl);
  const from = page.getByRole("textbox", { name: "Stress response from" });
  const to = page.getByRole("textbox", { name: "Stress response to" });
  const low = Number(await from.inputValue()) < 45;
  await to.fill(low ? "99" : "1");
  await to.blur();
  await from.fill(low ? "99" : "1");
  await from.blur();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "its fit scores are being recalculated", { contains: true });
  await expect(page.getByText("Version 2")).toBeVisible();
  await expect(page.getByTestId("rescore-progress")).toContainText("Fit scores up to date");

  // The report's stored fit is the job's new one: lower, and what the trait table adds up to (the 5 domains and
  // the facets weigh half each; the 3 health-adjacent facets of the 30 are left out of fit by default).
  await openReport(page, who);
  const fit = await fitTo(page, name);
  expect(fit).toBeLessThan(100);
  const traitFits = await page
    .getByTestId("fit-table")
    .locator("tbody tr td:last-child")
    .allTextContents()
    .then((cells) => cells.map((c) => Number(c.match(/^\d+/)![0])));
  expect(traitFits).toHaveLength(32);
  const mean = (fits: number[]) => fits.reduce((a, b) => a + b, 0) / fits.length;
  expect(fit).toBe(Math.round(mean(traitFits.slice(0, 5)) / 2 + mean(traitFits.slice(5)) / 2 + 1e-9));
});

test("the benchmark list shows each benchmark's fit-score progress; company users cannot open it", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, ADMIN);
  await gotoReady(page, "/role-benchmarks");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Role Benchmarks");
  const row = page.getByRole("row").filter({ hasText: "Customer-facing role" });
  await expect(row.getByTestId("rescore-progress")).toContainText("Fit scores up to date");
  await expect(page.getByRole("link", { name: "Role Benchmarks" })).toBeVisible();

  const owner = await browser.newContext({ baseURL });
  const ownerPage = await owner.newPage();
  await signIn(ownerPage, "owner@harbor-dental.test");
  await expect(ownerPage.getByRole("link", { name: "Role Benchmarks" })).toHaveCount(0);
  const response = await ownerPage.goto("/role-benchmarks");
  expect(response?.status()).toBe(403);
  await owner.close();
});

test(
  "a candidate page shows one fit and says which benchmark and why; without one it explains and offers a pick",
  { tag: EACH_BRAND },
  async ({ page, brand }) => {
    const stamp = Date.now().toString(36);
    const hygienist = await makeCandidate(page.request, { first: "Hana", last: `Hyg${stamp}`, role: "Hygienist" });
    const receptionist = await makeCandidate(page.request, {
      first: "Rhea",
      last: `Rec${stamp}`,
      role: "Receptionist",
    });
    await signIn(page, "owner@harbor-dental.test");
    const fit = page.getByRole("region", { name: "Fit to a role benchmark" });
    const interview = page.getByRole("region", { name: "Interview", exact: true });

    // The role's benchmark, named with why; one fit figure on the whole page, and the facets it leaves out.
    await openReport(page, hygienist);
    await expect(fit.getByTestId("fit-reason")).toHaveText(
      "Measured against Dental hygienist: the benchmark for the role Hygienist.",
    );
    await expect(page.getByTestId("fit-score")).toHaveCount(1);
    await expect(page.getByTestId("fit-score")).toContainText("Fit to Dental hygienist:");
    await expect(fit.getByTestId("fit-excluded")).toContainText("Not used for fit:");
    await expect(fit.getByTestId("fit-excluded")).not.toContainText("Depression");
    if (brand.features.interviewQuestions) {
      await expect(interview.getByTestId("interview-benchmark")).toContainText(
        "Gap questions against Dental hygienist",
      );
    }

    // No benchmark for the role: no fit number, why, and a pick for the whole page.
    await openReport(page, receptionist);
    await expect(fit.getByTestId("fit-reason")).toContainText("No fit: there is no benchmark for Receptionist.");
    await expect(page.getByTestId("fit-score")).toHaveCount(0);
    await fit.getByRole("combobox", { name: "Role benchmark" }).selectOption({ label: "Customer-facing role" });
    await page.waitForURL(/\?benchmark=\d+$/);
    await expect(fit.getByTestId("fit-reason")).toContainText(
      "Measured against Customer-facing role: picked for this page",
    );
    await expect(page.getByTestId("fit-score")).toHaveCount(1);
    if (brand.features.interviewQuestions) {
      // The interview follows the page's pick.
      await expect(interview.getByTestId("interview-benchmark")).toContainText(
        "Gap questions against Customer-facing role",
      );
    }
  },
);
