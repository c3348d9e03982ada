import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { tenantScope, type Actor } from "../../domain/permissions";
import { companies, surveyResults } from "../db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import { departmentAlias, locationAlias, listQuery, toSurveyResultJson, type Executor } from "./model";
import { prefixPattern } from "../db/like";
import { paginate } from "../db/paginate";
import type { SurveyResultSearch, SurveyResultSearchJson, SurveyResultSort } from "./contract";

const DAY_MS = 86_400_000;

/**
 * The actor's tenant scope as a condition on survey_results itself (ADR 006), so a count needs no join: a company's
 * own results, a franchise's companies' results, or everything for a super admin.
 */
export function resultsInScope(actor: Actor): SQL {
  const scope = tenantScope(actor);
  switch (scope.kind) {
    case "all":
      return sql`true`;
    case "company":
      return eq(surveyResults.companyId, scope.companyId);
    case "franchise":
      return inArray(
        surveyResults.companyId,
        sql`(select ${companies.id} from ${companies} where ${companies.franchiseId} = ${scope.franchiseId} or ${companies.id} = ${scope.companyId})`,
      );
  }
}

/**
 * The list's WHERE: the actor's scope first, then each filter. The search matches the start of the first name, the
 * last name, the full name or the e-mail address (each has a pattern index, so it stays fast on large lists).
 */
export function searchConditions(
  actor: Actor,
  q: Omit<SurveyResultSearch, "page" | "limit" | "sort_by" | "order_by">,
): SQL {
  const conditions: SQL[] = [resultsInScope(actor)];
  if (q.search) {
    const pattern = prefixPattern(q.search);
    conditions.push(
      or(
        sql`lower(${surveyResults.first}) like ${pattern}`,
        sql`lower(${surveyResults.last}) like ${pattern}`,
        sql`lower(${surveyResults.first} || ' ' || ${surveyResults.last}) like ${pattern}`,
        sql`lower(${surveyResults.email}) like ${pattern}`,
      )!,
    );
  }
  if (q.company_id !== undefined) conditions.push(eq(surveyResults.companyId, q.company_id));
  if (q.location_id !== undefined) conditions.push(eq(surveyResults.locationId, q.location_id));
  if (q.department_id !== undefined) conditions.push(eq(surveyResults.departmentId, q.department_id));
  if (q.role?.length) conditions.push(inArray(surveyResults.roleName, q.role));
  if (q.status?.length) conditions.push(inArray(surveyResults.status, q.status));
  if (q.start_date) conditions.push(gte(surveyResults.createdAt, new Date(`${q.start_date}T00:00:00Z`)));
  if (q.end_date)
    conditions.push(lt(surveyResults.createdAt, new Date(Date.parse(`${q.end_date}T00:00:00Z`) + DAY_MS)));
  if (q.only_archived) conditions.push(isNotNull(surveyResults.archivedAt));
  else if (!q.include_archived) conditions.push(isNull(surveyResults.archivedAt));
  // Written as the partial indexes' predicate ("not is_test"), so the planner matches them.
  if (!q.include_tests) conditions.push(sql`not ${surveyResults.isTest}`);
  return and(...conditions)!;
}

export function searchOrder(sortBy: SurveyResultSort, orderBy: "asc" | "desc"): SQL[] {
  const direction = orderBy === "desc" ? desc : asc;
  const nulls = orderBy === "desc" ? sql`nulls last` : sql`nulls first`;
  const order: Record<SurveyResultSort, SQL[]> = {
    name: [direction(sql`lower(${surveyResults.last})`), direction(sql`lower(${surveyResults.first})`)],
    email: [direction(sql`lower(${surveyResults.email})`)],
    company: [direction(sql`lower(${companies.name})`)],
    location: [sql`lower(${locationAlias.name}) ${sql.raw(orderBy)} ${nulls}`],
    department: [sql`lower(${departmentAlias.name}) ${sql.raw(orderBy)} ${nulls}`],
    role: [direction(surveyResults.roleName)],
    status: [direction(surveyResults.status)],
    created_at: [direction(surveyResults.createdAt)],
    // Unfinished assessments have no submission date: they come last either way.
    submitted_at: [sql`${surveyResults.submittedAt} ${sql.raw(orderBy)} nulls last`],
  };
  // The id breaks ties, so pages never repeat or skip a row.
  return [...order[sortBy], direction(surveyResults.id)];
}

/** GET /survey-results/search: the results in the actor's scope, filtered, sorted and paged. */
export async function searchSurveyResults(
  db: Executor,
  actor: Actor,
  q: SurveyResultSearch,
): Promise<SurveyResultSearchJson> {
  // A company filter outside the scope is a 404 rather than an empty list: it names something the actor cannot see.
  if (q.company_id !== undefined) await findCompanyInScope(db as never, actor, q.company_id);
  const where = searchConditions(actor, q);
  const order = searchOrder(q.sort_by, q.order_by);
  const offset = (q.page - 1) * q.limit;
  const counted = db.select({ total: count() }).from(surveyResults).where(where);
  if (offset < DEFERRED_FROM) {
    return paginate(
      listQuery(db)
        .where(where)
        .orderBy(...order),
      counted,
      q,
      toSurveyResultJson,
    );
  }
  // A deep page (page 200 of 100,000 sorted by company): the rows before it are skipped as ids alone, then the page's
  // 25 rows are read whole. Sorting and skipping thousands of whole rows (scores included) spilled the sort to disk
  // and cost 50–80 ms; the narrow rows sort in memory (issue 20).
  const [ids, [{ total }]] = await Promise.all([
    db
      .select({ id: surveyResults.id })
      .from(surveyResults)
      .innerJoin(companies, eq(companies.id, surveyResults.companyId))
      .leftJoin(locationAlias, eq(locationAlias.id, surveyResults.locationId))
      .leftJoin(departmentAlias, eq(departmentAlias.id, surveyResults.departmentId))
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(offset),
    counted,
  ]);
  const rows = ids.length
    ? await listQuery(db).where(
        inArray(
          surveyResults.id,
          ids.map((r) => r.id),
        ),
      )
    : [];
  const position = new Map(ids.map((r, i) => [r.id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { data: rows.map(toSurveyResultJson), meta: { total: Number(total), page: q.page, limit: q.limit } };
}

/** From this many rows skipped on, a page is found as ids first (see searchSurveyResults). */
const DEFERRED_FROM = 500;
