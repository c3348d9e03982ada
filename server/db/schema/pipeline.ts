import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { surveyResults } from "./assessment";
import { createdAt, id } from "./columns";
import { companies, pipelines, users } from "./tenancy";

/** Where one card was before a batch moved it, and where the batch put it (to undo it exactly). */
export interface PipelineBatchItem {
  id: number;
  from: { status: string; pipelineId: number | null; columnPosition: number | null };
  to: { status: string; pipelineId: number | null; columnPosition: number | null };
}

/**
 * A change of many cards at once on the hiring-pipeline board (move all of a status, clear a column's order, move the
 * cards of a deleted status): what it changed, so that Undo restores exactly that and nothing else.
 */
export const pipelineBatches = pgTable(
  "pipeline_batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    pipelineId: integer("pipeline_id").references(() => pipelines.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["move-all", "clear-positions", "delete-status"] }).notNull(),
    items: jsonb("items").$type<PipelineBatchItem[]>().notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [index("pipeline_batches_company_created_idx").on(t.companyId, t.createdAt)],
);

/**
 * Every status change of a survey result (a card moving between board columns), newest last: "days in the current
 * status" is counted from the latest one (or from the result's creation when it never moved). An undone batch
 * deletes its own rows, so the count goes back too.
 */
export const surveyResultStatusChanges = pgTable(
  "survey_result_status_changes",
  {
    id: id(),
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    pipelineId: integer("pipeline_id").references(() => pipelines.id, { onDelete: "set null" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    changedByUserId: integer("changed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    batchId: uuid("batch_id").references(() => pipelineBatches.id, { onDelete: "cascade" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("survey_result_status_changes_result_idx").on(t.surveyResultId, t.changedAt),
    index("survey_result_status_changes_batch_idx").on(t.batchId),
  ],
);
