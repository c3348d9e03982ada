import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { Actor } from "../../domain/permissions";
import { companies, surveyResultCounts, surveyResults } from "../../server/db/schema/index";
import { companyIdInScope, findCompanyInScope } from "../db/tenant-scope";
import { departmentAlias, locationAlias, listColumns, toSurveyResultJson, type Executor, type ListRow } from "./model";
import { prefixPattern } from "../db/like";
import { assessmentCountOf } from "./supersede";
import type { SurveyResultSearch, SurveyResultSearchJson, SurveyResultSort } from "./contract";

const DAY_MS = 86_400_000;

/**
 * The actor's tenant scope as a condition on survey_results itself, so a count needs no join: a company's own
 * results, a franchise's companies' results, or everything for a super admin.
 */
export const resultsInScope = (actor: Actor): SQL => companyIdInScope(actor, surveyResults.companyId);

/**
 * What a search matches: the start of the first name, the last name, the full name or the e-mail address. Without a
 * space in the search the full name matches exactly when the first name does, so that alternative is left out.
 */
function searchAlternatives(search: string): SQL[] {
  const pattern = prefixPattern(search);
  const alternatives = [
    sql`lower(${surveyResults.first}) like ${pattern}`,
    sql`lower(${surveyResults.last}) like ${pattern}`,
    sql`lower(${surveyResults.email}) like ${pattern}`,
  ];
  if (search.includes(" "))
    alternatives.push(sql`lower(${surveyResults.first} || ' ' || ${surveyResults.last}) like ${pattern}`);
  return alternatives;
}

type SearchFilters = Omit<SurveyResultSearch, "page" | "limit" | "sort_by" | "order_by">;

/** The list's WHERE without the search: the actor's scope first, then each filter. */
function filterConditions(actor: Actor, q: SearchFilters): SQL[] {
  const conditions: SQL[] = [resultsInScope(actor)];
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
  // A person is listed once, by their current assessment; earlier ones are its history (supersede.ts).
  conditions.push(sql`not ${surveyResults.superseded}`);
  return conditions;
}

/** The filters and, when there is a search, the OR of its alternatives. */
const whereOf = (filters: SQL[], alternatives: SQL[]) =>
  and(...filters, ...(alternatives.length ? [or(...alternatives)!] : []))!;

/** The list's WHERE: the actor's scope, each filter, and the search (each alternative has a pattern index). */
export function searchConditions(actor: Actor, q: SearchFilters): SQL {
  return whereOf(filterConditions(actor, q), q.search ? searchAlternatives(q.search) : []);
}

/** The search's parameters that are not filters: any other one narrows the list below the kept counts. */
const COUNTED_WHOLE = new Set(["company_id", "page", "limit", "sort_by", "order_by"]);

/**
 * Whether the list is every listed result in scope (neither archived, a test nor superseded), at most of one company:
 * then its total and per-company counts are the kept ones in survey_result_counts. Any other filter, a new one too,
 * counts the rows.
 */
function listsEveryListedResult(q: SearchFilters): boolean {
  return Object.entries(q).every(
    ([key, value]) =>
      COUNTED_WHOLE.has(key) || value === undefined || value === false || (Array.isArray(value) && !value.length),
  );
}

/** The kept listed count of each company in scope (and of the company filter), as (companyId, n). */
function keptCounts(db: Executor, actor: Actor, q: SearchFilters) {
  return db
    .select({ companyId: surveyResultCounts.companyId, n: sql<number>`${surveyResultCounts.listed}`.as("n") })
    .from(surveyResultCounts)
    .where(
      and(
        companyIdInScope(actor, surveyResultCounts.companyId),
        q.company_id === undefined ? undefined : eq(surveyResultCounts.companyId, q.company_id),
      ),
    );
}

/**
 * The list's total. Unfiltered, it is the sum of the kept counts. A search's is counted as the union of its
 * alternatives' ids, each read from its pattern index alone; the same count over their OR read every matching row,
 * thousands for a common prefix.
 */
function totalOf(db: Executor, actor: Actor, q: SearchFilters, filters: SQL[], alternatives: SQL[]) {
  if (listsEveryListedResult(q)) {
    const kept = keptCounts(db, actor, q).as("kept");
    return db.select({ total: sql<number>`coalesce(sum(${kept.n}), 0)`.mapWith(Number) }).from(kept);
  }
  if (!alternatives.length)
    return db
      .select({ total: count() })
      .from(surveyResults)
      .where(and(...filters));
  const [first, second, ...more] = alternatives.map((alternative) =>
    db
      .select({ id: surveyResults.id })
      .from(surveyResults)
      .where(and(...filters, alternative)),
  );
  const matches = union(first, second, ...more).as("matches");
  return db.select({ total: count() }).from(matches);
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
  const filters = filterConditions(actor, q);
  const alternatives = q.search ? searchAlternatives(q.search) : [];
  const where = whereOf(filters, alternatives);
  const order = searchOrder(q.sort_by, q.order_by);
  const answer = (rows: (ListRow & { assessmentCount: number })[], total: number) => ({
    data: rows.map((row) => ({ ...toSurveyResultJson(row), assessment_count: row.assessmentCount })),
    meta: { total, page: q.page, limit: q.limit },
  });
  // The page's rows are read whole only once its ids are known: sorting whole rows decompressed every matching row's
  // scores (hundreds for a filtered list, thousands skipped on a deep page) to keep 25.
  // listQuery's columns and joins, and how many submitted assessments each row's person has ("2 assessments").
  const page = (ids: SQLWrapper) =>
    db
      .select({ ...listColumns, assessmentCount: assessmentCountOf() })
      .from(surveyResults)
      .innerJoin(companies, eq(companies.id, surveyResults.companyId))
      .leftJoin(locationAlias, eq(locationAlias.id, surveyResults.locationId))
      .leftJoin(departmentAlias, eq(departmentAlias.id, surveyResults.departmentId))
      .where(inArray(surveyResults.id, ids))
      .orderBy(...order);
  if (q.sort_by === "company") {
    const { ids, total } = await companySortedPage(db, actor, where, q);
    return answer(ids ? await page(ids) : [], total);
  }
  // The location and department are joined only to sort by their names: every join costs planning time, which is
  // most of a short page's cost on PGlite.
  let ids = db.select({ id: surveyResults.id }).from(surveyResults).$dynamic();
  if (q.sort_by === "location") ids = ids.leftJoin(locationAlias, eq(locationAlias.id, surveyResults.locationId));
  if (q.sort_by === "department") {
    ids = ids.leftJoin(departmentAlias, eq(departmentAlias.id, surveyResults.departmentId));
  }
  const [rows, [{ total }]] = await Promise.all([
    page(
      ids
        .where(where)
        .orderBy(...order)
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
    ),
    totalOf(db, actor, q, filters, alternatives),
  ]);
  return answer(rows, total);
}

/**
 * A page sorted by company (`lower(name)`, then id), found through each company's count: the counts give the total
 * and the companies the page falls in, and those companies' ids are read in id order from the (company_id, id)
 * index. Sorting the whole joined list instead cost 60–80 ms at page 200 of 100,000 once the companies table had
 * statistics, whatever the indexes. Companies whose names differ only in case sort as one, their rows
 * merged by id, as in the plain ORDER BY.
 */
async function companySortedPage(db: Executor, actor: Actor, where: SQL, q: SurveyResultSearch) {
  const direction = q.order_by === "desc" ? desc : asc;
  const perCompany = (
    listsEveryListedResult(q)
      ? keptCounts(db, actor, q)
      : db
          .select({ companyId: surveyResults.companyId, n: count().as("n") })
          .from(surveyResults)
          .where(where)
          .groupBy(surveyResults.companyId)
  ).as("per_company");
  const counts = await db
    .select({ id: companies.id, key: sql<string>`lower(${companies.name})`, n: perCompany.n })
    .from(perCompany)
    .innerJoin(companies, eq(companies.id, perCompany.companyId))
    .orderBy(direction(sql`lower(${companies.name})`));
  const groups: { companyIds: number[]; n: number }[] = [];
  counts.forEach((c, i) => {
    if (i > 0 && counts[i - 1].key === c.key) {
      groups.at(-1)!.companyIds.push(c.id);
      groups.at(-1)!.n += Number(c.n);
    } else groups.push({ companyIds: [c.id], n: Number(c.n) });
  });
  const total = groups.reduce((sum, g) => sum + g.n, 0);
  // The groups the page falls in, each with the rows it skips and takes, read as one UNION ALL of id ranges.
  const parts: SQL[] = [];
  let skip = (q.page - 1) * q.limit;
  let wanted = q.limit;
  for (const group of groups) {
    if (wanted === 0) break;
    if (skip >= group.n) {
      skip -= group.n;
      continue;
    }
    const take = Math.min(wanted, group.n - skip);
    const range = db
      .select({ id: surveyResults.id })
      .from(surveyResults)
      .where(and(where, inArray(surveyResults.companyId, group.companyIds)))
      .orderBy(direction(surveyResults.id))
      .limit(take)
      .offset(skip);
    parts.push(sql`${range}`); // an embedded query comes in parentheses
    wanted -= take;
    skip = 0;
  }
  const ids = parts.length ? sql`(${sql.join(parts, sql` union all `)})` : null;
  return { ids, total };
}
