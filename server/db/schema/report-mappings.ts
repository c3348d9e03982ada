import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ScaleCode } from "../../../domain/assessment/traits";
import type { MappingRange, ReportKind } from "../../../domain/report-mappings";
import { createdAt, id } from "./columns";
import { users } from "./tenancy";

export type ReportMappingStatus = "draft" | "active" | "archived";

/**
 * Trait-scale report mappings (the Report Configurator): versioned sets of percentile ranges and their text
 * blocks, per trait scale and report kind. A set moves draft → active → archived; the database itself holds at most
 * one active version per scale and kind (the partial unique index), whatever two activations race. Product-wide
 * writing, not a company's data: no tenant column.
 */
export const reportMappings = pgTable(
  "report_mappings",
  {
    id: id(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    scale: text("scale").$type<ScaleCode>().notNull(),
    reportKind: text("report_kind").$type<ReportKind>().notNull(),
    /** 1, 2, 3… per scale and kind, in the order the sets were made. */
    version: integer("version").notNull(),
    name: text("name").notNull(),
    status: text("status").$type<ReportMappingStatus>().notNull().default("draft"),
    /** A test mapping (e2e, trying things out): hidden from the search unless include_tests. */
    isTest: boolean("is_test").notNull().default(false),
    ranges: jsonb("ranges").$type<MappingRange[]>().notNull(),
    /** The version that was active when this one was activated: what a rollback re-activates. */
    previousId: integer("previous_id"),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("report_mappings_uuid_idx").on(t.uuid),
    uniqueIndex("report_mappings_version_idx").on(t.scale, t.reportKind, t.version),
    uniqueIndex("report_mappings_one_active_idx")
      .on(t.scale, t.reportKind)
      .where(sql`${t.status} = 'active'`),
    index("report_mappings_updated_idx").on(t.updatedAt),
    check("report_mappings_status_check", sql`${t.status} in ('draft', 'active', 'archived')`),
  ],
);
