// What the template operations share: a template's row with its company and how many jobs use it, its JSON, and
// the checks of its company.
import crypto from "node:crypto";
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { TemplateQuestion } from "../../domain/jobs";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, jobApplicationTemplates, jobs } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { CreateTemplateInput, TemplateJson } from "./contract";

export const t = jobApplicationTemplates;

/** Templates the actor may see: shared ones, and those of companies in scope. */
export const visible = (actor: Actor): SQL => or(isNull(t.companyId), companiesInScope(actor))!;

export function templateRows(db: Database) {
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

export function toTemplateJson({ template, company, jobCount }: Row): TemplateJson {
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

export async function findTemplate(db: Database, actor: Actor, id: number): Promise<TemplateJson> {
  const [row] = await templateRows(db).where(and(eq(t.id, id), visible(actor)));
  if (!row) throw ApiError.notFound("Application template not found");
  return toTemplateJson(row);
}

export async function checkCompany(db: Database, actor: Actor, companyId: number | null | undefined) {
  if (companyId === null || companyId === undefined) return;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), companiesInScope(actor)));
  if (!company) throw ApiError.unprocessable([{ path: "company_id", message: "is not a company you can see" }]);
}
