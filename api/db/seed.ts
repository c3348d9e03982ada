import { eq } from "drizzle-orm";
import brand from "~brand";
import type { Database } from "../../server/db/client";
import { DEMO_COMPANIES, DEMO_FRANCHISES, DEMO_PIPELINE, DEMO_USERS, type DemoUser } from "./demo-data";
import * as s from "../../server/db/schema/index";
import type { SeedPart, Tx } from "../../server/db/seed";

// The runner and a part's shape are the platform's (the identity provider seeds through them too).
export { seed, type SeedPart } from "../../server/db/seed";

export const tenancySeed: SeedPart = {
  key: "seed:tenancy:v1",
  async run(tx) {
    const franchiseIds = new Map<string, number>();
    for (const name of DEMO_FRANCHISES) {
      const [row] = await tx.insert(s.franchises).values({ name }).returning({ id: s.franchises.id });
      franchiseIds.set(name, row.id);
    }
    const companyIds = new Map<string, number>();
    for (const c of DEMO_COMPANIES) {
      const [row] = await tx
        .insert(s.companies)
        .values({
          name: c.name,
          franchiseId: c.franchise ? franchiseIds.get(c.franchise) : null,
          industry: c.industry,
          goHighLevelLocationId: c.goHighLevelLocationId,
          productType: c.productType,
        })
        .returning({ id: s.companies.id });
      companyIds.set(c.key, row.id);
      if (c.locations.length)
        await tx.insert(s.locations).values(c.locations.map((name) => ({ companyId: row.id, name })));
      if (c.departments.length)
        await tx.insert(s.departments).values(c.departments.map((name) => ({ companyId: row.id, name })));
      if (c.roleNames.length)
        await tx.insert(s.roleNames).values(c.roleNames.map((name) => ({ companyId: row.id, name })));
      await createDefaultPipeline(tx, row.id);
    }
    for (const u of DEMO_USERS) {
      const { first, last } = demoName(u);
      await tx.insert(s.users).values({
        email: u.email,
        first,
        last,
        companyId: companyIds.get(u.company)!,
        authRole: u.role,
        active: u.active ?? 1,
        canViewHiringPipeline: u.canViewHiringPipeline ?? false,
      });
    }
  },
};

/** A demo account's name in this brand (`brand.demoNames`), the shared one otherwise. */
export function demoName(user: Pick<DemoUser, "email" | "first" | "last">): { first: string; last: string } {
  return brand.demoNames?.[user.email] ?? { first: user.first, last: user.last };
}

/** Every company starts with one pipeline holding the brand's stages. */
export async function createDefaultPipeline(tx: Tx | Database, companyId: number) {
  const [pipeline] = await tx
    .insert(s.pipelines)
    .values({ companyId, name: DEMO_PIPELINE.name, position: 0 })
    .returning({ id: s.pipelines.id });
  await tx
    .insert(s.pipelineStatuses)
    .values(brand.wording.pipelineStages.map((name, position) => ({ pipelineId: pipeline.id, name, position })));
  return pipeline.id;
}

export async function hasSeeded(db: Database, key: string) {
  const rows = await db.select().from(s.appMeta).where(eq(s.appMeta.key, key));
  return rows.length > 0;
}
