import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { reportShares } from "../../server/db/schema/index";
import type { ShareJson } from "./contract";
import { findShareInScope, toShareJson } from "./model";

/** DELETE /report-shares/{id}: the link stops opening at once; a second revoke keeps the first time. */
export async function revokeShare(db: Database, actor: Actor, id: number, now = new Date()): Promise<ShareJson> {
  await findShareInScope(db, actor, id);
  await db
    .update(reportShares)
    .set({ revokedAt: now })
    .where(and(eq(reportShares.id, id), isNull(reportShares.revokedAt)));
  return toShareJson(await findShareInScope(db, actor, id));
}
