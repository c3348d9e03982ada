// The Book Code System (spec §2): batches of codes printed in books and workbooks, each granting one
// assessment at a chosen company; internal super admins generate, list, export and revoke them, and a reader redeems
// one at the registration page, signed out. The coaching brand's feature (the hiring brand answers 404).
import { z } from "zod";
import { dataOf, id, idParam, operation, pageOf, pageQuery, searchText, timestamp } from "../http/contract";
import { registrantFields } from "../surveys/registrant";
import { bookCodeProblem, normalizeBookCode } from "./code";

export { formatBookCode, isValidBookCode, normalizeBookCode } from "./code";

export const BOOK_CODE_STATUSES = ["unused", "redeemed", "revoked"] as const;
export type BookCodeStatus = (typeof BOOK_CODE_STATUSES)[number];

/** What a code's reader gets beyond the assessment; none is the company's usual report. */
export const BOOK_CODE_REPORT_KINDS = ["report", "growth_report"] as const;
export type BookCodeReportKind = (typeof BOOK_CODE_REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Record<BookCodeReportKind, string> = {
  report: "Behavioral report",
  growth_report: "Growth report",
};

export const MAX_BATCH_SIZE = 10_000;

const deny = "Only the internal accounts may use the Book Code System";

// ---------------------------------------------------------------------------------------------------------------
// Inputs

/**
 * A code as a reader types it (any case, with or without hyphens and spaces), normalised; a code whose check
 * character does not fit is refused here, before anything is looked up.
 */
export const bookCodeInput = z
  .string({ error: "is required" })
  .max(40, "is too long to be a code")
  .transform((text, ctx) => {
    const problem = bookCodeProblem(text);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return normalizeBookCode(text);
  });

export const batchCreateInput = z
  .object({
    label: z.string({ error: "is required" }).trim().min(1, "is required").max(120, "must be at most 120 characters"),
    company_id: id("a company id"),
    count: z.coerce
      .number({ error: `must be a whole number from 1 to ${MAX_BATCH_SIZE}` })
      .int(`must be a whole number from 1 to ${MAX_BATCH_SIZE}`)
      .min(1, `must be a whole number from 1 to ${MAX_BATCH_SIZE}`)
      .max(MAX_BATCH_SIZE, `must be a whole number from 1 to ${MAX_BATCH_SIZE}`),
    report_kind: z
      .enum(BOOK_CODE_REPORT_KINDS, { error: `must be one of ${BOOK_CODE_REPORT_KINDS.join(", ")}` })
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
export type BatchCreateInput = z.output<typeof batchCreateInput>;

export const BATCH_SORTS = ["created_at", "label"] as const;
export const batchSearchQuery = z.object({
  ...pageQuery({ defaultLimit: 25 }),
  sort_by: z.enum(BATCH_SORTS, { error: `must be one of ${BATCH_SORTS.join(", ")}` }).default("created_at"),
  order_by: z.enum(["asc", "desc"], { error: "must be asc or desc" }).default("desc"),
  search: searchText().optional(),
  company_id: id("a company id").optional(),
});
export type BatchSearch = z.output<typeof batchSearchQuery>;

export const codeSearchQuery = z.object({
  ...pageQuery({ defaultLimit: 50, maxLimit: 200 }),
  status: z.enum(BOOK_CODE_STATUSES, { error: `must be one of ${BOOK_CODE_STATUSES.join(", ")}` }).optional(),
  /** The start of a code (hyphens and case do not matter). */
  search: searchText(20).optional(),
});
export type CodeSearch = z.output<typeof codeSearchQuery>;

/** A reader's registration with a book code: the assessment registration's details, the code instead of a link. */
export const redeemInput = z.object({ code: bookCodeInput, ...registrantFields });
export type RedeemInput = z.output<typeof redeemInput>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

const counts = z.object({ unused: z.number().int(), redeemed: z.number().int(), revoked: z.number().int() });

export const batchJson = z.object({
  id: z.number().int(),
  label: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  report_kind: z.enum(BOOK_CODE_REPORT_KINDS).nullable(),
  count: z.number().int(),
  counts,
  created_by: z.object({ id: z.number().int(), first: z.string(), last: z.string() }).nullable(),
  created_at: timestamp,
  revoked_at: timestamp.nullable(),
});
export type BatchJson = z.infer<typeof batchJson>;

export const codeJson = z.object({
  id: z.number().int(),
  /** As printed: XXXX-XXXX-XXXX. */
  code: z.string(),
  status: z.enum(BOOK_CODE_STATUSES),
  redeemed_at: timestamp.nullable(),
  revoked_at: timestamp.nullable(),
  /** The assessment the code started, and its person's name. */
  reader: z.object({ survey_result_id: z.number().int(), first: z.string(), last: z.string() }).nullable(),
});
export type CodeJson = z.infer<typeof codeJson>;

export const revokeResult = z.object({ revoked: z.number().int() });

/** As registering answers (api/surveys/contract.ts' registerSurveyResult): the assessment's id, or the e-mailed link. */
export const redeemResult = z.union([
  z.object({ survey_result_uuid: z.string(), resumed: z.literal(false) }),
  z.object({ survey_result_uuid: z.null(), resumed: z.literal(true), message: z.string() }),
]);

// ---------------------------------------------------------------------------------------------------------------
// Operations

const internal = { access: "book-code-system:use", denied: deny, feature: "bookCodeSystem" } as const;

export const bookCodesContract = {
  searchBatches: operation({
    method: "GET",
    path: "/book-codes/batches",
    summary: "Batches of book codes, newest first, with how many codes are unused, redeemed and revoked",
    description:
      "Answers a page of book-code batches, newest first, with how many of each batch's codes are unused, redeemed and revoked.",
    ...internal,
    query: batchSearchQuery,
    response: pageOf(batchJson),
    errors: [400, 403, 404],
  }),
  createBatch: operation({
    method: "POST",
    path: "/book-codes/batches",
    summary: "Generate a batch of 1 to 10,000 random, unique codes for a company",
    description: "Generates a batch of 1 to 10,000 random, unique codes for a company and answers the batch.",
    ...internal,
    body: batchCreateInput,
    response: dataOf(batchJson),
    status: 201,
    errors: [400, 403, 404],
  }),
  getBatch: operation({
    method: "GET",
    path: "/book-codes/batches/:id",
    summary: "One batch",
    description: "Answers one batch with its counts.",
    ...internal,
    params: idParam,
    response: dataOf(batchJson),
    errors: [400, 403, 404],
  }),
  codes: operation({
    method: "GET",
    path: "/book-codes/batches/:id/codes",
    summary: "A batch's codes with their status and, once redeemed, the reader",
    description: "Answers a page of a batch's codes with their status and, for a redeemed code, who redeemed it.",
    ...internal,
    params: idParam,
    query: codeSearchQuery,
    response: pageOf(codeJson),
    errors: [400, 403, 404],
  }),
  exportBatch: operation({
    method: "GET",
    path: "/book-codes/batches/:id/export",
    summary: "A batch's codes as CSV (for printing), with their status",
    description: "Answers a batch's codes with their status as a CSV file, for printing.",
    ...internal,
    params: idParam,
    produces: "text/csv",
    status: 200,
    errors: [400, 403, 404],
  }),
  revokeBatch: operation({
    method: "POST",
    path: "/book-codes/batches/:id/revoke",
    summary: "Revoke a batch: its unused codes can no longer be redeemed (redeemed ones stay)",
    description:
      "Revokes a batch's unused codes so they can no longer be redeemed; redeemed codes keep their assessments.",
    ...internal,
    params: idParam,
    response: dataOf(revokeResult),
    errors: [400, 403, 404, 409],
  }),
  revokeCode: operation({
    method: "POST",
    path: "/book-codes/codes/:id/revoke",
    summary: "Revoke one unused code",
    description: "Revokes one unused code (409 when it is already redeemed or revoked).",
    ...internal,
    params: idParam,
    response: dataOf(codeJson),
    errors: [400, 403, 404, 409],
  }),
  redeem: operation({
    method: "POST",
    path: "/book-codes/redeem",
    summary:
      "A reader registers for the assessment with a book code (201 with the assessment's id; 202 when an unfinished one exists: its link is e-mailed and the code stays unused)",
    description:
      "Registers a reader for the assessment with a book code and answers 201 with its id. With an unfinished assessment already, answers 202, e-mails its link and leaves the code unused.",
    access: "public",
    publicForm: true,
    feature: "bookCodeSystem",
    body: redeemInput,
    response: redeemResult,
    status: 201,
    errors: [400, 404, 409, 410, 429],
  }),
};
