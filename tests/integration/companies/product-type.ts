// Spec §6: companyProductType (a company's plan) is the hiring brand's extra field. The brands with it answer and take
// `product_type` on every company operation; the others neither answer it nor take it (an unknown key of a strict
// input: 400), and their search has no `plan` sort. Run once per brand: product-type.test.ts (hb) and
// product-type.coaching.test.ts (`~brand` swapped, as BRAND=coaching does for a build).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../../server/db/schema/index";
import { startUsersApi, unique, type UsersApiContext } from "../users/support";

const SUPER = "ava.admin@provider.test";

export function testProductType() {
  let ctx: UsersApiContext;
  let withField: boolean;
  beforeAll(async () => {
    ctx = await startUsersApi();
    withField = (await import("~brand")).default.features.companyProductType;
  });
  afterAll(() => ctx?.close());

  const companyId = () => ctx.companyIds["Harbor Dental"];

  describe("the company's product type (companyProductType)", () => {
    it("is in a company's JSON only where the brand has the field", async () => {
      await ctx.database.db.update(companies).set({ productType: "hiring" }).where(eq(companies.id, companyId()));
      const one = (await (await ctx.api.fetch(`/companies/${companyId()}`, { as: SUPER })).json()).data;
      const listed = (await (await ctx.api.fetch("/companies", { as: SUPER })).json()).data;
      const found = (await (await ctx.api.fetch("/companies/search?search=Harbor", { as: SUPER })).json()).data;
      for (const company of [one, listed.find((c: { id: number }) => c.id === companyId()), found[0]]) {
        if (withField) expect(company).toMatchObject({ product_type: "hiring" });
        else expect(company).not.toHaveProperty("product_type");
      }
    });

    it("is a sort of the search only where the brand has the field", async () => {
      const res = await ctx.api.fetch("/companies/search?sort_by=plan", { as: SUPER });
      expect(res.status).toBe(withField ? 200 : 400);
      if (!withField) expect((await res.json()).errors[0]).toMatchObject({ path: "sort_by" });
    });

    it("is taken when a company is added or changed only where the brand has the field", async () => {
      const created = await ctx.api.fetch("/companies", {
        as: SUPER,
        method: "POST",
        json: { name: unique("Plan Co"), product_type: "hiring" },
      });
      const changed = await ctx.api.fetch(`/companies/${companyId()}`, {
        as: SUPER,
        method: "PUT",
        json: { product_type: "franchise" },
      });
      const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, companyId()));
      if (withField) {
        expect(created.status).toBe(201);
        expect((await created.json()).data).toMatchObject({ product_type: "hiring" });
        expect(changed.status).toBe(200);
        expect(row.productType).toBe("franchise");
      } else {
        for (const res of [created, changed]) {
          expect(res.status).toBe(400);
          // The API's word for an unknown key of a strict body.
          expect((await res.json()).errors).toContainEqual({
            path: "(body)",
            message: 'Unrecognized key: "product_type"',
          });
        }
        expect(row.productType).toBe("hiring");
      }
    });
  });
}
