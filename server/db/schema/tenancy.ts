import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { ROLES } from "../../../domain/roles";
import { createdAt, id, language, languageValid } from "./columns";

export const authRole = pgEnum("auth_role", ROLES);

/** Small key/value facts about this database (e.g. that the demo seed has run). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const franchises = pgTable("franchises", {
  id: id(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

export const companies = pgTable(
  "companies",
  {
    id: id(),
    name: text("name").notNull(),
    franchiseId: integer("franchise_id").references(() => franchises.id, { onDelete: "restrict" }),
    goHighLevelLocationId: text("go_high_level_location_id"),
    industry: text("industry"),
    productType: text("product_type"),
    /** Random token of the company's shareable assessment link. */
    assessmentToken: text("assessment_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** Whether the company's people's data may go to the configured AI endpoint (api/ai); off → the labelled default. */
    aiEnabled: boolean("ai_enabled").notNull().default(true),
    /**
     * Whether fits include the health-adjacent facets (domain/assessment/fit.ts HEALTH_ADJACENT_FACETS): only with a
     * recorded reason, who and when (ADR 056). Off by default.
     */
    fitIncludesHealthFacets: boolean("fit_includes_health_facets").notNull().default(false),
    fitHealthFacetsReason: text("fit_health_facets_reason"),
    fitHealthFacetsChangedByUserId: integer("fit_health_facets_changed_by_user_id").references(
      (): AnyPgColumn => users.id,
      { onDelete: "set null" },
    ),
    fitHealthFacetsChangedAt: timestamp("fit_health_facets_changed_at", { withTimezone: true }),
    /** Whether people assessed through the company's link get a link to their own report (api/participant-reports). */
    participantReports: boolean("participant_reports").notNull().default(true),
    /**
     * The language of candidate-facing pages and e-mails for a candidate whose browser names none of ours
     * (app/i18n, docs/languages.md).
     */
    defaultLanguage: language("default_language"),
    createdAt: createdAt(),
  },
  (t) => [
    languageValid("companies_default_language_valid", t.defaultLanguage),
    check(
      "companies_fit_health_facets_reason_given",
      sql`NOT ${t.fitIncludesHealthFacets} OR length(trim(coalesce(${t.fitHealthFacetsReason}, ''))) > 0`,
    ),
    index("companies_franchise_idx").on(t.franchiseId),
    uniqueIndex("companies_assessment_token_idx").on(t.assessmentToken),
    index("companies_name_idx").on(sql`lower(${t.name})`),
  ],
);

export const locations = pgTable(
  "locations",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("locations_company_name_idx").on(t.companyId, t.name)],
);

export const departments = pgTable(
  "departments",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("departments_company_name_idx").on(t.companyId, t.name)],
);

export const roleNames = pgTable(
  "role_names",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Offered to candidates on the public registration form. */
    isPublic: boolean("is_public").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("role_names_company_name_idx").on(t.companyId, t.name)],
);

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    first: text("first").notNull(),
    last: text("last").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    authRole: authRole("auth_role").notNull(),
    /** 1 active, 0 inactive (spec §3). */
    active: smallint("active").notNull().default(1),
    canViewHiringPipeline: boolean("can_view_hiring_pipeline").notNull().default(false),
    /** May read voluntary self-identification answers (capability "eeo:read"); only an owner grants it. */
    canViewEeo: boolean("can_view_eeo").notNull().default(false),
    /** When the current visit of the home page began (api/dashboard/record-visit.ts: reloads within a visit keep it). */
    lastHomeVisitAt: timestamp("last_home_visit_at", { withTimezone: true }),
    /** When the visit before it began: the home page's "new since your last visit" counts from here. */
    previousHomeVisitAt: timestamp("previous_home_visit_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_ci_idx").on(sql`lower(${t.email})`), index("users_company_idx").on(t.companyId)],
);

export const pipelines = pgTable(
  "pipelines",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("pipelines_company_idx").on(t.companyId, t.position)],
);

export const pipelineStatuses = pgTable(
  "pipeline_statuses",
  {
    id: id(),
    pipelineId: integer("pipeline_id")
      .notNull()
      .references(() => pipelines.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("pipeline_statuses_pipeline_name_idx").on(t.pipelineId, t.name)],
);
