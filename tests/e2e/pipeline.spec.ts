// The hiring-pipeline board in Chromium, for both brands: cards move between and within columns with the mouse, the
// keyboard and touch, and the order survives a reload; the filters come back from the browser's storage; move all
// followed by Undo restores the board; a phone scrolls the columns sideways and moves a card to a far column with
// "Move to…" and the keyboard; no permission, no board.
// The tests share one company's board (Bayside Bakery, used by no other spec), so they run one after another.
import type { Locator, Page } from "@playwright/test";
import { collected, identityCookie } from "./analytics";
import { lastToast, signIn } from "./auth";
import { expectToast } from "./toasts";
import { EACH_BRAND, expect, gotoReady, test, waitUntilReady } from "./fixtures";

// Each test signs in and loads the board several times: give it room on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const OWNER = "owner@bayside-bakery.test";

const board = (page: Page) => page.getByTestId("board");
const column = (page: Page, status: string) => page.locator(`[data-testid="board-column"][data-status="${status}"]`);
const cards = (page: Page, status: string) => column(page, status).getByTestId("board-card");
const names = (page: Page, status: string) => cards(page, status).locator("a").allTextContents();
const handle = (card: Locator) => card.locator("[data-rfd-drag-handle-draggable-id]");
const count = async (page: Page, status: string) =>
  Number(
    await column(page, status)
      .getByTestId("column-count")
      .innerText()
      .then((t) => t.replace(/\D/g, "")),
  );

/** What the board last told a screen reader (hello-pangea/dnd's live region, worded in app/pipeline/BoardView.tsx). */
const announcement = (page: Page) => page.locator('[id^="rfd-announcement-"]');
/** A drag under way over a place to drop: "<name>: <column>, position <n> of <m>" (no full stop, unlike a drop). */
const OVER_A_PLACE = /: .+, position \d+ of \d+$/;

/** Waits until no move is being saved (the board shows "Saving…" meanwhile). */
async function settled(page: Page) {
  await expect(page.getByText("Saving…")).toHaveCount(0);
}

async function openBoard(page: Page, path = "/hiring-pipeline") {
  await gotoReady(page, path);
  // A bare address fills in the filters (from this browser, or the defaults) first.
  await expect(page).toHaveURL(/[?&]pipeline_id=\d+/);
  await expect(board(page)).toBeVisible({ timeout: 15_000 });
  await waitUntilReady(page);
}

/** The whole board as names per column, in order. */
async function snapshot(page: Page) {
  const statuses = await page
    .getByTestId("board-column")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-status")!));
  return Object.fromEntries(
    await Promise.all(
      statuses.map(async (s) => [s, { names: await names(page, s), count: await count(page, s) }] as const),
    ),
  );
}

/** A mouse drag the way a person does it: press, move past the drag threshold, travel, release over a place. */
async function mouseDrag(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = (await from.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + 12, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await expect(announcement(page)).toHaveText(OVER_A_PLACE);
  await page.mouse.up();
}

/** A keyboard move: Space lifts the card, one arrow key moves it (the board says where), Space drops it. */
async function keyboardMove(page: Page, card: Locator, key: "ArrowRight" | "ArrowDown", over: RegExp) {
  await handle(card).focus();
  await page.keyboard.press("Space");
  await expect(announcement(page)).toContainText("Picked up");
  await page.keyboard.press(key);
  await expect(announcement(page)).toHaveText(over);
  await page.keyboard.press("Space");
  await settled(page);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, OWNER);
});

test("drags a card to another column with the mouse, and the order survives a reload", async ({ page }) => {
  await openBoard(page);
  const [moving] = await names(page, "New");
  expect(moving, "a card in New").toBeTruthy();
  const before = await names(page, "Screening");
  expect(before.length, "cards in Screening").toBeGreaterThan(1);

  // Drop it between the first and the second card of Screening.
  const second = (await cards(page, "Screening").nth(1).boundingBox())!;
  await mouseDrag(page, handle(cards(page, "New").first()), { x: second.x + second.width / 2, y: second.y + 8 });
  await settled(page);
  await expect.poll(() => names(page, "Screening")).toEqual([before[0], moving, ...before.slice(1)]);
  await expect(cards(page, "Screening").nth(1)).toContainText("Today in this status");

  await page.reload();
  await waitUntilReady(page);
  await expect.poll(() => names(page, "Screening")).toEqual([before[0], moving, ...before.slice(1)]);
  expect(await names(page, "New")).not.toContain(moving);
});

test(
  "moves cards with the keyboard, across columns and within one, and the order survives a reload",
  { tag: EACH_BRAND },
  async ({ page, brand, otherBrand }) => {
    // The brand's second and third stages (the hiring brand's Screening and Interview).
    const [, from, to] = brand.wording.pipelineStages;
    await openBoard(page);
    // The board names the brand's stages only: no coaching stage in hiring, no hiring stage in coaching.
    await expect(page.getByTestId("board-column")).toHaveCount(brand.wording.pipelineStages.length);
    for (const stage of otherBrand.wording.pipelineStages.filter((s) => !brand.wording.pipelineStages.includes(s)))
      await expect(board(page).getByText(stage, { exact: true })).toHaveCount(0);
    const [first] = await names(page, from);
    const interview = await names(page, to);
    const movedId = Number(await handle(cards(page, from).first()).getAttribute("data-rfd-drag-handle-draggable-id"));

    // Space lifts, the right arrow goes to the next column, Space drops: at the top of the next stage.
    await keyboardMove(page, cards(page, from).first(), "ArrowRight", new RegExp(`: ${to}, position 1 of \\d+$`));
    await expect.poll(() => names(page, to)).toEqual([first, ...interview]);

    // Within the column: one place down.
    await keyboardMove(page, cards(page, to).first(), "ArrowDown", new RegExp(`: ${to}, position 2 of \\d+$`));
    const expected = interview.length ? [interview[0], first, ...interview.slice(1)] : [first];
    await expect.poll(() => names(page, to)).toEqual(expected);

    await page.reload();
    await waitUntilReady(page);
    await expect.poll(() => names(page, to)).toEqual(expected);

    // Analytics heard of the stage change once, and not of the move within a column.
    const { deviceId } = await identityCookie(page.context(), brand.brand);
    const stageChanges = async () =>
      (await collected(brand.brand, deviceId))
        .filter((e) => e.event_type === "Candidate Stage Changed")
        .map((e) => e.event_properties);
    await expect.poll(stageChanges, { timeout: 10_000 }).toHaveLength(1);
    expect((await stageChanges())[0]).toMatchObject({
      candidate_id: movedId,
      from_stage: from,
      to_stage: to,
      brand: "hb",
      product_brand: brand.brand,
    });
  },
);

test("keeps the filters in the browser under kanban keys, restores them on return, and clears them together", async ({
  page,
}) => {
  await openBoard(page);
  await page.getByRole("button", { name: /^Filters/ }).click();
  await page.getByRole("switch", { name: "Include tests" }).click();
  await expect(page).toHaveURL(/include_tests=true/);
  await expect(page.getByRole("switch", { name: "Include tests" })).toBeChecked();
  await page.getByRole("textbox", { name: "Roles" }).click();
  await page.getByRole("option", { name: "Baker" }).click();
  await expect(page).toHaveURL(/roles=Baker/);
  await page.keyboard.press("Escape");
  await page.getByRole("textbox", { name: "Role explorer" }).fill("ake");
  await expect(page).toHaveURL(/role_explorer=ake/);

  const kanban = () =>
    page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith("kanban"))));
  // The board stores what it shows once the filtered board has loaded.
  await expect
    .poll(kanban)
    .toMatchObject({ kanbanIncludeTests: "true", kanbanRoles: '["Baker"]', kanbanRoleExplorer: '"ake"' });
  expect(Object.keys(await kanban())).toEqual(
    expect.arrayContaining(["kanbanCompanyId", "kanbanCompanyName", "kanbanPipelineId"]),
  );
  const shown = await snapshot(page);

  // Back from elsewhere to the bare address: the filters come back from storage, into the URL and the board.
  await gotoReady(page, "/");
  await openBoard(page);
  await expect(page).toHaveURL(/include_tests=true/);
  await expect(page).toHaveURL(/roles=Baker/);
  await expect(page.getByRole("button", { name: "Filters (3)" })).toBeVisible();
  expect(await snapshot(page)).toEqual(shown);
  await page.reload();
  await waitUntilReady(page);
  await expect(page.getByRole("button", { name: "Filters (3)" })).toBeVisible();

  // The fit badge: each card's fit to a chosen role benchmark (a view choice in the URL, not kept in storage).
  await page.getByRole("textbox", { name: "Fit badge" }).click();
  await page.getByRole("option", { name: "Customer-facing role" }).click();
  await expect(page).toHaveURL(/benchmark_id=\d+/);
  await expect(board(page).locator("[data-band]").first()).toBeVisible();
  expect(Object.keys(await kanban()).filter((k) => /benchmark/i.test(k))).toEqual([]);

  // One action clears them all, in the URL and in storage.
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/roles=|include_tests|role_explorer|benchmark_id/);
  await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeVisible();
  await expect.poll(async () => Object.keys(await kanban())).not.toContain("kanbanRoles");
  const after = Object.keys(await kanban());
  expect(after).not.toContain("kanbanIncludeTests");
  expect(after).not.toContain("kanbanRoleExplorer");
  await openBoard(page);
  await expect(page).not.toHaveURL(/roles=/);
});

test("moves all cards of a status to another and Undo restores the board", async ({ page }) => {
  await openBoard(page);
  const original = await snapshot(page);
  expect(original["New"].count, "cards in New").toBeGreaterThan(0);

  await column(page, "New").getByRole("button", { name: "New column actions" }).click();
  const dialog = page.getByRole("dialog", { name: "New: column actions" });
  await dialog.getByRole("textbox", { name: "Move them to" }).click();
  await page.getByRole("option", { name: "Offer" }).click();
  await dialog.getByRole("button", { name: "Move all" }).click();

  // Every card of the status moves, also those the default filters hide (archived and test cards).
  await expectToast(page, /Moved \d+ cards? from New to Offer/, { contains: true });
  await expect.poll(() => count(page, "New")).toBe(0);
  await expect.poll(() => count(page, "Offer")).toBe(original["Offer"].count + original["New"].count);

  await lastToast(page).getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Undone", { contains: true });
  await expect.poll(() => snapshot(page)).toEqual(original);
  await page.reload();
  await waitUntilReady(page);
  expect(await snapshot(page)).toEqual(original);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the columns scroll sideways and a card moves by touch (press, hold, drag)", async ({ page }) => {
    await openBoard(page);
    const region = board(page);
    const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, "columns wider than the screen").toBeGreaterThan(0);
    await expect(column(page, "New")).toBeInViewport();

    const [moving] = await names(page, "Offer");
    const target = await names(page, "Offer");
    expect(target.length, "cards in Offer").toBeGreaterThan(1);
    // Press and hold on the grip, then drag below the second card of the same column.
    const grip = (await handle(cards(page, "Offer").first()).boundingBox())!;
    // The first card in the middle of the screen, so the second (cards may carry a fit note) is on screen below it.
    await cards(page, "Offer")
      .first()
      .evaluate((card) => card.scrollIntoView({ block: "center" }));
    const start = (await handle(cards(page, "Offer").first()).boundingBox())!;
    const second = (await cards(page, "Offer").nth(1).boundingBox())!;
    const client = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
      client.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    const x = start.x + start.width / 2;
    await touch("touchStart", x, start.y + start.height / 2);
    // A touch drag starts after a long press (hello-pangea/dnd: 120 ms).
    await expect(announcement(page)).toContainText("Picked up");
    const endY = second.y + second.height - 4;
    for (let i = 1; i <= 15; i++)
      await touch("touchMove", x, start.y + start.height / 2 + ((endY - start.y - start.height / 2) * i) / 15);
    await expect(announcement(page)).toHaveText(/: Offer, position 2 of \d+$/);
    await touch("touchEnd", x, endY);
    expect(grip.width).toBeGreaterThanOrEqual(24);
    await settled(page);
    await expect.poll(() => names(page, "Offer")).toEqual([target[1], moving, ...target.slice(2)]);
  });

  test("a card moves three columns on with Move to… and with the keyboard, and both moves survive a reload", async ({
    page,
  }) => {
    await openBoard(page);
    const [byMenu] = await names(page, "New");
    const [byKeys] = await names(page, "Screening");
    expect(byMenu, "a card in New").toBeTruthy();
    expect(byKeys, "a card in Screening").toBeTruthy();

    // Move to…: from New to the top of Offer; focus follows the card there.
    await page.getByRole("button", { name: `Move ${byMenu} to…` }).click();
    await page.getByRole("menuitem", { name: "Offer" }).click();
    await expect(page.getByTestId("board-moved")).toHaveText(`${byMenu} moved to Offer.`);
    await settled(page);
    await expect.poll(async () => (await names(page, "Offer"))[0]).toBe(byMenu);
    await expect(page.getByRole("button", { name: `Move ${byMenu} to…` })).toBeFocused();

    // The keyboard: from Screening three columns right, each next column scrolled into view on the way.
    await handle(cards(page, "Screening").first()).focus();
    await page.keyboard.press("Space");
    await expect(announcement(page)).toContainText("Picked up");
    for (const status of ["Interview", "Offer", "Hired"]) {
      await page.keyboard.press("ArrowRight");
      await expect(announcement(page)).toHaveText(new RegExp(`: ${status}, position \\d+ of \\d+$`));
    }
    await page.keyboard.press("Space");
    await settled(page);
    await expect.poll(() => names(page, "Hired")).toContain(byKeys);

    await page.reload();
    await waitUntilReady(page);
    expect((await names(page, "Offer"))[0]).toBe(byMenu);
    expect(await names(page, "Hired")).toContain(byKeys);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "page width").toBeLessThanOrEqual(375);
  });
});

test(
  "pipelines: create, rename, reorder and delete; deleting a status with cards asks where they go",
  { tag: EACH_BRAND },
  async ({ page, brand }) => {
    await gotoReady(page, "/pipelines");
    await expect(page.getByRole("heading", { name: "Pipelines", level: 1 })).toBeVisible();
    const name = `Seasonal ${Date.now().toString(36)}`;
    await page.getByRole("textbox", { name: "New pipeline" }).fill(name);
    await page.getByRole("button", { name: "Create pipeline" }).click();
    await expectToast(page, `Pipeline "${name}" was created.`);
    const created = page.getByRole("region", { name: `Pipeline ${name}` });
    await expect(created.getByRole("list", { name: `Statuses of ${name}` }).getByRole("listitem")).toHaveCount(6);

    await created.getByRole("button", { name: `Rename ${name}` }).click();
    await created.getByRole("textbox", { name: `Rename ${name}` }).fill(`${name} renamed`);
    await created.getByRole("button", { name: "Save" }).click();
    const renamed = page.getByRole("region", { name: `Pipeline ${name} renamed` });
    await expect(renamed).toBeVisible();

    // Up to first place (where new people start), and back.
    await renamed.getByRole("button", { name: `Move ${name} renamed up` }).click();
    await expect(page.getByTestId("pipeline").first()).toHaveAccessibleName(`Pipeline ${name} renamed`);
    await expect(renamed.getByText(`First: new ${brand.wording.people} start here`)).toBeVisible();
    await renamed.getByRole("button", { name: `Move ${name} renamed down` }).click();
    await expect(page.getByTestId("pipeline").first()).toHaveAccessibleName("Pipeline Default pipeline");

    await renamed.getByRole("button", { name: `Delete ${name} renamed` }).click();
    const confirmEmpty = page.getByRole("dialog", { name: `Delete pipeline ${name} renamed` });
    await expect(confirmEmpty).toContainText("This pipeline holds no cards.");
    await confirmEmpty.getByRole("button", { name: "Delete" }).click();
    await expect(renamed).toHaveCount(0);

    // A status that holds cards: the dialog asks where they go, and they go there.
    const defaults = page.getByRole("region", { name: "Pipeline Default pipeline" });
    const statusRow = (status: string) =>
      defaults.getByRole("listitem").filter({ has: page.getByText(status, { exact: true }) });
    // Every card the status holds: "3 cards", or "3 cards + 1 archived or test" (what the board shows, then the rest).
    const cardsIn = async (status: string) =>
      (
        await statusRow(status)
          .getByText(/\d+ cards?/)
          .innerText()
      )
        .match(/\d+/g)!
        .reduce((sum, n) => sum + Number(n), 0);
    // The brand's fifth stage and the one before it (the hiring brand's Hired and Offer).
    const [, , , before, last] = brand.wording.pipelineStages;
    const hired = await cardsIn(last);
    const offer = await cardsIn(before);
    expect(hired, `cards in ${last}`).toBeGreaterThan(0);
    await defaults.getByRole("button", { name: `Delete ${last}` }).click();
    const confirm = page.getByRole("dialog", { name: `Delete status ${last}` });
    await expect(confirm).toContainText(`${hired} card`);
    await expect(confirm.getByRole("button", { name: "Move cards and delete" })).toBeDisabled();
    await confirm.getByRole("textbox", { name: "Move the cards to status" }).click();
    await page.getByRole("option", { name: before }).click();
    await confirm.getByRole("button", { name: "Move cards and delete" }).click();
    await expectToast(page, "Status deleted.");
    await expect(statusRow(last)).toHaveCount(0);
    await expect.poll(() => cardsIn(before)).toBe(offer + hired);
  },
);

test("without the pipeline permission there is no board", async ({ browser, baseURL, allowConsoleError }) => {
  allowConsoleError(/status of 403/);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, "user@harbor-dental.test");
  await expect(page.getByRole("link", { name: "Hiring Pipeline" })).toHaveCount(0);
  const response = await page.goto("/hiring-pipeline?company_id=1");
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId("error-status")).toHaveText("Error 403");
  await context.close();
});
