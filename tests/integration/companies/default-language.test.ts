// A company's language for candidates (PUT/GET /companies/:id default_language): the language of candidate pages and
// e-mails when a browser asks for none of ours. Changed by whoever changes the company's details (super admins),
// checked against the product's languages (422), and on the audit trail.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, companies } from "../../../server/db/schema/index";
import { startUsersApi, type UsersApiContext } from "../users/support";

let ctx: UsersApiContext;
beforeAll(async () => {
  ctx = await startUsersApi();
});
afterAll(() => ctx?.close());

const SUPER = "ava.admin@provider.test";
const OWNER = "owner@harbor-dental.test";
const FRANCHISE_OWNER = "franchise.owner@northwind.test";

const put = (id: number, json: unknown, as = SUPER) => ctx.api.fetch(`/companies/${id}`, { as, method: "PUT", json });

describe("a company's default_language", () => {
  it("is English until changed; a super admin sets it, reads it back and the change is audited", async () => {
    const id = ctx.companyIds["Summit Fitness"];
    const before = await ctx.api.fetch(`/companies/${id}`, { as: SUPER });
    expect((await before.json()).data.default_language).toBe("en");

    const res = await put(id, { default_language: "de" });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ id, name: "Summit Fitness", default_language: "de" });
    const read = await ctx.api.fetch(`/companies/${id}`, { as: SUPER });
    expect((await read.json()).data.default_language).toBe("de");
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, id));
    expect(row.defaultLanguage).toBe("de");

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "company.default_language"), eq(auditEvents.companyId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0].summary).toBe("Language for candidates changed from English to German");

    // Other details change without touching it (and without another audit row).
    expect((await put(id, { industry: "Gyms" })).status).toBe(200);
    const again = await ctx.api.fetch(`/companies/${id}`, { as: SUPER });
    expect((await again.json()).data).toMatchObject({ industry: "Gyms", default_language: "de" });

    expect((await put(id, { default_language: "pt-br" })).status).toBe(200);
    const listed = await ctx.api.fetch("/companies/search?search=Summit", { as: SUPER });
    expect((await listed.json()).data.find((c: { id: number }) => c.id === id).default_language).toBe("pt-br");
  });

  it("refuses a language we do not offer with 422 on the field, and changes nothing", async () => {
    const id = ctx.companyIds["Redwood Realty"];
    for (const value of ["xx", "EN-GB", "", "pt"]) {
      const res = await put(id, { default_language: value });
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual([
        { path: "default_language", message: "must be one of en, es, de, fr, pt-br, ar" },
      ]);
    }
    const wrongType = await put(id, { default_language: 7 });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).errors[0].path).toBe("default_language");
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, id));
    expect(row.defaultLanguage).toBe("en");
  });

  it("is changed by no one else: owners 403 (also of their own company), an unknown company 404", async () => {
    const harbor = ctx.companyIds["Harbor Dental"];
    for (const as of [OWNER, FRANCHISE_OWNER]) {
      expect((await put(harbor, { default_language: "fr" }, as)).status).toBe(403);
    }
    expect((await put(999_999, { default_language: "fr" })).status).toBe(404);
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, harbor));
    expect(row.defaultLanguage).toBe("en");
    // Owners read it with their company.
    const own = await ctx.api.fetch(`/companies/${harbor}`, { as: OWNER });
    expect((await own.json()).data.default_language).toBe("en");
  });
});
