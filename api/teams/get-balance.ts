import { eq } from "drizzle-orm";
import { teamBalance, withPerson } from "../../domain/coaching/team";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { findSurveyResultInScope } from "../survey-results/model";
import type { BalanceResultJson, WithPersonJson } from "./contract";
import { findTeamInScope } from "./model";
import { fullName, teamMemberRows, toTeamMember } from "./members";

/**
 * GET /teams/{id}/balance?with_survey_result_id=: the team's balance and, with a chosen person, the balance with them
 * and what they change. The person must lie in the caller's scope (404) and have finished the assessment (409); a
 * person already in the team (this assessment or another of theirs) changes nothing.
 */
export async function getBalance(
  db: Database,
  actor: Actor,
  id: number,
  withId: number | undefined,
): Promise<BalanceResultJson> {
  const { team } = await findTeamInScope(db, actor, id);
  const rows = await teamMemberRows(db, team);
  const members = rows.map(toTeamMember);
  if (withId === undefined) return { balance: teamBalance(members), with: null };

  const person = await findSurveyResultInScope(db, actor, withId);
  const name = fullName(person);
  if (!person.scores)
    throw ApiError.conflict(`${name} has not finished the assessment yet`, [
      { path: "with_survey_result_id", message: "has not finished the assessment yet" },
    ]);
  const same = rows.find(
    (m) =>
      m.id === person.id ||
      (person.companyId === team.companyId && m.email.toLowerCase() === person.email.toLowerCase()),
  );
  const change = withPerson(members, { id: same?.id ?? person.id, name, scores: { domains: person.scores.domains } });
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, person.companyId));
  const json: WithPersonJson = {
    person: { id: person.id, first: person.first, last: person.last, role_name: person.roleName, company },
    already_member: change.alreadyMember,
    after: change.after,
    changes: change.changes.map((c) => ({
      domain: c.domain,
      name: c.name,
      percentile: c.percentile,
      level: c.level,
      median_before: c.medianBefore,
      median_after: c.medianAfter,
      shift: c.shift,
      fills: c.fills,
      crowds: c.crowds,
    })),
    summary: change.summary,
  };
  return { balance: change.before, with: json };
}
