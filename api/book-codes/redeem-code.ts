import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { bookCodeBatches, bookCodes, companies, roleNames, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { registerInCompany, type RegisteredSurvey } from "../surveys/register-survey";
import type { RedeemInput } from "./contract";

// What the reader is told; each names the code field, so the form shows it beside the code.
const refusals = {
  unknown: () =>
    new ApiError(404, "This book code was not found.", [
      { path: "code", message: "was not found: please check it against your book" },
    ]),
  redeemed: () =>
    ApiError.conflict("This book code has already been used.", [{ path: "code", message: "has already been used" }]),
  revoked: () =>
    new ApiError(410, "This book code is no longer valid.", [
      { path: "code", message: "is no longer valid: it has been withdrawn" },
    ]),
};

/** Thrown inside the transaction to undo the code's redemption: the reader has an unfinished assessment there. */
class Resumed extends Error {
  constructor(readonly registered: RegisteredSurvey) {
    super("resumed");
  }
}

/**
 * POST /book-codes/redeem: a reader registers with a book code (its check character was verified by the contract,
 * before this runs). In one transaction the code moves from unused to redeemed by a conditional UPDATE — of two
 * redemptions at once exactly one finds it unused — and the reader is registered at the code's company, the same
 * way as through the company's link. When the e-mail has an unfinished assessment there, everything is undone: the
 * code stays unused and the caller mails the continue link, as registering does.
 */
export async function redeemCode(db: Database, input: RedeemInput): Promise<RegisteredSurvey> {
  const { code, ...details } = input;
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(bookCodes)
        .set({ status: "redeemed", redeemedAt: new Date() })
        .where(and(eq(bookCodes.code, code), eq(bookCodes.status, "unused")))
        .returning({ id: bookCodes.id, batchId: bookCodes.batchId });
      if (!taken) {
        const [found] = await tx.select({ status: bookCodes.status }).from(bookCodes).where(eq(bookCodes.code, code));
        throw !found ? refusals.unknown() : found.status === "redeemed" ? refusals.redeemed() : refusals.revoked();
      }
      const [company] = await tx
        .select({ id: companies.id, name: companies.name })
        .from(bookCodeBatches)
        .innerJoin(companies, eq(companies.id, bookCodeBatches.companyId))
        .where(eq(bookCodeBatches.id, taken.batchId));
      // The reader types their role; one the company offers is linked to it, anything else is kept as typed.
      const [role] = await tx
        .select({ id: roleNames.id, name: roleNames.name })
        .from(roleNames)
        .where(
          and(
            eq(roleNames.companyId, company.id),
            eq(roleNames.isPublic, true),
            sql`lower(${roleNames.name}) = ${details.role.toLowerCase()}`,
          ),
        );
      const registered = await registerInCompany(tx, company, details, role ?? null);
      if (registered.resumed) throw new Resumed(registered);
      const [result] = await tx
        .select({ id: surveyResults.id })
        .from(surveyResults)
        .where(eq(surveyResults.uuid, registered.survey_result_uuid));
      await tx.update(bookCodes).set({ surveyResultId: result.id }).where(eq(bookCodes.id, taken.id));
      await recordAudit(tx, null, {
        action: "book_code.redeem",
        companyId: company.id,
        subjectType: "book_code",
        subjectId: taken.id,
        summary: `Book code ${taken.id} of batch ${taken.batchId} redeemed by survey result ${result.id}`,
      });
      return registered;
    });
  } catch (error) {
    if (error instanceof Resumed) return error.registered;
    throw error;
  }
}
