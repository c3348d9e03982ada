import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, users, viewShares } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";

export const viewShareColumns = {
  share: viewShares,
  createdBy: { first: users.first, last: users.last },
};

/** A view's link whose company lies in the actor's scope (404 otherwise, like one that does not exist). */
export async function findViewShareInScope(db: Database, actor: Actor, id: number) {
  const [row] = await db
    .select(viewShareColumns)
    .from(viewShares)
    .innerJoin(companies, eq(companies.id, viewShares.companyId))
    .leftJoin(users, eq(users.id, viewShares.createdByUserId))
    .where(and(eq(viewShares.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Link not found");
  return row;
}
