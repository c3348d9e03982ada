import { teamBalance } from "../../domain/coaching/team";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import type { TeamDetailJson } from "./contract";
import { findTeamInScope, toTeamJson } from "./model";
import { teamMemberRows, toMemberJson, toTeamMember } from "./members";

/** GET /teams/{id}: the team, its people with their domain percentiles, and its balance. */
export async function getTeam(db: Database, actor: Actor, id: number): Promise<TeamDetailJson> {
  const row = await findTeamInScope(db, actor, id);
  const members = await teamMemberRows(db, row.team);
  return {
    team: toTeamJson(row, members.length),
    members: members.map(toMemberJson),
    balance: teamBalance(members.map(toTeamMember)),
  };
}
