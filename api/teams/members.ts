// Who is in a team. A custom team's people are stored (team_members); a department's or location's team has none
// stored: its people are the company's assessed people who are there now — each person (same company, same e-mail
// whatever its case) by their latest submitted assessment that is neither archived nor a test.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, not, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import { DOMAINS, type DomainCode } from "../../domain/assessment/traits";
import type { TeamMember } from "../../domain/coaching/team";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { departments, locations, surveyResults, teamMembers, teams } from "../../server/db/schema/index";
import type { Executor } from "../survey-results/model";
import type { TeamMemberJson } from "./contract";
import { findTeamInScope } from "./model";

type Team = Pick<typeof teams.$inferSelect, "id" | "kind" | "companyId" | "departmentId" | "locationId">;

export interface MemberRow {
  id: number;
  first: string;
  last: string;
  email: string;
  roleName: string;
  submittedAt: Date | null;
  department: { id: number; name: string } | null;
  location: { id: number; name: string } | null;
  scores: AssessmentScores | null;
}

const memberDepartment = alias(departments, "member_department");
const memberLocation = alias(locations, "member_location");

/** The assessments that count for a department or location: submitted, not archived, not a test. */
const counted = (companyIds: SQL): SQL =>
  and(companyIds, isNotNull(surveyResults.submittedAt), isNull(surveyResults.archivedAt), not(surveyResults.isTest))!;

/** Each person's latest counted assessment of the given companies (DISTINCT ON company and lower(e-mail)). */
function latestPerPerson(db: Executor, companyIds: SQL) {
  const person = sql`lower(${surveyResults.email})`;
  return db
    .selectDistinctOn([surveyResults.companyId, person], {
      id: surveyResults.id,
      companyId: surveyResults.companyId,
      departmentId: surveyResults.departmentId,
      locationId: surveyResults.locationId,
    })
    .from(surveyResults)
    .where(counted(companyIds))
    .orderBy(surveyResults.companyId, person, desc(surveyResults.submittedAt), desc(surveyResults.id))
    .as("latest");
}

const storedMember = alias(surveyResults, "stored_member");

/**
 * A stored member's assessment as the team reads it now: the stored one, or once a later assessment of the same person
 * superseded it, that person's current one (api/survey-results/supersede.ts).
 */
function currentAssessmentOf(stored: typeof storedMember): SQL {
  return or(
    and(eq(surveyResults.id, stored.id), not(stored.superseded)),
    and(
      stored.superseded,
      eq(surveyResults.companyId, stored.companyId),
      sql`lower(${surveyResults.email}) = lower(${stored.email})`,
      eq(surveyResults.isTest, stored.isTest),
      isNotNull(surveyResults.submittedAt),
      not(surveyResults.superseded),
    ),
  )!;
}

/** The survey results a team reads now, by last name, then first name. */
export async function teamMemberRows(db: Executor, team: Team): Promise<MemberRow[]> {
  const columns = {
    id: surveyResults.id,
    first: surveyResults.first,
    last: surveyResults.last,
    email: surveyResults.email,
    roleName: surveyResults.roleName,
    submittedAt: surveyResults.submittedAt,
    department: { id: memberDepartment.id, name: memberDepartment.name },
    location: { id: memberLocation.id, name: memberLocation.name },
    scores: surveyResults.scores,
  };
  const order = [
    asc(sql`lower(${surveyResults.last})`),
    asc(sql`lower(${surveyResults.first})`),
    asc(surveyResults.id),
  ];
  if (team.kind === "custom") {
    const rows = await db
      .select(columns)
      .from(teamMembers)
      .innerJoin(storedMember, eq(storedMember.id, teamMembers.surveyResultId))
      .innerJoin(surveyResults, currentAssessmentOf(storedMember))
      .leftJoin(memberDepartment, eq(memberDepartment.id, surveyResults.departmentId))
      .leftJoin(memberLocation, eq(memberLocation.id, surveyResults.locationId))
      // The company check is belt and braces: members are checked when they are added.
      .where(and(eq(teamMembers.teamId, team.id), eq(surveyResults.companyId, team.companyId)))
      .orderBy(...order);
    // Two stored assessments of one person are one member, by the current one.
    return rows.filter((row, i) => i === 0 || rows[i - 1].id !== row.id);
  }
  const latest = latestPerPerson(db, eq(surveyResults.companyId, team.companyId));
  const place =
    team.kind === "department" ? eq(latest.departmentId, team.departmentId!) : eq(latest.locationId, team.locationId!);
  return db
    .select(columns)
    .from(latest)
    .innerJoin(surveyResults, eq(surveyResults.id, latest.id))
    .leftJoin(memberDepartment, eq(memberDepartment.id, surveyResults.departmentId))
    .leftJoin(memberLocation, eq(memberLocation.id, surveyResults.locationId))
    .where(place)
    .orderBy(...order);
}

/** How many people each of these teams has now (the list's counts, in two queries whatever the page size). */
export async function memberCounts(db: Database, list: readonly Team[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(list.map((t) => [t.id, 0]));
  const custom = list.filter((t) => t.kind === "custom").map((t) => t.id);
  const placed = list.filter((t) => t.kind !== "custom");
  const [stored, where] = await Promise.all([
    custom.length
      ? db
          .select({ teamId: teamMembers.teamId, n: count() })
          .from(teamMembers)
          .innerJoin(teams, eq(teams.id, teamMembers.teamId))
          .innerJoin(surveyResults, eq(surveyResults.id, teamMembers.surveyResultId))
          .where(and(inArray(teamMembers.teamId, custom), eq(surveyResults.companyId, teams.companyId)))
          .groupBy(teamMembers.teamId)
      : [],
    (async () => {
      if (!placed.length) return [];
      const latest = latestPerPerson(
        db,
        inArray(surveyResults.companyId, [...new Set(placed.map((t) => t.companyId))]),
      );
      return db
        .select({
          companyId: latest.companyId,
          departmentId: latest.departmentId,
          locationId: latest.locationId,
          n: count(),
        })
        .from(latest)
        .groupBy(latest.companyId, latest.departmentId, latest.locationId);
    })(),
  ]);
  for (const row of stored) counts.set(row.teamId, Number(row.n));
  for (const team of placed) {
    const n = where
      .filter(
        (r) =>
          r.companyId === team.companyId &&
          (team.kind === "department" ? r.departmentId === team.departmentId : r.locationId === team.locationId),
      )
      .reduce((sum, r) => sum + Number(r.n), 0);
    counts.set(team.id, n);
  }
  return counts;
}

export const fullName = (m: { first: string; last: string }) => `${m.first} ${m.last}`.trim();

/** A member as the balance reads them: named in full, with domain percentiles only once the assessment is scored. */
export function toTeamMember(row: Pick<MemberRow, "id" | "first" | "last" | "scores">): TeamMember {
  return { id: row.id, name: fullName(row), scores: row.scores ? { domains: row.scores.domains } : null };
}

export function toMemberJson(row: MemberRow): TeamMemberJson {
  return {
    id: row.id,
    first: row.first,
    last: row.last,
    role_name: row.roleName,
    department: row.department,
    location: row.location,
    submitted_at: row.submittedAt ? row.submittedAt.toISOString() : null,
    domains: row.scores
      ? (Object.fromEntries(
          DOMAINS.map((d) => [
            d,
            { percentile: row.scores!.domains[d].percentile, level: row.scores!.domains[d].level },
          ]),
        ) as Record<DomainCode, { percentile: number; level: "low" | "neutral" | "high" }>)
      : null,
  };
}

/**
 * A team and its people with their full scores (null while unfinished), for the conflict tool's "a person and a
 * team". A team outside the actor's scope is a 404.
 */
export async function loadTeamProfiles(
  db: Database,
  actor: Actor,
  teamId: number,
): Promise<{
  team: { id: number; name: string };
  members: { id: number; first: string; last: string; scores: AssessmentScores | null }[];
}> {
  const { team } = await findTeamInScope(db, actor, teamId);
  const rows = await teamMemberRows(db, team);
  return {
    team: { id: team.id, name: team.name },
    members: rows.map((r) => ({ id: r.id, first: r.first, last: r.last, scores: r.scores })),
  };
}
