import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The rate limiter's counters (server/rate-limit.ts, ADR 039): one row per bucket and key, counted by an atomic
 * upsert, so every server instance on this database shares one budget. Keys are stored hashed (they are client
 * addresses and e-mails); rows past their window are deleted by the limiter now and then.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** What is limited, e.g. `public-form`, `register:email`. */
    bucket: text("bucket").notNull(),
    /** SHA-256 (hex) of the key within the bucket: a client address, an e-mail, an assessment. */
    keyHash: text("key_hash").notNull(),
    hits: integer("hits").notNull(),
    /** When the window that began with the first hit ends (the count starts again after it). */
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.keyHash] }), index("rate_limits_reset_idx").on(t.resetAt)],
);
