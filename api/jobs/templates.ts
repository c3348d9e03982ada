import crypto from "node:crypto";
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { companies, jobApplicationTemplates, jobs } from "../db/schema/index";
import { ApiError } from "../http/errors";
import { companiesInScope } from "../services/scope";
import type { CreateTemplateInput, UpdateTemplateInput } from "./contracts";
import type { TemplateQuestion } from "./model";
import { containsPattern } from "../db/like";

export interface TemplateJson {
  id: number;
  name: string;
  description: string | null;
  /** Null: shared by every company. */
  company_id: number | null;
  company: { id: number; name: string } | null;
  questions: TemplateQuestion[];
  is_test: boolean;
  /** How many jobs use it (a template in use cannot be deleted, only archived). */
  job_count: number;
  archived_at: string | null;
  archived_by_user_id: number | null;
  created_by_user_id: number | null;
  updated_by_user_id: number | null;
  created_at: string;
  updated_at: string;
}

const t = jobApplicationTemplates;

/** Templates the actor may see: shared ones, and those of companies in scope. */
const visible = (actor: Actor): SQL => or(isNull(t.companyId), companiesInScope(actor))!;

function templateRows(db: Database) {
  const usage = db
    .select({ templateId: jobs.templateId, jobCount: sql<number>`count(*)::int`.as("job_count") })
    .from(jobs)
    .groupBy(jobs.templateId)
    .as("usage");
  return db
    .select({ template: t, company: { id: companies.id, name: companies.name }, jobCount: usage.jobCount })
    .from(t)
    .leftJoin(companies, eq(companies.id, t.companyId))
    .leftJoin(usage, eq(usage.templateId, t.id));
}

type Row = Awaited<ReturnType<typeof templateRows>>[number];

function toJson({ template, company, jobCount }: Row): TemplateJson {
  return {
    id: template.id,
    name: template.name,
    description: template.description,
    company_id: template.companyId,
    company: company?.id ? { id: company.id, name: company.name } : null,
    questions: template.questions,
    is_test: template.isTest,
    job_count: jobCount ?? 0,
    archived_at: template.archivedAt?.toISOString() ?? null,
    archived_by_user_id: template.archivedByUserId,
    created_by_user_id: template.createdByUserId,
    updated_by_user_id: template.updatedByUserId,
    created_at: template.createdAt.toISOString(),
    updated_at: template.updatedAt.toISOString(),
  };
}

/** New questions get a random id; existing ones keep theirs, so stored answers stay attached. */
export function withQuestionIds(questions: CreateTemplateInput["questions"]): TemplateQuestion[] {
  return questions.map((q) => ({
    id: q.id ?? `q_${crypto.randomBytes(6).toString("base64url")}`,
    type: q.type,
    label: q.label,
    help: q.help,
    required: q.required,
    options: q.options,
  }));
}

export async function listTemplates(
  db: Database,
  actor: Actor,
  q: { include_archived: boolean; include_tests: boolean; company_id?: number; search?: string },
): Promise<TemplateJson[]> {
  const conditions: (SQL | undefined)[] = [visible(actor)];
  if (!q.include_archived) conditions.push(isNull(t.archivedAt));
  if (!q.include_tests) conditions.push(eq(t.isTest, false));
  // A company's choice: the shared templates and its own.
  if (q.company_id !== undefined) conditions.push(or(isNull(t.companyId), eq(t.companyId, q.company_id)));
  if (q.search) conditions.push(ilike(t.name, containsPattern(q.search)));
  const rows = await templateRows(db)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${t.name})`), asc(t.id));
  return rows.map(toJson);
}

export async function findTemplate(db: Database, actor: Actor, id: number): Promise<TemplateJson> {
  const [row] = await templateRows(db).where(and(eq(t.id, id), visible(actor)));
  if (!row) throw ApiError.notFound("Application template not found");
  return toJson(row);
}

async function checkCompany(db: Database, actor: Actor, companyId: number | null | undefined) {
  if (companyId === null || companyId === undefined) return;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), companiesInScope(actor)));
  if (!company) throw ApiError.unprocessable([{ path: "company_id", message: "is not a company you can see" }]);
}

export async function createTemplate(db: Database, actor: Actor, input: CreateTemplateInput): Promise<TemplateJson> {
  await checkCompany(db, actor, input.company_id);
  const [row] = await db
    .insert(t)
    .values({
      name: input.name,
      description: input.description,
      companyId: input.company_id ?? null,
      questions: withQuestionIds(input.questions),
      isTest: input.is_test ?? false,
      createdByUserId: actor.id,
      updatedByUserId: actor.id,
    })
    .returning({ id: t.id });
  return findTemplate(db, actor, row.id);
}

export async function updateTemplate(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateTemplateInput,
): Promise<TemplateJson> {
  const current = await findTemplate(db, actor, id);
  if (input.company_id !== undefined && input.company_id !== current.company_id) {
    await checkCompany(db, actor, input.company_id);
    // Jobs of other companies would lose a template they may use.
    if (input.company_id !== null) {
      const [{ foreign }] = await db
        .select({ foreign: count() })
        .from(jobs)
        .where(and(eq(jobs.templateId, id), sql`${jobs.companyId} <> ${input.company_id}`));
      if (foreign > 0) {
        throw ApiError.unprocessable([
          { path: "company_id", message: `cannot be set: ${foreign} job(s) of other companies use this template` },
        ]);
      }
    }
  }
  await db
    .update(t)
    .set({
      name: input.name,
      description: input.description,
      companyId: input.company_id,
      questions: input.questions ? withQuestionIds(input.questions) : undefined,
      isTest: input.is_test,
      updatedByUserId: actor.id,
      updatedAt: new Date(),
    })
    .where(eq(t.id, id));
  return findTemplate(db, actor, id);
}

/** Archives a template: jobs that use it keep it; it is no longer offered for new jobs. */
export async function archiveTemplate(db: Database, actor: Actor, id: number): Promise<TemplateJson> {
  const current = await findTemplate(db, actor, id);
  if (!current.archived_at) {
    await db
      .update(t)
      .set({ archivedAt: new Date(), archivedByUserId: actor.id, updatedAt: new Date(), updatedByUserId: actor.id })
      .where(eq(t.id, id));
  }
  return findTemplate(db, actor, id);
}

/** Deletes a template no job uses; one in use answers 409 (archive it instead). */
export async function deleteTemplate(db: Database, actor: Actor, id: number): Promise<void> {
  const current = await findTemplate(db, actor, id);
  if (current.job_count > 0) {
    throw ApiError.conflict(`${current.job_count} job(s) use this template: archive it instead`);
  }
  await db.delete(t).where(eq(t.id, id));
}

/**
 * DELETE /job-application-templates/clean-tests: every test template (is_test) in scope that no real job uses.
 * Test jobs go first through DELETE /jobs/clean-tests; a test template a real job still uses is kept and counted.
 */
export async function cleanTestTemplates(db: Database, actor: Actor): Promise<{ deleted: number; kept: number }> {
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({
        id: t.id,
        jobCount: sql<number>`(select count(*)::int from ${jobs} where ${jobs.templateId} = ${t.id})`,
      })
      .from(t)
      .leftJoin(companies, eq(companies.id, t.companyId))
      .where(and(eq(t.isTest, true), visible(actor)));
    const deletable = candidates.filter((c) => c.jobCount === 0).map((c) => c.id);
    for (const id of deletable) await tx.delete(t).where(eq(t.id, id));
    return { deleted: deletable.length, kept: candidates.length - deletable.length };
  });
}
