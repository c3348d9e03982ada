import { eq } from "drizzle-orm";
import { checkAnswers, OPEN_STATUS } from "../../domain/jobs";
import { jobApplications } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { emitApplicationSubmitted } from "../webhooks/events";
import { mailContinueLink, type ContinueLinkDeps } from "../surveys/continue-link";
import type { ApplicationResponseJson } from "./contract";
import { findByReference, getApplicationByReference, notAccepting, toResponseJson } from "./model";

/** PUT …/submit: every required question answered, then submitted. Submitting again answers the same. */
export async function submitApplication(deps: ContinueLinkDeps, reference: string): Promise<ApplicationResponseJson> {
  const { db } = deps;
  const row = await findByReference(db, reference);
  if (row.application.status === "submitted") return toResponseJson(row);
  if (row.job.status !== OPEN_STATUS || row.job.archivedAt) throw notAccepting();
  const checked = checkAnswers(row.questions ?? [], row.application.answers as Record<string, never>, {
    complete: true,
  });
  if (checked.errors.length) throw ApiError.unprocessable(checked.errors);
  await db
    .update(jobApplications)
    .set({ status: "submitted", submittedAt: new Date(), updatedAt: new Date() })
    .where(eq(jobApplications.id, row.application.id));
  await emitApplicationSubmitted(db, row.application.id);
  const submitted = await getApplicationByReference(db, reference);
  if (submitted.next?.kind === "continue-by-email" && row.surveyUuid) {
    await mailContinueLink(deps, { uuid: row.surveyUuid, email: row.surveyEmail!, companyName: row.company.name });
  }
  return submitted;
}
