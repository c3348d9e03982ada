import { and, eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed, tenancySeed } from "../../../api/db/seed";
import { auditEvents, companies, idpAccounts, users, userEvents } from "../../../server/db/schema/index";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startApi, type ApiUnderTest } from "../../support/api";

let database: TestDatabase;
let api: ApiUnderTest;
const ids: Record<string, number> = {};

const OWNER = "owner@harbor-dental.test";
const SUPER = "ava.admin@provider.test";
const REASON = "Customer asked for help with their pipeline";

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

const unsignedToken = (payload: object) =>
  `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.`;

describe("bearer token verification", () => {
  it("accepts a valid id token and returns spec §3's profile", async () => {
    const res = await api.fetch("/users/profile", { as: OWNER });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id: ids[OWNER],
      email: OWNER,
      first: "Olivia",
      last: "Owner",
      company: { name: "Harbor Dental", go_high_level_location_id: "ghl-harbor-102", industry: "Healthcare" },
      auth_role: "COMPANY_OWNER",
      active: 1,
      permissions: { can_view_hiring_pipeline: true },
    });
    expect(data[0].company_id).toBe(data[0].company.id);
    expect(data[0].superAdmin).toBeUndefined();
  });

  it("matches the token's e-mail case-insensitively", async () => {
    const res = await api.fetch("/users/profile", { token: await api.token("Owner@Harbor-Dental.TEST") });
    expect(res.status).toBe(200);
  });

  it.each([
    ["no token", async () => undefined],
    ["a wrong signature", () => api.token(OWNER, { foreignKey: true })],
    ["a wrong issuer", () => api.token(OWNER, { issuer: "https://evil.example/issuer" })],
    ["a wrong audience", () => api.token(OWNER, { audience: "another-client" })],
    ["an expired token", () => api.token(OWNER, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    [
      "alg none",
      async () =>
        unsignedToken({
          email: OWNER,
          iss: api.issuer,
          aud: "web-app",
          sub: "x",
          exp: Math.floor(Date.now() / 1000) + 600,
        }),
    ],
    ["a token for an unknown user", () => api.token("nobody@nowhere.test")],
  ])("answers 401 for %s", async (_name, make) => {
    const token = await make();
    const res = await api.fetch("/users/profile", token ? { token } : {});
    expect(res.status).toBe(401);
  });

  it("keeps a verified token only until it expires: accepted again and again, refused from its expiry on", async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 3;
    const token = await api.token(OWNER, { expiresIn: expiresAt });
    expect((await api.fetch("/users/profile", { token })).status).toBe(200);
    expect((await api.fetch("/users/profile", { token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 50));
    expect((await api.fetch("/users/profile", { token })).status).toBe(401);
  });

  it("verifies a token whose text differs from a verified one, even by its signature alone", async () => {
    const token = await api.token(OWNER);
    expect((await api.fetch("/users/profile", { token })).status).toBe(200);
    const [header, payload, signature] = token.split(".");
    const tampered = `${header}.${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect((await api.fetch("/users/profile", { token: tampered })).status).toBe(401);
  });
});

describe("proxy sessions (impersonation)", () => {
  it("refuses the proxy header from anyone but a super admin (403)", async () => {
    const res = await api.fetch("/users/profile", { as: OWNER, proxyUserId: ids["user@harbor-dental.test"] });
    expect(res.status).toBe(403);
  });

  it("refuses to impersonate a super admin or an inactive user", async () => {
    expect((await api.fetch("/users/profile", { as: SUPER, proxyUserId: ids["ben.ops@provider.test"] })).status).toBe(
      403,
    );
    expect(
      (await api.fetch("/users/profile", { as: SUPER, proxyUserId: ids["former@harbor-dental.test"] })).status,
    ).toBe(403);
    const start = await api.fetch("/impersonation/start", {
      as: SUPER,
      method: "POST",
      json: { user_id: ids["ben.ops@provider.test"], reason: REASON },
    });
    expect(start.status).toBe(403);
  });

  it("asks why, and refuses an invitation nobody accepted yet", async () => {
    const start = (json: object) => api.fetch("/impersonation/start", { as: SUPER, method: "POST", json });
    const target = ids["user@harbor-dental.test"];
    for (const [reason, message] of [
      [undefined, "is required"],
      ["  ok  ", "must be at least 5 characters"],
      ["x".repeat(201), "must be at most 200 characters"],
    ] as const) {
      const res = await start({ user_id: target, reason });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual([{ path: "reason", message }]);
    }
    // An identity account without a password: invited, never signed in.
    await database.db.insert(idpAccounts).values({ email: "user@harbor-dental.test" });
    try {
      const pending = await start({ user_id: target, reason: REASON });
      expect(pending.status).toBe(409);
      expect((await pending.json()).message).toBe("This user has not accepted their invitation yet");
    } finally {
      await database.db.delete(idpAccounts).where(eq(idpAccounts.email, "user@harbor-dental.test"));
    }
    expect((await start({ user_id: target, reason: REASON })).status).toBe(200);
  });

  it("acts as the user, names the super admin in the profile, and forbids nesting", async () => {
    const res = await api.fetch("/users/profile", { as: SUPER, proxyUserId: ids[OWNER] });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data[0]).toMatchObject({ email: OWNER, superAdmin: { email: SUPER, first: "Ava" } });
    const nested = await api.fetch("/impersonation/start", {
      as: SUPER,
      proxyUserId: ids[OWNER],
      method: "POST",
      json: { user_id: ids["user@harbor-dental.test"], reason: REASON },
    });
    expect(nested.status).toBe(403);
  });

  it("records start, end and every write of a proxy session in the audit log", async () => {
    const target = ids["recruiter@harbor-dental.test"];
    expect(
      (
        await api.fetch("/impersonation/start", {
          as: SUPER,
          method: "POST",
          json: { user_id: target, reason: REASON },
        })
      ).status,
    ).toBe(200);
    const write = await api.fetch("/users/profile", {
      as: SUPER,
      proxyUserId: target,
      method: "PUT",
      json: { first: "Rita", last: "Renamed" },
    });
    expect(write.status).toBe(200);
    expect(
      (await api.fetch("/impersonation/end", { as: SUPER, method: "POST", json: { user_id: target } })).status,
    ).toBe(204);
    const rows = await database.db
      .select()
      .from(auditEvents)
      .where(or(eq(auditEvents.subjectId, target), eq(auditEvents.actorUserId, target)))
      .orderBy(auditEvents.id);
    expect(rows.map((r) => r.action)).toEqual(["proxy.start", "proxy.write", "proxy.end"]);
    expect(rows[0]).toMatchObject({
      actorUserId: ids[SUPER],
      subjectType: "user",
      subjectId: target,
      summary: `Support session started. Reason: ${REASON}`,
    });
    // The write: as the user acted as, by the super admin, its operation and status (never its body).
    expect(rows[1]).toMatchObject({
      actorUserId: target,
      supportUserId: ids[SUPER],
      summary: "PUT users.updateProfile",
      status: 200,
    });
    expect(rows[2]).toMatchObject({ actorUserId: ids[SUPER], subjectId: target });

    // The company's owner reads the start in their trail: who was acted as, and why.
    const trail = await api.fetch("/audit?action=proxy.start", { as: OWNER });
    expect(trail.status).toBe(200);
    const [entry] = ((await trail.json()) as { data: { subject_id: number | null; details: string }[] }).data;
    expect(entry.subject_id).toBe(target);
    expect(entry.details).toContain(`Reason: ${REASON}`);
  });

  it("refuses password and e-mail changes while impersonating", async () => {
    const target = ids["recruiter@harbor-dental.test"];
    const password = await api.fetch("/users/change-password", {
      as: SUPER,
      proxyUserId: target,
      method: "PUT",
      json: { currentPassword: "x", newPassword: "a new long password" },
    });
    expect(password.status).toBe(403);
    const email = await api.fetch("/users/profile", {
      as: SUPER,
      proxyUserId: target,
      method: "PUT",
      json: { first: "A", last: "B", email: "new@x.test" },
    });
    expect(email.status).toBe(403);
  });
});

describe("tenant scope", () => {
  it("answers 404 to a company user for another company's user and company", async () => {
    const [bakery] = await database.db.select().from(companies).where(eq(companies.name, "Bayside Bakery"));
    expect(
      (await api.fetch(`/users/${ids["owner@bayside-bakery.test"]}`, { as: "user@harbor-dental.test" })).status,
    ).toBe(404);
    expect((await api.fetch(`/companies/${bakery.id}`, { as: "user@harbor-dental.test" })).status).toBe(404);
    // …while their own company's are found.
    expect((await api.fetch(`/users/${ids[OWNER]}`, { as: "user@harbor-dental.test" })).status).toBe(200);
  });

  it("lets a franchise owner see the franchise's companies but not another franchise's", async () => {
    const [summit] = await database.db.select().from(companies).where(eq(companies.name, "Summit Fitness"));
    const [bakery] = await database.db.select().from(companies).where(eq(companies.name, "Bayside Bakery"));
    expect((await api.fetch(`/companies/${summit.id}`, { as: "franchise.owner@northwind.test" })).status).toBe(200);
    expect((await api.fetch(`/companies/${bakery.id}`, { as: "franchise.owner@northwind.test" })).status).toBe(404);
  });

  it("keeps a deactivated user to reading their own profile", async () => {
    const profile = await api.fetch("/users/profile", { as: "former@harbor-dental.test" });
    expect(profile.status).toBe(200);
    expect((await profile.json()).data[0].active).toBe(0);
    expect((await api.fetch(`/users/${ids[OWNER]}`, { as: "former@harbor-dental.test" })).status).toBe(403);
  });
});

describe("input validation", () => {
  it("answers 400 with field paths for a bad profile update", async () => {
    const res = await api.fetch("/users/profile", {
      as: OWNER,
      method: "PUT",
      json: { first: "", last: "x".repeat(101) },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["first", "last"]);
  });

  it("validates and stores user events for the signed-in user only", async () => {
    const bad = await api.fetch("/user-events", {
      as: OWNER,
      method: "POST",
      json: { user_events: [{ user_id: ids[OWNER], description: "" }] },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.map((e: { path: string }) => e.path)).toContain("user_events.0.timestamp");
    const event = {
      user_id: ids[OWNER],
      description: "login",
      timestamp: new Date().toISOString(),
      is_mobile: false,
      screen_width: 1280,
      screen_height: 800,
      browser: "Chrome",
      os: "Linux",
      user_agent: "test",
    };
    const foreign = await api.fetch("/user-events", {
      as: OWNER,
      method: "POST",
      json: { user_events: [{ ...event, user_id: ids[SUPER] }] },
    });
    expect(foreign.status).toBe(422);
    expect(
      (await api.fetch("/user-events", { as: OWNER, method: "POST", json: { user_events: [event] } })).status,
    ).toBe(201);
    const stored = await database.db
      .select()
      .from(userEvents)
      .where(and(eq(userEvents.userId, ids[OWNER]), eq(userEvents.description, "login")));
    expect(stored).toHaveLength(1);
  });

  it("answers 400 (not 500) to a body that is not JSON", async () => {
    const res = await api.fetch("/users/profile", {
      as: OWNER,
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: "{oops",
    });
    expect(res.status).toBe(400);
  });
});
