import { and, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { companies, companyEvents } from "../db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { CompanyEventInput } from "./contract";

/** Stores events for companies in the actor's scope; one foreign company makes the whole batch a 404. */
export async function createEventsBulk(db: Database, who: Auth, events: CompanyEventInput[]) {
  const ids = [...new Set(events.map((e) => e.company_id))];
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, ids), companiesInScope(who.actor)));
  if (found.length !== ids.length) throw ApiError.notFound("Company not found");
  await db.insert(companyEvents).values(
    events.map((e) => ({
      companyId: e.company_id,
      userId: who.actor.id,
      proxySuperUserId: who.superAdmin?.id ?? null,
      description: e.description,
      metadata: e.metadata ?? null,
      timestamp: e.timestamp,
    })),
  );
  return { created: events.length };
}
