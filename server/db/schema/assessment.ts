import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AssessmentScores } from "../../../domain/assessment/scoring";
import type { ResponseValidity } from "../../../domain/assessment/validity-types";
import { SEXES } from "../../../domain/assessment/traits";
import { createdAt, id, language, languageValid } from "./columns";
import { companies, departments, locations, pipelines, roleNames } from "./tenancy";

type IndexKey = Partial<ExtraConfigColumn> | SQL;

/** A search alternative's pattern indexes: across companies (`survey_results_<name>_pattern_idx`) and within one. */
function patternIndexes(
  t: Record<"id" | "companyId" | "archivedAt" | "isTest" | "superseded", ExtraConfigColumn>,
  name: string,
  pattern: SQL,
  ...searched: ExtraConfigColumn[]
) {
  const key: IndexKey[] = [pattern, ...searched, t.id, t.archivedAt, t.isTest, t.superseded];
  return [
    index(`survey_results_${name}_pattern_idx`).on(...(key as [IndexKey])),
    index(`survey_results_company_${name}_pattern_idx`).on(t.companyId, ...key),
  ];
}

/**
 * One person's behavioural assessment (a "survey result"): who registered, for which company and role, where it
 * stands in the company's pipeline, and once submitted its scores. Candidates reach it only through `uuid`.
 */
export const surveyResults = pgTable(
  "survey_results",
  {
    id: id(),
    /** Public, random: the candidate's link carries it, so it must never be guessable from `id`. */
    uuid: uuid("uuid").notNull().defaultRandom(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    departmentId: integer("department_id").references(() => departments.id, { onDelete: "set null" }),
    /** The role applied for, as the candidate chose it (kept even if the company renames or removes the role). */
    roleName: text("role_name").notNull(),
    roleNameId: integer("role_name_id").references(() => roleNames.id, { onDelete: "set null" }),
    first: text("first").notNull(),
    last: text("last").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    /**
     * The language of administration: the items' language when the answers were given (the last language the
     * take page was shown in before submission). Reports name it beside the norm group (docs/languages.md).
     */
    language: language("language"),
    /** The name of the pipeline status the result is in. */
    status: text("status").notNull().default("New"),
    pipelineId: integer("pipeline_id").references(() => pipelines.id, { onDelete: "set null" }),
    /** Order within its status column on the board; null until someone places it. */
    columnPosition: integer("column_position"),
    isTest: boolean("is_test").notNull().default(false),
    /**
     * A later submitted assessment of the same person (company and e-mail) replaced this one: it stays readable as
     * history, but lists, the board and pickers show the person once, by their current assessment (migration 0028,
     * api/survey-results/supersede.ts).
     */
    superseded: boolean("superseded").notNull().default(false),
    /**
     * A resume staff attached to the person outside any job application (migration 0029): the file store's key and
     * the file's name. An application without a resume of its own uses this one (api/survey-results/resume.ts).
     */
    resumeKey: text("resume_key"),
    resumeName: text("resume_name"),
    resumeAttachedAt: timestamp("resume_attached_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** When the first answer arrived. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Domain and facet scores (raw, T, percentile, band), computed once at submit by domain/assessment/scoring. */
    scores: jsonb("scores").$type<AssessmentScores>(),
    /** How sure the result is (response validity), computed with the scores (docs/assessment/response-validity.md). */
    validity: jsonb("validity").$type<ResponseValidity>(),
  },
  (t) => [
    languageValid("survey_results_language_valid", t.language),
    uniqueIndex("survey_results_uuid_idx").on(t.uuid),
    index("survey_results_company_created_idx").on(t.companyId, t.createdAt),
    index("survey_results_email_idx").on(sql`lower(${t.email})`),
    index("survey_results_status_idx").on(t.status),
    index("survey_results_archived_idx").on(t.archivedAt),
    // The list's filters and sorts (api/survey-results/search-survey-results.ts).
    index("survey_results_created_idx").on(t.createdAt),
    index("survey_results_submitted_idx").on(t.submittedAt),
    index("survey_results_location_idx").on(t.locationId),
    index("survey_results_department_idx").on(t.departmentId),
    index("survey_results_role_idx").on(t.roleName),
    index("survey_results_name_idx").on(sql`lower(${t.last})`, sql`lower(${t.first})`),
    // The search matches the start of the first name, last name, full name or e-mail: each alternative has a pattern
    // index for all companies and one within a company. The searched column, the id and the list's two flags close
    // each key so that a search's total count reads the indexes alone (ADR 051; drizzle has no INCLUDE).
    ...patternIndexes(t, "first", sql`lower(${t.first}) text_pattern_ops`, t.first),
    ...patternIndexes(t, "last", sql`lower(${t.last}) text_pattern_ops`, t.last),
    ...patternIndexes(t, "full_name", sql`lower(${t.first} || ' ' || ${t.last}) text_pattern_ops`, t.first, t.last),
    ...patternIndexes(t, "email", sql`lower(${t.email}) text_pattern_ops`, t.email),
    index("survey_results_tests_idx")
      .on(t.createdAt)
      .where(sql`${t.isTest}`),
    // The default list (neither archived, a test nor superseded): its page and its total count come from these alone.
    index("survey_results_listed_idx")
      .on(t.createdAt)
      .where(sql`${t.archivedAt} is null and not ${t.isTest} and not ${t.superseded}`),
    index("survey_results_listed_company_idx")
      .on(t.companyId, t.createdAt)
      .where(sql`${t.archivedAt} is null and not ${t.isTest} and not ${t.superseded}`),
    // A deep page sorted by company (searchSurveyResults skips its rows as ids): each company's ids in order, read
    // from the index alone.
    index("survey_results_listed_company_id_idx")
      .on(t.companyId, t.id)
      .where(sql`${t.archivedAt} is null and not ${t.isTest} and not ${t.superseded}`),
    // The list's filters within a company (status, role, location, department: the pipeline's views): the filtered
    // total and the newest page's ids come from the index alone, instead of four single-column bitmaps combined and
    // hundreds of rows read. created_at and id close the key only so that the index covers that page.
    index("survey_results_listed_filters_idx")
      .on(t.companyId, t.status, t.roleName, t.locationId, t.departmentId, t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null and not ${t.isTest} and not ${t.superseded}`),
    // A person's submitted assessments with a company, newest last (supersede.ts).
    index("survey_results_person_idx")
      .on(t.companyId, sql`lower(${t.email})`, t.submittedAt, t.id)
      .where(sql`${t.submittedAt} is not null`),
    index("survey_results_company_name_idx").on(t.companyId, sql`lower(${t.last})`, sql`lower(${t.first})`),
    // At most one unfinished assessment per person and company: registering again resumes it (on any device).
    uniqueIndex("survey_results_unfinished_email_idx")
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.submittedAt} is null and ${t.archivedAt} is null`),
  ],
);

/**
 * The person's sex and age as they gave them: they pick the norms the answers are scored against and nothing else,
 * so they are kept apart from the result that staff views read. Read only to score, to show the person their own
 * details and in their data export; erased with the result by the cascade. No row is "prefer not to say", no age
 * (docs/decisions/052-norm-inputs-apart.md).
 */
export const surveyResultNormInputs = pgTable(
  "survey_result_norm_inputs",
  {
    surveyResultId: integer("survey_result_id")
      .primaryKey()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    /** "unspecified" is "prefer not to say". */
    sex: text("sex", { enum: SEXES }).notNull().default("unspecified"),
    age: smallint("age"),
  },
  (t) => [
    check("survey_result_norm_inputs_sex_valid", sql`${t.sex} in ('male', 'female', 'unspecified')`),
    check("survey_result_norm_inputs_age_range", sql`${t.age} is null or ${t.age} between 16 and 99`),
  ],
);

/**
 * How many listed results (neither archived nor tests) each company has, kept by triggers on survey_results
 * (migration 0024): the unfiltered list's total and its per-company counts without counting 100,000 index entries
 * on every page. No foreign key: a company's deletion removes its results and leaves a zero behind.
 */
export const surveyResultCounts = pgTable("survey_result_counts", {
  companyId: integer("company_id").primaryKey(),
  listed: integer("listed").notNull().default(0),
});

/**
 * The answers of an assessment, one row per item. The primary key (survey_result_id, item_id) makes a replayed
 * save an upsert of the same row, never a second one.
 */
export const surveyAnswers = pgTable(
  "survey_answers",
  {
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    /** The item's id in @bigfive-org/questions. */
    itemId: text("item_id").notNull(),
    /** 1 (Very Inaccurate) … 5 (Very Accurate), as chosen; reversal of minus-keyed items happens in scoring. */
    value: smallint("value").notNull(),
    /** When the candidate gave this answer (as their device saw it): a late replay of an older answer loses. */
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "survey_answers_pkey", columns: [t.surveyResultId, t.itemId] }),
    check("survey_answers_value_range", sql`${t.value} between 1 and 5`),
  ],
);
