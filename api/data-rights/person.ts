import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { jobApplications, jobs, surveyResults } from "../../server/db/schema/index";
import { applicationFileKeys } from "../jobs/model";
import { phoneForms } from "./phones";
import { findSurveyResultInScope, type Executor } from "../survey-results/model";
import { rowsOf } from "../db/rows";

/** One person as the product knows them: every assessment of one e-mail in one company. */
export interface Person {
  companyId: number;
  email: string;
  first: string;
  last: string;
  surveyResultIds: number[];
  applicationIds: number[];
}

/** The person of a survey result in the actor's scope (404 otherwise). */
export async function findPerson(db: Executor, actor: Actor, surveyResultId: number): Promise<Person> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  return personOf(db, result.id);
}

/**
 * The person of a survey result, whoever asks: the caller has checked the right to (staff scope, or the person's
 * own signed link).
 */
export async function personOf(db: Executor, surveyResultId: number): Promise<Person> {
  const [row] = await db
    .select({
      companyId: surveyResults.companyId,
      email: surveyResults.email,
      first: surveyResults.first,
      last: surveyResults.last,
    })
    .from(surveyResults)
    .where(eq(surveyResults.id, surveyResultId));
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
  const add = async (table: string, query: SQL) => {
    const rows = rowsOf<Record<string, unknown>>(await db.execute(query));
    if (rows.length) tables[table] = rows;
  };
  const apps = list(person.applicationIds);
  await add("resume_analyses", sql`select * from resume_analyses where application_id in ${sql.raw(apps)}`);
  await add(
    "resume_analysis_feedback",
    sql`select f.* from resume_analysis_feedback f join resume_analyses a on a.id = f.analysis_id
      where a.application_id in ${sql.raw(apps)}`,
  );
  // What interviewers wrote about them: each scorecard's ratings (the scorecards themselves carry the survey result),
  // and the grades of their written instant-interview answers.
  await add(
    "scorecard_ratings",
    sql`select r.* from scorecard_ratings r join scorecards s on s.id = r.scorecard_id
      where s.survey_result_id in ${sql.raw(list(ids))}`,
  );
  await add(
    "interview_answer_grades",
    sql`select g.* from interview_answer_grades g join instant_interviews i on i.id = g.instant_interview_id
      where i.survey_result_id in ${sql.raw(list(ids))}`,
  );
  // AI calls about an application alone (a resume analysed before any assessment); those about an assessment came
  // with the survey_result_id tables above.
  const known = new Set((tables.ai_calls ?? []).map((row) => row.id));
  const calls = await db.execute(sql`select * from ai_calls where application_id in ${sql.raw(apps)} order by id`);
  const more = rowsOf<Record<string, unknown>>(calls).filter((row) => !known.has(row.id));
  if (more.length) tables.ai_calls = [...(tables.ai_calls ?? []), ...more];
  // Self-identification given on an application that never became an assessment (the rest came with the
  // survey_result_id tables above).
  const answered = new Set((tables.self_identifications ?? []).map((row) => row.id));
  const given = await db.execute(
    sql`select * from self_identifications where job_application_id in ${sql.raw(apps)} order by id`,
  );
  const unseen = rowsOf<Record<string, unknown>>(given).filter((row) => !answered.has(row.id));
  if (unseen.length) tables.self_identifications = [...(tables.self_identifications ?? []), ...unseen];
  // What staff did to their records (ids and counts only, by design of the audit trail).
  await add(
    "audit_events",
    sql`select * from audit_events where company_id = ${person.companyId} and (
      (subject_type = 'survey_result' and subject_id in ${sql.raw(list(ids))})
      or (subject_type = 'job_application' and subject_id in ${sql.raw(apps)}))`,
  );
  const phones = await personPhones(db, tables);
  await add(
    "message_unsubscribes",
    sql`select * from message_unsubscribes where (company_id = ${person.companyId} or company_id is null)
      and (lower(address) = lower(${person.email}) or address in ${textList(phones)})`,
  );
  // Rows elsewhere that carry their address, as the erasure finds them (./purge.ts).
  const mentions = (column: string) =>
    sql`position(lower(${person.email}) in lower(${sql.identifier(column)}::text)) > 0`;
  await add(
    "company_events",
    sql`select * from company_events where company_id = ${person.companyId} and ${mentions("metadata")}`,
  );
  const deliveries = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select * from webhook_deliveries where company_id = ${person.companyId} and ${mentions("payload")}`,
    ),
  );
  const delivered = new Set((tables.webhook_deliveries ?? []).map((row) => row.id));
  const moreDeliveries = deliveries.filter((row) => !delivered.has(row.id));
  if (moreDeliveries.length) tables.webhook_deliveries = [...(tables.webhook_deliveries ?? []), ...moreDeliveries];
  // Only this company's mails: another company's to the same address are that company's to show (null: the
  // product's own mails, or older ones whose company is not known).
  await add(
    "outbox_emails",
    sql`select * from outbox_emails where company_id = ${person.companyId} and lower("to") = lower(${person.email})`,
  );
  // Texts likewise: this company's only.
  await add(
    "outbox_sms",
    sql`select * from outbox_sms where company_id = ${person.companyId} and "to" in ${textList(phones)}`,
  );
  const requests = await personRequests(db, person);
  if (requests.length) tables[DATA_REQUESTS_TABLE] = requests;
  const files = person.applicationIds.length
    ? await applicationFileKeys(db, inArray(jobApplications.id, person.applicationIds))
    : [];
  return { tables, files };
}

/** The phone numbers the person gave (their assessments and applications), for the text messages sent to them. */
async function personPhones(db: Database, tables: Record<string, Record<string, unknown>[]>): Promise<string[]> {
  return phoneForms([...(tables.survey_results ?? []), ...(tables.job_applications ?? [])].map((row) => row.phone));
}

/** `($1, $2)` for texts, each a parameter; `(null)` when there are none. */
function textList(values: string[]): SQL {
  return values.length
    ? sql`(${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql`(null)`;
}

/** The table of the person's rights requests (review, accommodation, correction, export, deletion). */
export const DATA_REQUESTS_TABLE = "data_requests";

/**
 * The person's rights requests, for the export. The table may not exist yet in every deployment; where it does, its
 * rows of the person (by assessment, else by e-mail within the company) are theirs. A table with a survey_result_id
 * is collected with the others already.
 */
export async function personRequests(db: Executor, person: Person): Promise<Record<string, unknown>[]> {
  const columns = rowsOf<{ column_name: string }>(
    await db.execute(sql`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${DATA_REQUESTS_TABLE}`),
  ).map((c) => c.column_name);
  if (!columns.length) return [];
  const table = sql.identifier(DATA_REQUESTS_TABLE);
  const mine: SQL[] = [];
  if (columns.includes("survey_result_id"))
    mine.push(sql`survey_result_id in ${sql.raw(list(person.surveyResultIds))}`);
  if (columns.includes("email")) mine.push(sql`lower(email) = lower(${person.email})`);
  if (!mine.length) return [];
  const company = columns.includes("company_id") ? sql`company_id = ${person.companyId} and ` : sql``;
  return rowsOf(await db.execute(sql`select * from ${table} where ${company}(${sql.join(mine, sql` or `)})`));
}

/** `(1,2,3)` for ids that are integers (never text from a client). */
export function list(ids: number[]): string {
  if (ids.some((id) => !Number.isInteger(id))) throw new Error("ids must be integers");
  return `(${ids.length ? ids.join(",") : "null"})`;
}
