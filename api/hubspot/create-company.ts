import { eq } from "drizzle-orm";
import type { z } from "zod";
import { createCompanyWithDefaults } from "../companies/create-company";
import type { Database } from "../../server/db/client";
import { hubspotCompanyImports } from "../../server/db/schema/index";
import type { createCompanyPayload } from "./contract";

/**
 * Creates the company of a HubSpot object once (default pipeline, given locations, departments and role names):
 * a retry, even one arriving together with the first delivery, finds the company made the first time.
 */
export async function createHubSpotCompany(db: Database, payload: z.output<typeof createCompanyPayload>) {
  const { objectId, eventId, properties } = payload;
  const key = String(objectId);
  return db.transaction(async (tx) => {
    // The claim: whoever inserts the key creates the company; a concurrent retry waits here, then finds it.
    const claimed = await tx
      .insert(hubspotCompanyImports)
      .values({ objectId: key, eventId: eventId === undefined ? null : String(eventId) })
      .onConflictDoNothing()
      .returning({ objectId: hubspotCompanyImports.objectId });
    if (claimed.length === 0) {
      const [existing] = await tx.select().from(hubspotCompanyImports).where(eq(hubspotCompanyImports.objectId, key));
      // (Its company id was set in the claim's own transaction, so it is there once the claim is visible.)
      return { objectId: key, companyId: existing.companyId as number, created: false };
    }
    const companyId = await createCompanyWithDefaults(tx, {
      name: properties.name,
      industry: properties.industry || null,
      goHighLevelLocationId: properties.go_high_level_location_id || null,
      productType: properties.product_type || null,
      locations: properties.locations,
      departments: properties.departments,
      roleNames: properties.role_names,
    });
    await tx.update(hubspotCompanyImports).set({ companyId }).where(eq(hubspotCompanyImports.objectId, key));
    return { objectId: key, companyId, created: true };
  });
}
