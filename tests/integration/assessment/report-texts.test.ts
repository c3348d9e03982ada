// The hiring report's texts (GET /survey-results/{id}/report-texts): computed once per submitted result and kept,
// computed afresh when the person's name or the active hiring mappings change, and never shown outside the
// caller's scope, whatever the cache holds.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { loadActorById } from "../../../api/http/authenticate";
import { reportTextsView } from "../../../api/survey-results/report-texts";
import { HARBOR_OWNER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "./staff-api";

let s: StaffApi;
let harborId: number;

beforeAll(async () => {
  s = await startStaffApi();
  const submitted = await s.resultIds("harbor-dental", (r) => r.submittedAt !== null && r.scores !== null);
  harborId = submitted[0];
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const actorOf = async (email: string) => {
  const [user] = await s.database.db.select().from(schema.users).where(eq(schema.users.email, email));
  return (await loadActorById(s.database.db, user.id))!;
};
const extraversion = (texts: { code: string; atWork: string }[]) => texts.find((d) => d.code === "E")!.atWork;

/**
 * Makes a hiring mapping for Extraversion whose one range says `label` at work the active one, as activating it in
 * the Report Configurator does (the earlier active set is archived).
 */
async function activateHiringMapping(label: string, version: number) {
  const db = s.database.db;
  const now = new Date(Date.now() + version);
  await db
    .update(schema.reportMappings)
    .set({ status: "archived", archivedAt: now, updatedAt: now })
    .where(eq(schema.reportMappings.status, "active"));
  await db.insert(schema.reportMappings).values({
    scale: "E",
    reportKind: "hiring",
    version,
    name: label,
    status: "active",
    activatedAt: now,
    updatedAt: now,
    ranges: [{ min: 1, max: 99, text: { atWork: `${label}: {name} at work.`, ask: "Ask about it." } }],
  });
}

describe("the report's texts", () => {
  test("over HTTP: five domains with six facets each, with the person's name in; a foreign company's user gets 404 even once they are cached", async () => {
    const own = await s.call(HARBOR_OWNER, "GET", `/survey-results/${harborId}/report-texts`);
    expect(own.status).toBe(200);
    expect(own.body.data.map((d: { code: string }) => d.code)).toEqual(["N", "E", "O", "A", "C"]);
    for (const domain of own.body.data) expect(domain.facets).toHaveLength(6);
    // Cached now; the scope check still runs first.
    const foreign = await s.call(SUMMIT_OWNER, "GET", `/survey-results/${harborId}/report-texts`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toBeUndefined();
    expect((await s.call(HARBOR_OWNER, "GET", "/survey-results/not-an-id/report-texts")).status).toBe(400);
  });

  test("computed once, then kept; a name change or a new active hiring mapping computes them afresh", async () => {
    const db = s.database.db;
    const texts = reportTextsView();
    const owner = await actorOf(HARBOR_OWNER);
    const first = await texts(db, owner, harborId);
    expect(await texts(db, owner, harborId)).toBe(first);
    expect(texts.computed()).toBe(1);

    // The cache key names a result; it never lets another company read it.
    await expect(texts(db, await actorOf(SUMMIT_OWNER), harborId)).rejects.toMatchObject({ status: 404 });

    await db.update(schema.surveyResults).set({ first: "Renamed" }).where(eq(schema.surveyResults.id, harborId));
    const renamed = await texts(db, owner, harborId);
    expect(texts.computed()).toBe(2);
    expect(JSON.stringify(renamed)).toContain("Renamed");

    await activateHiringMapping("Mapping one", 1);
    const mapped = await texts(db, owner, harborId);
    expect(texts.computed()).toBe(3);
    expect(extraversion(mapped)).toBe("Mapping one: Renamed at work.");
    // The API's own answer follows the mapping as well.
    const served = await s.call(HARBOR_OWNER, "GET", `/survey-results/${harborId}/report-texts`);
    expect(extraversion(served.body.data)).toBe("Mapping one: Renamed at work.");

    await activateHiringMapping("Mapping two", 2);
    expect(extraversion(await texts(db, owner, harborId))).toBe("Mapping two: Renamed at work.");
    expect(texts.computed()).toBe(4);
    expect(await texts(db, owner, harborId)).toBe(await texts(db, owner, harborId));
    expect(texts.computed()).toBe(4);
  });

  test("an unsubmitted result has no texts, and nothing is kept for it", async () => {
    const [, unsubmitted] = await s.resultIds("harbor-dental", (r) => r.submittedAt !== null);
    await s.database.db
      .update(schema.surveyResults)
      .set({ submittedAt: null, scores: null })
      .where(eq(schema.surveyResults.id, unsubmitted));
    const texts = reportTextsView();
    expect(await texts(s.database.db, await actorOf(HARBOR_OWNER), unsubmitted)).toEqual([]);
    expect(texts.computed()).toBe(0);
  });
});
