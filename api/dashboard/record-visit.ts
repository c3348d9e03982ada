import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { users } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { VISIT_GAP_MINUTES, type VisitJson } from "./contract";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * POST /dashboard/visits. A visit begins when the user comes back after VISIT_GAP_MINUTES away; the visit before it
 * then becomes "previous", the point the home page's new completions count from. Reloads and returns within a visit
 * change nothing, so "new since your last visit" does not drop to zero on a reload. A super admin acting as someone
 * is not that person visiting: nothing is recorded then.
 */
export async function recordVisit(db: Database, auth: Auth, now = new Date()): Promise<VisitJson> {
  const [user] = await db
    .select({ last: users.lastHomeVisitAt, previous: users.previousHomeVisitAt })
    .from(users)
    .where(eq(users.id, auth.actor.id));
  const last = user?.last ?? null;
  const previous = user?.previous ?? null;
  const newVisit = !last || now.getTime() - last.getTime() > VISIT_GAP_MINUTES * 60_000;
  if (auth.superAdmin || !newVisit) return { visit_at: iso(last), previous_visit_at: iso(previous) };
  await db.update(users).set({ lastHomeVisitAt: now, previousHomeVisitAt: last }).where(eq(users.id, auth.actor.id));
  return { visit_at: now.toISOString(), previous_visit_at: iso(last) };
}
