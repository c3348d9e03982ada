import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Env } from "../../server/env";
import type { Database } from "../db/client";
import { companies, departments, locations, roleNames, surveyResultEvents, surveyResults } from "../db/schema/index";
import { ApiError } from "../http/errors";
import { changeStatusIn } from "../pipeline/change-status";
import { inTransaction, requirePipelineAccess, type Tx } from "../pipeline/common";
import { companiesInScope } from "../services/scope";
import { findSurveyResultInScope, getSurveyResult, type Executor } from "./find-survey-result";
import type { BulkUpdate, SurveyResultDetailJson, SurveyResultUpdate } from "./results-contracts";

/** PostgreSQL's unique_violation, from either driver. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

const unfinishedTwice = () =>
  ApiError.conflict("This person already has an unfinished assessment with this company", [
    { path: "email", message: "already has an unfinished assessment with this company" },
  ]);

/** A role name of the company (matched without regard to case), or 422 naming the field. */
async function roleOfCompany(db: Executor, companyId: number, role: string, path = "role") {
  const [row] = await db
    .select({ id: roleNames.id, name: roleNames.name, company: companies.name })
    .from(roleNames)
    .innerJoin(companies, eq(companies.id, roleNames.companyId))
    .where(and(eq(roleNames.companyId, companyId), sql`lower(${roleNames.name}) = ${role.toLowerCase()}`));
  if (!row) {
    const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    throw ApiError.unprocessable([{ path, message: `is not a role of ${company?.name ?? "this company"}` }]);
  }
  return row;
}

async function requireItemOfCompany(db: Executor, kind: "location" | "department", id: number, companyId: number) {
  const table = kind === "location" ? locations : departments;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)));
  if (!row)
    throw ApiError.unprocessable([{ path: `${kind}_id`, message: `is not a ${kind} of this result's company` }]);
}

/** PUT /survey-results/update: contact details, location, department, test marker. */
export async function updateSurveyResult(
  db: Database,
  actor: Actor,
  input: SurveyResultUpdate,
): Promise<SurveyResultDetailJson> {
  const result = await findSurveyResultInScope(db, actor, input.id);
  if (input.location_id) await requireItemOfCompany(db, "location", input.location_id, result.companyId);
  if (input.department_id) await requireItemOfCompany(db, "department", input.department_id, result.companyId);
  try {
    await db
      .update(surveyResults)
      .set({
        first: input.first,
        last: input.last,
        email: input.email,
        phone: input.phone,
        locationId: input.location_id,
        departmentId: input.department_id,
        isTest: input.is_test,
        updatedAt: new Date(),
      })
      .where(eq(surveyResults.id, result.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw unfinishedTwice();
    throw error;
  }
  return getSurveyResult(db, actor, result.id);
}

/** PUT /survey-results/update-role: the role applied for, one of the company's role names. */
export async function updateSurveyResultRole(db: Database, actor: Actor, id: number, role: string) {
  const result = await findSurveyResultInScope(db, actor, id);
  const found = await roleOfCompany(db, result.companyId, role);
  await db
    .update(surveyResults)
    .set({ roleName: found.name, roleNameId: found.id, updatedAt: new Date() })
    .where(eq(surveyResults.id, result.id));
  return getSurveyResult(db, actor, result.id);
}

/**
 * POST /survey-results/bulk-update: status (through the pipeline's changeStatus, which places the cards and records
 * the change), role and archived for many results at once, all or nothing. Every id must lie in the actor's scope
 * (404 otherwise, naming none of them); a status change needs the hiring-pipeline permission.
 */
export async function bulkUpdateSurveyResults(
  db: Database,
  env: Pick<Env, "STAGE" | "INTERNAL_ACCOUNTS">,
  actor: Actor,
  input: BulkUpdate,
): Promise<{ ids: number[]; updated: number }> {
  if (input.status !== undefined) requirePipelineAccess(actor, env);
  const ids = [...new Set(input.ids)];
  return inTransaction(db, async (tx: Tx) => {
    const rows = await tx
      .select({ id: surveyResults.id, companyId: surveyResults.companyId })
      .from(surveyResults)
      .innerJoin(companies, eq(companies.id, surveyResults.companyId))
      .where(and(inArray(surveyResults.id, ids), companiesInScope(actor)));
    if (rows.length !== ids.length) throw ApiError.notFound("Survey result not found");

    if (input.role !== undefined) {
      const byCompany = new Map<number, number[]>();
      for (const row of rows) byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row.id]);
      for (const [companyId, companyIds] of byCompany) {
        const found = await roleOfCompany(tx, companyId, input.role);
        await tx
          .update(surveyResults)
          .set({ roleName: found.name, roleNameId: found.id, updatedAt: new Date() })
          .where(inArray(surveyResults.id, companyIds));
      }
    }
    if (input.archived === true) {
      await tx
        .update(surveyResults)
        .set({ archivedAt: new Date(), updatedAt: new Date() })
        .where(and(inArray(surveyResults.id, ids), isNull(surveyResults.archivedAt)));
    } else if (input.archived === false) {
      try {
        // A savepoint, so a refused restore leaves the transaction usable for the 409 below.
        await tx.transaction(async (inner) => {
          await inner
            .update(surveyResults)
            .set({ archivedAt: null, updatedAt: new Date() })
            .where(inArray(surveyResults.id, ids));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw unfinishedTwice();
        throw error;
      }
    }
    if (input.status !== undefined) await changeStatusIn(tx, actor, { ids, status: input.status });
    return { ids, updated: ids.length };
  });
}

/** POST /survey-results/track-event: what staff did with a result, for its history. */
export async function trackSurveyResultEvent(
  db: Database,
  auth: { actor: Actor; superAdmin: { id: number } | null },
  input: { survey_result_id: number; event: string; data?: Record<string, unknown> },
) {
  const result = await findSurveyResultInScope(db, auth.actor, input.survey_result_id);
  const [row] = await db
    .insert(surveyResultEvents)
    .values({
      surveyResultId: result.id,
      userId: auth.actor.id,
      proxySuperUserId: auth.superAdmin?.id ?? null,
      event: input.event,
      data: input.data ?? null,
    })
    .returning();
  return {
    id: row.id,
    survey_result_id: row.surveyResultId,
    event: row.event,
    created_at: row.createdAt.toISOString(),
  };
}
