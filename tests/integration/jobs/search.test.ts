// GET /jobs/search: every parameter of spec §3's job search query, each proven on its own against jobs made for
// this file in two fresh companies (so the demo data and other tests never change the answers).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, departments, jobApplications, jobs, locations } from "../../../server/db/schema/index";
import { call, startJobsApi, SUPER, SUPER_2, unique, type JobsApiContext } from "./support";

let ctx: JobsApiContext;
let alpha: number; // "Alpha Co", industry Zoology
let beta: number; // "Beta Co", industry Aviation
const ids: Record<string, number> = {};
let loc: Record<string, number>;
let dep: Record<string, number>;

interface Job {
  id: number;
  title: string;
}

const search = async (query: string, as = SUPER) => {
  const body = await call(ctx, `/jobs/search?${query}`, { as });
  return body as { data: Job[]; meta: { total: number; page: number; limit: number; pages: number } };
};
const titles = (body: { data: Job[] }) => body.data.map((j) => j.title);
/** Searches inside the two companies of this file only. */
const inBoth = (query: string) =>
  Promise.all([search(`company_id=${alpha}&${query}`), search(`company_id=${beta}&${query}`)]).then(([a, b]) => [
    ...titles(a),
    ...titles(b),
  ]);

beforeAll(async () => {
  ctx = await startJobsApi();
  const db = ctx.database.db;
  const tag = unique("s");
  [{ id: alpha }] = await db
    .insert(companies)
    .values({ name: `Alpha Co ${tag}`, industry: "Zoology" })
    .returning();
  [{ id: beta }] = await db
    .insert(companies)
    .values({ name: `Beta Co ${tag}`, industry: "Aviation" })
    .returning();
  const [ax, ay] = await db
    .insert(locations)
    .values([
      { companyId: alpha, name: "Xanadu" },
      { companyId: alpha, name: "Yonkers" },
    ])
    .returning();
  const [dp, dq] = await db
    .insert(departments)
    .values([
      { companyId: alpha, name: "Packing" },
      { companyId: alpha, name: "Quality" },
    ])
    .returning();
  loc = { Xanadu: ax.id, Yonkers: ay.id };
  dep = { Packing: dp.id, Quality: dq.id };

  const create = async (title: string, body: Record<string, unknown>, as = SUPER) => {
    const res = await call(ctx, "/jobs", {
      as,
      method: "POST",
      json: { title, description: `About ${title}`, ...body },
      expect: 201,
    });
    ids[title] = res.data.id;
  };
  await create("Welder", { company_id: alpha, location_id: loc.Yonkers, department_id: dep.Packing });
  await create(
    "Baker",
    { company_id: alpha, location_id: loc.Xanadu, department_id: dep.Quality, status: "published" },
    SUPER_2,
  );
  await create("Courier", { company_id: alpha, status: "closed" });
  await create("Pilot", { company_id: beta, status: "published" });
  await create("Tester", { company_id: alpha, is_test: true });
  await create("Archivist", { company_id: alpha });
  await call(ctx, `/jobs/${ids.Archivist}/archive`, { as: SUPER_2, method: "DELETE" });
  // Baker edited by the second super admin's colleague: updated_by differs from created_by.
  await call(ctx, `/jobs/${ids.Baker}`, { as: SUPER, method: "PUT", json: { description: "Bread, every morning." } });

  // Creation dates spread over days, for start_date/end_date and created_at sorting.
  const day = (d: string) => new Date(`${d}T12:00:00.000Z`);
  const dates: Record<string, string> = {
    Welder: "2026-01-10",
    Baker: "2026-02-15",
    Courier: "2026-03-20",
    Pilot: "2026-02-01",
    Tester: "2026-01-05",
    Archivist: "2026-01-20",
  };
  for (const [title, d] of Object.entries(dates))
    await db
      .update(jobs)
      .set({ createdAt: day(d) })
      .where(eq(jobs.id, ids[title]));

  // Applications for the computed sort fields: Courier 3 (1 submitted), Welder 1 (submitted), Baker none.
  const apply = (jobId: number, n: number, status: "submitted" | "in_progress", at: string) =>
    db.insert(jobApplications).values({
      jobId,
      first: "A",
      last: `P${n}`,
      email: `${unique("applicant")}@example.test`,
      status,
      submittedAt: status === "submitted" ? day(at) : null,
      createdAt: day(at),
    });
  await apply(ids.Courier, 1, "submitted", "2026-03-21");
  await apply(ids.Courier, 2, "in_progress", "2026-03-22");
  await apply(ids.Courier, 3, "in_progress", "2026-03-23");
  await apply(ids.Welder, 4, "submitted", "2026-04-01");
});
afterAll(() => ctx?.close());

describe("GET /jobs/search parameters", () => {
  it("limit and page paginate, with the total and page count in meta", async () => {
    const first = await search(`company_id=${alpha}&limit=2&page=1&sort_by=title&order_by=asc`);
    const second = await search(`company_id=${alpha}&limit=2&page=2&sort_by=title&order_by=asc`);
    expect(titles(first)).toEqual(["Baker", "Courier"]);
    expect(titles(second)).toEqual(["Welder"]);
    expect(first.meta).toEqual({ total: 3, page: 1, limit: 2, pages: 2 });
    expect((await ctx.api.fetch("/jobs/search?limit=0", { as: SUPER })).status).toBe(400);
    expect((await ctx.api.fetch("/jobs/search?limit=101", { as: SUPER })).status).toBe(400);
    expect((await ctx.api.fetch("/jobs/search?page=0", { as: SUPER })).status).toBe(400);
  });

  it("sort_by orders by the job's own fields, order_by sets the direction", async () => {
    expect(titles(await search(`company_id=${alpha}&sort_by=title&order_by=desc`))).toEqual([
      "Welder",
      "Courier",
      "Baker",
    ]);
    expect(titles(await search(`company_id=${alpha}&sort_by=created_at&order_by=asc`))).toEqual([
      "Welder",
      "Baker",
      "Courier",
    ]);
    // Statuses sort in their life-cycle order: draft, published, paused, closed, filled.
    expect(titles(await search(`company_id=${alpha}&sort_by=status&order_by=asc`))).toEqual([
      "Welder",
      "Baker",
      "Courier",
    ]);
    expect(titles(await search(`company_id=${alpha}&sort_by=id&order_by=asc`))).toEqual(["Welder", "Baker", "Courier"]);
    // Only Baker was published; unpublished jobs come last in either direction.
    expect(titles(await search(`company_id=${alpha}&sort_by=published_at&order_by=desc`))[0]).toBe("Baker");
    const updated = titles(await search(`company_id=${alpha}&sort_by=updated_at&order_by=desc`));
    expect(updated[0]).toBe("Baker");
    expect((await ctx.api.fetch("/jobs/search?sort_by=salary", { as: SUPER })).status).toBe(400);
    expect((await ctx.api.fetch("/jobs/search?order_by=up", { as: SUPER })).status).toBe(400);
  });

  it("include_archived adds archived jobs", async () => {
    expect(titles(await search(`company_id=${alpha}`))).not.toContain("Archivist");
    expect(titles(await search(`company_id=${alpha}&include_archived=true`))).toContain("Archivist");
  });

  it("include_tests adds test jobs", async () => {
    expect(titles(await search(`company_id=${alpha}`))).not.toContain("Tester");
    expect(titles(await search(`company_id=${alpha}&include_tests=1`))).toContain("Tester");
    expect((await ctx.api.fetch("/jobs/search?include_tests=maybe", { as: SUPER })).status).toBe(400);
  });

  it("search matches the title, the description and the company's name, case-insensitively", async () => {
    expect(await inBoth("search=WELD")).toEqual(["Welder"]);
    expect(await inBoth("search=bread")).toEqual(["Baker"]);
    expect(titles(await search(`search=${encodeURIComponent("Beta Co")}`))).toEqual(["Pilot"]);
    // LIKE wildcards are taken literally.
    expect(await inBoth("search=%25")).toEqual([]);
  });

  it("job_id finds one job", async () => {
    expect(titles(await search(`job_id=${ids.Courier}`))).toEqual(["Courier"]);
    expect((await ctx.api.fetch("/jobs/search?job_id=abc", { as: SUPER })).status).toBe(400);
  });

  it("company_id keeps one company's jobs", async () => {
    expect(titles(await search(`company_id=${beta}`))).toEqual(["Pilot"]);
  });

  it("created_by_user_id, updated_by_user_id and archived_by_user_id filter by who did it", async () => {
    const second = ctx.userIds[SUPER_2];
    const first = ctx.userIds[SUPER];
    expect(await inBoth(`created_by_user_id=${second}`)).toEqual(["Baker"]);
    expect(await inBoth(`updated_by_user_id=${first}&sort_by=title&order_by=asc`)).toEqual([
      "Baker",
      "Courier",
      "Welder",
      "Pilot",
    ]);
    // archived_by_user_id looks at archived jobs even without include_archived.
    expect(await inBoth(`archived_by_user_id=${second}`)).toEqual(["Archivist"]);
    expect(await inBoth(`archived_by_user_id=${first}`)).toEqual([]);
  });

  it("status takes one status, or several (comma-separated or repeated)", async () => {
    expect(await inBoth("status=published&sort_by=title&order_by=asc")).toEqual(["Baker", "Pilot"]);
    expect(titles(await search(`company_id=${alpha}&status=draft,closed&sort_by=title&order_by=asc`))).toEqual([
      "Courier",
      "Welder",
    ]);
    expect(titles(await search(`company_id=${alpha}&status=draft&status=closed&sort_by=title&order_by=asc`))).toEqual([
      "Courier",
      "Welder",
    ]);
    const bad = await ctx.api.fetch("/jobs/search?status=open", { as: SUPER });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].path).toMatch(/^status/);
  });

  it("start_date and end_date bound the creation date (end_date inclusive)", async () => {
    expect(await inBoth("start_date=2026-02-01&sort_by=created_at&order_by=asc")).toEqual([
      "Baker",
      "Courier",
      "Pilot",
    ]);
    expect(await inBoth("end_date=2026-02-01&sort_by=created_at&order_by=asc")).toEqual(["Welder", "Pilot"]);
    expect(await inBoth("start_date=2026-02-01&end_date=2026-02-15")).toEqual(["Baker", "Pilot"]);
    expect(await inBoth("start_date=2026-02-15T13:00:00Z")).toEqual(["Courier"]);
    const reversed = await ctx.api.fetch("/jobs/search?start_date=2026-03-01&end_date=2026-02-01", { as: SUPER });
    expect(reversed.status).toBe(400);
    expect((await reversed.json()).errors).toEqual([{ path: "end_date", message: "must not be before start_date" }]);
    expect((await ctx.api.fetch("/jobs/search?start_date=yesterday", { as: SUPER })).status).toBe(400);
  });

  it("sort_by_company_field sorts by the joined company's field", async () => {
    const both = `search=${encodeURIComponent("Co s-")}`;
    const byIndustry = titles(await search(`${both}&sort_by_company_field=industry&order_by=asc&limit=100`));
    // Aviation (Beta) before Zoology (Alpha).
    expect(byIndustry.indexOf("Pilot")).toBeLessThan(byIndustry.indexOf("Welder"));
    const byName = titles(await search(`${both}&sort_by_company_field=name&order_by=desc&limit=100`));
    expect(byName.indexOf("Pilot")).toBeLessThan(byName.indexOf("Baker"));
    expect((await ctx.api.fetch("/jobs/search?sort_by_company_field=size", { as: SUPER })).status).toBe(400);
  });

  it("sort_by_location_field sorts by the joined location (jobs without one last)", async () => {
    expect(titles(await search(`company_id=${alpha}&sort_by_location_field=name&order_by=asc`))).toEqual([
      "Baker",
      "Welder",
      "Courier",
    ]);
    expect(titles(await search(`company_id=${alpha}&sort_by_location_field=name&order_by=desc`))).toEqual([
      "Welder",
      "Baker",
      "Courier",
    ]);
  });

  it("sort_by_department_field sorts by the joined department", async () => {
    expect(titles(await search(`company_id=${alpha}&sort_by_department_field=name&order_by=asc`))).toEqual([
      "Welder",
      "Baker",
      "Courier",
    ]);
  });

  it("sort_by_computed_field sorts by application counts and the newest application", async () => {
    const byCount = await search(`company_id=${alpha}&sort_by_computed_field=application_count&order_by=desc`);
    expect(titles(byCount)).toEqual(["Courier", "Welder", "Baker"]);
    expect(byCount.data.map((j) => (j as unknown as { application_count: number }).application_count)).toEqual([
      3, 1, 0,
    ]);
    // A tie (Courier and Welder each have one submitted) falls to sort_by, in the same direction.
    expect(
      titles(await search(`company_id=${alpha}&sort_by_computed_field=submitted_count&order_by=desc&sort_by=title`)),
    ).toEqual(["Welder", "Courier", "Baker"]);
    expect(titles(await search(`company_id=${alpha}&sort_by_computed_field=last_applied_at&order_by=desc`))).toEqual([
      "Welder",
      "Courier",
      "Baker",
    ]);
    expect((await ctx.api.fetch("/jobs/search?sort_by_computed_field=fame", { as: SUPER })).status).toBe(400);
  });

  it("combines filters, and answers 403 to anyone but a super admin", async () => {
    const body = await search(`company_id=${alpha}&status=draft&include_archived=true&search=ar`);
    expect(titles(body)).toEqual(["Archivist"]);
    expect((await ctx.api.fetch("/jobs/search", { as: "owner@harbor-dental.test" })).status).toBe(403);
  });
});
