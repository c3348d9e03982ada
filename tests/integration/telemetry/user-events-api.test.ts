// The Main API's user events: POST stores the acting user's events (validated), GET reads back only the acting
// user's own — never another user's, whatever the tenant — newest first.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed, tenancySeed } from "../../../api/db/seed";
import { userEvents, users } from "../../../server/db/schema/index";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startApi, type ApiUnderTest } from "../../support/api";

let database: TestDatabase;
let api: ApiUnderTest;
const ids: Record<string, number> = {};

const OWNER = "owner@harbor-dental.test";
const SUPER = "ava.admin@provider.test";
const COLLEAGUE = "franchise.owner@northwind.test";

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, [tenancySeed]);
  for (const u of await database.db.select().from(users)) ids[u.email] = u.id;
  api = await startApi(database.db);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const event = (userId: number, description: string, timestamp: string) => ({
  user_id: userId,
  description,
  timestamp,
  is_mobile: false,
  screen_width: 1440,
  screen_height: 900,
  browser: "Chrome",
  os: "Linux",
  user_agent: "Mozilla/5.0",
});

describe("GET /user-events", () => {
  beforeAll(async () => {
    const post = (as: string, events: unknown[]) =>
      api.fetch("/user-events", { as, method: "POST", json: { user_events: events } });
    expect(
      (
        await post(OWNER, [
          event(ids[OWNER], "Viewed Home", "2026-03-01T10:00:00.000Z"),
          event(ids[OWNER], "Viewed Profile", "2026-03-01T10:00:05.000Z"),
          event(ids[OWNER], "Assessment Link Copied", "2026-03-01T10:00:09.000Z"),
        ])
      ).status,
    ).toBe(201);
    expect((await post(SUPER, [event(ids[SUPER], "Viewed Companies", "2026-03-01T11:00:00.000Z")])).status).toBe(201);
  });

  it("answers the caller's own events, newest first, with every field of spec §3", async () => {
    const res = await api.fetch("/user-events?limit=2", { as: OWNER });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.map((e: { description: string }) => e.description)).toEqual([
      "Assessment Link Copied",
      "Viewed Profile",
    ]);
    expect(data[0]).toMatchObject({
      user_id: ids[OWNER],
      timestamp: "2026-03-01T10:00:09.000Z",
      is_mobile: false,
      screen_width: 1440,
      screen_height: 900,
      browser: "Chrome",
      os: "Linux",
      user_agent: "Mozilla/5.0",
    });
  });

  it("never shows anyone else's events: not to a super admin, not to a franchise owner over the company", async () => {
    const own = async (as: string) =>
      ((await (await api.fetch("/user-events?limit=100", { as })).json()).data as { user_id: number }[]).map(
        (e) => e.user_id,
      );
    expect(new Set(await own(SUPER))).toEqual(new Set([ids[SUPER]]));
    expect(await own(COLLEAGUE)).toEqual([]);
  });

  it("in a proxy session reads the acting (impersonated) user's events, and events posted then are stored for them", async () => {
    const proxied = await api.fetch("/user-events", {
      as: SUPER,
      proxyUserId: ids[OWNER],
      method: "POST",
      json: { user_events: [event(ids[OWNER], "Viewed Home (proxy)", "2026-03-01T12:00:00.000Z")] },
    });
    expect(proxied.status).toBe(201);
    const [stored] = await database.db
      .select()
      .from(userEvents)
      .where(eq(userEvents.description, "Viewed Home (proxy)"));
    expect(stored).toMatchObject({ userId: ids[OWNER], proxySuperUserId: ids[SUPER] });
    const read = await (await api.fetch("/user-events?limit=1", { as: SUPER, proxyUserId: ids[OWNER] })).json();
    expect(read.data[0].description).toBe("Viewed Home (proxy)");
  });

  it("validates the limit and requires a token", async () => {
    expect((await api.fetch("/user-events?limit=0", { as: OWNER })).status).toBe(400);
    expect((await api.fetch("/user-events?limit=101", { as: OWNER })).status).toBe(400);
    expect((await api.fetch("/user-events")).status).toBe(401);
  });
});
