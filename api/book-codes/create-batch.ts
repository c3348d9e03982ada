import { randomInt } from "node:crypto";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { bookCodeBatches, bookCodes } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import { BOOK_CODE_ALPHABET, BOOK_CODE_RANDOM_LENGTH, bookCodeFrom } from "./code";
import type { BatchCreateInput, BatchJson } from "./contract";
import { getBatch } from "./model";
import { plural } from "../../domain/text";

/** Rows per INSERT (PostgreSQL takes at most 65,535 parameters per statement; a code row has two). */
const CHUNK = 1_000;
/** Rounds of drawing again for codes that met an existing one (with 2.5·10^16 codes, one round is all but certain). */
const MAX_ROUNDS = 10;

/** A code from the operating system's cryptographically secure generator (uniform over the alphabet). */
export const randomBookCode = (): string =>
  bookCodeFrom(Array.from({ length: BOOK_CODE_RANDOM_LENGTH }, () => randomInt(BOOK_CODE_ALPHABET.length)));

/**
 * POST /book-codes/batches: a batch of `count` new codes for a company in the actor's scope. Codes are drawn at
 * random; one that already exists (the unique index) is skipped by the insert and drawn again, so the batch always
 * holds exactly `count` codes. One transaction: a batch is there whole or not at all.
 */
export async function createBatch(
  db: Database,
  auth: Auth,
  input: BatchCreateInput,
  draw: () => string = randomBookCode,
): Promise<BatchJson> {
  const { actor } = auth;
  const company = await findCompanyInScope(db, actor, input.company_id);
  const id = await db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(bookCodeBatches)
      .values({
        label: input.label,
        companyId: company.id,
        reportKind: input.report_kind,
        codeCount: input.count,
        createdByUserId: actor.id,
      })
      .returning({ id: bookCodeBatches.id });
    let missing = input.count;
    for (let round = 0; missing > 0; round++) {
      if (round === MAX_ROUNDS) throw new Error("could not draw unique book codes");
      // Distinct within the draw too, so that the insert's skipped rows are exactly the collisions.
      const drawn = new Set<string>();
      while (drawn.size < missing) drawn.add(draw());
      for (let i = 0; i < drawn.size; i += CHUNK) {
        const chunk = [...drawn].slice(i, i + CHUNK);
        const inserted = await tx
          .insert(bookCodes)
          .values(chunk.map((code) => ({ batchId: batch.id, code })))
          .onConflictDoNothing({ target: bookCodes.code })
          .returning({ id: bookCodes.id });
        missing -= inserted.length;
      }
    }
    await recordAudit(tx, auth, {
      action: "book_code_batch.create",
      companyId: company.id,
      subjectType: "book_code_batch",
      subjectId: batch.id,
      summary: `Generated ${plural(input.count, "book code")}`,
    });
    return batch.id;
  });
  return getBatch(db, actor, id);
}
