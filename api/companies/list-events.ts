import { desc, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companyEvents, users } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { CompanyEventJson } from "./contract";

/** The newest events of a company (super admins, on the companies overview). */
export async function listEvents(
  db: Database,
  actor: Actor,
  companyId: number,
  limit: number,
): Promise<CompanyEventJson[]> {
  await findCompanyInScope(db, actor, companyId);
  const rows = await db
    .select({ event: companyEvents, first: users.first, last: users.last })
    .from(companyEvents)
    .leftJoin(users, eq(users.id, companyEvents.userId))
    .where(eq(companyEvents.companyId, companyId))
    .orderBy(desc(companyEvents.timestamp), desc(companyEvents.id))
    .limit(limit);
  return rows.map(({ event, first, last }) => ({
    id: event.id,
    company_id: event.companyId,
    description: event.description,
    metadata: event.metadata,
    timestamp: event.timestamp.toISOString(),
    user: event.userId === null ? null : { id: event.userId, name: `${first ?? ""} ${last ?? ""}`.trim() },
    proxy_super_user_id: event.proxySuperUserId,
  }));
}
