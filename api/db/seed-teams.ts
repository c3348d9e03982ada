import { and, asc, desc, eq, isNotNull, isNull, not } from "drizzle-orm";
import { DEMO_COMPANIES } from "./demo-data";
import * as s from "../../server/db/schema/index";
import type { SeedPart } from "./seed";

/** The demo teams of Harbor Dental (the coaching brand's team view). */
export const DEMO_TEAMS = {
  company: "harbor-dental",
  owner: "owner@harbor-dental.test",
  /** A custom team: five of the company's people who finished their assessment. */
  custom: { name: "Front desk", size: 5, department: "Front Desk" },
  /** A department team: whoever is assessed in the department when the team is read. */
  department: { name: "Clinical team", department: "Clinical" },
} as const;

/**
 * Demo teams: in Harbor Dental, "Front desk" (five people of the Front Desk department with finished assessments,
 * chosen by hand, as a manager would) and "Clinical team" (the Clinical department's people, computed when read).
 */
export const teamsSeed: SeedPart = {
  key: "seed:teams:v1",
  async run(tx) {
    const company = DEMO_COMPANIES.find((c) => c.key === DEMO_TEAMS.company)!;
    const [row] = await tx.select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.name, company.name));
    if (!row) return;
    const [owner] = await tx
      .select({ id: s.users.id })
      .from(s.users)
      .where(and(eq(s.users.email, DEMO_TEAMS.owner), eq(s.users.companyId, row.id)));
    const departments = await tx.select().from(s.departments).where(eq(s.departments.companyId, row.id));
    const departmentId = (name: string) => departments.find((d) => d.name === name)?.id ?? null;

    // Front Desk people first, then anyone else finished (a database whose demo people sit elsewhere still gets a team).
    const frontDesk = departmentId(DEMO_TEAMS.custom.department);
    const finished = await tx
      .select({ id: s.surveyResults.id, email: s.surveyResults.email, departmentId: s.surveyResults.departmentId })
      .from(s.surveyResults)
      .where(
        and(
          eq(s.surveyResults.companyId, row.id),
          isNotNull(s.surveyResults.submittedAt),
          isNull(s.surveyResults.archivedAt),
          not(s.surveyResults.isTest),
        ),
      )
      .orderBy(
        asc(s.surveyResults.last),
        asc(s.surveyResults.first),
        desc(s.surveyResults.submittedAt),
        asc(s.surveyResults.id),
      );
    const people: number[] = [];
    const seen = new Set<string>();
    for (const r of [...finished.filter((r) => r.departmentId === frontDesk), ...finished]) {
      if (people.length === DEMO_TEAMS.custom.size) break;
      // One assessment per person (someone assessed twice is one person).
      if (seen.has(r.email.toLowerCase())) continue;
      seen.add(r.email.toLowerCase());
      people.push(r.id);
    }
    if (people.length) {
      const [team] = await tx
        .insert(s.teams)
        .values({ companyId: row.id, name: DEMO_TEAMS.custom.name, kind: "custom", createdByUserId: owner?.id ?? null })
        .returning({ id: s.teams.id });
      await tx.insert(s.teamMembers).values(people.map((id) => ({ teamId: team.id, surveyResultId: id })));
    }
    const clinical = departmentId(DEMO_TEAMS.department.department);
    if (clinical !== null)
      await tx.insert(s.teams).values({
        companyId: row.id,
        name: DEMO_TEAMS.department.name,
        kind: "department",
        departmentId: clinical,
        createdByUserId: owner?.id ?? null,
      });
  },
};
