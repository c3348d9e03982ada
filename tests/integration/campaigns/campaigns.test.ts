// Hiring campaigns and their public funnels over the whole API on a real database: create, change, end,
// search and validation; a funnel's visits, registrations, completions and hires, per step, channel and day, and as
// CSV; tenant scope (another company's campaign and its counts are 404); a closed funnel.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { campaignsSeed } from "../../../api/campaigns/demo-seed";
import { seed, tenancySeed } from "../../../api/db/seed";
import { ITEMS } from "../../../domain/assessment/items";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startApi, type ApiUnderTest } from "../../support/api";

const HARBOR_OWNER = "owner@harbor-dental.test";
const HARBOR_USER = "user@harbor-dental.test";
const SUMMIT_OWNER = "owner@summit-fitness.test";
const SUPER_ADMIN = "ava.admin@provider.test";

let database: TestDatabase;
let api: ApiUnderTest;
let harbor: typeof schema.companies.$inferSelect;
let summit: typeof schema.companies.$inferSelect;

// The answers' shapes are what the tests assert, so they stay loosely typed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any; headers: Headers };

async function call(as: string | null, method: string, path: string, json?: unknown): Promise<Answer> {
  const res = await api.fetch(path, { ...(as ? { as } : {}), method, json });
  const text = await res.text();
  const type = res.headers.get("content-type") ?? "";
  return { status: res.status, body: type.includes("json") && text ? JSON.parse(text) : text, headers: res.headers };
}

const campaign = (overrides: Record<string, unknown> = {}) => ({
  name: "Spring receptionists",
  company_id: harbor.id,
  role_name: "Receptionist",
  channel: "social",
  status: "live",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, as = HARBOR_OWNER) {
  const res = await call(as, "POST", "/campaigns", campaign(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; slug: string; status: string };
}

let emailCounter = 0;
async function registerThrough(slug: string | null, channel?: string) {
  const res = await call(null, "POST", "/surveys/register", {
    token: harbor.assessmentToken,
    first: "Casey",
    last: "Funnel",
    email: `casey.funnel.${++emailCounter}@example.test`,
    sex: "female",
    age: 30,
    role: "Receptionist",
    consent: true,
    ...(slug ? { campaign: slug } : {}),
    ...(channel ? { campaign_channel: channel } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.survey_result_uuid as string;
}

async function complete(uuid: string) {
  const answers = ITEMS.map((item, i) => ({ item_id: item.id, value: (i % 5) + 1 }));
  expect((await call(null, "PUT", `/surveys/${uuid}/answers`, { answers })).status).toBe(200);
  expect((await call(null, "POST", "/surveys/submit", { survey_result_uuid: uuid })).status).toBe(200);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, [tenancySeed]);
  const companies = await database.db.select().from(schema.companies);
  harbor = companies.find((c) => c.name === "Harbor Dental")!;
  summit = companies.find((c) => c.name === "Summit Fitness")!;
  api = await startApi(database.db);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("campaigns: create, change, end, search", () => {
  test("an owner creates a campaign for their company; it is audited without personal data", async () => {
    const res = await call(
      HARBOR_OWNER,
      "POST",
      "/campaigns",
      campaign({ starts_on: "2026-01-01", ends_on: "2099-12-31" }),
    );
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({
      name: "Spring receptionists",
      company: { id: harbor.id, name: "Harbor Dental" },
      role_name: "Receptionist",
      channel: "social",
      status: "live",
      open: true,
      starts_on: "2026-01-01",
      ends_on: "2099-12-31",
      counts: { visits: 0, registrations: 0, completions: 0, hires: 0 },
    });
    expect(data.slug).toMatch(/^[0-9a-f-]{36}$/);
    const [audit] = await database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.subjectId, data.id));
    expect(audit).toMatchObject({ action: "campaign.create", companyId: harbor.id, subjectType: "campaign" });
  });

  test("every input is validated with field paths (400), never a 500", async () => {
    const res = await call(HARBOR_OWNER, "POST", "/campaigns", {
      name: " ",
      company_id: harbor.id,
      channel: "carrier pigeon",
      status: "sleeping",
      starts_on: "1 May",
    });
    expect(res.status).toBe(400);
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["name", "channel", "status", "starts_on"]));

    const order = await call(
      HARBOR_OWNER,
      "POST",
      "/campaigns",
      campaign({ starts_on: "2026-05-02", ends_on: "2026-05-01" }),
    );
    expect(order.status).toBe(400);
    expect(order.body.errors).toContainEqual({ path: "ends_on", message: "must be on or after the start date" });

    const noRole = await call(HARBOR_OWNER, "POST", "/campaigns", campaign({ role_name: null }));
    expect(noRole.status).toBe(400);
    expect(noRole.body.errors).toContainEqual({ path: "role_name", message: "is required" });
  });

  test("another company is not found (404) and a job of another company is refused (422)", async () => {
    expect((await call(HARBOR_OWNER, "POST", "/campaigns", campaign({ company_id: summit.id }))).status).toBe(404);
    const [job] = await database.db
      .insert(schema.jobs)
      .values({ companyId: summit.id, title: "Trainer" })
      .returning({ id: schema.jobs.id });
    const res = await call(HARBOR_OWNER, "POST", "/campaigns", campaign({ job_id: job.id }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual({ path: "job_id", message: "must be a job of the chosen company" });
  });

  test("a company user may not manage campaigns (403)", async () => {
    const res = await call(HARBOR_USER, "GET", "/campaigns");
    expect(res.status).toBe(403);
  });

  test("search finds by name and filters by status and channel, inside the caller's scope", async () => {
    const paused = await create({ name: "Autumn hygienists", channel: "qr_code", status: "paused" });
    await create({ name: "Summit coaches", company_id: summit.id }, SUMMIT_OWNER);

    const byName = await call(HARBOR_OWNER, "GET", "/campaigns?search=autumn");
    expect(byName.body.data.map((c: { id: number }) => c.id)).toEqual([paused.id]);
    const byFilters = await call(HARBOR_OWNER, "GET", "/campaigns?status=paused,draft&channel=qr_code");
    expect(byFilters.body.data.map((c: { id: number }) => c.id)).toEqual([paused.id]);
    const harborAll = await call(HARBOR_OWNER, "GET", "/campaigns?limit=100");
    expect(harborAll.body.data.every((c: { company: { id: number } }) => c.company.id === harbor.id)).toBe(true);
    const everything = await call(SUPER_ADMIN, "GET", "/campaigns?limit=100");
    expect(everything.body.meta.total).toBeGreaterThan(harborAll.body.meta.total);
    expect((await call(HARBOR_OWNER, "GET", "/campaigns?status=asleep")).status).toBe(400);
  });

  test("editing changes the campaign; ending closes it once (a second end changes nothing)", async () => {
    const made = await create();
    const edited = await call(
      HARBOR_OWNER,
      "PUT",
      `/campaigns/${made.id}`,
      campaign({ name: "Renamed", channel: "email" }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: "Renamed", channel: "email", slug: made.slug });
    const ended = await call(HARBOR_OWNER, "POST", `/campaigns/${made.id}/end`);
    expect(ended.body.data).toMatchObject({ status: "ended", open: false });
    expect((await call(HARBOR_OWNER, "POST", `/campaigns/${made.id}/end`)).body.data.status).toBe("ended");
    const audits = await database.db
      .select({ action: schema.auditEvents.action })
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.subjectId, made.id));
    expect(audits.map((a) => a.action).filter((a) => a === "campaign.end")).toHaveLength(1);
  });
});

describe("funnels: counting each step", () => {
  test("visits, registrations, completions and hires are counted per step, channel and day, and exported", async () => {
    const live = await create({ name: "Counted" });
    const today = new Date().toISOString().slice(0, 10);

    const page = await call(null, "GET", `/funnels/${live.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      open: true,
      company: { name: "Harbor Dental" },
      assessment_link: harbor.assessmentToken,
      role_name: "Receptionist",
    });
    expect((await call(null, "POST", `/funnels/${live.slug}/visits`, {})).body).toEqual({ counted: true });
    expect((await call(null, "POST", `/funnels/${live.slug}/visits`, { channel: "qr_code" })).body).toEqual({
      counted: true,
    });
    expect((await call(null, "POST", `/funnels/${live.slug}/visits`, { channel: "fax" })).status).toBe(400);

    const hired = await registerThrough(live.slug, "qr_code");
    await complete(hired);
    await registerThrough(live.slug); // registered, never finished
    await registerThrough(null); // the company's plain link: not the campaign's

    const [row] = await database.db
      .select({ id: schema.surveyResults.id })
      .from(schema.surveyResults)
      .where(eq(schema.surveyResults.uuid, hired));
    const move = await call(SUPER_ADMIN, "PUT", `/candidates/${row.id}/stage`, { status: "Hired" });
    expect(move.status, JSON.stringify(move.body)).toBe(200);

    const one = await call(HARBOR_OWNER, "GET", `/campaigns/${live.id}`);
    expect(one.body.data.counts).toEqual({ visits: 2, registrations: 2, completions: 1, hires: 1 });

    const stats = (await call(HARBOR_OWNER, "GET", `/campaigns/${live.id}/stats`)).body.data;
    expect(stats.steps).toEqual([
      { step: "visits", count: 2, conversion: null },
      { step: "registrations", count: 2, conversion: 1 },
      { step: "completions", count: 1, conversion: 0.5 },
      { step: "hires", count: 1, conversion: 1 },
    ]);
    expect(stats.channels).toEqual([
      { channel: "qr_code", visits: 1, registrations: 1, completions: 1, hires: 1 },
      { channel: "social", visits: 1, registrations: 1, completions: 0, hires: 0 },
    ]);
    expect(stats.days).toEqual([{ date: today, visits: 2, registrations: 2, completions: 1, hires: 1 }]);

    const csv = await call(HARBOR_OWNER, "GET", `/campaigns/${live.id}/export`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Section,Date or channel,Visits,Registrations,Completions,Hires");
    expect(lines).toContain("Total,Counted,2,2,1,1");
    expect(lines).toContain("Channel,QR code,1,1,1,1");
    expect(lines).toContain(`Day,${today},2,2,1,1`);
    expect(csv.body).not.toContain("Casey");
  });

  test("erasing a person who came through a campaign keeps the campaign's counts, per step, channel and day", async () => {
    const live = await create({ name: "Outlives erasure" });
    await call(null, "POST", `/funnels/${live.slug}/visits`, {});
    const hired = await registerThrough(live.slug, "qr_code");
    await complete(hired);
    const finished = await registerThrough(live.slug);
    await complete(finished);
    await registerThrough(live.slug); // registered, never finished

    const people = await database.db
      .select({ id: schema.surveyResults.id, uuid: schema.surveyResults.uuid, email: schema.surveyResults.email })
      .from(schema.surveyResults)
      .where(inArray(schema.surveyResults.uuid, [hired, finished]));
    const byUuid = new Map(people.map((p) => [p.uuid, p]));
    const move = await call(SUPER_ADMIN, "PUT", `/candidates/${byUuid.get(hired)!.id}/stage`, { status: "Hired" });
    expect(move.status, JSON.stringify(move.body)).toBe(200);

    const before = (await call(HARBOR_OWNER, "GET", `/campaigns/${live.id}`)).body.data.counts;
    const statsBefore = (await call(HARBOR_OWNER, "GET", `/campaigns/${live.id}/stats`)).body.data;
    expect(before).toEqual({ visits: 1, registrations: 3, completions: 2, hires: 1 });

    for (const uuid of [hired, finished]) {
      const person = byUuid.get(uuid)!;
      const erased = await call(HARBOR_OWNER, "POST", `/data-rights/survey-results/${person.id}/erase`, {
        confirm: person.email,
      });
      expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    }

    expect((await call(HARBOR_OWNER, "GET", `/campaigns/${live.id}`)).body.data.counts).toEqual(before);
    expect((await call(HARBOR_OWNER, "GET", `/campaigns/${live.id}/stats`)).body.data).toEqual(statsBefore);
    // What stays is a count, not a person: the registrations no longer point at anyone.
    const kept = await database.db
      .select()
      .from(schema.campaignRegistrations)
      .where(eq(schema.campaignRegistrations.campaignId, live.id));
    expect(kept.filter((r) => r.surveyResultId === null)).toHaveLength(2);
  });

  test("a campaign for a job takes the job's role: no role of its own is kept, and its funnel registers for it", async () => {
    const [hygienist] = await database.db
      .select({ id: schema.roleNames.id })
      .from(schema.roleNames)
      .where(and(eq(schema.roleNames.companyId, harbor.id), eq(schema.roleNames.name, "Hygienist")));
    const [job] = await database.db
      .insert(schema.jobs)
      .values({
        companyId: harbor.id,
        title: "Dental hygienist, part time",
        roleNameId: hygienist.id,
        status: "published",
      })
      .returning({ id: schema.jobs.id });
    // A role typed beside the job is not kept: the job's role is the campaign's.
    const made = await create({ name: "Hygienists", job_id: job.id, role_name: "Receptionist" });
    const json = (await call(HARBOR_OWNER, "GET", `/campaigns/${made.id}`)).body.data;
    expect(json.role_name).toBe("Hygienist");
    const [row] = await database.db
      .select({ roleName: schema.campaigns.roleName })
      .from(schema.campaigns)
      .where(eq(schema.campaigns.id, made.id));
    expect(row.roleName).toBeNull();

    const page = (await call(null, "GET", `/funnels/${made.slug}`)).body.data;
    expect(page).toMatchObject({
      role_name: "Hygienist",
      job: { role: "Hygienist", leads_to_assessment: expect.any(Boolean) },
    });

    // Registering through the funnel with another role still registers for the job's role.
    const uuid = await registerThrough(made.slug); // sends "Receptionist"
    const [result] = await database.db
      .select({ roleName: schema.surveyResults.roleName })
      .from(schema.surveyResults)
      .where(eq(schema.surveyResults.uuid, uuid));
    expect(result.roleName).toBe("Hygienist");
    // The plain link (no campaign) keeps the person's own answer.
    const plain = await registerThrough(null);
    const [own] = await database.db
      .select({ roleName: schema.surveyResults.roleName })
      .from(schema.surveyResults)
      .where(eq(schema.surveyResults.uuid, plain));
    expect(own.roleName).toBe("Receptionist");
  });

  test("another company's campaign, its counts and its export are not found (404)", async () => {
    const theirs = await create({ name: "Private numbers" });
    for (const path of [`/campaigns/${theirs.id}`, `/campaigns/${theirs.id}/stats`, `/campaigns/${theirs.id}/export`]) {
      expect((await call(SUMMIT_OWNER, "GET", path)).status, path).toBe(404);
    }
    expect(
      (await call(SUMMIT_OWNER, "PUT", `/campaigns/${theirs.id}`, campaign({ company_id: summit.id }))).status,
    ).toBe(404);
    expect((await call(SUMMIT_OWNER, "POST", `/campaigns/${theirs.id}/end`)).status).toBe(404);
    const list = await call(SUMMIT_OWNER, "GET", "/campaigns?search=Private");
    expect(list.body.data).toEqual([]);
  });

  test("an ended campaign's funnel answers closed: no way on, no visit or registration counted", async () => {
    const made = await create({ name: "Finished" });
    await call(HARBOR_OWNER, "POST", `/campaigns/${made.id}/end`);
    const page = await call(null, "GET", `/funnels/${made.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ open: false, assessment_link: null });
    expect((await call(null, "POST", `/funnels/${made.slug}/visits`, {})).body).toEqual({ counted: false });
    await registerThrough(made.slug);
    const counts = (await call(HARBOR_OWNER, "GET", `/campaigns/${made.id}`)).body.data.counts;
    expect(counts).toEqual({ visits: 0, registrations: 0, completions: 0, hires: 0 });
  });

  test("a draft or future campaign is closed too; an unknown funnel is 404 and a malformed one 400", async () => {
    const draft = await create({ status: "draft" });
    expect((await call(null, "GET", `/funnels/${draft.slug}`)).body.data.open).toBe(false);
    const future = await create({ starts_on: "2099-01-01" });
    expect((await call(null, "GET", `/funnels/${future.slug}`)).body.data.open).toBe(false);
    expect((await call(null, "GET", "/funnels/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await call(null, "GET", "/funnels/not-a-campaign")).status).toBe(400);
  });
});

describe("demo data", () => {
  test("the demo seed gives Harbor Dental a live campaign with visits, so the page is not empty on a first run", async () => {
    await seed(database.db, [campaignsSeed]);
    const list = await call(HARBOR_OWNER, "GET", "/campaigns?search=Spring%20receptionists%20(social");
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ status: "live", open: true, channel: "social" });
    expect(list.body.data[0].counts.visits).toBeGreaterThan(20);
  });
});
