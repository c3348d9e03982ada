import { and, eq } from "drizzle-orm";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { bookCodeBatches, bookCodes, companies, surveyResults } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { CodeJson } from "./contract";
import { codeColumns, toCodeJson } from "./model";

/** A code whose batch's company lies in the actor's scope, or a 404. */
async function findCode(db: Database, auth: Auth, id: number) {
  const [row] = await db
    .select({ ...codeColumns, companyId: bookCodeBatches.companyId })
    .from(bookCodes)
    .innerJoin(bookCodeBatches, eq(bookCodeBatches.id, bookCodes.batchId))
    .innerJoin(companies, eq(companies.id, bookCodeBatches.companyId))
    .leftJoin(surveyResults, eq(surveyResults.id, bookCodes.surveyResultId))
    .where(and(eq(bookCodes.id, id), companiesInScope(auth.actor)));
  if (!row) throw ApiError.notFound("Code not found");
  return row;
}

/**
 * POST /book-codes/codes/{id}/revoke: one unused code can no longer be redeemed, with an audit row. A redeemed code
 * keeps its assessment and cannot be revoked (409), nor can one revoked already.
 */
export async function revokeCode(db: Database, auth: Auth, id: number): Promise<CodeJson> {
  const row = await findCode(db, auth, id);
  const done = await db.transaction(async (tx) => {
    // Conditional on the code still being unused: a redemption at the same moment wins or loses as a whole.
    const [revoked] = await tx
      .update(bookCodes)
      .set({ status: "revoked", revokedAt: new Date() })
      .where(and(eq(bookCodes.id, row.code.id), eq(bookCodes.status, "unused")))
      .returning({ id: bookCodes.id });
    if (!revoked) return false;
    await recordAudit(tx, auth, {
      action: "book_code.revoke",
      companyId: row.companyId,
      subjectType: "book_code",
      subjectId: row.code.id,
      summary: `Revoked book code ${row.code.id} of batch ${row.code.batchId}`,
    });
    return true;
  });
  const { companyId: _companyId, ...after } = await findCode(db, auth, id);
  if (!done)
    throw ApiError.conflict(
      after.code.status === "redeemed"
        ? "This code has been redeemed: it cannot be revoked"
        : "This code is revoked already",
    );
  return toCodeJson(after);
}
