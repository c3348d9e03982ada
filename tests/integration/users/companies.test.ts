// Companies through the API: search with franchise grouping and user counts, update, logo upload (PNG/JPEG only,
// at most 1 MB, SVG refused) and removal, locations/departments/role names, and company events.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtures, PNG_1PX, startUsersApi, unique, type UsersApiContext } from "./support";

let ctx: UsersApiContext;
beforeAll(async () => {
  ctx = await startUsersApi();
});
afterAll(() => ctx?.close());

const SUPER = "ava.admin@provider.test";
const OWNER = "owner@harbor-dental.test";
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

describe("GET /companies/search", () => {
  it("groups by franchise (companies of no franchise last) and counts users", async () => {
    const body = await (await ctx.api.fetch("/companies/search?limit=100", { as: SUPER })).json();
    const franchiseOrder = body.data.map((c: { franchise: { name: string } | null }) => c.franchise?.name ?? null);
    const firstNone = franchiseOrder.indexOf(null);
    expect(franchiseOrder.slice(firstNone).every((f: string | null) => f === null)).toBe(true);
    expect(franchiseOrder.slice(0, firstNone)).toEqual([...franchiseOrder.slice(0, firstNone)].sort());
    const harbor = body.data.find((c: { name: string }) => c.name === "Harbor Dental");
    expect(harbor.user_count).toBeGreaterThanOrEqual(5);
    expect(harbor.active_user_count).toBe(harbor.user_count - 1);
  });

  it("searches by name, industry and franchise, and filters by franchise", async () => {
    const byFranchise = await (await ctx.api.fetch("/companies/search?search=southern%20cross", { as: SUPER })).json();
    expect(byFranchise.data.map((c: { name: string }) => c.name).sort()).toEqual([
      "Bayside Bakery",
      "Redwood Realty",
      "Southern Cross HQ",
    ]);
    const none = await (await ctx.api.fetch("/companies/search?franchise_id=none", { as: SUPER })).json();
    expect(none.data.every((c: { franchise: unknown }) => c.franchise === null)).toBe(true);
    expect((await ctx.api.fetch("/companies/search?franchise_id=abc", { as: SUPER })).status).toBe(400);
  });
});

describe("PUT /companies/{id}", () => {
  it("updates the fields and answers field errors", async () => {
    const company = await fixtures(ctx).company(null);
    const res = await ctx.api.fetch(`/companies/${company.id}`, {
      as: SUPER,
      method: "PUT",
      json: {
        name: "Renamed Co",
        industry: "",
        go_high_level_location_id: "ghl-1",
        franchise_id: ctx.franchiseIds["Southern Cross Group"],
      },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({
      name: "Renamed Co",
      industry: null,
      go_high_level_location_id: "ghl-1",
      franchise: { name: "Southern Cross Group" },
    });
    const bad = await ctx.api.fetch(`/companies/${company.id}`, {
      as: SUPER,
      method: "PUT",
      json: { name: "", franchise_id: -1 },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.map((e: { path: string }) => e.path).sort()).toEqual(["franchise_id", "name"]);
    const unknownFranchise = await ctx.api.fetch(`/companies/${company.id}`, {
      as: SUPER,
      method: "PUT",
      json: { franchise_id: 999999 },
    });
    expect(unknownFranchise.status).toBe(422);
  });

  it("keeps a company with franchise users inside its franchise", async () => {
    const res = await ctx.api.fetch(`/companies/${ctx.companyIds["Northwind Franchise HQ"]}`, {
      as: SUPER,
      method: "PUT",
      json: { franchise_id: null },
    });
    expect(res.status).toBe(422);
  });
});

describe("company logos", () => {
  it("stores a PNG (raw) and a JPEG (JSON base64), serves the latest back, and removes it", async () => {
    const company = await fixtures(ctx).company(null);
    const raw = await ctx.api.fetch(`/companies/${company.id}/logo`, {
      as: SUPER,
      method: "POST",
      body: PNG_1PX,
      headers: { "Content-Type": "image/png" },
    });
    expect(raw.status).toBe(201);
    expect((await raw.json()).data).toMatchObject({ content_type: "image/png", size: PNG_1PX.length });
    const viaJson = await ctx.api.fetch(`/companies/${company.id}/logo`, {
      as: SUPER,
      method: "POST",
      json: { content_type: "image/jpeg", data_base64: JPEG.toString("base64") },
    });
    expect(viaJson.status).toBe(201);
    const served = await (await ctx.api.fetch(`/companies/${company.id}/logo`, { as: SUPER })).json();
    expect(served.data.content_type).toBe("image/jpeg");
    expect(Buffer.from(served.data.data_base64, "base64").equals(JPEG)).toBe(true);
    const info = await (await ctx.api.fetch(`/companies/${company.id}`, { as: SUPER })).json();
    expect(info.data.has_logo).toBe(true);

    expect((await ctx.api.fetch(`/companies/${company.id}/logo`, { as: SUPER, method: "DELETE" })).status).toBe(204);
    expect((await ctx.api.fetch(`/companies/${company.id}/logo`, { as: SUPER })).status).toBe(404);
    expect((await ctx.api.fetch(`/companies/${company.id}/logo`, { as: SUPER, method: "DELETE" })).status).toBe(404);
  });

  it("refuses SVG, non-images, a type that does not match the bytes, and more than 1 MB", async () => {
    const company = await fixtures(ctx).company(null);
    const upload = (body: Buffer, type: string) =>
      ctx.api.fetch(`/companies/${company.id}/logo`, {
        as: SUPER,
        method: "POST",
        body: new Uint8Array(body),
        headers: { "Content-Type": type },
      });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgRes = await upload(svg, "image/svg+xml");
    expect(svgRes.status).toBe(415);
    expect((await svgRes.json()).errors[0].message).toMatch(/SVG is not accepted/);
    // The same SVG declared as a PNG is still refused: the bytes decide.
    expect((await upload(svg, "image/png")).status).toBe(415);
    expect((await upload(Buffer.from("GIF89a...."), "image/gif")).status).toBe(415);
    expect((await upload(PNG_1PX, "image/jpeg")).status).toBe(415);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024)]);
    expect((await upload(big, "image/png")).status).toBe(413);
    const bigJson = await ctx.api.fetch(`/companies/${company.id}/logo`, {
      as: SUPER,
      method: "POST",
      json: { data_base64: big.toString("base64") },
    });
    expect(bigJson.status).toBe(413);
    const notBase64 = await ctx.api.fetch(`/companies/${company.id}/logo`, {
      as: SUPER,
      method: "POST",
      json: { data_base64: "***" },
    });
    expect(notBase64.status).toBe(400);
    expect((await ctx.api.fetch(`/companies/${company.id}/logo`, { as: SUPER })).status).toBe(404);
  });
});

describe("locations, departments and role names", () => {
  it.each(["locations", "departments", "role-names"])("%s: create, rename, refuse duplicates, delete", async (kind) => {
    const company = await fixtures(ctx).company(null);
    const created = await ctx.api.fetch(`/companies/${kind}`, {
      as: SUPER,
      method: "POST",
      json: { company_id: company.id, name: " Alpha " },
    });
    expect(created.status).toBe(201);
    const item = (await created.json()).data;
    expect(item.name).toBe("Alpha");
    const dup = await ctx.api.fetch(`/companies/${kind}`, {
      as: SUPER,
      method: "POST",
      json: { company_id: company.id, name: "ALPHA" },
    });
    expect(dup.status).toBe(409);
    expect((await dup.json()).errors[0].path).toBe("name");
    await ctx.api.fetch(`/companies/${kind}`, {
      as: SUPER,
      method: "POST",
      json: { company_id: company.id, name: "Beta" },
    });
    expect(
      (await ctx.api.fetch(`/company-${kind}/${item.id}`, { as: SUPER, method: "PUT", json: { name: "beta" } })).status,
    ).toBe(409);
    const renamed = await ctx.api.fetch(`/company-${kind}/${item.id}`, {
      as: SUPER,
      method: "PUT",
      json: { name: "Gamma" },
    });
    expect((await renamed.json()).data.name).toBe("Gamma");
    const list = await (await ctx.api.fetch(`/companies/${kind}?company_id=${company.id}`, { as: SUPER })).json();
    expect(list.data.map((i: { name: string }) => i.name)).toEqual(["Beta", "Gamma"]);
    expect((await ctx.api.fetch(`/company-${kind}/${item.id}`, { as: SUPER, method: "DELETE" })).status).toBe(204);
    expect((await ctx.api.fetch(`/company-${kind}/${item.id}`, { as: SUPER, method: "DELETE" })).status).toBe(404);
    expect(
      (
        await ctx.api.fetch(`/companies/${kind}`, {
          as: SUPER,
          method: "POST",
          json: { company_id: company.id, name: "" },
        })
      ).status,
    ).toBe(400);
  });

  it("role names carry whether candidates are offered them", async () => {
    const company = await fixtures(ctx).company(null);
    const res = await ctx.api.fetch("/companies/role-names", {
      as: SUPER,
      method: "POST",
      json: { company_id: company.id, name: "Secret role", is_public: false },
    });
    const item = (await res.json()).data;
    expect(item.is_public).toBe(false);
    const updated = await ctx.api.fetch(`/company-role-names/${item.id}`, {
      as: SUPER,
      method: "PUT",
      json: { is_public: true },
    });
    expect((await updated.json()).data).toMatchObject({ name: "Secret role", is_public: true });
  });
});

describe("company events", () => {
  it("stores a batch for the companies the user sees, and lists them for super admins", async () => {
    const harbor = ctx.companyIds["Harbor Dental"];
    const description = unique("assessment link copied");
    const res = await ctx.api.fetch("/companies/events/create-bulk", {
      as: OWNER,
      method: "POST",
      json: {
        company_events: [
          { company_id: harbor, description, timestamp: "2026-03-02T10:00:00Z", metadata: { source: "home" } },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).data.created).toBe(1);
    const events = await (await ctx.api.fetch(`/companies/${harbor}/events`, { as: SUPER })).json();
    expect(events.data[0]).toMatchObject({ description, metadata: { source: "home" }, user: { name: "Olivia Owner" } });
  });

  it("refuses a batch with one foreign company as a whole (404) and bad events (400)", async () => {
    const json = {
      company_events: [
        { company_id: ctx.companyIds["Harbor Dental"], description: "a", timestamp: "2026-03-02T10:00:00Z" },
        { company_id: ctx.companyIds["Bayside Bakery"], description: "b", timestamp: "2026-03-02T10:00:00Z" },
      ],
    };
    expect((await ctx.api.fetch("/companies/events/create-bulk", { as: OWNER, method: "POST", json })).status).toBe(
      404,
    );
    const bad = await ctx.api.fetch("/companies/events/create-bulk", {
      as: OWNER,
      method: "POST",
      json: { company_events: [{ company_id: 1, description: "", timestamp: "yesterday" }] },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.map((e: { path: string }) => e.path).sort()).toEqual([
      "company_events.0.description",
      "company_events.0.timestamp",
    ]);
    expect(
      (
        await ctx.api.fetch("/companies/events/create-bulk", {
          as: OWNER,
          method: "POST",
          json: { company_events: [] },
        })
      ).status,
    ).toBe(400);
  });
});
