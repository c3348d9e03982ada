import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { teams } from "../../server/db/schema/index";
import { findTeamInScope } from "./model";

/** DELETE /teams/{id}: the team goes (its stored people with it); the people and their assessments stay. */
export async function deleteTeam(db: Database, actor: Actor, id: number): Promise<void> {
  await findTeamInScope(db, actor, id);
  await db.delete(teams).where(eq(teams.id, id));
}
