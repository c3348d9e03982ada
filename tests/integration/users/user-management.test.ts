// User management through the API as a client sees it: searching, creating (with the identity account and the
// invitation e-mail), editing within the grantable roles, deactivation that ends sessions at once, reactivation
// and re-sending the set-up e-mail.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../../api/db/demo-data";
import { sessions, users } from "../../../server/db/schema/index";
import { SESSION_ENDED_BY_DEACTIVATION, sessionEndedByDeactivation } from "../../../server/session-store";
import { fixtures, outboxFor, PUBLIC_URL, startUsersApi, unique, userByEmail, type UsersApiContext } from "./support";

let ctx: UsersApiContext;
beforeAll(async () => {
  ctx = await startUsersApi();
});
afterAll(() => ctx?.close());

const SUPER = "ava.admin@provider.test";
const FRANCHISE_OWNER = "franchise.owner@northwind.test";
const OWNER = "owner@harbor-dental.test";

const post = (path: string, as: string, json?: unknown) => ctx.api.fetch(path, { method: "POST", as, json });
const put = (path: string, as: string, json: unknown) => ctx.api.fetch(path, { method: "PUT", as, json });
const get = (path: string, as: string) => ctx.api.fetch(path, { as });

describe("GET /users/search", () => {
  it("pages, sorts and filters the users of the scope", async () => {
    const res = await get("/users/search?limit=2&page=1&sort_by=email&order_by=asc", FRANCHISE_OWNER);
    expect(res.status).toBe(200);
    const first = await res.json();
    expect(first.data).toHaveLength(2);
    expect(first.meta).toMatchObject({ page: 1, limit: 2 });
    // Northwind's companies: its HQ, Harbor Dental and Summit Fitness.
    const northwind = ["northwind-hq", "harbor-dental", "summit-fitness"];
    expect(first.meta.total).toBe(DEMO_USERS.filter((u) => northwind.includes(u.company)).length);
    const all = await (await get("/users/search?limit=100&sort_by=email", FRANCHISE_OWNER)).json();
    const emails = all.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(emails).toContain("owner@summit-fitness.test");
    expect(emails).not.toContain("owner@bayside-bakery.test");
    expect(emails).not.toContain(SUPER);
    const second = await (await get("/users/search?limit=2&page=2&sort_by=email", FRANCHISE_OWNER)).json();
    expect(second.data[0].email).toBe(emails[2]);
  });

  it("searches names and e-mails, and filters by role and active", async () => {
    const byName = await (await get("/users/search?search=olivia", SUPER)).json();
    expect(byName.data.map((u: { email: string }) => u.email)).toEqual([OWNER]);
    const byFullName = await (await get("/users/search?q=Rita%20Recruiter", SUPER)).json();
    expect(byFullName.data.map((u: { email: string }) => u.email)).toEqual(["recruiter@harbor-dental.test"]);
    const inactive = await (
      await get(`/users/search?company_id=${ctx.companyIds["Harbor Dental"]}&active=0`, OWNER)
    ).json();
    expect(inactive.data.map((u: { email: string }) => u.email)).toEqual(["former@harbor-dental.test"]);
    const owners = await (await get("/users/search?role=COMPANY_OWNER&limit=100", SUPER)).json();
    expect(owners.data.every((u: { auth_role: string }) => u.auth_role === "COMPANY_OWNER")).toBe(true);
    // A % typed by the user is a character, not a wildcard.
    expect((await (await get("/users/search?search=%25", SUPER)).json()).data).toEqual([]);
  });

  it("answers 400 with field paths for bad parameters", async () => {
    const res = await get("/users/search?limit=500&sort_by=password&active=yes&role=KING", SUPER);
    expect(res.status).toBe(400);
    const paths = (await res.json()).errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(["active", "limit", "role", "sort_by"]);
  });
});

describe("POST /users", () => {
  it("creates the user and an identity account without a password, and e-mails the invitation", async () => {
    const email = `${unique("hire")}@harbor-dental.test`;
    const res = await post("/users", OWNER, {
      email: email.toUpperCase(),
      first: " Hanna ",
      last: "Hire",
      role: "COMPANY_USER",
      company_id: ctx.companyIds["Harbor Dental"],
      can_view_hiring_pipeline: true,
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.setup_email).toBe("sent");
    expect(body.data).toMatchObject({
      email,
      first: "Hanna",
      auth_role: "COMPANY_USER",
      active: 1,
      setup_pending: true,
      company: { name: "Harbor Dental" },
      permissions: { can_view_hiring_pipeline: true },
    });
    const account = await ctx.identity.accounts.findByEmail(email);
    expect(account).toMatchObject({ enabled: true, emailVerified: false });
    const [mail] = await outboxFor(ctx.database.db, email);
    expect(mail.template).toBe("invitation");
    expect(mail.text).toContain("Olivia Owner has invited you to join Harbor Dental");
    expect(mail.text).toContain(`${PUBLIC_URL}/token-validation?token=`);
    // Nobody can sign in before choosing a password through the link.
    expect(await ctx.identity.accounts.signIn(email, "")).toMatchObject({ ok: false });
  });

  it("answers 409 with a field error for an e-mail already in use (any case)", async () => {
    const res = await post("/users", OWNER, {
      email: "User@Harbor-Dental.test",
      first: "A",
      last: "B",
      role: "COMPANY_USER",
      company_id: ctx.companyIds["Harbor Dental"],
    });
    expect(res.status).toBe(409);
    expect((await res.json()).errors).toEqual([{ path: "email", message: "is already in use" }]);
  });

  it("answers 400 with every bad field's path", async () => {
    const res = await post("/users", OWNER, { email: "not-an-email", first: "", role: "EMPEROR", company_id: "x" });
    expect(res.status).toBe(400);
    const paths = (await res.json()).errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(["company_id", "email", "first", "last", "role"]);
  });

  it("lets a company owner grant only company roles, and no one but a super admin grant SUPER_ADMIN", async () => {
    const harbor = ctx.companyIds["Harbor Dental"];
    for (const role of ["SUPER_ADMIN", "FRANCHISE_OWNER", "FRANCHISE_USER"]) {
      const res = await post("/users", OWNER, {
        email: `${unique("x")}@x.test`,
        first: "A",
        last: "B",
        role,
        company_id: harbor,
      });
      expect(res.status, role).toBe(403);
      expect((await res.json()).errors[0].path).toBe("role");
    }
    const byFranchise = await post("/users", FRANCHISE_OWNER, {
      email: `${unique("x")}@x.test`,
      first: "A",
      last: "B",
      role: "SUPER_ADMIN",
      company_id: harbor,
    });
    expect(byFranchise.status).toBe(403);
    const bySuper = await post("/users", SUPER, {
      email: `${unique("x")}@x.test`,
      first: "A",
      last: "B",
      role: "SUPER_ADMIN",
      company_id: ctx.companyIds["Provider Operations"],
    });
    expect(bySuper.status).toBe(201);
  });

  it("refuses a franchise role in a company of no franchise (422)", async () => {
    const res = await post("/users", SUPER, {
      email: `${unique("x")}@x.test`,
      first: "A",
      last: "B",
      role: "FRANCHISE_USER",
      company_id: ctx.companyIds["Acme Logistics"],
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors[0].path).toBe("role");
  });
});

describe("PUT /users/{id}", () => {
  it("changes names, role, company and the hiring-pipeline permission", async () => {
    const user = await fixtures(ctx).user(ctx.companyIds["Harbor Dental"]);
    const res = await put(`/users/${user.id}`, FRANCHISE_OWNER, {
      first: "Changed",
      last: "Name",
      role: "COMPANY_OWNER",
      company_id: ctx.companyIds["Summit Fitness"],
      can_view_hiring_pipeline: true,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({
      first: "Changed",
      last: "Name",
      auth_role: "COMPANY_OWNER",
      company: { name: "Summit Fitness" },
      permissions: { can_view_hiring_pipeline: true },
    });
  });

  it("refuses to move a user to a company outside the scope (404) and unknown fields (400)", async () => {
    const user = await fixtures(ctx).user(ctx.companyIds["Harbor Dental"]);
    expect((await put(`/users/${user.id}`, OWNER, { company_id: ctx.companyIds["Summit Fitness"] })).status).toBe(404);
    const withEmail = await put(`/users/${user.id}`, OWNER, { email: "new@x.test" });
    expect(withEmail.status).toBe(400);
    expect((await put(`/users/${user.id}`, OWNER, {})).status).toBe(400);
  });

  it("does not let a manager change their own role or company", async () => {
    const res = await put(`/users/${ctx.ids[OWNER]}`, OWNER, { role: "COMPANY_USER" });
    expect(res.status).toBe(422);
    expect((await res.json()).errors[0].path).toBe("role");
    expect((await put(`/users/${ctx.ids[OWNER]}`, OWNER, { first: "Olivia" })).status).toBe(200);
  });

  it("does not let a franchise owner manage a super admin's peer roles they cannot grant", async () => {
    // A franchise owner sees Northwind HQ's users, but cannot grant SUPER_ADMIN, so a super admin placed there is
    // not theirs to manage.
    const admin = await fixtures(ctx).user(ctx.companyIds["Northwind Franchise HQ"], "SUPER_ADMIN");
    expect((await put(`/users/${admin.id}`, FRANCHISE_OWNER, { first: "X" })).status).toBe(403);
    expect((await post(`/users/${admin.id}/deactivate`, FRANCHISE_OWNER)).status).toBe(403);
  });
});

describe("deactivation and reactivation", () => {
  it("deactivation sets active 0, ends the user's app sessions (no tokens, marked as ended by deactivation) and revokes their identity sessions at once", async () => {
    const user = await fixtures(ctx).user(ctx.companyIds["Harbor Dental"]);
    const other = await fixtures(ctx).user(ctx.companyIds["Harbor Dental"]);
    const expires = new Date(Date.now() + 3_600_000);
    await ctx.database.db.insert(sessions).values([
      { idHash: unique("s1"), userId: user.id, absoluteExpiresAt: expires, data: { idToken: "t1" } },
      { idHash: unique("s2"), userId: user.id, absoluteExpiresAt: expires, data: { idToken: "t2" } },
      { idHash: unique("s3"), userId: other.id, absoluteExpiresAt: expires, data: { idToken: "t3" } },
    ]);
    const res = await post(`/users/${user.id}/deactivate`, OWNER);
    expect(res.status).toBe(200);
    expect((await res.json()).data.active).toBe(0);
    // The rows stay, holding only why they ended: the browser's next request is sent to account-access-expired.
    const ended = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(ended.map((row) => row.data)).toEqual([SESSION_ENDED_BY_DEACTIVATION, SESSION_ENDED_BY_DEACTIVATION]);
    expect(ended.every((row) => sessionEndedByDeactivation(row.data))).toBe(true);
    const others = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, other.id));
    expect(others.map((row) => row.data)).toEqual([{ idToken: "t3" }]);
    const account = await ctx.identity.accounts.findByEmail(user.email);
    expect(ctx.revoked).toContain(account!.sub);
    // The deactivated user's token now reads only their own profile, which says active 0.
    expect((await get("/dashboard", user.email)).status).toBe(403);
    const profile = await (await get("/users/profile", user.email)).json();
    expect(profile.data[0].active).toBe(0);

    const back = await post(`/users/${user.id}/reactivate`, OWNER);
    expect((await back.json()).data.active).toBe(1);
    // Reactivated: the ended sessions go, so the next visit asks them to sign in rather than saying access expired.
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await get("/dashboard", user.email)).status).toBe(200);
  });

  it("refuses to deactivate yourself", async () => {
    const res = await post(`/users/${ctx.ids[OWNER]}/deactivate`, OWNER);
    expect(res.status).toBe(422);
    expect((await userByEmail(ctx.database.db, OWNER)).active).toBe(1);
  });
});

describe("POST /users/{id}/resend-account-setup-email", () => {
  it("sends a fresh invitation whose link supersedes the previous one", async () => {
    const email = `${unique("again")}@harbor-dental.test`;
    const created = await (
      await post("/users", OWNER, {
        email,
        first: "A",
        last: "Gain",
        role: "COMPANY_USER",
        company_id: ctx.companyIds["Harbor Dental"],
      })
    ).json();
    const firstLink = (await outboxFor(ctx.database.db, email))[0].text.match(/token=([\w-]+)/)![1];
    const res = await post(`/users/${created.data.id}/resend-account-setup-email`, OWNER);
    expect(res.status).toBe(202);
    const mails = await outboxFor(ctx.database.db, email);
    expect(mails).toHaveLength(2);
    const secondLink = mails[0].text.match(/token=([\w-]+)/)![1];
    expect(secondLink).not.toBe(firstLink);
    expect((await ctx.identity.accounts.checkSetupToken(firstLink)).status).toBe("expired");
    expect((await ctx.identity.accounts.checkSetupToken(secondLink)).status).toBe("valid");
    // Choosing the password through the link makes the account usable; after that no set-up e-mail is sent.
    expect((await ctx.identity.accounts.setUpPassword(secondLink, "a long enough passphrase")).ok).toBe(true);
    expect((await ctx.identity.accounts.signIn(email, "a long enough passphrase")).ok).toBe(true);
    const again = await post(`/users/${created.data.id}/resend-account-setup-email`, OWNER);
    expect(again.status).toBe(409);
    const listed = await (await get(`/users/${created.data.id}`, OWNER)).json();
    expect(listed.data.setup_pending).toBe(false);
  });

  it("gives a user without an identity account one, then invites them", async () => {
    const email = `${unique("legacy")}@harbor-dental.test`;
    const [row] = await ctx.database.db
      .insert(users)
      .values({
        email,
        first: "Leg",
        last: "Acy",
        companyId: ctx.companyIds["Harbor Dental"],
        authRole: "COMPANY_USER",
      })
      .returning();
    expect((await post(`/users/${row.id}/resend-account-setup-email`, OWNER)).status).toBe(202);
    expect(await ctx.identity.accounts.findByEmail(email)).not.toBeNull();
    expect((await outboxFor(ctx.database.db, email))[0].template).toBe("invitation");
  });
});
