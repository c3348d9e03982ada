import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Answers to writes sent with an `Idempotency-Key` header (api/http/idempotency.ts): a retried request with the
 * same key, from the same caller, to the same operation gets the first answer again instead of writing twice. A
 * row without a status is a request still being processed. In the database, not in memory, so every instance
 * behind a load balancer sees the same keys. Rows are dropped after a day.
 */
export const idempotencyKeys = pgTable("idempotency_keys", {
  /** SHA-256 of the key, the caller's credentials, the method and the path: never the key or a token itself. */
  scope: text("scope").primaryKey(),
  /** The answer's status; null while the first request is still being processed. */
  status: integer("status"),
  /** The answer's JSON text (null for an answer without a body). */
  body: text("body"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
