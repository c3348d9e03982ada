import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { teamMembers, teams } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { isUniqueViolation } from "../survey-results/model";
import type { TeamJson, TeamUpdateInput } from "./contract";
import { checkMembers, duplicateName, findTeamInScope, toTeamJson } from "./model";
import { memberCounts } from "./members";

/** PUT /teams/{id}: a new name; for a custom team, its whole new list of people. */
export async function updateTeam(db: Database, actor: Actor, id: number, input: TeamUpdateInput): Promise<TeamJson> {
  const row = await findTeamInScope(db, actor, id);
  const company = { id: row.team.companyId, name: row.companyName };
  if (input.survey_result_ids !== undefined && row.team.kind !== "custom")
    throw ApiError.badRequest([
      {
        path: "survey_result_ids",
        message: `cannot be chosen: a ${row.team.kind} team's people are everyone assessed there`,
      },
    ]);
  const people = input.survey_result_ids;
  if (people) await checkMembers(db, actor, company, people);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(teams)
        .set({ ...(input.name !== undefined && { name: input.name }), updatedAt: new Date() })
        .where(eq(teams.id, id));
      if (people) {
        await tx.delete(teamMembers).where(eq(teamMembers.teamId, id));
        if (people.length) await tx.insert(teamMembers).values(people.map((p) => ({ teamId: id, surveyResultId: p })));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(company.name);
    throw error;
  }
  const updated = await findTeamInScope(db, actor, id);
  const counts = await memberCounts(db, [updated.team]);
  return toTeamJson(updated, counts.get(id) ?? 0);
}
