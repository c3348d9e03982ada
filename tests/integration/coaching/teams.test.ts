// Teams, the coaching brand's API over a real database holding the demo companies, their scored
// assessments and the demo teams: making, reading, renaming, re-staffing and deleting teams; a department team's
// people computed when read (each person's latest finished assessment); the balance, with and without one more
// person; the PDF; and tenant scope — another company's user finds no team and cannot add anyone foreign.
// `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does for a build.
import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DOMAIN_NAMES, DOMAINS } from "../../../domain/assessment/traits";
import type { Actor } from "../../../domain/permissions";
import * as schema from "../../../server/db/schema/index";
import { seed } from "../../../api/db/seed";
import { DEMO_TEAMS, teamsSeed } from "../../../api/db/seed-teams";
import { ApiError } from "../../../api/http/errors";
import { loadTeamProfiles } from "../../../api/teams/members";
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

type Row = typeof schema.surveyResults.$inferSelect;

let s: StaffApi;
let harbor: number;
let summit: number;
const place: Record<string, number> = {};
let finished: Row[] = [];

const counted = (r: Row) => r.submittedAt !== null && !r.archivedAt && !r.isTest;

beforeAll(async () => {
  s = await startStaffApi();
  expect(await seed(s.database.db, [teamsSeed])).toEqual(["seed:teams:v1"]);
  harbor = s.companyIds["harbor-dental"];
  summit = s.companyIds["summit-fitness"];
  for (const d of await s.database.db.select().from(schema.departments)) place[`${d.companyId}:d:${d.name}`] = d.id;
  for (const l of await s.database.db.select().from(schema.locations)) place[`${l.companyId}:l:${l.name}`] = l.id;
  finished = (
    await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.companyId, harbor))
  ).filter(counted);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const department = (company: number, name: string) => place[`${company}:d:${name}`];
const location = (company: number, name: string) => place[`${company}:l:${name}`];
const paths = (body: { errors: { path: string }[] }) => body.errors.map((e) => e.path);

/** The people a department team should read, worked out here on its own: each person's latest counted assessment. */
async function expectedPeople(where: (r: Row) => boolean): Promise<number[]> {
  const rows = (
    await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.companyId, harbor))
  ).filter(counted);
  const latest = new Map<string, Row>();
  for (const r of rows) {
    const key = r.email.toLowerCase();
    const seen = latest.get(key);
    if (!seen || seen.submittedAt! < r.submittedAt! || (+seen.submittedAt! === +r.submittedAt! && seen.id < r.id))
      latest.set(key, r);
  }
  return [...latest.values()]
    .filter(where)
    .map((r) => r.id)
    .sort((a, b) => a - b);
}

/** A Harbor Dental person who has started the assessment but not finished it (no scores). */
async function plantUnfinished(first: string, last: string): Promise<Row> {
  const [row] = await s.database.db
    .insert(schema.surveyResults)
    .values({
      companyId: harbor,
      roleName: "Receptionist",
      first,
      last,
      email: `${first}.${last}@example.test`.toLowerCase(),
      consentAt: new Date(),
      startedAt: new Date(),
    })
    .returning();
  return row;
}

const create = (as: string, body: unknown) => s.call(as, "POST", "/teams", body);
const memberIds = (detail: { members: { id: number }[] }) => detail.members.map((m) => m.id).sort((a, b) => a - b);

async function actorOf(email: string): Promise<Actor> {
  const [u] = await s.database.db.select().from(schema.users).where(eq(schema.users.email, email));
  const [c] = await s.database.db.select().from(schema.companies).where(eq(schema.companies.id, u.companyId));
  return {
    id: u.id,
    email: u.email,
    role: u.authRole,
    companyId: u.companyId,
    franchiseId: c.franchiseId,
    canViewHiringPipeline: u.canViewHiringPipeline,
  };
}

describe("the demo teams", () => {
  it("gives Harbor Dental a custom team of five and a department team, listed by name with their sizes", async () => {
    const res = await s.call(HARBOR_OWNER, "GET", "/teams");
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.data.map((t: { name: string }) => [t.name, t]));
    expect(res.body.data.map((t: { name: string }) => t.name)).toEqual([
      DEMO_TEAMS.department.name,
      DEMO_TEAMS.custom.name,
    ]);
    expect(byName["Front desk"]).toMatchObject({ kind: "custom", member_count: 5, department: null });
    const clinical = department(harbor, "Clinical");
    expect(byName["Clinical team"]).toMatchObject({
      kind: "department",
      department: { id: clinical, name: "Clinical" },
      company: { id: harbor, name: "Harbor Dental" },
      created_by: { first: "Olivia", last: "Owner" },
    });
    expect(byName["Clinical team"].member_count).toBe(
      (await expectedPeople((r) => r.departmentId === clinical)).length,
    );
    expect(res.body.meta).toEqual({ total: 2, page: 1, limit: 25 });
  });
});

describe("a department or location team", () => {
  it("reads the department's people as they are now: each person's latest finished, listed, real assessment", async () => {
    const billing = department(harbor, "Billing");
    const made = await create(HARBOR_OWNER, { name: "Billing desk", kind: "department", department_id: billing });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ name: "Billing desk", kind: "department", location: null });
    const id = made.body.data.id;
    const before = await expectedPeople((r) => r.departmentId === billing);
    expect(before.length).toBeGreaterThan(2);
    expect(made.body.data.member_count).toBe(before.length);
    const detail = (await s.call(HARBOR_OWNER, "GET", `/teams/${id}`)).body.data;
    expect(memberIds(detail)).toEqual(before);
    expect(detail.members.every((m: { department: { name: string } }) => m.department.name === "Billing")).toBe(true);

    // One person moves to Clinical with a newer assessment (their e-mail written in capitals: the same person);
    // another is archived. Neither is in the billing team any more; the mover is in the clinical team.
    const [mover, archived] = before.map((id) => finished.find((r) => r.id === id)!);
    const { id: _id, uuid: _uuid, ...copy } = mover;
    const [moved] = await s.database.db
      .insert(schema.surveyResults)
      .values({
        ...copy,
        email: mover.email.toUpperCase(),
        departmentId: department(harbor, "Clinical"),
        submittedAt: new Date(mover.submittedAt!.getTime() + 86_400_000),
      })
      .returning();
    await s.database.db
      .update(schema.surveyResults)
      .set({ archivedAt: new Date() })
      .where(eq(schema.surveyResults.id, archived.id));
    const after = (await s.call(HARBOR_OWNER, "GET", `/teams/${id}`)).body.data;
    expect(memberIds(after)).toEqual(before.filter((x) => x !== mover.id && x !== archived.id));
    expect(after.team.member_count).toBe(before.length - 2);
    const clinical = (await s.call(HARBOR_OWNER, "GET", "/teams?search=clinical")).body.data[0];
    const clinicalDetail = (await s.call(HARBOR_OWNER, "GET", `/teams/${clinical.id}`)).body.data;
    expect(memberIds(clinicalDetail)).toContain(moved.id);
    expect(memberIds(clinicalDetail)).not.toContain(mover.id);
    expect(clinical.member_count).toBe(clinicalDetail.members.length);
  });

  it("a location team reads the location's people", async () => {
    const tacoma = location(harbor, "Tacoma");
    const made = await create(HARBOR_OWNER, { name: "Tacoma", kind: "location", location_id: tacoma });
    expect(made.status).toBe(201);
    const detail = (await s.call(HARBOR_OWNER, "GET", `/teams/${made.body.data.id}`)).body.data;
    expect(memberIds(detail)).toEqual(await expectedPeople((r) => r.locationId === tacoma));
    expect(detail.team.location).toEqual({ id: tacoma, name: "Tacoma" });
  });
});

describe("a custom team", () => {
  it("is made, read with its balance, renamed, re-staffed and deleted", async () => {
    const [a, b, c, d] = finished.slice(0, 4).map((r) => r.id);
    const made = await create(HARBOR_USER, { name: "  Huddle  ", kind: "custom", survey_result_ids: [a, b, c] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({
      name: "Huddle",
      kind: "custom",
      member_count: 3,
      company: { id: harbor },
      created_by: { first: "Umar" },
    });
    const id = made.body.data.id;

    const got = await s.call(HARBOR_OWNER, "GET", `/teams/${id}`);
    expect(got.status).toBe(200);
    expect(memberIds(got.body.data)).toEqual([a, b, c].sort((x, y) => x - y));
    const balance = got.body.data.balance;
    expect(balance).toMatchObject({ size: 3, scored: 3, unscored: [] });
    expect(balance.domains.map((x: { domain: string }) => x.domain)).toEqual([...DOMAINS]);
    // The median the API reports is the middle of the three members' percentiles on each domain.
    for (const domain of balance.domains) {
      const values = got.body.data.members
        .map((m: { domains: Record<string, { percentile: number }> }) => m.domains[domain.domain].percentile)
        .sort((x: number, y: number) => x - y);
      expect(domain.spread).toMatchObject({ min: values[0], median: values[1], max: values[2] });
    }

    const renamed = await s.call(HARBOR_OWNER, "PUT", `/teams/${id}`, {
      name: "Morning huddle",
      survey_result_ids: [c, d],
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: "Morning huddle", member_count: 2 });
    expect(memberIds((await s.call(HARBOR_OWNER, "GET", `/teams/${id}`)).body.data)).toEqual(
      [c, d].sort((x, y) => x - y),
    );
    // A rename alone keeps the people.
    expect((await s.call(HARBOR_OWNER, "PUT", `/teams/${id}`, { name: "Huddle" })).body.data.member_count).toBe(2);
    // An empty list empties the team.
    const emptied = await s.call(HARBOR_OWNER, "PUT", `/teams/${id}`, { survey_result_ids: [] });
    expect(emptied.body.data.member_count).toBe(0);
    const empty = (await s.call(HARBOR_OWNER, "GET", `/teams/${id}`)).body.data;
    expect(empty.members).toEqual([]);
    expect(empty.balance).toMatchObject({ size: 0, scored: 0, plenty: [], lacks: [] });
    expect(empty.balance.domains.every((x: { spread: unknown }) => x.spread === null)).toBe(true);

    expect((await s.call(HARBOR_OWNER, "DELETE", `/teams/${id}`)).status).toBe(204);
    expect((await s.call(HARBOR_OWNER, "GET", `/teams/${id}`)).status).toBe(404);
    expect((await s.call(HARBOR_OWNER, "DELETE", `/teams/${id}`)).status).toBe(404);
    // The people stay.
    const [still] = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, c));
    expect(still).toBeDefined();
  });

  it("counts members without a finished assessment as people but not in the figures", async () => {
    const unfinished = await plantUnfinished("Nia", "Newcomer");
    const made = await create(HARBOR_OWNER, {
      name: "With a newcomer",
      kind: "custom",
      survey_result_ids: [finished[0].id, unfinished.id],
    });
    expect(made.status).toBe(201);
    const detail = (await s.call(HARBOR_OWNER, "GET", `/teams/${made.body.data.id}`)).body.data;
    expect(detail.team.member_count).toBe(2);
    const newcomer = detail.members.find((m: { id: number }) => m.id === unfinished.id);
    expect(newcomer).toMatchObject({ submitted_at: null, domains: null });
    expect(detail.balance).toMatchObject({
      size: 2,
      scored: 1,
      unscored: [{ id: unfinished.id, name: `${unfinished.first} ${unfinished.last}` }],
    });
  });
});

describe("validation", () => {
  it("answers 400 with the field's path, never a 500", async () => {
    const billing = department(harbor, "Billing");
    const summitTraining = department(summit, "Training");
    const refused = async (body: unknown, path: string, message?: string, as = HARBOR_OWNER) => {
      const res = await create(as, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(paths(res.body), JSON.stringify(res.body)).toContain(path);
      if (message) expect(res.body.errors.find((e: { path: string }) => e.path === path).message).toBe(message);
    };
    await refused({ kind: "custom" }, "name", "is required");
    await refused({ name: "   ", kind: "custom" }, "name", "is required");
    await refused({ name: "x".repeat(121), kind: "custom" }, "name", "must be at most 120 characters");
    await refused({ name: "A" }, "kind", "must be custom, department or location");
    await refused({ name: "A", kind: "team" }, "kind");
    await refused({ name: "A", kind: "department" }, "department_id", "is required for a department team");
    await refused({ name: "A", kind: "location" }, "location_id", "is required for a location team");
    await refused({ name: "A", kind: "custom", department_id: billing }, "department_id");
    await refused(
      { name: "A", kind: "department", department_id: billing, survey_result_ids: [1] },
      "survey_result_ids",
    );
    await refused(
      { name: "A", kind: "department", department_id: "billing" },
      "department_id",
      "must be a department id",
    );
    await refused(
      { name: "A", kind: "department", department_id: summitTraining },
      "department_id",
      "is not a department of Harbor Dental",
    );
    await refused(
      { name: "A", kind: "location", location_id: 999_999 },
      "location_id",
      "is not a location of Harbor Dental",
    );
    await refused(
      { name: "A", kind: "custom", survey_result_ids: [finished[0].id, finished[0].id] },
      "survey_result_ids.1",
      "is listed twice",
    );
    await refused({ name: "A", kind: "custom", survey_result_ids: ["x"] }, "survey_result_ids.0");
    await refused({ name: "A", kind: "custom", survey_result_ids: "1,2" }, "survey_result_ids");
    await refused({ name: "A", kind: "custom", colour: "blue" }, "(body)");
    // Whoever sees more than one company names the team's company.
    await refused({ name: "A", kind: "custom" }, "company_id", "is required", SUPER_ADMIN);

    const [team] = (await s.call(HARBOR_OWNER, "GET", "/teams?search=front")).body.data;
    const put = (body: unknown) => s.call(HARBOR_OWNER, "PUT", `/teams/${team.id}`, body);
    expect(paths((await put({})).body)).toEqual(["(body)"]);
    expect(paths((await put({ name: "" })).body)).toEqual(["name"]);
    const clinical = (await s.call(HARBOR_OWNER, "GET", "/teams?search=clinical")).body.data[0];
    const staffed = await s.call(HARBOR_OWNER, "PUT", `/teams/${clinical.id}`, { survey_result_ids: [finished[0].id] });
    expect(staffed.status).toBe(400);
    expect(paths(staffed.body)).toEqual(["survey_result_ids"]);

    for (const query of ["limit=0", "page=0", "company_id=abc", `search=${"x".repeat(101)}`]) {
      const res = await s.call(HARBOR_OWNER, "GET", `/teams?${query}`);
      expect(res.status, query).toBe(400);
      expect(paths(res.body)).toEqual([query.split("=")[0]]);
    }
    expect((await s.call(HARBOR_OWNER, "GET", "/teams/abc")).status).toBe(400);
    const badWith = await s.call(HARBOR_OWNER, "GET", `/teams/${team.id}/balance?with_survey_result_id=abc`);
    expect(badWith.status).toBe(400);
    expect(paths(badWith.body)).toEqual(["with_survey_result_id"]);
  });

  it("answers 409 for a name the company already uses, whatever its case, on making and on renaming", async () => {
    const dup = await create(HARBOR_OWNER, { name: "FRONT DESK", kind: "custom" });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual([{ path: "name", message: "is already the name of a team of Harbor Dental" }]);
    const other = await create(HARBOR_OWNER, { name: "Evening shift", kind: "custom" });
    const rename = await s.call(HARBOR_OWNER, "PUT", `/teams/${other.body.data.id}`, { name: "clinical team" });
    expect(rename.status).toBe(409);
    // Another company may use the same name.
    expect((await create(SUMMIT_OWNER, { name: "Front desk", kind: "custom" })).status).toBe(201);
  });
});

describe("tenant scope", () => {
  it("another company's user finds none of Harbor Dental's teams, and cannot change them", async () => {
    const [team] = (await s.call(HARBOR_OWNER, "GET", "/teams?search=front")).body.data;
    const person = finished[0].id;
    for (const [method, path, json] of [
      ["GET", `/teams/${team.id}`, undefined],
      ["PUT", `/teams/${team.id}`, { name: "Taken over" }],
      ["DELETE", `/teams/${team.id}`, undefined],
      ["GET", `/teams/${team.id}/balance`, undefined],
      ["GET", `/teams/${team.id}/balance?with_survey_result_id=${person}`, undefined],
      ["GET", `/teams/${team.id}/pdf`, undefined],
      ["GET", `/teams?company_id=${harbor}`, undefined],
    ] as const) {
      const res = await s.call(SUMMIT_OWNER, method, path, json);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("Front desk");
    }
    const listed = (await s.call(SUMMIT_OWNER, "GET", "/teams")).body.data;
    expect(listed.every((t: { company: { id: number } }) => t.company.id === summit)).toBe(true);
    // Still there, unchanged.
    expect((await s.call(HARBOR_OWNER, "GET", `/teams/${team.id}`)).body.data.team.name).toBe("Front desk");
  });

  it("nobody adds a person they cannot see (404) or a person of another company (400)", async () => {
    const harborPerson = finished[0].id;
    const made = await create(SUMMIT_OWNER, { name: "Poached", kind: "custom", survey_result_ids: [harborPerson] });
    expect(made.status).toBe(404);
    expect(made.body.message).toBe("Person not found");
    expect(
      await s.database.db
        .select()
        .from(schema.teams)
        .where(and(eq(schema.teams.companyId, summit), eq(schema.teams.name, "Poached"))),
    ).toEqual([]);
    // Nor into Harbor Dental's company by naming it.
    expect((await create(SUMMIT_OWNER, { company_id: harbor, name: "X", kind: "custom" })).status).toBe(404);

    // The franchise owner sees both companies, but a Summit team takes Summit's people only.
    const [summitPerson] = await s.resultIds("summit-fitness", counted);
    const mixed = await create(NORTHWIND_FRANCHISE_OWNER, {
      company_id: summit,
      name: "Mixed",
      kind: "custom",
      survey_result_ids: [summitPerson, harborPerson],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors).toEqual([{ path: "survey_result_ids.1", message: "is not a person of Summit Fitness" }]);
    const [summitTeam] = (await s.call(SUMMIT_OWNER, "GET", "/teams?search=front")).body.data;
    const restaff = await s.call(NORTHWIND_FRANCHISE_OWNER, "PUT", `/teams/${summitTeam.id}`, {
      survey_result_ids: [harborPerson],
    });
    expect(restaff.status).toBe(400);
    expect(
      (
        await create(NORTHWIND_FRANCHISE_OWNER, {
          company_id: summit,
          name: "Summit squad",
          kind: "custom",
          survey_result_ids: [summitPerson],
        })
      ).status,
    ).toBe(201);
  });

  it("loadTeamProfiles (the conflict tool's team side) answers inside the scope and 404 outside", async () => {
    const [team] = (await s.call(HARBOR_OWNER, "GET", "/teams?search=front")).body.data;
    const profiles = await loadTeamProfiles(s.database.db, await actorOf(HARBOR_OWNER), team.id);
    expect(profiles.team).toEqual({ id: team.id, name: "Front desk" });
    expect(profiles.members).toHaveLength(5);
    expect(profiles.members.every((m) => m.scores !== null && m.scores.facets.C2.percentile >= 1)).toBe(true);
    const refused = await loadTeamProfiles(s.database.db, await actorOf(SUMMIT_OWNER), team.id).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.status).toBe(404);
  });
});

describe("the balance with one more person", () => {
  it("shows how a chosen person changes the team's balance", async () => {
    const [team] = (await s.call(HARBOR_OWNER, "GET", "/teams?search=front")).body.data;
    const detail = (await s.call(HARBOR_OWNER, "GET", `/teams/${team.id}`)).body.data;
    const plain = await s.call(HARBOR_OWNER, "GET", `/teams/${team.id}/balance`);
    expect(plain.status).toBe(200);
    expect(plain.body.data).toEqual({ balance: detail.balance, with: null });

    const inTeam = new Set(detail.members.map((m: { id: number }) => m.id));
    const emails = new Set(finished.filter((r) => inTeam.has(r.id)).map((r) => r.email.toLowerCase()));
    const outsider = finished.find((r) => !inTeam.has(r.id) && !emails.has(r.email.toLowerCase()))!;
    const res = await s.call(HARBOR_OWNER, "GET", `/teams/${team.id}/balance?with_survey_result_id=${outsider.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { balance, with: w } = res.body.data;
    expect(balance).toEqual(detail.balance);
    expect(w.person).toMatchObject({ id: outsider.id, first: outsider.first, company: { name: "Harbor Dental" } });
    expect(w.already_member).toBe(false);
    expect(w.after).toMatchObject({ size: 6, scored: 6 });
    expect(w.changes.map((c: { domain: string }) => c.domain)).toEqual([...DOMAINS]);
    for (const c of w.changes) {
      expect(c.percentile).toBe(outsider.scores!.domains[c.domain as "N"].percentile);
      expect(c.median_before).toBe(
        balance.domains.find((d: { domain: string }) => d.domain === c.domain).spread.median,
      );
      expect(c.median_after).toBe(w.after.domains.find((d: { domain: string }) => d.domain === c.domain).spread.median);
      expect(c.shift).toBe(c.median_after - c.median_before);
    }
    expect(w.summary.length).toBeGreaterThan(0);
    const everyone = w.after.domains[0].members.map((m: { id: number }) => m.id);
    expect(everyone).toContain(outsider.id);

    // A member changes nothing.
    const member = detail.members[0].id;
    const same = (await s.call(HARBOR_OWNER, "GET", `/teams/${team.id}/balance?with_survey_result_id=${member}`)).body
      .data;
    expect(same.with.already_member).toBe(true);
    expect(same.with.after).toEqual(detail.balance);
  });

  it("refuses a person outside the scope (404) or without a finished assessment (409)", async () => {
    const [team] = (await s.call(HARBOR_OWNER, "GET", "/teams?search=front")).body.data;
    const [summitPerson] = await s.resultIds("summit-fitness", counted);
    const foreign = await s.call(
      HARBOR_OWNER,
      "GET",
      `/teams/${team.id}/balance?with_survey_result_id=${summitPerson}`,
    );
    expect(foreign.status).toBe(404);
    const unfinished = await plantUnfinished("Ed", "Early");
    const early = await s.call(HARBOR_OWNER, "GET", `/teams/${team.id}/balance?with_survey_result_id=${unfinished.id}`);
    expect(early.status).toBe(409);
    expect(paths(early.body)).toEqual(["with_survey_result_id"]);
  });
});

describe("the PDF", () => {
  it("is a download whose text holds the team's name, its people, the domains and what it has plenty of", async () => {
    const [team] = (await s.call(HARBOR_OWNER, "GET", "/teams?search=front")).body.data;
    const detail = (await s.call(HARBOR_OWNER, "GET", `/teams/${team.id}`)).body.data;
    const res = await s.api.fetch(`/teams/${team.id}/pdf`, { as: HARBOR_OWNER });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="team-Front-desk.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain("Front desk");
    expect(text).toContain("Harbor Dental");
    for (const d of DOMAINS) expect(text).toContain(DOMAIN_NAMES[d]);
    for (const m of detail.members) expect(text).toContain(`${m.first} ${m.last}`);
    expect(text).toContain("Plenty of");
    expect(text).toContain("Lacks");
    for (const p of detail.balance.plenty) expect(text.replace(/\s+/g, " ")).toContain(p.text);
  });
});
