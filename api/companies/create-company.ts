import type { Database } from "../../server/db/client";
import { companies, departments, locations, roleNames } from "../../server/db/schema/index";
import { createDefaultPipeline } from "../db/seed";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface NewCompany {
  name: string;
  industry?: string | null;
  goHighLevelLocationId?: string | null;
  productType?: string | null;
  franchiseId?: number | null;
  locations?: string[];
  departments?: string[];
  roleNames?: string[];
}

/**
 * A new company with what every company starts with: the default pipeline (its shareable assessment token is a
 * column default) and any given locations, departments and role names. Runs inside the caller's transaction.
 * (Companies come from HubSpot and from self-registration; the API has no operation that creates one alone.)
 */
export async function createCompanyWithDefaults(tx: Tx, input: NewCompany): Promise<number> {
  const [row] = await tx
    .insert(companies)
    .values({
      name: input.name,
      industry: input.industry ?? null,
      goHighLevelLocationId: input.goHighLevelLocationId ?? null,
      productType: input.productType ?? null,
      franchiseId: input.franchiseId ?? null,
    })
    .returning({ id: companies.id });
  const unique = (names: string[] = []) => [...new Map(names.map((n) => [n.toLowerCase(), n])).values()];
  const locs = unique(input.locations);
  const deps = unique(input.departments);
  const roles = unique(input.roleNames);
  if (locs.length) await tx.insert(locations).values(locs.map((name) => ({ companyId: row.id, name })));
  if (deps.length) await tx.insert(departments).values(deps.map((name) => ({ companyId: row.id, name })));
  if (roles.length) await tx.insert(roleNames).values(roles.map((name) => ({ companyId: row.id, name })));
  await createDefaultPipeline(tx, row.id);
  return row.id;
}
