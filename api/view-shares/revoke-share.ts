import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { viewShares } from "../../server/db/schema/index";
import type { ShareJson } from "../report-shares/contract";
import { toShareJson } from "../report-shares/model";
import { findViewShareInScope } from "./model";

/** DELETE /view-shares/{id}: the link stops opening at once; a second revoke keeps the first time. */
export async function revokeViewShare(db: Database, actor: Actor, id: number, now = new Date()): Promise<ShareJson> {
  await findViewShareInScope(db, actor, id);
  await db
    .update(viewShares)
    .set({ revokedAt: now })
    .where(and(eq(viewShares.id, id), isNull(viewShares.revokedAt)));
  return toShareJson(await findViewShareInScope(db, actor, id));
}
