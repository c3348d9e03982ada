// The companies overview's API: the search answers each company's people, users, latest activity
// and plan, sorted within its franchise group; a super admin adds a company by hand (POST /companies), validated
// by the contract, refused to everyone else.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, pipelines, surveyResults } from "../../../server/db/schema/index";
import { startUsersApi, unique, type UsersApiContext } from "../users/support";

let ctx: UsersApiContext;
beforeAll(async () => {
  ctx = await startUsersApi();
});
afterAll(() => ctx?.close());

const SUPER = "ava.admin@provider.test";
const OWNER = "owner@harbor-dental.test";
const FRANCHISE_OWNER = "franchise.owner@northwind.test";
const DAY = 86_400_000;

interface Summary {
  id: number;
  name: string;
  franchise: { name: string } | null;
  people_count: number;
  user_count: number;
  active_user_count: number;
  last_activity_at: string | null;
  product_type: string | null;
}

async function search(query: string, as = SUPER): Promise<Summary[]> {
  const res = await ctx.api.fetch(`/companies/search?limit=100&${query}`, { as });
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

async function person(companyName: string, email: string, o: { isTest?: boolean; createdAt?: Date } = {}) {
  const createdAt = o.createdAt ?? new Date();
  await ctx.database.db.insert(surveyResults).values({
    companyId: ctx.companyIds[companyName],
    roleName: "Tester",
    first: "Pat",
    last: "Overview",
    email,
    consentAt: createdAt,
    isTest: o.isTest ?? false,
    createdAt,
    submittedAt: createdAt,
  });
}

describe("GET /companies/search: people, users, latest activity, sorting", () => {
  it("counts people once per e-mail (no tests) and dates the latest activity", async () => {
    const at = new Date(Date.now() - 2 * DAY);
    await person("Summit Fitness", "one@overview.test", { createdAt: new Date(Date.now() - 5 * DAY) });
    await person("Summit Fitness", "ONE@overview.test", { createdAt: at });
    await person("Summit Fitness", "two@overview.test", { createdAt: new Date(Date.now() - 3 * DAY) });
    await person("Summit Fitness", "test@overview.test", { isTest: true, createdAt: new Date(Date.now() - 9 * DAY) });

    const summit = (await search("search=Summit")).find((c) => c.name === "Summit Fitness")!;
    expect(summit.people_count).toBe(2);
    expect(Date.parse(summit.last_activity_at!)).toBeGreaterThanOrEqual(at.getTime());
    // A company where nothing happened yet has no activity date.
    const quiet = (await search("search=Redwood")).find((c) => c.name === "Redwood Realty")!;
    expect(quiet).toMatchObject({ people_count: 0, last_activity_at: null });
  });

  it("sorts within each franchise group; the groups keep their order", async () => {
    const byPeople = await search("sort_by=people&order_by=desc");
    const northwind = byPeople.filter((c) => c.franchise?.name === "Northwind Franchise Group");
    expect(northwind[0].name).toBe("Summit Fitness");
    const counts = northwind.map((c) => c.people_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const franchiseOrder = byPeople.map((c) => c.franchise?.name ?? "~");
    expect(franchiseOrder).toEqual([...franchiseOrder].sort());

    const byUsers = await search("sort_by=users&order_by=asc");
    for (const group of new Set(byUsers.map((c) => c.franchise?.name ?? null))) {
      const users = byUsers.filter((c) => (c.franchise?.name ?? null) === group).map((c) => c.active_user_count);
      expect(users).toEqual([...users].sort((a, b) => a - b));
    }
    // Activity: the newest first, companies without any last.
    const byActivity = (await search("sort_by=last_activity&order_by=desc&franchise_id=none")).map(
      (c) => c.last_activity_at,
    );
    const dated = byActivity.filter((d) => d !== null);
    expect(byActivity.slice(0, dated.length)).toEqual(dated);
    expect(dated).toEqual([...dated].sort().reverse());
  });

  it("refuses an unknown sort with 400 naming the field", async () => {
    const res = await ctx.api.fetch("/companies/search?sort_by=secret", { as: SUPER });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].path).toBe("sort_by");
  });

  it("a franchise owner sees only the franchise's companies with their figures", async () => {
    const names = (await search("sort_by=people&order_by=desc", FRANCHISE_OWNER)).map((c) => c.name).sort();
    expect(names).toEqual(["Harbor Dental", "Northwind Franchise HQ", "Summit Fitness"]);
  });
});

describe("POST /companies", () => {
  it("a super admin adds a company: it starts with the default pipeline and its own assessment link", async () => {
    const name = unique("Handmade Co");
    const res = await ctx.api.fetch("/companies", {
      as: SUPER,
      method: "POST",
      json: {
        name: `  ${name}  `,
        industry: "Bakery",
        product_type: "coaching",
        franchise_id: ctx.franchiseIds["Southern Cross Group"],
      },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()).data;
    expect(created).toMatchObject({
      name,
      industry: "Bakery",
      product_type: "coaching",
      franchise: { name: "Southern Cross Group" },
    });
    const db = ctx.database.db;
    const [row] = await db.select().from(companies).where(eq(companies.id, created.id));
    expect(row.assessmentToken).toMatch(/^[0-9a-f]{32}$/);
    expect(await db.select().from(pipelines).where(eq(pipelines.companyId, created.id))).toHaveLength(1);
    // In the overview at once, with nothing counted yet.
    const listed = (await search(`search=${encodeURIComponent(name)}`)).find((c) => c.id === created.id);
    expect(listed).toMatchObject({ people_count: 0, user_count: 0 });

    // The same name again, in another case: 409 on the name, and no second company.
    const again = await ctx.api.fetch("/companies", { as: SUPER, method: "POST", json: { name: name.toUpperCase() } });
    expect(again.status).toBe(409);
    expect((await again.json()).errors).toEqual([{ path: "name", message: "is taken by another company" }]);
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(sql`lower(${companies.name}) = ${name.toLowerCase()}`);
    expect(n).toBe(1);
  });

  it("answers 400 with field paths for bad input, 422 for an unknown franchise", async () => {
    const post = (json: unknown) => ctx.api.fetch("/companies", { as: SUPER, method: "POST", json });
    const empty = await post({ name: "   ", franchise_id: -1 });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors.map((e: { path: string }) => e.path).sort()).toEqual(["franchise_id", "name"]);
    const long = await post({ name: "x".repeat(201), industry: "y".repeat(101) });
    expect(long.status).toBe(400);
    expect((await long.json()).errors.map((e: { path: string }) => e.path).sort()).toEqual(["industry", "name"]);
    expect((await post({})).status).toBe(400);
    expect((await post({ name: unique("Extra"), owner: "me" })).status).toBe(400);
    const unknown = await post({ name: unique("Lost"), franchise_id: 999_999 });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors).toEqual([{ path: "franchise_id", message: "is not a franchise" }]);
  });

  it("is refused to everyone but a super admin, and creates nothing", async () => {
    const name = unique("Not Allowed");
    for (const as of [OWNER, FRANCHISE_OWNER]) {
      const res = await ctx.api.fetch("/companies", { as, method: "POST", json: { name } });
      expect(res.status).toBe(403);
    }
    expect((await ctx.api.fetch("/companies", { method: "POST", json: { name } })).status).toBe(401);
    const [{ n }] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(eq(companies.name, name));
    expect(n).toBe(0);
  });
});
