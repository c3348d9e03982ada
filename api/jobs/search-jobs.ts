import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { JOB_STATUSES } from "../../domain/jobs";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { containsPattern } from "../db/like";
import { paginate } from "../db/paginate";
import { companies, departments, jobs, locations } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { JobSearchQuery } from "./contract";
import { jobRows, toJobJson } from "./model";

/** A date filter's instant: a plain date means that day's start (UTC); `endOfDay` the start of the next day. */
function instant(value: string, endOfDay: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const d = new Date(`${value}T00:00:00.000Z`);
    if (endOfDay) d.setUTCDate(d.getUTCDate() + 1);
    return d;
  }
  return new Date(value);
}

function searchConditions(actor: Actor, q: JobSearchQuery): SQL {
  const conditions: (SQL | undefined)[] = [companiesInScope(actor)];
  const includeArchived = q.include_archived || q.archived_by_user_id !== undefined;
  if (!includeArchived) conditions.push(isNull(jobs.archivedAt));
  if (!q.include_tests) conditions.push(eq(jobs.isTest, false));
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(jobs.title, pattern), ilike(jobs.description, pattern), ilike(companies.name, pattern)));
  }
  if (q.job_id !== undefined) conditions.push(eq(jobs.id, q.job_id));
  if (q.company_id !== undefined) conditions.push(eq(jobs.companyId, q.company_id));
  if (q.created_by_user_id !== undefined) conditions.push(eq(jobs.createdByUserId, q.created_by_user_id));
  if (q.updated_by_user_id !== undefined) conditions.push(eq(jobs.updatedByUserId, q.updated_by_user_id));
  if (q.archived_by_user_id !== undefined) {
    conditions.push(isNotNull(jobs.archivedAt), eq(jobs.archivedByUserId, q.archived_by_user_id));
  }
  if (q.status?.length) conditions.push(inArray(jobs.status, q.status));
  if (q.start_date) conditions.push(gte(jobs.createdAt, instant(q.start_date, false)));
  if (q.end_date) {
    // A date-time end is the exact instant (inclusive); a plain date includes that whole day.
    conditions.push(
      /^\d{4}-\d{2}-\d{2}$/.test(q.end_date)
        ? lt(jobs.createdAt, instant(q.end_date, true))
        : sql`${jobs.createdAt} <= ${instant(q.end_date, false)}`,
    );
  }
  return and(...conditions)!;
}

/** Spec §3 job search: filters, joined and computed sort fields, pagination. */
export async function searchJobs(db: Database, actor: Actor, q: JobSearchQuery) {
  const where = searchConditions(actor, q);
  const { stats, query } = jobRows(db);
  const dir = (column: SQL | Parameters<typeof asc>[0]) =>
    q.order_by === "asc" ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;

  const order: SQL[] = [];
  if (q.sort_by_company_field) {
    const column = {
      name: sql`lower(${companies.name})`,
      industry: companies.industry,
      created_at: companies.createdAt,
    }[q.sort_by_company_field];
    order.push(dir(column));
  }
  if (q.sort_by_location_field) order.push(dir(sql`lower(${locations.name})`));
  if (q.sort_by_department_field) order.push(dir(sql`lower(${departments.name})`));
  if (q.sort_by_computed_field) {
    const column = {
      application_count: sql`coalesce(${stats.applicationCount}, 0)`,
      submitted_count: sql`coalesce(${stats.submittedCount}, 0)`,
      last_applied_at: stats.lastAppliedAt,
    }[q.sort_by_computed_field];
    order.push(dir(column));
  }
  const hasJoinedSort = order.length > 0;
  if (q.sort_by || !hasJoinedSort) {
    const sortBy = q.sort_by ?? "created_at";
    const column = {
      id: jobs.id,
      title: sql`lower(${jobs.title})`,
      status: sql`array_position(array[${sql.join(
        JOB_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[], ${jobs.status})`,
      created_at: jobs.createdAt,
      updated_at: jobs.updatedAt,
      published_at: jobs.publishedAt,
    }[sortBy];
    order.push(dir(column));
  }
  order.push(q.order_by === "asc" ? asc(jobs.id) : desc(jobs.id));

  const found = await paginate(
    query.where(where).orderBy(...order),
    db.select({ total: count() }).from(jobs).innerJoin(companies, eq(companies.id, jobs.companyId)).where(where),
    q,
    toJobJson,
  );
  // This search's answer also says how many pages there are (spec §3).
  return { ...found, meta: { ...found.meta, pages: Math.max(1, Math.ceil(found.meta.total / q.limit)) } };
}
