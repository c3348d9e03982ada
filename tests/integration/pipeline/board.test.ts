// Reading the board: columns are the pipeline's statuses, cards come in board order a page per column, the filters
// narrow them, and each card says how long it has been in its status.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  benchmarkScores,
  departments,
  locations,
  roleBenchmarks,
  surveyResultStatusChanges,
  surveyResults,
} from "../../../server/db/schema/index";
import { OWNER, startPipelineApi, type PipelineApiContext } from "./support";

/** Sees Harbor Dental and Summit Fitness (both of the Northwind franchise). */
const FRANCHISE_OWNER = "franchise.owner@northwind.test";

let ctx: PipelineApiContext;
let pipeline: { id: number; statuses: string[] };

interface Card {
  id: number;
  first: string;
  days_in_status: number;
  status_since: string;
  fit: unknown;
  location: { id: number; name: string } | null;
}
interface Column {
  status: string;
  total: number;
  all_total: number;
  cards: Card[];
  has_more: boolean;
}

const board = async (query = "", as = FRANCHISE_OWNER) => {
  const res = await ctx.call(as, "GET", `/survey-results/board${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    company: { name: string };
    pipeline: { id: number };
    benchmarks: { id: number; name: string }[];
    benchmark_id: number | null;
    columns: Column[];
  };
};
const column = (b: { columns: Column[] }, status: string) => b.columns.find((c) => c.status === status)!;

beforeAll(async () => {
  ctx = await startPipelineApi();
  pipeline = await ctx.pipelineOf("Summit Fitness");
});
afterAll(() => ctx?.close());

describe("GET /survey-results/board", () => {
  it("shows the pipeline's statuses as columns with the newest cards first, a page at a time", async () => {
    const harbor = await ctx.pipelineOf("Harbor Dental");
    const ids = await ctx.cards("Harbor Dental", "Interview", 7);
    const first = await board("?limit=3", OWNER);
    expect(first.company.name).toBe("Harbor Dental");
    expect(first.pipeline.id).toBe(harbor.id);
    expect(first.columns.map((c) => c.status)).toEqual(harbor.statuses);
    const interview = column(first, "Interview");
    expect(interview.cards.map((c) => c.id)).toEqual([ids[6], ids[5], ids[4]]);
    expect(interview).toMatchObject({ total: 7, all_total: 7, has_more: true });
    const rest = column(await board("?limit=3&offset=6", OWNER), "Interview");
    expect(rest.cards.map((c) => c.id)).toEqual([ids[0]]);
    expect(rest.has_more).toBe(false);
    // Only some columns (e.g. to refresh the two a move touched).
    expect((await board("?only=Interview&only=Offer", OWNER)).columns.map((c) => c.status)).toEqual([
      "Interview",
      "Offer",
    ]);
  });

  it("filters by location, department, role, role explorer, dates, statuses, archived and test cards", async () => {
    const companyId = ctx.companyIds["Summit Fitness"];
    const [boise] = await ctx.database.db.select().from(locations).where(eq(locations.name, "Boise"));
    const [sales] = await ctx.database.db.select().from(departments).where(eq(departments.name, "Sales"));
    const q = (extra: string) => `?company_id=${companyId}${extra}`;
    const plain = await ctx.cards("Summit Fitness", "New", 2, { roleName: "Personal Trainer" });
    const [inBoise] = await ctx.cards("Summit Fitness", "New", 1, { roleName: "Club Manager", locationId: boise.id });
    const [inSales] = await ctx.cards("Summit Fitness", "New", 1, {
      roleName: "Membership Advisor",
      departmentId: sales.id,
    });
    const [archived] = await ctx.cards("Summit Fitness", "New", 1, { archivedAt: new Date() });
    const [test] = await ctx.cards("Summit Fitness", "New", 1, { isTest: true });
    const [old] = await ctx.cards("Summit Fitness", "New", 1, { createdAt: new Date("2025-01-15T10:00:00Z") });

    const ids = async (extra: string) =>
      column(await board(q(extra)), "New")
        .cards.map((c) => c.id)
        .sort();
    const all = column(await board(q("")), "New");
    expect(all.total).toBe(5);
    expect(all.all_total).toBe(7);
    expect(await ids(`&locations=${boise.id}`)).toEqual([inBoise]);
    expect(column(await board(q(`&locations=${boise.id}`)), "New").cards[0].location).toEqual({
      id: boise.id,
      name: "Boise",
    });
    expect(await ids(`&departments=${sales.id}`)).toEqual([inSales]);
    expect(await ids("&roles=Personal%20Trainer&roles=Club%20Manager")).toEqual([...plain, inBoise].sort());
    expect(await ids("&role_explorer=advis")).toEqual([inSales]);
    expect(await ids("&include_archived=true")).toContain(archived);
    expect(await ids("&include_tests=true")).toContain(test);
    expect(await ids("&start_date=2025-01-01&end_date=2025-01-31")).toEqual([old]);
    expect(await ids("&end_date=2025-01-15")).toEqual([old]);
    expect((await board(q("&statuses=New&statuses=Hired"))).columns.map((c) => c.status)).toEqual(["New", "Hired"]);
    // The company's CRM location id picks the company too.
    expect((await board(`?location_id=ghl-summit-103`)).company.name).toBe("Summit Fitness");
  });

  it("counts days in the current status from the last status change, else from the card's creation", async () => {
    const [card] = await ctx.cards("Summit Fitness", "Screening", 1, {
      createdAt: new Date(Date.now() - 10 * 86_400_000),
    });
    const before = column(await board(`?pipeline_id=${pipeline.id}`), "Screening").cards.find((c) => c.id === card)!;
    expect(before.days_in_status).toBe(10);
    expect(before.fit).toBeNull();

    const moved = await ctx.call(FRANCHISE_OWNER, "PUT", "/survey-results/update-status", {
      id: card,
      status: "Interview",
    });
    expect(moved.status).toBe(200);
    const after = column(await board(`?pipeline_id=${pipeline.id}`), "Interview").cards.find((c) => c.id === card)!;
    expect(after.days_in_status).toBe(0);
    const history = await ctx.database.db
      .select()
      .from(surveyResultStatusChanges)
      .where(eq(surveyResultStatusChanges.surveyResultId, card));
    expect(history).toMatchObject([{ fromStatus: "Screening", toStatus: "Interview", pipelineId: pipeline.id }]);
    expect(new Date(after.status_since).getTime()).toBe(history[0].changedAt.getTime());
  });
});

describe("the fit badge", () => {
  it("shows the stored fit to the card's own benchmark (the role's here), or to the chosen one, and says why there is none", async () => {
    const db = ctx.database.db;
    const companyId = ctx.companyIds["Harbor Dental"];
    const targets = { domains: {}, facets: {} } as never;
    const [own] = await db.insert(roleBenchmarks).values({ name: "receptionist", companyId, targets }).returning();
    const [general] = await db
      .insert(roleBenchmarks)
      .values({ name: "Receptionist", companyId: null, targets })
      .returning();
    const [other] = await db
      .insert(roleBenchmarks)
      .values({ name: "Calm under pressure", companyId: null, targets })
      .returning();
    const [acmeOnly] = await db
      .insert(roleBenchmarks)
      .values({ name: "Driver", companyId: ctx.companyIds["Acme Logistics"], targets })
      .returning();
    const [scored, unscored] = await ctx.cards("Harbor Dental", "Offer", 2, { roleName: "Receptionist" });
    const [otherRole] = await ctx.cards("Harbor Dental", "Offer", 1, { roleName: "Hygienist" });
    await db.insert(benchmarkScores).values([
      { surveyResultId: scored, roleBenchmarkId: own.id, fit: 84, band: "81-90", benchmarkVersion: 1 },
      { surveyResultId: scored, roleBenchmarkId: general.id, fit: 12, band: "10-19", benchmarkVersion: 1 },
      { surveyResultId: scored, roleBenchmarkId: other.id, fit: 55, band: "35-65", benchmarkVersion: 1 },
      { surveyResultId: otherRole, roleBenchmarkId: other.id, fit: 70, band: "66-80", benchmarkVersion: 1 },
    ]);
    const fitOf = (b: { columns: Column[] }, id: number) => column(b, "Offer").cards.find((c) => c.id === id)!.fit;

    const byRole = await board("?statuses=Offer", OWNER);
    expect(byRole.benchmarks.map((b) => b.name)).toEqual(["Calm under pressure", "receptionist", "Receptionist"]);
    // The company's own benchmark named like the role wins over the one for every company.
    expect(fitOf(byRole, scored)).toEqual({ score: 84, band: "81-90", benchmark: "receptionist" });
    expect(fitOf(byRole, unscored)).toBeNull();
    expect(fitOf(byRole, otherRole)).toBeNull();
    // Once submitted, a card without a fit says why instead of showing nothing.
    const noteOf = (b: { columns: Column[] }, id: number) =>
      (column(b, "Offer").cards.find((c) => c.id === id) as unknown as { fit_note: string | null }).fit_note;
    await db
      .update(surveyResults)
      .set({ submittedAt: new Date() })
      .where(inArray(surveyResults.id, [unscored, otherRole]));
    const submitted = await board("?statuses=Offer", OWNER);
    expect(noteOf(submitted, otherRole)).toBe("no benchmark for Hygienist");
    expect(noteOf(submitted, unscored)).toBe("fit to receptionist not calculated yet");
    expect(noteOf(submitted, scored)).toBeNull();

    const chosen = await board(`?statuses=Offer&benchmark_id=${other.id}`, OWNER);
    expect(chosen.benchmark_id).toBe(other.id);
    expect(fitOf(chosen, scored)).toMatchObject({ score: 55, benchmark: "Calm under pressure" });
    expect(fitOf(chosen, otherRole)).toMatchObject({ score: 70, band: "66-80" });

    const foreign = await ctx.call(OWNER, "GET", `/survey-results/board?benchmark_id=${acmeOnly.id}`);
    expect(foreign.status).toBe(404);
  });
});
