import { frictionPoints, teamFrictionPoints } from "../../domain/coaching/conflict";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import type { ConflictJson, ConflictQuery } from "./contract";
import { loadScoredPeople, pairTexts, personJson } from "./people";
import { loadTeamSide } from "./team-side";

/**
 * GET /conflicts?survey_result_id=&other_survey_result_id= (or &team_id=): the friction points between the two
 * sides, the largest gap first. Every id is checked against the actor's scope before anything is computed.
 */
export async function conflict(db: Database, actor: Actor, query: ConflictQuery): Promise<ConflictJson> {
  const texts = await pairTexts(db);
  if (query.other_survey_result_id !== undefined) {
    const [a, b] = await loadScoredPeople(
      db,
      actor,
      [query.survey_result_id, query.other_survey_result_id],
      ["survey_result_id", "other_survey_result_id"],
    );
    return {
      a: { kind: "person", ...personJson(a) },
      b: { kind: "person", ...personJson(b) },
      points: frictionPoints(a, b, texts),
    };
  }
  // The person first: a foreign person is the same 404 whatever the team.
  const [a] = await loadScoredPeople(db, actor, [query.survey_result_id], ["survey_result_id"]);
  const team = await loadTeamSide(db, actor, query.team_id!, a.id);
  return {
    a: { kind: "person", ...personJson(a) },
    b: { kind: "team", id: team.id, name: team.name, member_count: team.memberCount },
    points: teamFrictionPoints(a, team.members, texts),
  };
}
