import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { users, viewShares } from "../../server/db/schema/index";
import type { ShareJson } from "../report-shares/contract";
import { toShareJson } from "../report-shares/model";
import type { ViewSubject } from "./contract";
import { viewShareColumns } from "./model";
import { companyOfView, computeView, subjectKey } from "./views";

/** GET /view-shares?kind=…: the links made to a view the actor can open, newest first. */
export async function listViewShares(db: Database, actor: Actor, subject: ViewSubject): Promise<ShareJson[]> {
  const view = await computeView(db, actor, subject);
  const rows = await db
    .select(viewShareColumns)
    .from(viewShares)
    .leftJoin(users, eq(users.id, viewShares.createdByUserId))
    .where(and(eq(viewShares.companyId, companyOfView(view)), eq(viewShares.subjectKey, subjectKey(subject))))
    .orderBy(desc(viewShares.createdAt), desc(viewShares.id));
  return rows.map(toShareJson);
}
