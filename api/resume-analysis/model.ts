// What the operations share: an application found within the caller's scope (404 otherwise), and the kind of its
// resume file. An application without a resume of its own has the one staff attached to its person, if any
// (POST /survey-results/{id}/upload-presigned-url/resume): that is what its page shows and its analysis reads.
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, jobApplications, jobApplicationTemplates, jobs, surveyResults } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";

export const applicationNotFound = () => ApiError.notFound("Application not found");

/** An application whose job's company lies in the actor's scope (a foreign one is not found, as a missing one). */
export async function findApplicationInScope(db: Database, actor: Actor, id: number) {
  const [row] = await db
    .select({
      application: jobApplications,
      job: {
        id: jobs.id,
        uuid: jobs.uuid,
        title: jobs.title,
        description: jobs.description,
        companyId: jobs.companyId,
      },
      questions: jobApplicationTemplates.questions,
      person: { resumeKey: surveyResults.resumeKey, resumeName: surveyResults.resumeName },
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(jobApplicationTemplates, eq(jobApplicationTemplates.id, jobs.templateId))
    .leftJoin(surveyResults, eq(surveyResults.id, jobApplications.surveyResultId))
    .where(and(eq(jobApplications.id, id), companiesInScope(actor)));
  if (!row) throw applicationNotFound();
  const { person, ...rest } = row;
  return { ...rest, application: { ...row.application, ...resumeOf(row.application, person) } };
}

/** The application's own resume, else its person's (see above). */
export function resumeOf(
  application: { resumeKey: string | null; resumeName: string | null },
  person: { resumeKey: string | null; resumeName: string | null } | null,
): { resumeKey: string | null; resumeName: string | null } {
  if (application.resumeKey) return { resumeKey: application.resumeKey, resumeName: application.resumeName };
  return { resumeKey: person?.resumeKey ?? null, resumeName: person?.resumeName ?? null };
}

/** The kind of a resume by its name (the bytes are checked again when it is analysed). */
export function resumeKind(fileName: string): "pdf" | "docx" | "other" {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".pdf")) return "pdf";
  if (lower.endsWith(".docx")) return "docx";
  return "other";
}
