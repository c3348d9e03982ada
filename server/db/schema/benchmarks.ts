import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { BenchmarkTargets } from "../../../domain/assessment/fit";
import type { ScoreBand } from "../../../brands/types";
import { surveyResults } from "./assessment";
import { createdAt, id } from "./columns";
import { companies, users } from "./tenancy";

export const RESCORE_STATES = ["queued", "running", "done", "failed"] as const;
export type RescoreState = (typeof RESCORE_STATES)[number];

/**
 * A role benchmark (super admins manage them): a named role with a target percentile range per domain and,
 * optionally, per facet. Without a company it applies to every company's results; with one, to that company's.
 * Every change bumps `version`; a background job then re-scores the results it applies to and reports its progress
 * in the `rescore_*` columns until `scored_version` catches up.
 */
export const roleBenchmarks = pgTable(
  "role_benchmarks",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    targets: jsonb("targets").$type<BenchmarkTargets>().notNull(),
    /** When it was modelled after a top performer: whose assessment. */
    modelSurveyResultId: integer("model_survey_result_id").references(() => surveyResults.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    /** The version the stored fit scores belong to (0: none yet). */
    scoredVersion: integer("scored_version").notNull().default(0),
    rescoreState: text("rescore_state", { enum: RESCORE_STATES }).notNull().default("queued"),
    rescoreDone: integer("rescore_done").notNull().default(0),
    rescoreTotal: integer("rescore_total").notNull().default(0),
    rescoreError: text("rescore_error"),
    rescoreUpdatedAt: timestamp("rescore_updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    updatedByUserId: integer("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One name per company, and one among the benchmarks for every company.
    uniqueIndex("role_benchmarks_company_name_idx").on(sql`coalesce(${t.companyId}, 0)`, sql`lower(${t.name})`),
    index("role_benchmarks_name_idx").on(sql`lower(${t.name})`),
    index("role_benchmarks_company_idx").on(t.companyId),
    index("role_benchmarks_updated_idx").on(t.updatedAt),
    check("role_benchmarks_name_length", sql`length(${t.name}) between 1 and 120`),
  ],
);

/**
 * The fit (0–100) of one survey result to one benchmark, with its band, as computed for a benchmark version. The
 * primary key makes every (re)computation an upsert: a job that runs twice writes the same rows.
 */
export const benchmarkScores = pgTable(
  "benchmark_scores",
  {
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    roleBenchmarkId: integer("role_benchmark_id")
      .notNull()
      .references(() => roleBenchmarks.id, { onDelete: "cascade" }),
    fit: smallint("fit").notNull(),
    band: text("band").$type<ScoreBand>().notNull(),
    benchmarkVersion: integer("benchmark_version").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "benchmark_scores_pkey", columns: [t.surveyResultId, t.roleBenchmarkId] }),
    index("benchmark_scores_benchmark_fit_idx").on(t.roleBenchmarkId, t.fit),
    check("benchmark_scores_fit_range", sql`${t.fit} between 0 and 100`),
  ],
);
