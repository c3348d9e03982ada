// Coaching, the coaching brand's API over a real database holding the demo companies, their
// scored assessments and the demo coaching: who coaches whom, the coached people's list (mine, another coach's,
// everyone's), one person's coaching view, and sessions — always inside the caller's tenant scope.
// `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does for a build.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isoDateInYears } from "../../../api/coaching/contract";
import * as schema from "../../../server/db/schema/index";
import { seed } from "../../../api/db/seed";
import { coachingSeed } from "../../../api/db/seed-coaching";
import { loadGrowthReport } from "../../../api/growth-reports/load-growth-report";
import {
  HARBOR_OWNER,
  HARBOR_USER,
  NORTHWIND_FRANCHISE_OWNER,
  startStaffApi,
  SUMMIT_OWNER,
  SUPER_ADMIN,
  type StaffApi,
} from "../assessment/staff-api";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

const HARBOR_RECRUITER = "recruiter@harbor-dental.test";
const HARBOR_FORMER = "former@harbor-dental.test";

let s: StaffApi;
const userIds: Record<string, number> = {};
/** Harbor Dental's finished assessments the demo coaching left uncoached, for the tests to use one each. */
let free: number[] = [];
let seeded: number[] = [];

beforeAll(async () => {
  s = await startStaffApi();
  expect(await seed(s.database.db, [coachingSeed])).toEqual(["seed:coaching:v1"]);
  for (const u of await s.database.db.select().from(schema.users)) userIds[u.email] = u.id;
  seeded = (await s.database.db.select().from(schema.coachingAssignments)).map((a) => a.surveyResultId);
  const harbor = await s.resultIds("harbor-dental", (r) => r.submittedAt !== null && !r.isTest && !r.archivedAt);
  free = harbor.filter((id) => !seeded.includes(id));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const take = () => free.shift()!;
const today = () => new Date().toISOString().slice(0, 10);
const list = async (as: string, query = "") => {
  const res = await s.call(as, "GET", `/coaching/people${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: { person: { id: number }; coach: { id: number } }[]; meta: { total: number } };
};
const ids = (body: { data: { person: { id: number } }[] }) => body.data.map((row) => row.person.id);
const paths = (body: { errors: { path: string }[] }) => body.errors.map((e) => e.path);

describe("the demo coaching", () => {
  it("has Harbor Dental's owner coaching three people, with sessions and one action plan", async () => {
    const mine = await list(HARBOR_OWNER);
    expect(mine.meta.total).toBe(3);
    expect(mine.data.every((row) => row.coach.id === userIds[HARBOR_OWNER])).toBe(true);
    const rows = mine.data as unknown as {
      sessions: number;
      last_session_on: string | null;
      goals: { done: number; total: number };
      next_due: { title: string; due_on: string } | null;
    }[];
    expect(rows.map((r) => r.sessions).sort()).toEqual([1, 2, 3]);
    expect(rows.every((r) => r.last_session_on !== null && r.last_session_on < today())).toBe(true);
    const planned = rows.filter((r) => r.goals.total > 0);
    expect(planned).toHaveLength(1);
    expect(planned[0].goals).toEqual({ done: 3, total: 6 });
    expect(planned[0].next_due?.title).toBe("Speak up earlier in team huddles");
  });
});

describe("assigning a coach", () => {
  it("starts, hands over and stops coaching; the list follows, the sessions stay", async () => {
    const person = take();
    const user = userIds[HARBOR_USER];
    const assigned = await s.call(HARBOR_OWNER, "PUT", `/coaching/people/${person}/coach`, { coach_user_id: user });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ survey_result_id: person, coach: { id: user, first: "Umar" } });

    // The coach's own list has the person; the owner's own does not, but everyone's and the coach's filter do.
    expect(ids(await list(HARBOR_USER))).toEqual([person]);
    expect(ids(await list(HARBOR_OWNER))).not.toContain(person);
    expect(ids(await list(HARBOR_OWNER, "?all=true&limit=100"))).toContain(person);
    expect(ids(await list(HARBOR_OWNER, `?coach_user_id=${user}`))).toEqual([person]);

    // The same coach again keeps the start date; another coach starts anew.
    const again = await s.call(HARBOR_OWNER, "PUT", `/coaching/people/${person}/coach`, { coach_user_id: user });
    expect(again.body.data.coached_since).toBe(assigned.body.data.coached_since);
    const session = await s.call(HARBOR_USER, "POST", `/coaching/people/${person}/sessions`, {
      held_on: today(),
      notes: "Kick-off",
    });
    expect(session.status).toBe(201);
    const handed = await s.call(HARBOR_USER, "PUT", `/coaching/people/${person}/coach`, {
      coach_user_id: userIds[HARBOR_RECRUITER],
    });
    expect(handed.status).toBe(200);
    expect(handed.body.data.coach.id).toBe(userIds[HARBOR_RECRUITER]);
    expect(ids(await list(HARBOR_USER))).toEqual([]);
    expect(ids(await list(HARBOR_RECRUITER))).toEqual([person]);

    const stopped = await s.call(HARBOR_RECRUITER, "DELETE", `/coaching/people/${person}/coach`);
    expect(stopped.status).toBe(204);
    expect(ids(await list(HARBOR_RECRUITER))).toEqual([]);
    expect(ids(await list(HARBOR_OWNER, "?all=true&limit=100"))).not.toContain(person);
    const view = await s.call(HARBOR_OWNER, "GET", `/coaching/people/${person}`);
    expect(view.body.data.coach).toBeNull();
    expect(view.body.data.coached_since).toBeNull();
    expect(view.body.data.sessions.map((x: { notes: string }) => x.notes)).toEqual(["Kick-off"]);
    // Stopping twice is no error: nobody coaches the person either way.
    expect((await s.call(HARBOR_OWNER, "DELETE", `/coaching/people/${person}/coach`)).status).toBe(204);
  });

  it("refuses a coach who is missing, deactivated, of another company or unable to see the person", async () => {
    const person = take();
    const put = (as: string, body: unknown) => s.call(as, "PUT", `/coaching/people/${person}/coach`, body);
    const refused = async (as: string, body: unknown, message: string) => {
      const res = await put(as, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toEqual([{ path: "coach_user_id", message }]);
    };
    expect(paths((await put(HARBOR_OWNER, {})).body)).toEqual(["coach_user_id"]);
    await refused(HARBOR_OWNER, { coach_user_id: "someone" }, "must be a user id");
    await refused(HARBOR_OWNER, { coach_user_id: 999_999 }, "is not a user of your companies");
    await refused(HARBOR_OWNER, { coach_user_id: userIds[HARBOR_FORMER] }, "is not an active user");
    await refused(HARBOR_OWNER, { coach_user_id: userIds[SUMMIT_OWNER] }, "is not a user of your companies");
    // A super admin sees both companies, but Summit's owner could never open a Harbor Dental person's report.
    await refused(SUPER_ADMIN, { coach_user_id: userIds[SUMMIT_OWNER] }, "cannot see this person's company");
    // The franchise owner sees the franchise's companies, so may coach Harbor Dental's people.
    const franchise = await put(SUPER_ADMIN, { coach_user_id: userIds[NORTHWIND_FRANCHISE_OWNER] });
    expect(franchise.status).toBe(200);
    // A user of another company does not find the person at all.
    expect((await put(SUMMIT_OWNER, { coach_user_id: userIds[SUMMIT_OWNER] })).status).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "DELETE", `/coaching/people/${person}/coach`)).status).toBe(404);
    const view = await s.call(HARBOR_OWNER, "GET", `/coaching/people/${person}`);
    expect(view.body.data.coach.id).toBe(userIds[NORTHWIND_FRANCHISE_OWNER]);
  });
});

describe("the coached people's list", () => {
  it("searches names, pages, and never shows a person or coach outside the caller's scope", async () => {
    const all = await list(HARBOR_OWNER, "?all=true&limit=100");
    const first = (all.data[0] as unknown as { person: { first: string; last: string } }).person;
    const found = await list(HARBOR_OWNER, `?all=true&search=${encodeURIComponent(first.first.slice(0, 3))}`);
    expect(found.data.length).toBeGreaterThan(0);
    for (const row of found.data as unknown as { person: { first: string; last: string } }[])
      expect(`${row.person.first} ${row.person.last}`.toLowerCase()).toMatch(
        new RegExp(`(^|\\s)${first.first.slice(0, 3).toLowerCase()}`),
      );
    const page = await list(HARBOR_OWNER, "?all=true&limit=1&page=2");
    expect(page.data).toHaveLength(1);
    expect(page.meta).toEqual({ total: all.meta.total, page: 2, limit: 1 });

    // Summit Fitness's owner coaches nobody and sees none of Harbor Dental's coaching.
    expect((await list(SUMMIT_OWNER, "?all=true")).meta.total).toBe(0);
    expect((await list(SUMMIT_OWNER, `?coach_user_id=${userIds[HARBOR_OWNER]}`)).meta.total).toBe(0);
    // Northwind's franchise owner sees Harbor Dental's (a company of the franchise).
    expect(ids(await list(NORTHWIND_FRANCHISE_OWNER, "?all=true&limit=100")).sort()).toEqual(ids(all).sort());
  });

  it("sorts by the last session, people never met first", async () => {
    const person = take();
    await s.call(HARBOR_OWNER, "PUT", `/coaching/people/${person}/coach`, { coach_user_id: userIds[HARBOR_OWNER] });
    const rows = (await list(HARBOR_OWNER, "?sort_by=last_session&order_by=asc")).data as unknown as {
      person: { id: number };
      last_session_on: string | null;
    }[];
    expect(rows[0]).toMatchObject({ person: { id: person }, last_session_on: null });
    const dates = rows.slice(1).map((r) => r.last_session_on!);
    expect(dates).toEqual([...dates].sort());
    await s.call(HARBOR_OWNER, "DELETE", `/coaching/people/${person}/coach`);
  });

  it("refuses a bad query with the field's path", async () => {
    for (const [query, path] of [
      ["?all=maybe", "all"],
      ["?coach_user_id=x", "coach_user_id"],
      ["?all=true&coach_user_id=3", "all"],
      ["?limit=1000", "limit"],
      ["?sort_by=age", "sort_by"],
    ]) {
      const res = await s.call(HARBOR_OWNER, "GET", `/coaching/people${query}`);
      expect(res.status, query).toBe(400);
      expect(paths(res.body), query).toEqual([path]);
    }
  });
});

describe("one person's coaching view", () => {
  it("has the person, the plan's goals with progress, and the growth report's areas and prompt", async () => {
    const planned = (
      await s.database.db.select().from(schema.actionPlans).where(eq(schema.actionPlans.surveyResultId, seeded[0]))
    )[0];
    expect(planned).toBeDefined();
    const res = await s.call(HARBOR_OWNER, "GET", `/coaching/people/${seeded[0]}`);
    expect(res.status).toBe(200);
    const view = res.body.data;
    expect(view.person).toMatchObject({ id: seeded[0], company: { name: "Harbor Dental" } });
    expect(view.coach.id).toBe(userIds[HARBOR_OWNER]);
    expect(view.plan.progress).toEqual({ done: 3, total: 6 });
    expect(view.plan.goals.map((g: { title: string; progress: unknown }) => [g.title, g.progress])).toEqual([
      ["Speak up earlier in team huddles", { done: 2, total: 3 }],
      ["Plan the week before it starts", { done: 1, total: 3 }],
    ]);
    // Newest first.
    const dates = view.sessions.map((x: { held_on: string }) => x.held_on);
    expect(dates).toEqual([...dates].sort().reverse());
    // The growth report against the profile's extremes, exactly as the growth report itself builds it.
    const expected = await loadGrowthReport(s.database.db, seeded[0], null).then(
      ({ report }) => ({
        areas: report.growthAreas.map((a) => ({ scale: a.scale, name: a.name })),
        next_session_prompt: report.nextSessionPrompt,
      }),
      () => null,
    );
    expect(view.growth).toEqual(expected);
    expect(view.growth.next_session_prompt).toEqual(expect.any(String));
    expect(view.growth.areas.length).toBeGreaterThan(0);
  });

  it("has no growth areas or prompt before the assessment is finished", async () => {
    const [harbor] = await s.database.db
      .select()
      .from(schema.surveyResults)
      .where(eq(schema.surveyResults.id, seeded[0]));
    const [unfinished] = await s.database.db
      .insert(schema.surveyResults)
      .values({
        companyId: harbor.companyId,
        roleName: harbor.roleName,
        first: "Tess",
        last: "Unfinished",
        email: "tess.unfinished@example.test",
        consentAt: new Date(),
      })
      .returning({ id: schema.surveyResults.id });
    const res = await s.call(HARBOR_OWNER, "GET", `/coaching/people/${unfinished.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      person: { first: "Tess", submitted_at: null },
      coach: null,
      sessions: [],
      plan: { goals: [], progress: { done: 0, total: 0 }, next_due: null, updated_at: null },
      growth: null,
    });
  });

  it("is not found outside the caller's scope, nor for an unknown id", async () => {
    expect((await s.call(SUMMIT_OWNER, "GET", `/coaching/people/${seeded[0]}`)).status).toBe(404);
    expect((await s.call(HARBOR_OWNER, "GET", "/coaching/people/2147483000")).status).toBe(404);
    const bad = await s.call(HARBOR_OWNER, "GET", "/coaching/people/abc");
    expect(bad.status).toBe(400);
    expect(paths(bad.body)).toEqual(["surveyResultId"]);
  });
});

describe("sessions", () => {
  it("are added, listed newest first, edited and deleted by whoever held them", async () => {
    const person = take();
    const add = (held_on: string, notes: string) =>
      s.call(HARBOR_OWNER, "POST", `/coaching/people/${person}/sessions`, { held_on, notes });
    const older = await add("2026-01-05", "  First talk about the profile.  ");
    expect(older.status).toBe(201);
    expect(older.body.data).toMatchObject({
      survey_result_id: person,
      held_on: "2026-01-05",
      notes: "First talk about the profile.",
      coach: { id: userIds[HARBOR_OWNER] },
      can_edit: true,
    });
    const newer = await add(today(), "Checked in on the huddle goal.");
    expect(newer.status).toBe(201);
    // Notes may be left out: a session is worth recording even without them.
    const bare = await s.call(HARBOR_OWNER, "POST", `/coaching/people/${person}/sessions`, { held_on: "2026-01-02" });
    expect(bare.status).toBe(201);
    expect(bare.body.data.notes).toBe("");

    let view = (await s.call(HARBOR_USER, "GET", `/coaching/people/${person}`)).body.data;
    expect(view.sessions.map((x: { id: number }) => x.id)).toEqual([
      newer.body.data.id,
      older.body.data.id,
      bare.body.data.id,
    ]);
    // Another user of the company reads them, but cannot change the owner's notes.
    expect(view.sessions.every((x: { can_edit: boolean }) => !x.can_edit)).toBe(true);
    const id = older.body.data.id;
    expect(
      (await s.call(HARBOR_USER, "PUT", `/coaching/sessions/${id}`, { held_on: today(), notes: "x" })).status,
    ).toBe(403);
    expect((await s.call(HARBOR_USER, "DELETE", `/coaching/sessions/${id}`)).status).toBe(403);

    const edited = await s.call(HARBOR_OWNER, "PUT", `/coaching/sessions/${id}`, {
      held_on: "2026-01-06",
      notes: "First talk about the profile; agreed on two goals.",
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      held_on: "2026-01-06",
      notes: "First talk about the profile; agreed on two goals.",
    });

    const removed = await s.call(HARBOR_OWNER, "DELETE", `/coaching/sessions/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ id, held_on: "2026-01-06" });
    view = (await s.call(HARBOR_OWNER, "GET", `/coaching/people/${person}`)).body.data;
    expect(view.sessions.map((x: { id: number }) => x.id)).toEqual([newer.body.data.id, bare.body.data.id]);
    expect((await s.call(HARBOR_OWNER, "DELETE", `/coaching/sessions/${id}`)).status).toBe(404);

    // Sessions alone do not put a person on the list; once coached, it counts them and knows the latest.
    expect(ids(await list(HARBOR_OWNER, "?all=true&limit=100"))).not.toContain(person);
    await s.call(HARBOR_OWNER, "PUT", `/coaching/people/${person}/coach`, { coach_user_id: userIds[HARBOR_OWNER] });
    const row = (await list(HARBOR_OWNER, "?limit=100")).data.find((r) => r.person.id === person);
    expect(row).toMatchObject({ sessions: 2, last_session_on: today(), goals: { done: 0, total: 0 }, next_due: null });
    await s.call(HARBOR_OWNER, "DELETE", `/coaching/people/${person}/coach`);
  });

  it("refuse a bad date or notes with the field's path", async () => {
    const person = take();
    const [created] = await s.database.db
      .insert(schema.coachingSessions)
      .values({ surveyResultId: person, coachUserId: userIds[HARBOR_OWNER], heldOn: "2026-01-01", notes: "" })
      .returning();
    const cases: [unknown, string, string][] = [
      [{ notes: "No date" }, "held_on", "is required"],
      [{ held_on: "", notes: "x" }, "held_on", "is required"],
      [{ held_on: "05/01/2026" }, "held_on", "must be a date (YYYY-MM-DD)"],
      [{ held_on: "2026-02-30" }, "held_on", "must be a date (YYYY-MM-DD)"],
      [{ held_on: "1999-12-31" }, "held_on", "must not be before 2000-01-01"],
      [{ held_on: isoDateInYears(2) }, "held_on", "must not be more than a year ahead"],
      [{ held_on: today(), notes: "x".repeat(10_001) }, "notes", "must be at most 10,000 characters"],
      [{ held_on: today(), notes: 42 }, "notes", "must be text"],
    ];
    for (const [body, path, message] of cases) {
      for (const [method, url] of [
        ["POST", `/coaching/people/${person}/sessions`],
        ["PUT", `/coaching/sessions/${created.id}`],
      ]) {
        const res = await s.call(HARBOR_OWNER, method, url, body);
        expect(res.status, `${method} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
        expect(res.body.errors, `${method} ${JSON.stringify(body).slice(0, 60)}`).toEqual([{ path, message }]);
      }
    }
    // A year ahead is the limit, and still fine; a field the session does not have is refused.
    expect(
      (await s.call(HARBOR_OWNER, "PUT", `/coaching/sessions/${created.id}`, { held_on: isoDateInYears(1) })).status,
    ).toBe(200);
    const extra = await s.call(HARBOR_OWNER, "POST", `/coaching/people/${person}/sessions`, {
      held_on: today(),
      coach_user_id: 1,
    });
    expect(extra.status).toBe(400);
    // Nothing refused was written.
    const rows = await s.database.db
      .select()
      .from(schema.coachingSessions)
      .where(eq(schema.coachingSessions.surveyResultId, person));
    expect(rows).toHaveLength(1);
  });

  it("are not found by a user of another company", async () => {
    const person = seeded[0];
    const view = (await s.call(HARBOR_OWNER, "GET", `/coaching/people/${person}`)).body.data;
    const session = view.sessions[0].id;
    const body = { held_on: today(), notes: "Not mine" };
    expect((await s.call(SUMMIT_OWNER, "POST", `/coaching/people/${person}/sessions`, body)).status).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "PUT", `/coaching/sessions/${session}`, body)).status).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "DELETE", `/coaching/sessions/${session}`)).status).toBe(404);
    // Untouched.
    const after = (await s.call(HARBOR_OWNER, "GET", `/coaching/people/${person}`)).body.data;
    expect(after.sessions).toEqual(view.sessions);
  });
});
