// Fault: the server cannot store answers for 30 s while a person takes the assessment (its database unreachable:
// every save answers 503, or the connection is refused). The take page keeps every answer in the browser
// (localStorage) and sends the unsaved ones again with a growing pause (app/surveys/answer-sync.ts); saves are
// idempotent per item on the server, so once the outage ends all 120 answers are stored once each. The browser's
// clock is Playwright's, so the 30 s pass without 30 s of waiting. Brand-agnostic, so it runs once (playwright.config.ts).
import { demoAssessmentToken } from "../../api/db/seed-assessments";
import { ITEMS } from "../../domain/assessment/items";
import { expect, test, waitUntilReady } from "./fixtures";

const valueFor = (i: number) => ((i * 3) % 5) + 1;

test("answers given while the server cannot store them for 30 s are all stored once it can: 120 of 120, none twice", async ({
  page,
  request,
  allowConsoleError,
}) => {
  test.setTimeout(180_000);
  // What Chromium logs for each save refused during the outage: the point of the test.
  allowConsoleError(/status of 503|ERR_CONNECTION_REFUSED/);

  const registered = await request.post("/api/v2/surveys/register", {
    data: {
      token: demoAssessmentToken("harbor-dental"),
      first: "Olga",
      last: "Outage",
      email: `olga.outage.${Date.now()}@example.test`,
      age: 41,
      role: "Receptionist",
      consent: true,
    },
  });
  expect(registered.status()).toBe(201);
  const { survey_result_uuid: uuid } = (await registered.json()) as { survey_result_uuid: string };

  // The outage: every save fails, alternately with 503 and a refused connection. Counted per item sent.
  let outage = true;
  let refused = 0;
  const sentPerItem = new Map<string, number>();
  await page.route("**/survey/answers?*", async (route) => {
    const body = route.request().postDataJSON() as { answers: { item_id: string }[] };
    for (const a of body.answers) sentPerItem.set(a.item_id, (sentPerItem.get(a.item_id) ?? 0) + 1);
    if (!outage) return route.continue();
    refused += 1;
    if (refused % 2) return route.fulfill({ status: 503, json: { message: "Service Unavailable" } });
    return route.abort("connectionrefused");
  });

  await page.clock.install();
  await page.goto(`/survey/take?id=${uuid}`);
  await waitUntilReady(page);

  for (let i = 0; i < ITEMS.length; i++) {
    const item = ITEMS[i];
    // By the input's name and value (the accessible names are survey.spec.ts's business): 120 role look-ups are slow.
    await page.locator(`input[name="item-${item.id}"][value="${valueFor(i)}"]`).check();
    if (i % 10 === 9 && i < ITEMS.length - 1) await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(page.getByTestId("save-status")).toHaveText("Could not reach the server. Retrying…");
  // Kept on this device meanwhile: all 120, none confirmed by the server.
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("survey data") ?? "{}"));
  expect(Object.keys(kept.answers)).toHaveLength(120);
  expect(Object.values(kept.answers).filter((a) => (a as { saved: boolean }).saved)).toHaveLength(0);

  // The rest of the 30 s outage passes; then the server is back, and the next retry (at most 15 s later) saves.
  await page.clock.fastForward(30_000);
  outage = false;
  // A save refused just before the end may schedule its retry after a jump: jump again until it has run.
  await expect(async () => {
    await page.clock.fastForward(16_000);
    await expect(page.getByTestId("save-status")).toHaveText("All answers saved", { timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
  await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();

  expect(refused).toBeGreaterThan(3);
  // Sent again and again, stored once each with the value given.
  expect([...sentPerItem.values()].some((n) => n > 1)).toBe(true);
  const progress = await request.get(`/api/v2/surveys/${uuid}`);
  const stored = (await progress.json()) as { answers: { item_id: string; value: number }[]; answered_count: number };
  expect(stored.answered_count).toBe(120);
  expect(stored.answers).toHaveLength(120);
  expect(new Set(stored.answers.map((a) => a.item_id)).size).toBe(120);
  const expected = new Map(ITEMS.map((item, i) => [item.id, valueFor(i)]));
  expect(stored.answers.filter((a) => a.value !== expected.get(a.item_id))).toEqual([]);
});
