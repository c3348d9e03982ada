import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const QUEUE_JOB_STATES = ["created", "active", "completed", "failed"] as const;
export type QueueJobState = (typeof QUEUE_JOB_STATES)[number];

/**
 * The embedded job queue's table (api/queue/table-queue.ts; on PostgreSQL with DATABASE_URL, pg-boss keeps its own
 * schema instead). A job with a singleton key waits at most once per queue: sending it again while one waits is a
 * no-op, which makes enqueueing idempotent.
 */
export const queueJobs = pgTable(
  "queue_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    state: text("state", { enum: QUEUE_JOB_STATES }).notNull().default("created"),
    singletonKey: text("singleton_key"),
    retryLimit: integer("retry_limit").notNull().default(3),
    retryCount: integer("retry_count").notNull().default(0),
    retryDelayMs: integer("retry_delay_ms").notNull().default(1000),
    startAfter: timestamp("start_after", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("queue_jobs_fetch_idx").on(t.name, t.state, t.startAfter),
    uniqueIndex("queue_jobs_waiting_singleton_idx")
      .on(t.name, t.singletonKey)
      .where(sql`${t.state} = 'created' and ${t.singletonKey} is not null`),
  ],
);
