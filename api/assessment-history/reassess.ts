import { formatDate } from "../../domain/format";
import { desc, eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage } from "../../domain/languages";
import type { Env } from "../../server/env";
import type { Logger } from "../../server/logger";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { surveyResultEvents, surveyResults, users } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { createMailer } from "../../server/mail/index";
import { reassessmentInvitationEmail } from "../../server/mail/templates";
import { findSurveyResultInScope } from "../survey-results/model";
import type { ReassessmentJson } from "./contract";
import {
  companyName,
  INVITATIONS_PER_DAY,
  invitationState,
  nextPossibleAt,
  REASSESSMENT_EVENT,
  samePerson,
} from "./model";

export interface ReassessDeps {
  db: Database;
  env: Pick<Env, "PUBLIC_URL" | "SMTP_URL" | "MAIL_FROM">;
  logger: Pick<Logger, "error">;
}

const timeOf = (date: Date) => formatDate(date, { style: "dateTime" });

/**
 * POST /survey-results/{id}/reassess: e-mails the person the company's assessment link (/survey/register?link=…),
 * records the invitation on the result (survey_result_events), and refuses a fourth one within 24 hours with 429.
 * Registering again after a submitted assessment makes a new result with the same e-mail: the next entry of the
 * person's history.
 */
export async function reassess(
  deps: ReassessDeps,
  auth: { actor: Actor; superAdmin: { id: number } | null },
  id: number,
  now = new Date(),
): Promise<ReassessmentJson> {
  const { db, env } = deps;
  const result = await findSurveyResultInScope(db, auth.actor, id);
  const person = { companyId: result.companyId, email: result.email };

  // The count and the record in one transaction that first locks the person's rows: two clicks at once cannot both
  // pass the limit.
  const { eventId, remaining } = await db.transaction(async (tx) => {
    await tx.select({ id: surveyResults.id }).from(surveyResults).where(samePerson(person)).for("update");
    const state = await invitationState(tx, person, now);
    if (state.recent >= INVITATIONS_PER_DAY) {
      const next = state.oldestRecent
        ? ` You can send another after ${timeOf(nextPossibleAt(state.oldestRecent))}.`
        : "";
      throw new ApiError(
        429,
        `${result.first} ${result.last} has already been invited ${INVITATIONS_PER_DAY} times in the last 24 hours.${next}`,
      );
    }
    const [event] = await tx
      .insert(surveyResultEvents)
      .values({
        surveyResultId: result.id,
        userId: auth.actor.id,
        proxySuperUserId: auth.superAdmin?.id ?? null,
        event: REASSESSMENT_EVENT,
        data: { sent_to: result.email },
        createdAt: now,
      })
      .returning({ id: surveyResultEvents.id });
    return { eventId: event.id, remaining: INVITATIONS_PER_DAY - state.recent - 1 };
  });

  // Sent after the commit (the outbox writes through its own connection); an invitation that could not be sent is
  // not counted against the limit.
  try {
    const company = await companyName(db, result.companyId);
    const [inviter] = await db
      .select({ first: users.first, last: users.last, companyId: users.companyId })
      .from(users)
      .where(eq(users.id, auth.actor.id));
    // Named only when the inviter works at the person's company (not a franchise or provider account).
    const inviterName = inviter?.companyId === result.companyId ? `${inviter.first} ${inviter.last}`.trim() : undefined;
    const link = `${env.PUBLIC_URL}/survey/register?link=${encodeURIComponent(company.token)}`;
    // In the language of the person's latest assessment.
    const [latest] = await db
      .select({ language: surveyResults.language })
      .from(surveyResults)
      .where(samePerson(person))
      .orderBy(desc(surveyResults.createdAt), desc(surveyResults.id))
      .limit(1);
    await createMailer(deps).send({
      to: result.email,
      companyId: result.companyId,
      ...reassessmentInvitationEmail({
        link,
        companyName: company.name,
        inviterName: inviterName || undefined,
        language: isLanguage(latest?.language) ? latest.language : DEFAULT_LANGUAGE,
      }),
    });
  } catch (error) {
    await db.delete(surveyResultEvents).where(eq(surveyResultEvents.id, eventId));
    deps.logger.error({ err: error, surveyResultId: result.id }, "reassessment invitation not sent");
    throw new ApiError(502, "The invitation could not be sent; please try again later");
  }
  return { sent_to: result.email, sent_at: now.toISOString(), remaining };
}
