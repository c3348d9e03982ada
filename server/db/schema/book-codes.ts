import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { surveyResults } from "./assessment";
import { createdAt, id } from "./columns";
import { companies, users } from "./tenancy";

/**
 * A batch of book codes (api/book-codes/): codes printed in books and workbooks, each granting one assessment at
 * `companyId` (and, if set, the report kind the reader gets).
 */
export const bookCodeBatches = pgTable(
  "book_code_batches",
  {
    id: id(),
    label: text("label").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    reportKind: text("report_kind"),
    /** How many codes were generated (the codes' rows say what became of each). */
    codeCount: integer("code_count").notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** When the whole batch was revoked (its unused codes with it). */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("book_code_batches_company_idx").on(t.companyId),
    index("book_code_batches_created_idx").on(t.createdAt),
  ],
);

export const BOOK_CODE_STATUSES = ["unused", "redeemed", "revoked"] as const;

/**
 * One code (12 characters, stored without hyphens). A code is redeemed once, by a conditional update from `unused`
 * in the registration's transaction; `surveyResultId` is the assessment it started.
 */
export const bookCodes = pgTable(
  "book_codes",
  {
    id: id(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => bookCodeBatches.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    status: text("status", { enum: BOOK_CODE_STATUSES }).notNull().default("unused"),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    surveyResultId: integer("survey_result_id").references(() => surveyResults.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Every code exists once, whatever its batch: generation retries a collision.
    uniqueIndex("book_codes_code_idx").on(t.code),
    index("book_codes_batch_idx").on(t.batchId, t.id),
    check("book_codes_status_check", sql`${t.status} in ('unused', 'redeemed', 'revoked')`),
  ],
);
