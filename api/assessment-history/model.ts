// A person, as changes over time sees one: the rows of survey_results with the same company and the same e-mail
// (case-insensitive), and the reassessment invitations recorded against any of them.
import { and, count, eq, gt, max, min, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../survey-results/model";
import { companies, surveyResultEvents, surveyResults } from "../../server/db/schema/index";

/** The event recorded for each invitation (survey_result_events.event); the 24-hour limit counts these. */
export const REASSESSMENT_EVENT = "reassessment_invited";
/** Invitations per person per 24 hours: enough to resend one that went astray, too few to flood an inbox. */
export const INVITATIONS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PersonKey {
  companyId: number;
  email: string;
}

/** The rows of one person: same company, same e-mail regardless of case (survey_results_email_idx). */
export function samePerson(person: PersonKey): SQL {
  return and(
    eq(surveyResults.companyId, person.companyId),
    sql`lower(${surveyResults.email}) = ${person.email.toLowerCase()}`,
  )!;
}

export async function companyName(db: Executor, companyId: number): Promise<{ name: string; token: string }> {
  const [row] = await db
    .select({ name: companies.name, token: companies.assessmentToken })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export interface InvitationState {
  /** Invitations in the last 24 hours. */
  recent: number;
  /** The oldest of those (when the next one becomes possible again, once the limit is reached). */
  oldestRecent: Date | null;
  lastSentAt: Date | null;
}

/** The person's invitations: how many in the last 24 hours, and the latest ever. */
export async function invitationState(db: Executor, person: PersonKey, now = new Date()): Promise<InvitationState> {
  const since = new Date(now.getTime() - DAY_MS);
  const ofPerson = (extra?: SQL) =>
    db
      .select({ n: count(), oldest: min(surveyResultEvents.createdAt), latest: max(surveyResultEvents.createdAt) })
      .from(surveyResultEvents)
      .innerJoin(surveyResults, eq(surveyResults.id, surveyResultEvents.surveyResultId))
      .where(and(samePerson(person), eq(surveyResultEvents.event, REASSESSMENT_EVENT), extra));
  // One after the other: inside a transaction both run on its one connection anyway.
  const [recent] = await ofPerson(gt(surveyResultEvents.createdAt, since));
  const [ever] = await ofPerson();
  return {
    recent: Number(recent.n),
    oldestRecent: recent.oldest ? new Date(recent.oldest) : null,
    lastSentAt: ever.latest ? new Date(ever.latest) : null,
  };
}

/** When the 24-hour window frees a place again, given the oldest invitation inside it. */
export const nextPossibleAt = (oldestRecent: Date) => new Date(oldestRecent.getTime() + DAY_MS);
