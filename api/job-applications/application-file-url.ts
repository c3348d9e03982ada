import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, jobApplications, jobs } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { FileStorage } from "../files/storage";
import { ApiError } from "../http/errors";

/** A short-lived download URL of an application's resume or file answer (admins of the job's company scope). */
export async function applicationFileUrl(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  id: number,
  file: string,
): Promise<{ url: string; file_name: string }> {
  const [row] = await db
    .select({ application: jobApplications })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobApplications.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Application not found");
  const a = row.application;
  let key: string | null = null;
  let name: string | null = null;
  if (file === "resume") {
    key = a.resumeKey;
    name = a.resumeName;
  } else {
    const answer = a.answers[file];
    if (answer && typeof answer === "object" && !Array.isArray(answer)) {
      key = answer.file_key;
      name = answer.file_name;
    }
  }
  if (!key) throw ApiError.notFound("No such file on this application");
  const fileName = name ?? key.split("/").pop() ?? "file";
  return { url: await storage.presignDownload({ key, fileName }), file_name: fileName };
}
