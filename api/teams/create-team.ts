import { and, eq } from "drizzle-orm";
import { tenantScope, type Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { departments, locations, teamMembers, teams } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import { isUniqueViolation, type Executor } from "../survey-results/model";
import type { TeamCreateInput, TeamJson } from "./contract";
import { checkMembers, duplicateName, findTeamInScope, toTeamJson } from "./model";
import { memberCounts } from "./members";

/** The company a new team belongs to: the one named, or a company user's own. */
async function companyOf(db: Database, actor: Actor, companyId: number | undefined) {
  if (companyId !== undefined) return findCompanyInScope(db, actor, companyId);
  const scope = tenantScope(actor);
  if (scope.kind !== "company") throw ApiError.badRequest([{ path: "company_id", message: "is required" }]);
  return findCompanyInScope(db, actor, scope.companyId);
}

/** A department or location of the company, or a 400 at its field (another company's is no different from none). */
async function placeOf(
  db: Executor,
  company: { id: number; name: string },
  kind: "department" | "location",
  id: number,
): Promise<void> {
  const table = kind === "department" ? departments : locations;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, company.id)));
  if (!row) throw ApiError.badRequest([{ path: `${kind}_id`, message: `is not a ${kind} of ${company.name}` }]);
}

/** POST /teams */
export async function createTeam(db: Database, actor: Actor, input: TeamCreateInput): Promise<TeamJson> {
  const company = await companyOf(db, actor, input.company_id);
  if (input.kind === "department") await placeOf(db, company, "department", input.department_id!);
  if (input.kind === "location") await placeOf(db, company, "location", input.location_id!);
  const people = input.kind === "custom" ? (input.survey_result_ids ?? []) : [];
  await checkMembers(db, actor, company, people);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [team] = await tx
        .insert(teams)
        .values({
          companyId: company.id,
          name: input.name,
          kind: input.kind,
          departmentId: input.kind === "department" ? input.department_id : null,
          locationId: input.kind === "location" ? input.location_id : null,
          createdByUserId: actor.id,
        })
        .returning({ id: teams.id });
      if (people.length)
        await tx.insert(teamMembers).values(people.map((p) => ({ teamId: team.id, surveyResultId: p })));
      return team.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(company.name);
    throw error;
  }
  const row = await findTeamInScope(db, actor, id);
  const counts = await memberCounts(db, [row.team]);
  return toTeamJson(row, counts.get(id) ?? 0);
}
