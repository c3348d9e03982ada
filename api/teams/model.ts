// What the team operations share: a team found through its company's scope (404 outside it), its JSON, and the
// checks that the people of a custom team are the team's company's own.
import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "../../domain/permissions";
import { companies, departments, locations, surveyResults, teams, users } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { Executor } from "../survey-results/model";
import type { TeamJson } from "./contract";

const teamDepartment = alias(departments, "team_department");
const teamLocation = alias(locations, "team_location");

export const teamColumns = {
  team: teams,
  companyName: companies.name,
  department: { id: teamDepartment.id, name: teamDepartment.name },
  location: { id: teamLocation.id, name: teamLocation.name },
  creator: { id: users.id, first: users.first, last: users.last },
};

/** teams with the names of what they point at, scoped through their company. */
export function teamQuery(db: Executor) {
  return db
    .select(teamColumns)
    .from(teams)
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .leftJoin(teamDepartment, eq(teamDepartment.id, teams.departmentId))
    .leftJoin(teamLocation, eq(teamLocation.id, teams.locationId))
    .leftJoin(users, eq(users.id, teams.createdByUserId));
}

export type TeamRow = {
  team: typeof teams.$inferSelect;
  companyName: string;
  department: { id: number; name: string } | null;
  location: { id: number; name: string } | null;
  creator: { id: number; first: string; last: string } | null;
};

export function toTeamJson(row: TeamRow, memberCount: number): TeamJson {
  return {
    id: row.team.id,
    name: row.team.name,
    kind: row.team.kind,
    company: { id: row.team.companyId, name: row.companyName },
    department: row.department,
    location: row.location,
    member_count: memberCount,
    created_by: row.creator,
    created_at: row.team.createdAt.toISOString(),
    updated_at: row.team.updatedAt.toISOString(),
  };
}

/** A team whose company lies in the actor's scope, or a 404: a foreign team is not found, never forbidden. */
export async function findTeamInScope(db: Executor, actor: Actor, id: number): Promise<TeamRow> {
  const [row] = await teamQuery(db).where(and(eq(teams.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Team not found");
  return row;
}

/** The team name's unique index (one name per company, whatever its case). */
export const duplicateName = (company: string) =>
  ApiError.conflict(`${company} already has a team of that name`, [
    { path: "name", message: `is already the name of a team of ${company}` },
  ]);

/**
 * The people of a custom team: each must lie in the actor's scope (404 "Person not found" otherwise, as for any
 * foreign id) and belong to the team's company (400 at its place in the list).
 */
export async function checkMembers(
  db: Executor,
  actor: Actor,
  company: { id: number; name: string },
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: surveyResults.id, companyId: surveyResults.companyId })
    .from(surveyResults)
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(and(inArray(surveyResults.id, [...ids]), companiesInScope(actor)));
  const companyOf = new Map(found.map((r) => [r.id, r.companyId]));
  if (ids.some((id) => !companyOf.has(id))) throw ApiError.notFound("Person not found");
  const foreign = ids.flatMap((id, i) =>
    companyOf.get(id) === company.id
      ? []
      : [{ path: `survey_result_ids.${i}`, message: `is not a person of ${company.name}` }],
  );
  if (foreign.length) throw ApiError.badRequest(foreign);
}
