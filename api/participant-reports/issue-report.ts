import brand from "~brand";
import type { Env } from "../../server/env";
import type { Logger } from "../../server/logger";
import type { Database } from "../../server/db/client";
import { participantReports, surveyResults } from "../../server/db/schema/index";
import { createMailer } from "../../server/mail/index";
import { mailLocale } from "../../server/mail/locales";
import { participantReportEmail } from "../../server/mail/templates";
import { formatDate } from "../../domain/format";
import { DEFAULT_LANGUAGE, isLanguage } from "../../domain/languages";
import { shareKeysFor } from "../report-shares/payload";
import { eq } from "drizzle-orm";
import { expiryFrom, findSubmitted, getsReport, linkOf } from "./model";

export interface IssueDeps {
  db: Database;
  env: Env;
  logger: Pick<Logger, "error">;
}

/**
 * After a submission: makes the link to the person's own report and mails it to them, once per assessment (a
 * retried submit finds the row and sends nothing more). Nothing when the company switched reports off, unless the
 * person came with a book code. A failing mail server never fails the submission: the thank-you page shows the link
 * as well.
 */
export async function issueParticipantReport(deps: IssueDeps, uuid: string, now = new Date()): Promise<void> {
  const { db } = deps;
  const found = await findSubmitted(db, { uuid });
  if (!found || !getsReport(found)) return;
  const [existing] = await db
    .select({ id: participantReports.id })
    .from(participantReports)
    .where(eq(participantReports.surveyResultId, found.id))
    .limit(1);
  if (existing) return;
  const [row] = await db
    .insert(participantReports)
    .values({ surveyResultId: found.id, expiresAt: expiryFrom(found.submittedAt), createdAt: now })
    .returning();
  const { path } = await linkOf(await shareKeysFor(deps, "participant"), row);
  const origin = new URL(deps.env.PUBLIC_URL ?? brand.url).origin;
  try {
    // In the language the person took the assessment in, its date written as that language writes dates.
    const [taken] = await db
      .select({ language: surveyResults.language })
      .from(surveyResults)
      .where(eq(surveyResults.id, found.id));
    const language = isLanguage(taken?.language) ? taken.language : DEFAULT_LANGUAGE;
    await createMailer(deps).send({
      to: found.email,
      companyId: found.companyId,
      ...participantReportEmail({
        link: `${origin}${path}`,
        firstName: found.first,
        companyName: found.companyName,
        expiresOn: formatDate(row.expiresAt, { locale: mailLocale(language) }),
        language,
      }),
    });
  } catch (error) {
    deps.logger.error({ err: error, surveyResultId: found.id }, "the participant report e-mail could not be sent");
  }
}
