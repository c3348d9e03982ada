import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { companies, jobApplications, jobs, resumeAnalyses, resumeAnalysisFeedback } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { ResumeFeedbackInput } from "./contract";

/** POST /candidates/resume-analysis/feedback: the caller's thumbs up or down on an analysis (replacing theirs). */
export async function giveFeedback(db: Database, auth: Auth, input: ResumeFeedbackInput) {
  const [analysis] = await db
    .select({ id: resumeAnalyses.id, companyId: resumeAnalyses.companyId })
    .from(resumeAnalyses)
    .innerJoin(jobApplications, eq(jobApplications.id, resumeAnalyses.applicationId))
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(resumeAnalyses.id, input.resume_analysis_id), companiesInScope(auth.actor)));
  if (!analysis) throw ApiError.notFound("Resume analysis not found");
  const [row] = await db
    .insert(resumeAnalysisFeedback)
    .values({ analysisId: analysis.id, userId: auth.actor.id, rating: input.rating, comment: input.comment })
    .onConflictDoUpdate({
      target: [resumeAnalysisFeedback.analysisId, resumeAnalysisFeedback.userId],
      set: { rating: input.rating, comment: input.comment, updatedAt: sql`now()` },
    })
    .returning();
  await recordAudit(db, auth, {
    action: "resume_analysis.feedback",
    companyId: analysis.companyId,
    subjectType: "resume_analysis",
    subjectId: analysis.id,
    summary: `Feedback ${input.rating === "up" ? "thumbs up" : "thumbs down"}${input.comment ? " with a comment" : ""}`,
  });
  return { rating: row.rating, comment: row.comment, updated_at: row.updatedAt.toISOString() };
}
