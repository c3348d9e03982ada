// The team side of the conflict tool: its members with finished assessments, each as a side the person is compared
// with (domain/coaching/conflict.ts `teamFrictionPoints`), the person themselves left out when they are in the team —
// the conversation is between them and the others.
import { displayNames } from "../../domain/coaching/comparison";
import type { ConflictSide } from "../../domain/coaching/conflict";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { ApiError } from "../http/errors";
import { loadTeamProfiles } from "../teams/members";

export interface TeamSide {
  id: number;
  name: string;
  /** The members the person is compared with. */
  memberCount: number;
  members: ConflictSide[];
}

/** A team in the actor's scope (else 404) as one side; 409 when none of its other members has finished. */
export async function loadTeamSide(db: Database, actor: Actor, teamId: number, personId: number): Promise<TeamSide> {
  const { team, members } = await loadTeamProfiles(db, actor, teamId);
  const others = members.flatMap((m) => (m.id !== personId && m.scores ? [{ ...m, scores: m.scores }] : []));
  if (others.length === 0)
    throw ApiError.conflict(`No one else in the team ${team.name} has finished the assessment yet.`, [
      { path: "team_id", message: "has no other member with a finished assessment" },
    ]);
  const names = displayNames(others);
  return {
    id: team.id,
    name: team.name,
    memberCount: others.length,
    members: others.map((m, i) => ({ name: names[i], scores: m.scores })),
  };
}
