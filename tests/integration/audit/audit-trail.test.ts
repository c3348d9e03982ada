// Support sessions leave a visible trail (ADR 039). Every write in a proxy session, role changes,
// deactivations and data exports are recorded with who did them (and the super admin behind a proxy session), and
// the trail is read within the reader's tenant scope.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seed, tenancySeed } from "../../../api/db/seed";
import { auditEvents, companies, surveyResults, users } from "../../../server/db/schema/index";
import type { AuditEntryJson } from "../../../api/audit/contract";
import { recordAudit } from "../../../api/audit/record";
import { resolveSubjects } from "../../../api/audit/subjects";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startApi, type ApiUnderTest } from "../../support/api";

let database: TestDatabase;
let api: ApiUnderTest;
const ids: Record<string, number> = {};
const names: Record<string, string> = {};
const companyIds: Record<string, number> = {};

const SUPER = "ava.admin@provider.test";
const OWNER = "owner@harbor-dental.test";
const USER = "user@harbor-dental.test";
const RECRUITER = "recruiter@harbor-dental.test";
const OTHER_OWNER = "owner@summit-fitness.test";

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, [tenancySeed]);
  for (const u of await database.db.select().from(users)) {
    ids[u.email] = u.id;
    names[u.email] = `${u.first} ${u.last}`;
  }
  for (const c of await database.db.select().from(companies)) companyIds[c.name] = c.id;
  api = await startApi(database.db);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function trail(as: string, query = ""): Promise<{ status: number; rows: AuditEntryJson[]; total: number }> {
  const res = await api.fetch(`/audit${query}`, { as });
  if (res.status !== 200) return { status: res.status, rows: [], total: 0 };
  const body = (await res.json()) as { data: AuditEntryJson[]; meta: { total: number } };
  return { status: 200, rows: body.data, total: body.meta.total };
}

describe("what is recorded", () => {
  it("records a proxy session's writes as the user acted as, naming the super admin, with operation and status", async () => {
    const target = ids[OWNER];
    const write = await api.fetch("/users/profile", {
      as: SUPER,
      proxyUserId: target,
      method: "PUT",
      json: { first: "Olivia", last: "Owner" },
    });
    expect(write.status).toBe(200);
    // A refused write is recorded too (before it ran), with its status.
    const refused = await api.fetch("/users/change-password", {
      as: SUPER,
      proxyUserId: target,
      method: "PUT",
      json: { currentPassword: "x", newPassword: "a new long password" },
    });
    expect(refused.status).toBe(403);
    // Reads in a proxy session are not writes, nor are the app's observations (a home page visit): not recorded.
    expect((await api.fetch("/users/profile", { as: SUPER, proxyUserId: target })).status).toBe(200);
    expect((await api.fetch("/dashboard/visits", { as: SUPER, proxyUserId: target, method: "POST" })).status).toBe(200);

    await vi.waitFor(async () => {
      const { rows } = await trail(SUPER, `?action=proxy.write&company_id=${companyIds["Harbor Dental"]}`);
      expect(rows.map((r) => [r.summary, r.status])).toEqual([
        ["PUT users.changePassword", 403],
        ["PUT users.updateProfile", 200],
      ]);
      expect(rows[0]).toMatchObject({
        actor: { id: target, name: "Olivia Owner" },
        support_user: { id: ids[SUPER], name: "Ava Admin" },
        who: "Olivia Owner (by Ava Admin, support)",
        company: { id: companyIds["Harbor Dental"], name: "Harbor Dental" },
        action_label: "Change in a support session",
      });
      // The operation in words (its contract's summary), not its id.
      expect(rows[0].details).not.toContain("users.changePassword");
    });
    // The summary names the operation only: nothing of the body (names, passwords) is kept.
    const { rows } = await trail(SUPER, "?action=proxy.write");
    expect(JSON.stringify(rows)).not.toContain("a new long password");
  });

  it("records a role change with the old and new role, and no one's name; reads it with the person named", async () => {
    const res = await api.fetch(`/users/${ids[USER]}`, { as: OWNER, method: "PUT", json: { role: "COMPANY_OWNER" } });
    expect(res.status).toBe(200);
    const { rows } = await trail(OWNER, "?action=user.role_change");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: { id: ids[OWNER] },
      support_user: null,
      subject_type: "user",
      subject_id: ids[USER],
      summary: "Role changed from COMPANY_USER to COMPANY_OWNER",
      action_label: "Role changed",
      subject: {
        type: "user",
        id: ids[USER],
        name: names[USER],
        link: `/user-management?search=${encodeURIComponent(names[USER])}`,
      },
      details: "Company user → Company owner",
      who: names[OWNER],
    });
    // The name is read now, from the user's row: the stored row holds none.
    const [stored] = await database.db.select().from(auditEvents).where(eq(auditEvents.id, rows[0].id));
    expect(JSON.stringify(stored)).not.toContain(names[USER].split(" ")[0]);
    // Saving the same role again changes nothing and records nothing.
    await api.fetch(`/users/${ids[USER]}`, { as: OWNER, method: "PUT", json: { role: "COMPANY_OWNER" } });
    expect((await trail(OWNER, "?action=user.role_change")).total).toBe(1);
  });

  it("records deactivation and reactivation", async () => {
    expect((await api.fetch(`/users/${ids[RECRUITER]}/deactivate`, { as: OWNER, method: "POST" })).status).toBe(200);
    expect((await api.fetch(`/users/${ids[RECRUITER]}/reactivate`, { as: OWNER, method: "POST" })).status).toBe(200);
    const { rows } = await trail(OWNER, `?search=olivia`);
    const actions = rows.map((r) => r.action);
    expect(actions.slice(0, 2)).toEqual(["user.reactivate", "user.deactivate"]);
    expect(rows[1]).toMatchObject({
      subject_id: ids[RECRUITER],
      summary: "User deactivated",
      subject: { type: "user", name: names[RECRUITER] },
    });
  });

  it("records a CSV export of people (filters named, their values not), and not a refused one", async () => {
    const res = await api.fetch("/survey-results/export?search=Someone%20Private", { as: OWNER });
    expect(res.status).toBe(200);
    await res.text();
    const foreign = await api.fetch(`/survey-results/export?company_id=${companyIds["Summit Fitness"]}`, {
      as: OWNER,
    });
    expect(foreign.status).toBe(404);
    const { rows } = await trail(SUPER, "?action=survey_results.export");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company: { id: companyIds["Harbor Dental"] },
      actor: { id: ids[OWNER] },
      summary: "CSV export filtered by search",
    });
    expect(rows[0].summary).not.toContain("Private");
  });
});

describe("who reads it", () => {
  it("answers 403 to users who are not owners or super admins", async () => {
    expect((await trail(RECRUITER)).status).toBe(403);
    expect((await api.fetch("/audit/export", { as: RECRUITER })).status).toBe(403);
  });

  it("shows an owner only the companies in their scope; a foreign company is 404", async () => {
    const mine = await trail(OWNER, "?limit=100");
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.company?.id === companyIds["Harbor Dental"])).toBe(true);
    const other = await trail(OTHER_OWNER, "?limit=100");
    expect(other.status).toBe(200);
    expect(other.rows.some((r) => r.company?.id === companyIds["Harbor Dental"])).toBe(false);
    expect((await trail(OTHER_OWNER, `?company_id=${companyIds["Harbor Dental"]}`)).status).toBe(404);
    expect(
      (await api.fetch(`/audit/export?company_id=${companyIds["Harbor Dental"]}`, { as: OTHER_OWNER })).status,
    ).toBe(404);
    const actions = await api.fetch("/audit/actions", { as: OTHER_OWNER });
    expect(await actions.json()).toEqual({ data: [] });
  });

  it("lets a super admin filter by action, actor and day, and lists the actions recorded", async () => {
    const all = await trail(SUPER, "?limit=100");
    expect(all.total).toBeGreaterThanOrEqual(6);
    const bySupport = await trail(SUPER, "?search=ava.admin");
    // The actor filter matches the super admin behind a proxy session too.
    expect(bySupport.rows.some((r) => r.action === "proxy.write")).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail(SUPER, `?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await trail(SUPER, "?to=2000-01-01")).total).toBe(0);
    const actions = await api.fetch("/audit/actions", { as: SUPER });
    const listed = (await actions.json()).data as { action: string; label: string }[];
    expect(listed).toEqual(
      expect.arrayContaining([
        { action: "proxy.write", label: "Change in a support session" },
        { action: "survey_results.export", label: "Candidates exported" },
        { action: "user.deactivate", label: "User deactivated" },
        { action: "user.role_change", label: "Role changed" },
      ]),
    );
    // In the order of their words, as the filter lists them.
    const labels = listed.map((a) => a.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en-US")));
  });

  it("filters by what an entry concerns: a kind, or one person's whole history", async () => {
    const history = await trail(OWNER, `?subject_type=user&subject_id=${ids[RECRUITER]}`);
    expect(history.total).toBeGreaterThanOrEqual(2);
    expect(history.rows.every((r) => r.subject?.type === "user" && r.subject.id === ids[RECRUITER])).toBe(true);
    expect(history.rows.map((r) => r.action)).toEqual(expect.arrayContaining(["user.deactivate", "user.reactivate"]));
    const users = await trail(OWNER, "?subject_type=user");
    expect(users.rows.every((r) => r.subject_type === "user")).toBe(true);
    expect(users.rows.some((r) => r.subject?.id === ids[USER])).toBe(true);
    // An id without its kind cannot say what it is.
    const bare = await api.fetch(`/audit?subject_id=${ids[USER]}`, { as: OWNER });
    expect(bare.status).toBe(400);
    expect((await bare.json()).errors).toEqual([
      { path: "subject_id", message: "needs subject_type (the kind of object the id is)" },
    ]);
  });

  it("refuses unusable filters with 400 and field paths", async () => {
    const res = await api.fetch("/audit?from=2026-02-01&to=2026-01-01&action=DROP%20TABLE&limit=1000", { as: SUPER });
    expect(res.status).toBe(400);
    const paths = ((await res.json()) as { errors: { path: string }[] }).errors.map((e) => e.path).sort();
    expect(paths).toEqual(expect.arrayContaining(["action", "limit"]));
    const dates = await api.fetch("/audit?from=2026-02-01&to=2026-01-01", { as: SUPER });
    expect(dates.status).toBe(400);
    expect((await dates.json()).errors).toEqual([{ path: "to", message: "must not be before from" }]);
  });

  it("exports the filtered trail as CSV and records the export", async () => {
    const res = await api.fetch(`/audit/export?company_id=${companyIds["Harbor Dental"]}`, { as: OWNER });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    // (fetch's text() drops the byte order mark that tells spreadsheets it is UTF-8.)
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Id,Time (UTC),Action,What,Company id,Company,Actor id,Actor,Who,Support user id,Support user,Subject type,Subject id,Subject,Summary,Details,Status",
    );
    expect(lines.some((l) => l.includes("user.deactivate"))).toBe(true);
    // The action in words and the person it concerns, by name.
    const roleChange = lines.find((l) => l.includes("user.role_change"));
    expect(roleChange).toContain(`Role changed`);
    expect(roleChange).toContain(names[USER]);
    expect(roleChange).toContain("Company user → Company owner");
    const { rows } = await trail(OWNER, "?action=audit.export");
    expect(rows[0]).toMatchObject({ company: { id: companyIds["Harbor Dental"] }, actor: { id: ids[OWNER] } });
  });
});

describe("the support session's start and end", () => {
  it("lands in the company's trail of the user acted as", async () => {
    const target = ids[RECRUITER];
    await api.fetch("/impersonation/start", {
      as: SUPER,
      method: "POST",
      json: { user_id: target, reason: "Checking the pipeline they reported" },
    });
    await api.fetch("/impersonation/end", { as: SUPER, method: "POST", json: { user_id: target } });
    const [user] = await database.db.select().from(users).where(eq(users.id, target));
    const { rows } = await trail(OWNER, `?company_id=${user.companyId}&search=ava`);
    expect(rows.slice(0, 2).map((r) => [r.action, r.summary, r.subject_id])).toEqual([
      ["proxy.end", "Support session ended", target],
      ["proxy.start", "Support session started. Reason: Checking the pipeline they reported", target],
    ]);
  });
});

describe("the subject of an entry", () => {
  it("names who acted without signing in for what they were, and an erased person as erased", async () => {
    await recordAudit(database.db, null, {
      action: "messaging.unsubscribe",
      companyId: companyIds["Harbor Dental"],
      subjectType: "survey_result",
      subjectId: 987_654,
      summary: "A recipient unsubscribed by the e-mail's link",
    });
    const { rows } = await trail(OWNER, "?action=messaging.unsubscribe");
    expect(rows[0]).toMatchObject({
      actor: null,
      who: "The recipient, by unsubscribe link",
      action_label: "Unsubscribed from messages",
      subject: { type: "survey_result", id: 987_654, name: "(erased person)", link: null },
    });
  });

  it("names the person who redeemed a book code signed out, never as someone signed out", async () => {
    const [person] = await database.db
      .insert(surveyResults)
      .values({
        companyId: companyIds["Harbor Dental"],
        roleName: "Reader",
        first: "Rosa",
        last: "Redeemer",
        email: "rosa.redeemer@audit.test",
        consentAt: new Date(),
      })
      .returning({ id: surveyResults.id });
    await recordAudit(database.db, null, {
      action: "book_code.redeem",
      companyId: companyIds["Harbor Dental"],
      subjectType: "book_code",
      subjectId: 424_242,
      summary: `Book code 424242 of batch 7 redeemed by survey result ${person.id}`,
    });
    const { rows } = await trail(OWNER, "?action=book_code.redeem");
    expect(rows[0]).toMatchObject({
      actor: null,
      who: "Rosa Redeemer, with their book code (not signed in)",
      action_label: "Book code redeemed",
      details: "",
    });
    // Another company's owner reads the row of their own company only, and never the name.
    const other = await trail(OTHER_OWNER, "?action=book_code.redeem");
    expect(JSON.stringify(other.rows)).not.toContain("Rosa");
  });

  it("is never named outside the reader's companies", async () => {
    const [other] = await database.db.select().from(users).where(eq(users.email, OTHER_OWNER));
    const actor = {
      id: other.id,
      email: other.email,
      role: "COMPANY_OWNER" as const,
      companyId: other.companyId,
      franchiseId: null,
      canViewHiringPipeline: true,
    };
    const foreign = await resolveSubjects(database.db, actor, [{ subjectType: "user", subjectId: ids[USER] }]);
    expect(foreign.get(`user:${ids[USER]}`)?.name).not.toContain(names[USER]);
    const own = await resolveSubjects(
      database.db,
      { ...actor, id: ids[OWNER], companyId: companyIds["Harbor Dental"] },
      [{ subjectType: "user", subjectId: ids[USER] }],
    );
    expect(own.get(`user:${ids[USER]}`)?.name).toBe(names[USER]);
  });
});
