import { and, asc, count, countDistinct, desc, eq, gt, gte, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import brand from "~brand";
import type { Env } from "../../server/env";
import { tenantScope, type Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import {
  companies,
  jobApplications,
  jobs,
  messages,
  pipelineStatuses,
  roleBenchmarks,
  surveyResultEvents,
  surveyResults,
  surveyResultStatusChanges,
  users,
} from "../../server/db/schema/index";
import { unionAll } from "drizzle-orm/pg-core";
import { REASSESSMENT_EVENT } from "../assessment-history/model";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import {
  COMPLETION_WINDOW_DAYS,
  DASHBOARD_LIST_LIMIT,
  FIRST_VISIT_DAYS,
  REASSESS_AFTER_DAYS,
  type DashboardJson,
} from "./contract";
import { platformFigures } from "./platform";

const DAY_MS = 86_400_000;
/** What every assessment link's address holds (api/messaging/model.ts renders the `link` variable with it). */
const ASSESSMENT_LINK_PATH = "/survey/register?link=";
const TERMINAL = new Set(brand.wording.terminalStages.map((s) => s.toLowerCase()));
const round1 = (n: number) => Math.round(n * 10) / 10;
const company = (row: { companyId: number; companyName: string }) => ({ id: row.companyId, name: row.companyName });

/**
 * The people the figures count: the scope's current assessments (a reassessed person once, by the latest: ADR 057)
 * that are neither tests nor archived.
 */
const listed = (actor: Actor): SQL =>
  and(
    companiesInScope(actor),
    eq(surveyResults.isTest, false),
    isNull(surveyResults.archivedAt),
    eq(surveyResults.superseded, false),
  )!;

async function newCompletions(db: Database, actor: Actor, since: Date) {
  // Archived people were set aside on purpose: they are not news.
  const where = and(listed(actor), gt(surveyResults.submittedAt, since));
  const [[{ n }], latest] = await Promise.all([
    db
      .select({ n: count() })
      .from(surveyResults)
      .innerJoin(companies, eq(companies.id, surveyResults.companyId))
      .where(where),
    db
      .select({
        id: surveyResults.id,
        first: surveyResults.first,
        last: surveyResults.last,
        roleName: surveyResults.roleName,
        submittedAt: surveyResults.submittedAt,
        companyId: companies.id,
        companyName: companies.name,
      })
      .from(surveyResults)
      .innerJoin(companies, eq(companies.id, surveyResults.companyId))
      .where(where)
      .orderBy(desc(surveyResults.submittedAt), desc(surveyResults.id))
      .limit(DASHBOARD_LIST_LIMIT),
  ]);
  return {
    count: Number(n),
    latest: latest.map((r) => ({
      id: r.id,
      first: r.first,
      last: r.last,
      role_name: r.roleName,
      submitted_at: r.submittedAt!.toISOString(),
      company: company(r),
    })),
  };
}

/** People by stage with their time in it, in the order of the pipelines' columns (unknown stages last, by name). */
async function stages(db: Database, actor: Actor, now: Date) {
  // When each listed result entered its current stage: its latest status change, else its registration.
  const entered = db
    .select({
      surveyResultId: surveyResultStatusChanges.surveyResultId,
      at: sql<Date>`max(${surveyResultStatusChanges.changedAt})`.as("entered_at"),
    })
    .from(surveyResultStatusChanges)
    .groupBy(surveyResultStatusChanges.surveyResultId)
    .as("entered");
  const since = sql`coalesce(${entered.at}, ${surveyResults.createdAt})`;
  const days = sql`extract(epoch from (${now.toISOString()}::timestamptz - ${since})) / 86400.0`;
  const rows = await db
    .select({
      status: surveyResults.status,
      n: count(),
      average: sql<number>`avg(${days})`.mapWith(Number),
      longest: sql<number>`max(${days})`.mapWith(Number),
      position: sql<number | null>`min(${pipelineStatuses.position})`,
    })
    .from(surveyResults)
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .leftJoin(entered, eq(entered.surveyResultId, surveyResults.id))
    .leftJoin(
      pipelineStatuses,
      and(eq(pipelineStatuses.pipelineId, surveyResults.pipelineId), eq(pipelineStatuses.name, surveyResults.status)),
    )
    .where(listed(actor))
    .groupBy(surveyResults.status)
    .orderBy(sql`min(${pipelineStatuses.position}) asc nulls last`, asc(surveyResults.status));
  return rows.map((r) => {
    // Nobody waits in an end stage (hired, not a fit): the time since someone got there is no waiting time.
    const terminal = TERMINAL.has(r.status.toLowerCase());
    return {
      status: r.status,
      count: Number(r.n),
      terminal,
      average_days: terminal ? null : Math.max(0, round1(r.average)),
      longest_days: terminal ? null : Math.max(0, round1(r.longest)),
    };
  });
}

/**
 * Of the people sent the assessment link in the window, how many finished an assessment after it. Sent: a message
 * that went out carrying the company's link (api/messaging, its `link` variable or the address typed in), or an
 * invitation to reassess (api/assessment-history). A person (company and e-mail) counts once, from their first
 * link in the window, and as completed when any assessment of theirs was submitted after it. Tests left out.
 */
async function completion(db: Database, actor: Actor, now: Date) {
  const from = new Date(now.getTime() - COMPLETION_WINDOW_DAYS * DAY_MS);
  const person = {
    companyId: surveyResults.companyId,
    email: sql<string>`lower(${surveyResults.email})`.as("email"),
  };
  const inScope = and(companiesInScope(actor), eq(surveyResults.isTest, false));
  const byMessage = db
    .select({ ...person, at: sql<Date>`${messages.sentAt}`.as("at") })
    .from(messages)
    .innerJoin(surveyResults, eq(surveyResults.id, messages.surveyResultId))
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(
      and(
        inScope,
        eq(messages.status, "sent"),
        gte(messages.sentAt, from),
        sql`position(${ASSESSMENT_LINK_PATH} in ${messages.text}) > 0`,
      ),
    );
  const byInvitation = db
    .select({ ...person, at: sql<Date>`${surveyResultEvents.createdAt}`.as("at") })
    .from(surveyResultEvents)
    .innerJoin(surveyResults, eq(surveyResults.id, surveyResultEvents.surveyResultId))
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(and(inScope, eq(surveyResultEvents.event, REASSESSMENT_EVENT), gte(surveyResultEvents.createdAt, from)));
  const sent = unionAll(byMessage, byInvitation).as("sent");
  const people = db
    .select({
      companyId: sent.companyId,
      email: sent.email,
      first: sql<Date>`min(${sent.at})`.as("first_sent_at"),
    })
    .from(sent)
    .groupBy(sent.companyId, sent.email)
    .as("people");
  // The outer row's columns by their full names: unqualified, "company_id" and "email" would be survey_results' own.
  const outer = (column: string) => sql.raw(`"people"."${column}"`);
  const [row] = await db
    .select({
      sent: count(),
      completed: sql<number>`count(*) filter (where exists (
        select 1 from ${surveyResults} where ${surveyResults.companyId} = ${outer("company_id")}
          and lower(${surveyResults.email}) = ${outer("email")} and ${surveyResults.isTest} = false
          and ${surveyResults.submittedAt} >= ${outer("first_sent_at")}))`.mapWith(Number),
    })
    .from(people);
  const total = Number(row.sent);
  const completed = Number(row.completed);
  return { window_days: COMPLETION_WINDOW_DAYS, sent: total, completed, rate: total ? completed / total : null };
}

/** Published jobs of the scope, the ones with the most applicants first. */
async function openJobs(db: Database, actor: Actor, since: Date) {
  const open = and(
    companiesInScope(actor),
    eq(jobs.status, "published"),
    isNull(jobs.archivedAt),
    eq(jobs.isTest, false),
  );
  const applied = and(isNotNull(jobApplications.submittedAt), eq(jobApplications.isTest, false));
  const [[{ n }], top] = await Promise.all([
    db.select({ n: count() }).from(jobs).innerJoin(companies, eq(companies.id, jobs.companyId)).where(open),
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        companyId: companies.id,
        companyName: companies.name,
        applicants: sql<number>`count(${jobApplications.id}) filter (where ${applied})`.mapWith(Number),
        fresh:
          sql<number>`count(${jobApplications.id}) filter (where ${and(applied, gt(jobApplications.submittedAt, since))})`.mapWith(
            Number,
          ),
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(jobApplications, eq(jobApplications.jobId, jobs.id))
      .where(open)
      .groupBy(jobs.id, companies.id)
      .orderBy(sql`count(${jobApplications.id}) filter (where ${applied}) desc`, desc(jobs.publishedAt), desc(jobs.id))
      .limit(DASHBOARD_LIST_LIMIT),
  ]);
  return {
    open: Number(n),
    top: top.map((j) => ({
      id: j.id,
      title: j.title,
      company: company(j),
      applicants: j.applicants,
      new_applicants: j.fresh,
    })),
  };
}

/**
 * People (a company and an e-mail, api/assessment-history) whose latest registration is a finished assessment
 * older than REASSESS_AFTER_DAYS. Someone who has registered again since is not due: they are being reassessed.
 */
async function dueForReassessment(db: Database, actor: Actor, now: Date) {
  const cutoff = new Date(now.getTime() - REASSESS_AFTER_DAYS * DAY_MS);
  const latest = db
    .selectDistinctOn([surveyResults.companyId, sql`lower(${surveyResults.email})`], {
      id: surveyResults.id,
      first: surveyResults.first,
      last: surveyResults.last,
      submittedAt: surveyResults.submittedAt,
      archivedAt: surveyResults.archivedAt,
      // Aliased: a subquery's columns need names of their own (both tables have `id` and `name`).
      companyId: sql<number>`${companies.id}`.as("company_id"),
      companyName: sql<string>`${companies.name}`.as("company_name"),
    })
    .from(surveyResults)
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(and(companiesInScope(actor), eq(surveyResults.isTest, false)))
    .orderBy(
      surveyResults.companyId,
      sql`lower(${surveyResults.email})`,
      desc(surveyResults.createdAt),
      desc(surveyResults.id),
    )
    .as("latest");
  const due = and(isNull(latest.archivedAt), isNotNull(latest.submittedAt), lt(latest.submittedAt, cutoff));
  const [[{ n }], people] = await Promise.all([
    db.select({ n: count() }).from(latest).where(due),
    db.select().from(latest).where(due).orderBy(asc(latest.submittedAt), asc(latest.id)).limit(DASHBOARD_LIST_LIMIT),
  ]);
  return {
    after_days: REASSESS_AFTER_DAYS,
    due: Number(n),
    people: people.map((p) => ({
      id: p.id,
      first: p.first,
      last: p.last,
      last_assessed_at: p.submittedAt!.toISOString(),
      company: company(p),
    })),
  };
}

/** The actor's own company's first steps, each from its data: a colleague, someone through the link, a benchmark. */
async function checklist(db: Database, companyId: number) {
  const [[colleagues], [assessed], [benchmarks]] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.active, 1))),
    db
      .select({ n: count() })
      .from(surveyResults)
      .where(and(eq(surveyResults.companyId, companyId), eq(surveyResults.isTest, false))),
    db.select({ n: count() }).from(roleBenchmarks).where(eq(roleBenchmarks.companyId, companyId)),
  ]);
  const items = [
    { key: "invite-colleague" as const, done: Number(colleagues.n) > 1 },
    { key: "share-link" as const, done: Number(assessed.n) > 0 },
    { key: "set-benchmark" as const, done: Number(benchmarks.n) > 0 },
  ];
  return { items, complete: items.every((i) => i.done) };
}

async function companiesOfScope(db: Database, actor: Actor) {
  const [{ n }] = await db
    .select({ n: countDistinct(companies.id) })
    .from(companies)
    .where(companiesInScope(actor));
  return Number(n);
}

/** GET /dashboard: the home page's figures, all inside the actor's tenant scope. */
export async function getDashboard(
  db: Database,
  env: Pick<Env, "STAGE">,
  actor: Actor,
  now = new Date(),
): Promise<DashboardJson> {
  const [own] = await db
    .select({
      id: companies.id,
      name: companies.name,
      industry: companies.industry,
      assessmentToken: companies.assessmentToken,
      previousVisit: users.previousHomeVisitAt,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, actor.id), eq(companies.id, actor.companyId)));
  if (!own) throw ApiError.notFound("No company found");

  const superAdmin = tenantScope(actor).kind === "all";
  const since = own.previousVisit ?? new Date(now.getTime() - FIRST_VISIT_DAYS * DAY_MS);
  // All at once: sent together they wait their turn on the embedded database once, and PostgreSQL runs them on
  // parallel connections (ADR 082).
  const [scopeCompanies, fresh, byStage, rate, jobsFigures, reassessment, firstSteps, platform] = await Promise.all([
    companiesOfScope(db, actor),
    newCompletions(db, actor, since),
    stages(db, actor, now),
    completion(db, actor, now),
    // Brand features decide the sections; the jobs area never exists in the prod stage (api/jobs/access.ts).
    brand.features.jobs && env.STAGE !== "prod" ? openJobs(db, actor, since) : null,
    brand.features.changesOverTimeReports ? dueForReassessment(db, actor, now) : null,
    superAdmin ? null : checklist(db, own.id),
    superAdmin ? platformFigures(db, now) : null,
  ]);
  return {
    company: { id: own.id, name: own.name, industry: own.industry },
    assessment_link_token: own.assessmentToken,
    scope: { kind: tenantScope(actor).kind, companies: scopeCompanies },
    new_completions: {
      since: since.toISOString(),
      first_visit: own.previousVisit === null,
      ...fresh,
    },
    stages: byStage,
    completion: rate,
    jobs: jobsFigures,
    reassessment,
    checklist: firstSteps,
    platform,
  };
}
