// The team side of the conflict tool: the team's median profile over its members with finished assessments
// (domain/coaching/conflict.ts `teamProfile`), the person themselves left out when they are in the team — the
// conversation is between them and the others.
import { teamProfile, type ConflictSide } from "../../domain/coaching/conflict";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { ApiError } from "../http/errors";
import { loadTeamProfiles } from "../teams/members";

export interface TeamSide {
  id: number;
  name: string;
  /** The members whose scores make the median. */
  memberCount: number;
  side: ConflictSide;
}

/** A team in the actor's scope (else 404) as one side; 409 when none of its other members has finished. */
export async function loadTeamSide(db: Database, actor: Actor, teamId: number, personId: number): Promise<TeamSide> {
  const { team, members } = await loadTeamProfiles(db, actor, teamId);
  const others = members.filter((m) => m.id !== personId && m.scores);
  const side = teamProfile(team.name, others);
  if (!side)
    throw ApiError.conflict(`No one else in the team ${team.name} has finished the assessment yet.`, [
      { path: "team_id", message: "has no other member with a finished assessment" },
    ]);
  return { id: team.id, name: team.name, memberCount: others.length, side };
}
