// Traitwise speaks of people, employees, coaching and development, never of candidates, hiring or applying (issue
// 13): every page a coaching user, a super admin or an assessed employee reads, and the e-mail that brings an
// employee back to an unfinished assessment, are read as a person reads them (the page's visible text, its title,
// and the labels assistive technology reads out), the sidebar too: its board link carries the brand's name for the
// board ("Development Pipeline"); telemetry event names are data, not text, and are not on any page. Also, for both brands: About
// lists only features the brand ships and the product has built, and the hiring brand's build answers 404 to the
// coaching pages it leaves out (ADR 035).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { demoAssessmentToken } from "../../api/db/seed-assessments";
import { ITEMS } from "../../domain/assessment/items";
import { availableFeatures } from "../../app/shell/features";
import { makeCandidate } from "./assessments";
import { signIn } from "./auth";
import { EACH_BRAND, expect as baseExpect, gotoReady, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const OWNER = "owner@harbor-dental.test";
const SUPER_ADMIN = "ava.admin@provider.test";
/** Reads the outbox; a super admin of its own, so this spec's sessions are its own. */
const OUTBOX_READER = "dan.data@provider.test";
const LINK = `/survey/register?link=${demoAssessmentToken("harbor-dental")}`;

/** Words a coaching reader must never meet. */
const FORBIDDEN = /candidate|applying|applicant|hiring/i;
/**
 * The questionnaire's own statements, quoted as the person answered them ("Tend to vote for liberal political
 * candidates"): the instrument's words, not the product calling the person a candidate.
 */
const ITEM_TEXTS = new Set(ITEMS.map((item) => item.text));

const routesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app/routes");
/** Whether a page of the coaching features exists yet (they are being built alongside this spec). */
const hasRoute = (file: string) => fs.existsSync(path.join(routesDir, file));

test.describe.configure({ timeout: 120_000 });

/** What a person reads on the page: its title, the visible text, and the labels, placeholders and titles of its elements. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label], [placeholder], [title]")]
      .flatMap((el) => ["aria-label", "placeholder", "title"].map((name) => el.getAttribute(name) ?? ""))
      .filter(Boolean);
    return [document.title, document.body.innerText, ...labels].join("\n");
  });
}

/** The lines of the page that speak of candidates, hiring or applying (none, we expect). */
async function expectPeopleWording(page: Page, where: string) {
  const text = await readableText(page);
  expect(text.length, `${where} has text`).toBeGreaterThan(20);
  const offending = text
    .split("\n")
    .filter((line) => FORBIDDEN.test(line))
    .filter((line) => !ITEM_TEXTS.has(line.trim()));
  expect(offending, `${where} speaks of candidates, hiring or applying`).toEqual([]);
}

/** Opens a page, waits for its heading, and checks its wording. */
async function visit(page: Page, url: string) {
  const response = await gotoReady(page, url);
  expect(response?.status(), url).toBeLessThan(400);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expectPeopleWording(page, url);
}

// Both brands: About tells the truth.
test("About lists exactly the features this brand ships", { tag: EACH_BRAND }, async ({ page, brand }) => {
  await signIn(page, OWNER);
  await gotoReady(page, "/about");
  const listed = page.getByRole("list", { name: `Features in ${brand.name}` }).getByRole("listitem");
  await expect(listed).toHaveText(availableFeatures(brand));
});

test(
  "the hiring brand's build has none of the coaching pages: each address is the 404 page",
  { tag: EACH_BRAND },
  async ({ page, brand, allowConsoleError }) => {
    test.skip(!brand.features.jobs || brand.features.coaching, "the hiring brand");
    // Chromium logs every document answered with 404; those 404s are the point here.
    allowConsoleError(/status of 404 \(Not Found\)/);
    await signIn(page, OWNER);
    for (const url of [
      "/coaching",
      "/coaching/1",
      "/survey-results/1/growth",
      "/survey-results/1/changes",
      "/survey-results/1/answers",
      "/compare",
      "/conflict",
      "/shared/report/any-payload",
    ]) {
      expect((await gotoReady(page, url))?.status(), url).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Coaching" })).toHaveCount(0);
  },
);

test.describe("the coaching brand", { tag: EACH_BRAND }, () => {
  test.beforeEach(({ brand }) => {
    test.skip(brand.features.jobs || !brand.features.coaching, "the coaching brand's wording");
  });

  test("a coaching company owner reads of people and development on every page", async ({
    page,
    browser,
    baseURL,
    brand,
  }) => {
    const who = await makeCandidate(page.request, { first: "Wren", last: `Wording${Date.now().toString(36)}` });
    await signIn(page, OWNER);

    await visit(page, "/");
    await expect(page.getByRole("link", { name: brand.wording.pipeline })).toBeVisible();
    await visit(page, `/candidates?search=${encodeURIComponent(who.email)}`);
    const href = await page
      .getByRole("row")
      .filter({ hasText: who.email })
      .getByRole("link", { name: `${who.first} ${who.last}` })
      .getAttribute("href");
    const id = Number(/\/survey-results\/(\d+)$/.exec(href ?? "")?.[1]);
    expect(id, "the person's report link").toBeGreaterThan(0);

    await visit(page, "/candidates");
    await visit(page, "/archived");
    // A bare board address first restores this browser's filters into the URL.
    await gotoReady(page, "/hiring-pipeline");
    await expect(page).toHaveURL(/\/hiring-pipeline\?/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectPeopleWording(page, "/hiring-pipeline");
    await visit(page, "/pipelines");

    await visit(page, `/survey-results/${id}`);
    // The views of the report that the coaching features add, as far as they exist yet.
    for (const [file, view] of [
      ["_app.survey-results_.$id_.growth.tsx", "growth"],
      ["_app.survey-results_.$id_.changes.tsx", "changes"],
      ["_app.survey-results_.$id_.answers.tsx", "answers"],
      ["_app.survey-results_.$id_.benchmarks.tsx", "benchmarks"],
    ] as const) {
      if (hasRoute(file)) await visit(page, `/survey-results/${id}/${view}`);
    }
    if (hasRoute("_app.compare.tsx")) await visit(page, "/compare");
    if (hasRoute("_app.conflict.tsx")) await visit(page, "/conflict");
    if (hasRoute("_app.coaching.tsx")) await visit(page, "/coaching");
    if (hasRoute("_app.coaching_.$id.tsx")) await visit(page, `/coaching/${id}`);

    // The public page of a shared report, opened signed out as whoever the link was sent to.
    if (hasRoute("shared.report.$payload.tsx") && hasRoute("_app.survey-results_.$id_.shares.tsx")) {
      const made = await page.request.post(`/survey-results/${id}/shares`, {
        form: { intent: "create", expires_in_days: "14" },
      });
      expect(made.ok(), "a share link is made").toBe(true);
      const shared = new URL(((await made.json()) as { data: { created: { url: string } } }).data.created.url);
      const outsider = await browser.newContext({ baseURL });
      await visit(await outsider.newPage(), shared.pathname);
      await outsider.close();
    }

    await visit(page, "/user-management");
    await page.getByRole("button", { name: "Add user" }).click();
    const form = page.getByRole("dialog", { name: "Add user" });
    await expect(form).toBeVisible();
    await expectPeopleWording(page, "/user-management's Add user form");
    await page.keyboard.press("Escape");

    await visit(page, "/about");
    await expect(page.getByRole("list", { name: /^Features in / })).toContainText("Coaching");
  });

  test("a super admin reads of people on the role benchmarks and the company's role names", async ({ page }) => {
    await signIn(page, SUPER_ADMIN);
    await visit(page, "/role-benchmarks");
    await visit(page, "/role-benchmarks/add");
    await visit(page, "/companies/overview");
    await page.getByRole("link", { name: "Harbor Dental" }).click();
    const drawer = page.getByRole("dialog", { name: "Harbor Dental" });
    await drawer.getByRole("tab", { name: "Role names" }).click();
    await expect(drawer.getByRole("checkbox").first()).toBeVisible();
    await expectPeopleWording(page, "Harbor Dental's role names");
  });

  test("an employee registers, finishes and is e-mailed about an unfinished assessment in coaching words", async ({
    browser,
    baseURL,
    request,
  }) => {
    // Signed out: the registration and the thank-you page of a finished assessment.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await visit(page, LINK);
    await expect(page.getByRole("combobox", { name: "Your role" })).toBeVisible();
    const finished = await makeCandidate(request, { first: "Tove", last: `Thanks${Date.now().toString(36)}` });
    await visit(page, `/survey/thank-you?id=${finished.uuid}`);
    await expect(page.getByText("Your answers have been submitted to Harbor Dental.")).toBeVisible();
    await context.close();

    // Registering again with the e-mail of an unfinished assessment e-mails the way back to it.
    const email = `ola.unfinished.${Date.now()}@example.test`;
    const body = {
      token: demoAssessmentToken("harbor-dental"),
      first: "Ola",
      last: "Unfinished",
      email,
      sex: "female",
      age: 41,
      role: "Receptionist",
      consent: true,
    };
    expect((await request.post("/api/v2/surveys/register", { data: body })).status()).toBe(201);
    expect((await request.post("/api/v2/surveys/register", { data: body })).status()).toBe(202);

    const admin = await (await browser.newContext({ baseURL })).newPage();
    await signIn(admin, OUTBOX_READER);
    await gotoReady(admin, `/outbox?to=${encodeURIComponent(email)}`);
    const mail = admin.getByRole("article").filter({ hasText: "continue-assessment" });
    await expect(mail).toHaveCount(1);
    const text = `${await mail.innerText()}`;
    expect(text).toContain("Harbor Dental");
    expect(text.split("\n").filter((line) => FORBIDDEN.test(line))).toEqual([]);
    await admin.context().close();
  });
});
