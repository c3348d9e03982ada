import { and, eq, isNull } from "drizzle-orm";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { bookCodeBatches, bookCodes } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import { findBatch } from "./model";

const alreadyRevoked = () => ApiError.conflict("This batch has been revoked already");

/**
 * POST /book-codes/batches/{id}/revoke: every unused code of the batch is revoked at once (redeemed codes keep their
 * assessments), with one audit row. A batch revoked already is a 409.
 */
export async function revokeBatch(db: Database, auth: Auth, batchId: number): Promise<{ revoked: number }> {
  const { batch } = await findBatch(db, auth.actor, batchId);
  if (batch.revokedAt) throw alreadyRevoked();
  return db.transaction(async (tx) => {
    const now = new Date();
    // Conditional on the batch still being live: two revocations at once revoke (and audit) once.
    const [live] = await tx
      .update(bookCodeBatches)
      .set({ revokedAt: now })
      .where(and(eq(bookCodeBatches.id, batch.id), isNull(bookCodeBatches.revokedAt)))
      .returning({ id: bookCodeBatches.id });
    if (!live) throw alreadyRevoked();
    const revoked = await tx
      .update(bookCodes)
      .set({ status: "revoked", revokedAt: now })
      .where(and(eq(bookCodes.batchId, batch.id), eq(bookCodes.status, "unused")))
      .returning({ id: bookCodes.id });
    await recordAudit(tx, auth, {
      action: "book_code_batch.revoke",
      companyId: batch.companyId,
      subjectType: "book_code_batch",
      subjectId: batch.id,
      summary: `Revoked batch ${batch.id}: ${revoked.length} unused codes`,
    });
    return { revoked: revoked.length };
  });
}
