// The coaching brand's campaigns over the whole API on a real database holding the demo companies and their
// assessments: invitations of a group of employees to their assessment, each with its own public page, counting
// who opened the invitation, started and completed (never hires), in the brand's words in the CSV; only the
// brand's channels; tenant scope; and the coaching brand's demo campaigns.
// `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does for a build.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { campaignsSeed, coachingCampaignsSeed } from "../../../api/campaigns/demo-seed";
import * as schema from "../../../server/db/schema/index";
import { seed } from "../../../api/db/seed";
import { ITEMS } from "../../../domain/assessment/items";
import {
  HARBOR_OWNER,
  HARBOR_USER,
  startStaffApi,
  SUMMIT_OWNER,
  SUPER_ADMIN,
  type StaffApi,
} from "../assessment/staff-api";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

let s: StaffApi;
let harbor: typeof schema.companies.$inferSelect;

beforeAll(async () => {
  s = await startStaffApi();
  [harbor] = await s.database.db.select().from(schema.companies).where(eq(schema.companies.name, "Harbor Dental"));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** An anonymous call (the public page, the employee's registration). */
async function anonymous(method: string, path: string, json?: unknown) {
  const res = await s.api.fetch(path, { method, json });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const invitation = (overrides: Record<string, unknown> = {}) => ({
  name: "Front desk reassessment",
  company_id: harbor.id,
  role_name: "Front desk team",
  channel: "email",
  status: "live",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, as = HARBOR_OWNER) {
  const res = await s.call(as, "POST", "/campaigns", invitation(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; slug: string; counts: Record<string, number> };
}

let emailCounter = 0;
async function startThrough(slug: string, channel?: string) {
  const res = await anonymous("POST", "/surveys/register", {
    token: harbor.assessmentToken,
    first: "Robin",
    last: "Invited",
    email: `robin.invited.${++emailCounter}@example.test`,
    sex: "female",
    age: 38,
    role: "Receptionist",
    consent: true,
    campaign: slug,
    ...(channel ? { campaign_channel: channel } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.survey_result_uuid as string;
}

async function complete(uuid: string) {
  const answers = ITEMS.map((item, i) => ({ item_id: item.id, value: (i % 5) + 1 }));
  expect((await anonymous("PUT", `/surveys/${uuid}/answers`, { answers })).status).toBe(200);
  expect((await anonymous("POST", "/surveys/submit", { survey_result_uuid: uuid })).status).toBe(200);
}

describe("the coaching brand's campaigns", () => {
  it("are served (not 404): an owner invites a team, and the counts are opened, started and completed, no hires", async () => {
    const brand = (await import("~brand")).default;
    expect(brand.features.campaigns).toBe(true);
    const made = await create();
    expect(made.counts).toEqual({ visits: 0, registrations: 0, completions: 0 });
    const page = await anonymous("GET", `/funnels/${made.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ open: true, role_name: "Front desk team", job: null });
  });

  it("counts each step per channel and day, and exports them under the brand's words", async () => {
    const made = await create({ name: "Counted invitation" });
    const today = new Date().toISOString().slice(0, 10);
    for (const channel of [undefined, undefined, "qr_code"]) {
      const body = channel ? { channel } : {};
      expect((await anonymous("POST", `/funnels/${made.slug}/visits`, body)).body).toEqual({ counted: true });
    }
    await complete(await startThrough(made.slug));
    await startThrough(made.slug, "qr_code"); // started, not finished yet

    const one = await s.call(HARBOR_OWNER, "GET", `/campaigns/${made.id}`);
    expect(one.body.data.counts).toEqual({ visits: 3, registrations: 2, completions: 1 });

    const stats = (await s.call(HARBOR_OWNER, "GET", `/campaigns/${made.id}/stats`)).body.data;
    expect(stats.steps).toEqual([
      { step: "visits", count: 3, conversion: null },
      { step: "registrations", count: 2, conversion: 2 / 3 },
      { step: "completions", count: 1, conversion: 0.5 },
    ]);
    expect(stats.channels).toEqual([
      { channel: "qr_code", visits: 1, registrations: 1, completions: 0 },
      { channel: "email", visits: 2, registrations: 1, completions: 1 },
    ]);
    expect(stats.days).toEqual([{ date: today, visits: 3, registrations: 2, completions: 1 }]);

    const csv = await s.call(HARBOR_OWNER, "GET", `/campaigns/${made.id}/export`);
    expect(csv.status, JSON.stringify(csv.body)).toBe(200);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Section,Date or channel,Opened,Started,Completed");
    expect(lines).toContain("Total,Counted invitation,3,2,1");
    expect(lines).toContain("Channel,E-mail,2,1,1");
    expect(String(csv.body)).not.toMatch(/hire|candidate|applica/i);
  });

  it("offers only the brand's channels and no instant interview (422); the role is still required (400)", async () => {
    const board = await s.call(HARBOR_OWNER, "POST", "/campaigns", invitation({ channel: "job_board" }));
    expect(board.status).toBe(422);
    expect(board.body.errors).toContainEqual({
      path: "channel",
      message: "must be one of link, email, qr_code, social",
    });
    const interview = await s.call(HARBOR_OWNER, "POST", "/campaigns", invitation({ instant_interview: true }));
    expect(interview.status).toBe(422);
    expect(interview.body.errors).toContainEqual({ path: "instant_interview", message: "is not offered" });
    const noRole = await s.call(HARBOR_OWNER, "POST", "/campaigns", invitation({ role_name: null }));
    expect(noRole.status).toBe(400);
    expect(noRole.body.errors).toContainEqual({ path: "role_name", message: "is required" });
  });

  it("keeps the same rules of who manages and whose campaigns are seen", async () => {
    const theirs = await create({ name: "Harbor only" });
    expect((await s.call(HARBOR_USER, "GET", "/campaigns")).status).toBe(403);
    expect((await s.call(SUMMIT_OWNER, "GET", `/campaigns/${theirs.id}`)).status).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "GET", "/campaigns?search=Harbor%20only")).body.data).toEqual([]);
    const all = await s.call(SUPER_ADMIN, "GET", "/campaigns?search=Harbor%20only");
    expect(all.body.data.map((c: { id: number }) => c.id)).toEqual([theirs.id]);
  });
});

describe("the coaching brand's demo campaigns", () => {
  it("invite Harbor Dental's Front Desk and clinical team, with people who started and completed; no hiring drive", async () => {
    expect(await seed(s.database.db, [campaignsSeed, coachingCampaignsSeed])).toEqual([
      "seed:campaigns:v1",
      "seed:campaigns-coaching:v1",
    ]);
    const list = await s.call(HARBOR_OWNER, "GET", "/campaigns?limit=100&sort_by=name&order_by=asc");
    const demo = list.body.data.filter((c: { name: string }) =>
      ["Front Desk reassessment, spring", "Clinical team onboarding"].includes(c.name),
    );
    expect(demo.map((c: { name: string }) => c.name)).toEqual([
      "Clinical team onboarding",
      "Front Desk reassessment, spring",
    ]);
    for (const c of demo) {
      expect(c).toMatchObject({ status: "live", open: true });
      expect(Object.keys(c.counts)).toEqual(["visits", "registrations", "completions"]);
      expect(c.counts.completions).toBeGreaterThan(0);
      expect(c.counts.visits).toBeGreaterThan(c.counts.registrations);
    }
    expect(list.body.data.some((c: { name: string }) => c.name.startsWith("Spring receptionists"))).toBe(false);
  });
});
