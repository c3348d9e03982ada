import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { resumeAnalyses, resumeAnalysisFeedback } from "../../server/db/schema/index";
import type { ResumeAnalysisJson } from "./contract";
import { findApplicationInScope } from "./model";

/** GET /candidates/resume-analysis?application_id=: the newest analysis with the caller's feedback, or null. */
export async function getAnalysis(
  db: Database,
  actor: Actor,
  applicationId: number,
): Promise<ResumeAnalysisJson | null> {
  const { application } = await findApplicationInScope(db, actor, applicationId);
  const [row] = await db
    .select({ analysis: resumeAnalyses, feedback: resumeAnalysisFeedback })
    .from(resumeAnalyses)
    .leftJoin(
      resumeAnalysisFeedback,
      and(eq(resumeAnalysisFeedback.analysisId, resumeAnalyses.id), eq(resumeAnalysisFeedback.userId, actor.id)),
    )
    .where(eq(resumeAnalyses.applicationId, application.id))
    .orderBy(desc(resumeAnalyses.createdAt), desc(resumeAnalyses.id))
    .limit(1);
  if (!row) return null;
  const { analysis: a, feedback: f } = row;
  return {
    id: a.id,
    application_id: a.applicationId,
    source: a.source,
    label: a.label,
    model: a.model,
    profile: a.profile,
    matches: a.matches,
    outdated: a.resumeKey !== application.resumeKey,
    feedback: f ? { rating: f.rating, comment: f.comment, updated_at: f.updatedAt.toISOString() } : null,
    created_at: a.createdAt.toISOString(),
  };
}
