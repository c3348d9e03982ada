import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import { emitForResults } from "../webhooks/events";
import type { Env } from "../../server/env";
import type { Database } from "../../server/db/client";
import { companies, surveyResults } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import { changeStatusIn } from "../pipeline/change-status";
import { inTransaction, requirePipelineAccess, type Tx } from "../pipeline/common";
import type { BulkUpdate } from "./contract";
import { isUniqueViolation, roleOfCompany, unfinishedTwice } from "./model";

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
      const archived = await tx
        .update(surveyResults)
        .set({ archivedAt: new Date(), updatedAt: new Date() })
        .where(and(inArray(surveyResults.id, ids), isNull(surveyResults.archivedAt)))
        .returning({ id: surveyResults.id });
      await emitForResults(
        tx,
        "candidate.archived",
        archived.map((r) => r.id),
      );
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
