// The job behind a public link, and how candidates see it.
import { and, eq, isNull, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../domain/languages";
import {
  companies,
  departments,
  jobApplicationTemplates,
  jobs,
  locations,
  roleNames,
} from "../../server/db/schema/index";
import { type Db, toJobTermsJson, selectJobs } from "../jobs/model";
import type { PublicJobJson } from "./contract";

/** The job behind a public link with what applying needs (its company's assessment link, role and questions). */
export async function findPublicJob(db: Db, uuid: string) {
  const [row] = await selectJobs(db, {
    job: jobs,
    company: {
      name: companies.name,
      assessmentToken: companies.assessmentToken,
      defaultLanguage: companies.defaultLanguage,
    },
    location: locations.name,
    department: departments.name,
    roleName: roleNames.name,
    questions: jobApplicationTemplates.questions,
  })
    // Drafts and archived jobs do not exist for the public.
    .where(and(eq(jobs.uuid, uuid), isNull(jobs.archivedAt), sql`${jobs.status} <> 'draft'`));
  return row ?? null;
}
type PublicJobRow = NonNullable<Awaited<ReturnType<typeof findPublicJob>>>;

export function toPublicJson(row: {
  job: PublicJobRow["job"];
  company: { name: string; defaultLanguage: string };
  location: string | null;
  department: string | null;
}): PublicJobJson {
  const j = row.job;
  return {
    uuid: j.uuid,
    title: j.title,
    description: j.description,
    company: { name: row.company.name, default_language: languageOf(row.company.defaultLanguage) },
    location: row.location,
    department: row.department,
    ...toJobTermsJson(j),
    published_at: j.publishedAt?.toISOString() ?? null,
  };
}

/** A company's default language as the API answers it (the column is checked against LANGUAGES). */
export function languageOf(value: string): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
