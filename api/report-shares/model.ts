import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, reportShares, surveyResults, users } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { ShareJson, ShareState } from "./contract";

type ShareRow = typeof reportShares.$inferSelect;

export const shareColumns = {
  share: reportShares,
  createdBy: { first: users.first, last: users.last },
};

/** Revoked wins over expired: a coach who revoked a link sees that, whenever it would have run out. */
export function shareState(share: Pick<ShareRow, "revokedAt" | "expiresAt">, now = new Date()): ShareState {
  if (share.revokedAt) return "revoked";
  return share.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

/** A link's JSON, from a report share or a view share row (they have the same life). */
export function toShareJson(row: {
  share: Pick<ShareRow, "id" | "createdAt" | "expiresAt" | "revokedAt" | "lastOpenedAt">;
  createdBy: { first: string; last: string } | null;
}): ShareJson {
  const { share } = row;
  return {
    id: share.id,
    created_at: share.createdAt.toISOString(),
    expires_at: share.expiresAt.toISOString(),
    revoked_at: share.revokedAt?.toISOString() ?? null,
    last_opened_at: share.lastOpenedAt?.toISOString() ?? null,
    created_by: row.createdBy,
    state: shareState(share),
  };
}

/** A share whose survey result lies in the actor's scope (404 otherwise, like one that does not exist). */
export async function findShareInScope(db: Database, actor: Actor, id: number) {
  const [row] = await db
    .select(shareColumns)
    .from(reportShares)
    .innerJoin(surveyResults, eq(surveyResults.id, reportShares.surveyResultId))
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .leftJoin(users, eq(users.id, reportShares.createdByUserId))
    .where(and(eq(reportShares.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Link not found");
  return row;
}
