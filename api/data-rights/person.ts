import { and, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { jobApplications, jobs, surveyResults } from "../db/schema/index";
import { applicationFileKeys } from "../jobs/model";
import { findSurveyResultInScope, type Executor } from "../survey-results/model";

/** One person as the product knows them: every assessment of one e-mail in one company. */
export interface Person {
  companyId: number;
  email: string;
  first: string;
  last: string;
  surveyResultIds: number[];
  applicationIds: number[];
}

/** Rows of a raw query, whichever driver answered (PGlite answers `{ rows }`, node-postgres too; some an array). */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** The person of a survey result in the actor's scope (404 otherwise). */
export async function findPerson(db: Executor, actor: Actor, surveyResultId: number): Promise<Person> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const [row] = await db
    .select({
      companyId: surveyResults.companyId,
      email: surveyResults.email,
      first: surveyResults.first,
      last: surveyResults.last,
    })
    .from(surveyResults)
    .where(eq(surveyResults.id, result.id));
  const results = await db
    .select({ id: surveyResults.id })
    .from(surveyResults)
    .where(and(eq(surveyResults.companyId, row.companyId), sql`lower(${surveyResults.email}) = lower(${row.email})`));
  const surveyResultIds = results.map((r) => r.id);
  const applications = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(
      and(
        eq(jobs.companyId, row.companyId),
        sql`(lower(${jobApplications.email}) = lower(${row.email}) or ${inArray(jobApplications.surveyResultId, surveyResultIds)})`,
      ),
    );
  return { ...row, surveyResultIds, applicationIds: applications.map((a) => a.id) };
}

/** The tables with a `survey_result_id` column (read from the catalogue, so a new feature's table is included). */
export async function tablesWithSurveyResultId(db: Executor): Promise<string[]> {
  const rows = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and c.column_name = 'survey_result_id' and t.table_type = 'BASE TABLE'
      order by c.table_name`),
  );
  return rows.map((r) => r.table_name);
}

/** Every row held about the person, by table, and the keys of their stored files. */
export async function collectPerson(db: Database, person: Person) {
  const tables: Record<string, Record<string, unknown>[]> = {};
  const ids = person.surveyResultIds;
  tables.survey_results = rowsOf(await db.execute(sql`select * from survey_results where id in ${sql.raw(list(ids))}`));
  for (const table of await tablesWithSurveyResultId(db)) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select * from ${sql.identifier(table)} where survey_result_id in ${sql.raw(list(ids))}`),
    );
    if (table === "job_applications") continue;
    if (rows.length) tables[table] = rows;
  }
  if (person.applicationIds.length)
    tables.job_applications = rowsOf(
      await db.execute(sql`select * from job_applications where id in ${sql.raw(list(person.applicationIds))}`),
    );
  const outbox = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from outbox_emails where lower("to") = lower(${person.email})`),
  );
  if (outbox.length) tables.outbox_emails = outbox;
  const files = person.applicationIds.length
    ? await applicationFileKeys(db, inArray(jobApplications.id, person.applicationIds))
    : [];
  return { tables, files };
}

/** `(1,2,3)` for ids that are integers (never text from a client). */
export function list(ids: number[]): string {
  if (ids.some((id) => !Number.isInteger(id))) throw new Error("ids must be integers");
  return `(${ids.length ? ids.join(",") : "null"})`;
}
