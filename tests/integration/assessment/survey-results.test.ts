// Survey results as staff see them: tenant scope (a foreign result is never read, changed or listed), the list's
// filters, sorting and pages, updates, bulk updates, the CSV export and tracked events — over HTTP, real database.
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { surveyResultSearchQuery, SURVEY_RESULT_SORTS } from "../../../api/survey-results/contract";
import { loadActorById } from "../../../api/http/authenticate";
import { listQuery } from "../../../api/survey-results/model";
import { searchConditions, searchOrder } from "../../../api/survey-results/search-survey-results";
import {
  companyName,
  HARBOR_OWNER,
  HARBOR_USER,
  NORTHWIND_FRANCHISE_OWNER,
  startStaffApi,
  SUMMIT_OWNER,
  SUPER_ADMIN,
  type StaffApi,
} from "./staff-api";

let s: StaffApi;
let harborIds: number[];
let summitIds: number[];

beforeAll(async () => {
  s = await startStaffApi();
  harborIds = await s.resultIds("harbor-dental");
  summitIds = await s.resultIds("summit-fitness");
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const row = async (id: number) =>
  (await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, id)))[0];

describe("tenant scope: a company user never reads, changes or lists another company's results", () => {
  test("reading a foreign result by id is 404, reading one's own is 200 with the scores", async () => {
    const foreign = await s.call(HARBOR_OWNER, "GET", `/survey-results/${summitIds[0]}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: "Survey result not found", errors: [] });
    const own = await s.call(HARBOR_OWNER, "GET", `/survey-results/${harborIds[0]}`);
    expect(own.status).toBe(200);
    expect(own.body.data.company.name).toBe(companyName("harbor-dental"));
    expect(Object.keys(own.body.data.scores.domains).sort()).toEqual(["A", "C", "E", "N", "O"]);
    expect(Object.keys(own.body.data.scores.facets)).toHaveLength(30);
  });

  test("updating a foreign result (details, role, bulk) is 404 and changes nothing", async () => {
    const id = summitIds[1];
    const before = await row(id);
    const ownBefore = await row(harborIds[1]);
    expect((await s.call(HARBOR_OWNER, "PUT", "/survey-results/update", { id, first: "Hijacked" })).status).toBe(404);
    expect(
      (await s.call(HARBOR_OWNER, "PUT", "/survey-results/update-role", { id, role: "Receptionist" })).status,
    ).toBe(404);
    // One own and one foreign id: all or nothing, so the own one is not archived either.
    const bulk = await s.call(HARBOR_OWNER, "POST", "/survey-results/bulk-update", {
      ids: [harborIds[1], id],
      archived: true,
    });
    expect(bulk.status).toBe(404);
    expect(await row(id)).toEqual(before);
    expect(await row(harborIds[1])).toEqual(ownBefore);
    expect(
      (
        await s.call(HARBOR_OWNER, "POST", "/survey-results/track-event", {
          survey_result_id: id,
          event: "report_viewed",
        })
      ).status,
    ).toBe(404);
    expect((await s.call(HARBOR_OWNER, "GET", `/candidate-notes?surveyResultId=${id}`)).status).toBe(404);
    expect((await s.call(HARBOR_OWNER, "GET", `/candidates/scoring/scores?surveyResultId=${id}`)).status).toBe(404);
  });

  test("the list, every page of it, holds only the company's own results; a foreign company filter is 404", async () => {
    const all = await s.call(
      HARBOR_OWNER,
      "GET",
      "/survey-results/search?limit=100&include_archived=true&include_tests=true",
    );
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBe(harborIds.length);
    expect(new Set(all.body.data.map((r: { id: number }) => r.id))).toEqual(new Set(harborIds));
    expect(
      (await s.call(HARBOR_OWNER, "GET", `/survey-results/search?company_id=${s.companyIds["summit-fitness"]}`)).status,
    ).toBe(404);
    // The base list is the same search.
    const base = await s.call(
      HARBOR_OWNER,
      "GET",
      "/survey-results?limit=100&include_archived=true&include_tests=true",
    );
    expect(base.body.data.map((r: { id: number }) => r.id)).toEqual(all.body.data.map((r: { id: number }) => r.id));
    const csv = await s.call(HARBOR_OWNER, "GET", "/survey-results/export?include_archived=true&include_tests=true");
    expect(csv.body.trim().split("\r\n")).toHaveLength(harborIds.length + 1);
    expect(csv.body).not.toContain(companyName("summit-fitness"));
  });

  test("a franchise owner sees the franchise's companies and no other", async () => {
    const res = await s.call(
      NORTHWIND_FRANCHISE_OWNER,
      "GET",
      "/survey-results/search?limit=100&include_archived=true&include_tests=true",
    );
    const names = new Set(res.body.data.map((r: { company: { name: string } }) => r.company.name));
    expect(names.has(companyName("harbor-dental"))).toBe(true);
    expect(names.has(companyName("bayside-bakery"))).toBe(false);
    expect(
      (await s.call(NORTHWIND_FRANCHISE_OWNER, "GET", `/survey-results/${(await s.resultIds("bayside-bakery"))[0]}`))
        .status,
    ).toBe(404);
  });
});

describe("GET /survey-results/search", () => {
  test("leaves out archived results and tests unless asked; only_archived lists the archived ones", async () => {
    const rows = await s.database.db
      .select()
      .from(schema.surveyResults)
      .where(eq(schema.surveyResults.companyId, s.companyIds["harbor-dental"]));
    const count = async (query: string) =>
      (await s.call(HARBOR_OWNER, "GET", `/survey-results/search?${query}`)).body.meta.total;
    expect(await count("")).toBe(rows.filter((r) => !r.archivedAt && !r.isTest).length);
    expect(await count("include_archived=true")).toBe(rows.filter((r) => !r.isTest).length);
    expect(await count("include_tests=true")).toBe(rows.filter((r) => !r.archivedAt).length);
    expect(await count("only_archived=true&include_tests=true")).toBe(rows.filter((r) => r.archivedAt).length);
  });

  // The unfiltered totals come from counts the database keeps per company: they follow every change.
  test("the unfiltered total follows new, archived, restored, test, moved and deleted results", async () => {
    const db = s.database.db;
    const sr = schema.surveyResults;
    const harbor = s.companyIds["harbor-dental"];
    const summit = s.companyIds["summit-fitness"];
    const totals = async () => {
      const rows = await db.select().from(sr);
      const listed = (companyId: number) =>
        rows.filter((r) => r.companyId === companyId && !r.archivedAt && !r.isTest && !r.superseded).length;
      const total = async (who: string, query = "") =>
        (await s.call(who, "GET", `/survey-results/search?${query}`)).body.meta.total;
      expect(await total(HARBOR_OWNER)).toBe(listed(harbor));
      const everyListed = rows.filter((r) => !r.archivedAt && !r.isTest && !r.superseded).length;
      expect(await total(SUPER_ADMIN)).toBe(everyListed);
      expect(await total(SUPER_ADMIN, `company_id=${summit}`)).toBe(listed(summit));
      expect(await total(SUPER_ADMIN, "sort_by=company&page=3")).toBe(everyListed);
      return { harbor: listed(harbor), summit: listed(summit) };
    };
    const before = await totals();
    const [template] = await db.select().from(sr).where(eq(sr.companyId, harbor)).limit(1);
    const { id: _id, uuid: _uuid, ...copy } = template;
    const added = (
      await db
        .insert(sr)
        .values(
          Array.from({ length: 4 }, (_, i) => ({
            ...copy,
            email: `counted.${i}@example.test`,
            archivedAt: null,
            isTest: i === 3,
          })),
        )
        .returning({ id: sr.id })
    ).map((r) => r.id);
    try {
      expect(await totals()).toEqual({ ...before, harbor: before.harbor + 3 });
      await s.call(HARBOR_OWNER, "POST", "/survey-results/bulk-update", { ids: added.slice(0, 2), archived: true });
      expect(await totals()).toEqual({ ...before, harbor: before.harbor + 1 });
      await s.call(HARBOR_OWNER, "POST", "/survey-results/bulk-update", { ids: added.slice(0, 1), archived: false });
      await db.update(sr).set({ isTest: false }).where(eq(sr.id, added[3]));
      expect(await totals()).toEqual({ ...before, harbor: before.harbor + 3 });
      // A superseded result (an earlier assessment of a reassessed person) is not listed either.
      await db.update(sr).set({ superseded: true }).where(eq(sr.id, added[2]));
      expect(await totals()).toEqual({ ...before, harbor: before.harbor + 2 });
      await db.update(sr).set({ superseded: false }).where(eq(sr.id, added[2]));
      expect(await totals()).toEqual({ ...before, harbor: before.harbor + 3 });
      await db
        .update(sr)
        .set({ companyId: summit })
        .where(inArray(sr.id, [added[0], added[1]]));
      expect(await totals()).toEqual({ harbor: before.harbor + 2, summit: before.summit + 1 });
      await db.delete(sr).where(inArray(sr.id, added));
      expect(await totals()).toEqual(before);
    } finally {
      await db.delete(sr).where(inArray(sr.id, added));
    }
  });

  test("filters by the start of a name or e-mail, location, department, role, status and date range", async () => {
    const rows = (
      await s.database.db
        .select()
        .from(schema.surveyResults)
        .where(eq(schema.surveyResults.companyId, s.companyIds["harbor-dental"]))
    ).filter((r) => !r.archivedAt && !r.isTest);
    const ids = async (query: string) =>
      new Set(
        (await s.call(HARBOR_OWNER, "GET", `/survey-results/search?limit=100&${query}`)).body.data.map(
          (r: { id: number }) => r.id,
        ),
      );
    const expectIds = (expected: typeof rows) => new Set(expected.map((r) => r.id));

    const someone = rows[0];
    const prefix = someone.last.slice(0, 3);
    expect(await ids(`search=${prefix.toUpperCase()}`)).toEqual(
      expectIds(
        rows.filter((r) =>
          [r.first, r.last, `${r.first} ${r.last}`, r.email].some((v) =>
            v.toLowerCase().startsWith(prefix.toLowerCase()),
          ),
        ),
      ),
    );
    expect(await ids(`search=${encodeURIComponent(`${someone.first} ${someone.last}`)}`)).toContain(someone.id);
    // LIKE wildcards typed by a user are plain characters.
    expect((await ids("search=%25")).size).toBe(0);
    expect(await ids(`location_id=${someone.locationId}`)).toEqual(
      expectIds(rows.filter((r) => r.locationId === someone.locationId)),
    );
    expect(await ids(`department_id=${someone.departmentId}`)).toEqual(
      expectIds(rows.filter((r) => r.departmentId === someone.departmentId)),
    );
    expect(await ids("role=Receptionist&role=Hygienist")).toEqual(
      expectIds(rows.filter((r) => ["Receptionist", "Hygienist"].includes(r.roleName))),
    );
    expect(await ids("status=New,Interview")).toEqual(
      expectIds(rows.filter((r) => ["New", "Interview"].includes(r.status))),
    );
    const day = someone.createdAt.toISOString().slice(0, 10);
    expect(await ids(`start_date=${day}&end_date=${day}`)).toEqual(
      expectIds(rows.filter((r) => r.createdAt.toISOString().slice(0, 10) === day)),
    );
  });

  test("sorts by each column with the id breaking ties, and pages without repeating or skipping", async () => {
    const get = async (query: string) => (await s.call(SUPER_ADMIN, "GET", `/survey-results/search?${query}`)).body;
    const byName = await get("sort_by=name&order_by=asc&limit=100");
    const names = byName.data.map(
      (r: { last: string; first: string }) => `${r.last.toLowerCase()} ${r.first.toLowerCase()}`,
    );
    expect(names).toEqual([...names].sort());
    for (const sort of ["email", "company", "location", "department", "role", "status", "created_at", "submitted_at"]) {
      for (const order of ["asc", "desc"]) {
        const first = await get(`sort_by=${sort}&order_by=${order}&limit=30&page=1`);
        const second = await get(`sort_by=${sort}&order_by=${order}&limit=30&page=2`);
        const both = await get(`sort_by=${sort}&order_by=${order}&limit=60&page=1`);
        expect(
          [...first.data, ...second.data].map((r: { id: number }) => r.id),
          `${sort} ${order}`,
        ).toEqual(both.data.map((r: { id: number }) => r.id));
      }
    }
    const newest = await get("sort_by=created_at&order_by=desc&limit=100");
    const dates = newest.data.map((r: { created_at: string }) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newest.meta).toMatchObject({ page: 1, limit: 100 });
  });

  test("answers each bad parameter with its path", async () => {
    const res = await s.call(
      HARBOR_OWNER,
      "GET",
      "/survey-results/search?limit=1000&sort_by=shoe_size&start_date=2026-02-01&end_date=2026-01-01&include_tests=maybe",
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["include_tests", "limit", "sort_by"]);
    const range = await s.call(HARBOR_OWNER, "GET", "/survey-results/search?start_date=2026-02-01&end_date=2026-01-01");
    expect(range.body.errors).toEqual([{ path: "end_date", message: "must not be before start_date" }]);
  });

  test("offers the status names of the pipelines in scope, in pipeline order", async () => {
    const res = await s.call(HARBOR_OWNER, "GET", "/survey-results/statuses");
    expect(res.body.data).toEqual(["New", "Screening", "Interview", "Offer", "Hired", "Not a fit"]);
  });
});

describe("GET /survey-results/search, deep pages", () => {
  // A page is found as ids first and then read whole, and the company sort through each company's count:
  // the same rows, in the same order, as the list read straight through.
  test("a deep page lists the rows the whole list has there, in both directions, with the total", async () => {
    const db = s.database.db;
    const sr = schema.surveyResults;
    const [template] = await db
      .select()
      .from(sr)
      .where(and(eq(sr.companyId, s.companyIds["summit-fitness"]), isNull(sr.archivedAt), eq(sr.isTest, false)))
      .limit(1);
    const { id: _id, uuid: _uuid, ...copy } = template;
    const added = await db
      .insert(sr)
      .values(Array.from({ length: 620 }, (_, i) => ({ ...copy, first: `Deep${i}`, email: `deep.${i}@example.test` })))
      .returning({ id: sr.id });
    try {
      for (const order of ["asc", "desc"] as const) {
        const whole = await db
          .select({ id: sr.id })
          .from(sr)
          .innerJoin(schema.companies, eq(schema.companies.id, sr.companyId))
          .where(and(isNull(sr.archivedAt), eq(sr.isTest, false)))
          .orderBy(
            order === "asc" ? asc(sql`lower(${schema.companies.name})`) : desc(sql`lower(${schema.companies.name})`),
            order === "asc" ? asc(sr.id) : desc(sr.id),
          );
        const page = await s.call(
          SUPER_ADMIN,
          "GET",
          `/survey-results/search?sort_by=company&order_by=${order}&limit=100&page=6`,
        );
        expect(page.status).toBe(200);
        expect(page.body.meta).toEqual({ total: whole.length, page: 6, limit: 100 });
        expect(page.body.data.map((r: { id: number }) => r.id)).toEqual(whole.slice(500, 600).map((r) => r.id));
        expect(page.body.data[0].company.name).toBeTruthy();
      }
      // Every page of every sort, for each scope and with filters, holds the rows a plain ORDER BY over the whole list
      // has there. The company sort is paged through each company's count; companies named alike but for case sort as
      // one, their rows merged by id.
      const [bayside] = await db
        .select()
        .from(schema.companies)
        .where(eq(schema.companies.id, s.companyIds["bayside-bakery"]));
      await db
        .update(schema.companies)
        .set({ name: companyName("summit-fitness").toUpperCase() })
        .where(eq(schema.companies.id, bayside.id));
      try {
        const actorOf = async (email: string) => {
          const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
          return { email, actor: (await loadActorById(db, user.id))! };
        };
        const actors = [
          await actorOf(SUPER_ADMIN),
          await actorOf(NORTHWIND_FRANCHISE_OWNER),
          await actorOf(HARBOR_OWNER),
        ];
        const searches: Record<string, string>[] = [
          {},
          { include_archived: "true", include_tests: "true" },
          { status: "New,Screening" },
          { search: "deep1" },
          // With a space, the full name is searched too.
          { search: `deep12 ${copy.last.slice(0, 2)}` },
        ];
        // The company sort in every scope with every filter; the other sorts as the super admin, plain and filtered.
        const cases = actors.flatMap((who) =>
          searches.flatMap((filters) =>
            SURVEY_RESULT_SORTS.filter(
              (sort) => sort === "company" || (who === actors[0] && filters !== searches[1]),
            ).flatMap((sort) => (["asc", "desc"] as const).map((order) => ({ ...who, filters, sort, order }))),
          ),
        );
        for (const { email, actor, filters, sort, order } of cases) {
          const q = surveyResultSearchQuery.parse({ ...filters, sort_by: sort, order_by: order });
          const where = searchConditions(actor, q);
          const reference = (
            await listQuery(db)
              .where(where)
              .orderBy(...searchOrder(sort, order))
          ).map((r) => r.id);
          const limit = 90;
          const paged: number[] = [];
          for (let page = 1; page <= Math.ceil(reference.length / limit) + 1; page++) {
            const query = new URLSearchParams({
              ...filters,
              sort_by: sort,
              order_by: order,
              limit: `${limit}`,
              page: `${page}`,
            });
            const res = await s.call(email, "GET", `/survey-results/search?${query}`);
            expect(res.body.meta.total, `${email} ${query}`).toBe(reference.length);
            paged.push(...res.body.data.map((r: { id: number }) => r.id));
          }
          expect(paged, `${email} ${JSON.stringify(filters)} ${sort} ${order}`).toEqual(reference);
        }
      } finally {
        await db.update(schema.companies).set({ name: bayside.name }).where(eq(schema.companies.id, bayside.id));
      }
      // Past the end: an empty page, still with the total.
      const beyond = await s.call(SUPER_ADMIN, "GET", "/survey-results/search?sort_by=company&limit=100&page=900");
      expect(beyond.body.data).toEqual([]);
      expect(beyond.body.meta.total).toBeGreaterThan(600);
    } finally {
      await db.delete(sr).where(
        inArray(
          sr.id,
          added.map((r) => r.id),
        ),
      );
    }
    // Some 700 pages read through the API: about 10 s alone, several times that on a loaded 2-core CI machine.
  }, 120_000);
});

describe("updates", () => {
  test("PUT /survey-results/update changes contact details; a location of another company is 422", async () => {
    const id = harborIds[2];
    const res = await s.call(HARBOR_OWNER, "PUT", "/survey-results/update", {
      id,
      first: "Renamed",
      phone: "",
      is_test: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ first: "Renamed", phone: null, is_test: true });
    const [foreignLocation] = await s.database.db
      .select()
      .from(schema.locations)
      .where(eq(schema.locations.companyId, s.companyIds["summit-fitness"]));
    const bad = await s.call(HARBOR_OWNER, "PUT", "/survey-results/update", { id, location_id: foreignLocation.id });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ path: "location_id", message: "is not a location of this result's company" }]);
    const unknown = await s.call(HARBOR_OWNER, "PUT", "/survey-results/update", { id, email: "nope", shoe: 1 });
    expect(unknown.status).toBe(400);
  });

  test("PUT /survey-results/update-role takes one of the company's role names", async () => {
    const id = harborIds[3];
    const res = await s.call(HARBOR_OWNER, "PUT", "/survey-results/update-role", { id, role: "office manager" });
    expect(res.status).toBe(200);
    expect(res.body.data.role_name).toBe("Office Manager");
    const bad = await s.call(HARBOR_OWNER, "PUT", "/survey-results/update-role", { id, role: "Personal Trainer" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ path: "role", message: `is not a role of ${companyName("harbor-dental")}` }]);
  });
});

describe("POST /survey-results/bulk-update", () => {
  test("archives and restores many results at once", async () => {
    const ids = (await s.resultIds("harbor-dental", (r) => !r.archivedAt)).slice(5, 8);
    const archived = await s.call(HARBOR_OWNER, "POST", "/survey-results/bulk-update", { ids, archived: true });
    expect(archived.status).toBe(200);
    expect(archived.body.data).toEqual({ ids, updated: 3 });
    const listed = await s.call(
      HARBOR_OWNER,
      "GET",
      "/survey-results/search?only_archived=true&include_tests=true&limit=100",
    );
    expect(listed.body.data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining(ids));
    const restored = await s.call(HARBOR_OWNER, "POST", "/survey-results/bulk-update", { ids, archived: false });
    expect(restored.status).toBe(200);
    const rows = await s.database.db.select().from(schema.surveyResults).where(inArray(schema.surveyResults.id, ids));
    expect(rows.every((r) => r.archivedAt === null)).toBe(true);
  });

  test("changes status through the pipeline (recorded, needs the pipeline permission) and role", async () => {
    const ids = harborIds.slice(8, 10);
    const res = await s.call(HARBOR_OWNER, "POST", "/survey-results/bulk-update", {
      ids,
      status: "Offer",
      role: "Hygienist",
    });
    expect(res.status).toBe(200);
    const rows = await s.database.db.select().from(schema.surveyResults).where(inArray(schema.surveyResults.id, ids));
    expect(rows.map((r) => [r.status, r.roleName])).toEqual([
      ["Offer", "Hygienist"],
      ["Offer", "Hygienist"],
    ]);
    const changes = await s.database.db
      .select()
      .from(schema.surveyResultStatusChanges)
      .where(inArray(schema.surveyResultStatusChanges.surveyResultId, ids));
    expect(changes.filter((c) => c.toStatus === "Offer").length).toBeGreaterThanOrEqual(1);

    const notAStatus = await s.call(HARBOR_OWNER, "POST", "/survey-results/bulk-update", { ids, status: "Promoted" });
    expect(notAStatus.status).toBe(422);
    const forbidden = await s.call(HARBOR_USER, "POST", "/survey-results/bulk-update", { ids, status: "New" });
    expect(forbidden.status).toBe(403);
    // The role alone needs no pipeline permission.
    expect(
      (await s.call(HARBOR_USER, "POST", "/survey-results/bulk-update", { ids, role: "Receptionist" })).status,
    ).toBe(200);
  });

  test("refuses an empty change, too many ids and a role another selected company lacks", async () => {
    const empty = await s.call(HARBOR_OWNER, "POST", "/survey-results/bulk-update", { ids: [harborIds[0]] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: "(body)", message: "Say what to change: status, role or archived" }]);
    const many = await s.call(HARBOR_OWNER, "POST", "/survey-results/bulk-update", {
      ids: Array.from({ length: 501 }, (_, i) => i + 1),
      archived: true,
    });
    expect(many.body.errors).toEqual([{ path: "ids", message: "must hold at most 500 ids" }]);
    const mixed = await s.call(NORTHWIND_FRANCHISE_OWNER, "POST", "/survey-results/bulk-update", {
      ids: [harborIds[0], summitIds[0]],
      role: "Receptionist",
    });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors[0].message).toBe(`is not a role of ${companyName("summit-fitness")}`);
  });
});

describe("GET /survey-results/export", () => {
  test("answers every result of the filtered set as CSV, with a header and formula-safe cells", async () => {
    const id = harborIds[11];
    await s.database.db
      .update(schema.surveyResults)
      .set({ first: "=HYPERLINK(1)", last: 'Quote "Q", Comma' })
      .where(eq(schema.surveyResults.id, id));
    const res = await s.call(
      SUPER_ADMIN,
      "GET",
      `/survey-results/export?company_id=${s.companyIds["harbor-dental"]}&include_archived=true&include_tests=true&limit=5`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="survey-results-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(
      /^Id,First name,Last name,E-mail,Phone,Company,Location,Department,Role,Status,Test,Archived at,Registered at,Submitted at,Stress response percentile,Stress response band,/,
    );
    // Not only one page: the limit is ignored.
    expect(lines).toHaveLength(harborIds.length + 1);
    expect(lines.find((l: string) => l.startsWith(`${id},`))).toContain(`'=HYPERLINK(1),"Quote ""Q"", Comma"`);
  });
});

describe("GET /survey-results/export in the list's order", () => {
  test("writes the rows in the order the list shows (its sort), and phone numbers plainly", async () => {
    const company = s.companyIds["harbor-dental"];
    const filters = `company_id=${company}&include_archived=true&include_tests=true`;
    await s.database.db
      .update(schema.surveyResults)
      .set({ phone: "+1 (555) 010-2030" })
      .where(eq(schema.surveyResults.id, harborIds[2]));
    for (const [sort, order] of [
      ["name", "asc"],
      ["email", "desc"],
    ]) {
      const list = await s.call(
        SUPER_ADMIN,
        "GET",
        `/survey-results/search?${filters}&limit=100&sort_by=${sort}&order_by=${order}`,
      );
      const csv = await s.call(
        SUPER_ADMIN,
        "GET",
        `/survey-results/export?${filters}&sort_by=${sort}&order_by=${order}`,
      );
      const ids = csv.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n")
        .slice(1)
        .map((l: string) => Number(l.split(",")[0]));
      expect(ids).toEqual(list.body.data.map((r: { id: number }) => r.id));
    }
    const csv = await s.call(SUPER_ADMIN, "GET", `/survey-results/export?${filters}`);
    const row = csv.body.split("\r\n").find((l: string) => l.startsWith(`${harborIds[2]},`));
    expect(row.split(",")[4]).toBe("+15550102030");
  });
});

describe("GET /survey-results/export with damaged data", () => {
  // Once, a stored value the CSV could not write sent 200 and the header, then reset the connection.
  test("still answers the whole file: a value it cannot write is an empty cell, the rest of the row stays", async () => {
    const [partial, damaged] = [harborIds[12], harborIds[13]];
    await s.database.db
      .update(schema.surveyResults)
      .set({ scores: { domains: { N: { percentile: 42, band: "average" } } } as never })
      .where(eq(schema.surveyResults.id, partial));
    await s.database.db
      .update(schema.surveyResults)
      .set({ scores: { domains: "unreadable" } as never })
      .where(eq(schema.surveyResults.id, damaged));
    const res = await s.api.fetch(
      `/survey-results/export?company_id=${s.companyIds["harbor-dental"]}&include_archived=true&include_tests=true`,
      { as: SUPER_ADMIN },
    );
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines).toHaveLength(harborIds.length + 1);
    const cells = (id: number) => lines.find((l) => l.startsWith(`${id},`))!.split(",");
    const n = lines[0].split(",").indexOf("Stress response percentile");
    expect(cells(partial).slice(n, n + 4)).toEqual(["42", "average", "", ""]);
    expect(cells(damaged).slice(n)).toEqual(Array(10).fill(""));
  });
});

describe("POST /survey-results/track-event", () => {
  test("records what a user did with a result; an unknown event is 400", async () => {
    const res = await s.call(HARBOR_OWNER, "POST", "/survey-results/track-event", {
      survey_result_id: harborIds[0],
      event: "report_printed",
      data: { page: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ survey_result_id: harborIds[0], event: "report_printed" });
    const bad = await s.call(HARBOR_OWNER, "POST", "/survey-results/track-event", {
      survey_result_id: harborIds[0],
      event: "hacked",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("event");
  });
});

test("a super admin reads any company's result; a summit owner cannot read harbor's", async () => {
  expect((await s.call(SUPER_ADMIN, "GET", `/survey-results/${harborIds[0]}`)).status).toBe(200);
  expect((await s.call(SUMMIT_OWNER, "GET", `/survey-results/${harborIds[0]}`)).status).toBe(404);
});
