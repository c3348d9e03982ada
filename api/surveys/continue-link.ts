import type { Env } from "../../server/env";
import { databaseLimiter } from "../../server/rate-limit";
import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage } from "../../domain/languages";
import type { Database } from "../../server/db/client";
import { surveyResults } from "../../server/db/schema/index";
import { createMailer } from "../../server/mail/index";
import { continueAssessmentEmail } from "../../server/mail/templates";

export interface ContinueLinkDeps {
  db: Database;
  env: Pick<Env, "PUBLIC_URL" | "SMTP_URL" | "MAIL_FROM">;
}

/** Continue e-mails per assessment per hour: registering again and again must not flood the candidate's inbox. */
export const CONTINUE_EMAILS_PER_HOUR = 3;
/** Counted in the database (ADR 039), so a registration on any instance counts against the same hour. */
const perAssessment = { bucket: "continue-link", limit: CONTINUE_EMAILS_PER_HOUR, windowMs: 60 * 60_000 };

/**
 * Mails the link into an unfinished assessment to the address it was registered with. A registration (or job
 * application) that meets an unfinished assessment gets this instead of the assessment's id: the id is the only key
 * to the answers, and the e-mail and company link are all a stranger would need to ask for it.
 */
export async function mailContinueLink(
  deps: ContinueLinkDeps,
  assessment: { uuid: string; email: string; companyName: string },
): Promise<void> {
  if (!(await databaseLimiter(deps.db).take(perAssessment, assessment.uuid)).allowed) return;
  const link = `${deps.env.PUBLIC_URL}/survey/take?id=${assessment.uuid}`;
  const [result] = await deps.db
    .select({ companyId: surveyResults.companyId, language: surveyResults.language })
    .from(surveyResults)
    .where(eq(surveyResults.uuid, assessment.uuid));
  await createMailer(deps).send({
    to: assessment.email,
    companyId: result?.companyId ?? null,
    // In the language the assessment is being taken in.
    ...continueAssessmentEmail({
      link,
      companyName: assessment.companyName,
      language: isLanguage(result?.language) ? result.language : DEFAULT_LANGUAGE,
    }),
  });
}
