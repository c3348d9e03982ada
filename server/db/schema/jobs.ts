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
import {
  APPLICATION_SOURCES,
  APPLICATION_STATUSES,
  EMPLOYMENT_TYPES,
  IMPORT_STATUSES,
  JOB_STATUSES,
  SALARY_PERIODS,
  WORKPLACES,
  type AnswerValue,
  type ImportRowError,
  type TemplateQuestion,
} from "../../../domain/jobs";
import { surveyResults } from "./assessment";
import { createdAt, id } from "./columns";
import { companies, departments, locations, roleNames, users } from "./tenancy";

const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });

/**
 * An application template: the custom questions a job's applicants answer. Shared by every company when
 * `company_id` is null, otherwise that company's own. Questions live in one JSON list (a form definition that is
 * read and written whole); each keeps a stable id so answers stay attached to their question across edits.
 */
export const jobApplicationTemplates = pgTable(
  "job_application_templates",
  {
    id: id(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    questions: jsonb("questions").$type<TemplateQuestion[]>().notNull().default([]),
    isTest: boolean("is_test").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    archivedByUserId: userRef("archived_by_user_id"),
    createdByUserId: userRef("created_by_user_id"),
    updatedByUserId: userRef("updated_by_user_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("job_templates_company_idx").on(t.companyId),
    index("job_templates_name_idx").on(sql`lower(${t.name})`),
  ],
);

/** A job a company hires for. `uuid` is its public id (job board links); `id` stays internal. */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    departmentId: integer("department_id").references(() => departments.id, { onDelete: "set null" }),
    /** The company role applicants are assessed for (their candidate record carries its name). */
    roleNameId: integer("role_name_id").references(() => roleNames.id, { onDelete: "set null" }),
    templateId: integer("template_id").references(() => jobApplicationTemplates.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }).notNull().default("full_time"),
    workplace: text("workplace", { enum: WORKPLACES }).notNull().default("on_site"),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryCurrency: text("salary_currency"),
    salaryPeriod: text("salary_period", { enum: SALARY_PERIODS }),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("draft"),
    /** With the brand's "interview after application" feature: applicants go straight on into the assessment. */
    interviewAfterApplication: boolean("interview_after_application").notNull().default(true),
    /** Whether the job's applicants get their own report (api/participant-reports); the company's switch still applies. */
    participantReports: boolean("participant_reports").notNull().default(true),
    isTest: boolean("is_test").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    archivedByUserId: userRef("archived_by_user_id"),
    createdByUserId: userRef("created_by_user_id"),
    updatedByUserId: userRef("updated_by_user_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("jobs_uuid_idx").on(t.uuid),
    index("jobs_company_idx").on(t.companyId, t.createdAt),
    index("jobs_status_idx").on(t.status),
    index("jobs_created_idx").on(t.createdAt),
    index("jobs_title_idx").on(sql`lower(${t.title})`),
    check("jobs_status_valid", sql`${t.status} in ('draft', 'published', 'paused', 'closed', 'filled')`),
    check(
      "jobs_salary_range",
      sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`,
    ),
  ],
);

/**
 * One person's application to a job. `candidate_reference` is the applicant's only (random) key to it; the
 * candidate it created is a survey result in the job's company. The answers are keyed by question id.
 */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: id(),
    candidateReference: uuid("candidate_reference").notNull().defaultRandom(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    surveyResultId: integer("survey_result_id").references(() => surveyResults.id, { onDelete: "set null" }),
    /**
     * The applicant already had an unfinished assessment at the company, which this application joined: its link
     * goes to the applicant's e-mail only, never into an answer (whoever applies knows no more than an e-mail).
     */
    joinedAssessment: boolean("joined_assessment").notNull().default(false),
    first: text("first").notNull(),
    last: text("last").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    answers: jsonb("answers").$type<Record<string, AnswerValue>>().notNull().default({}),
    resumeKey: text("resume_key"),
    resumeName: text("resume_name"),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("in_progress"),
    source: text("source", { enum: APPLICATION_SOURCES }).notNull().default("apply"),
    importId: integer("import_id"),
    isTest: boolean("is_test").notNull().default(false),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("job_applications_reference_idx").on(t.candidateReference),
    // One application per person and job: applying twice (or a double tap) meets this index.
    uniqueIndex("job_applications_job_email_idx").on(t.jobId, sql`lower(${t.email})`),
    index("job_applications_survey_result_idx").on(t.surveyResultId),
  ],
);

/** A CSV import of candidates for a job: the uploaded file, what checking it found, and how far importing got. */
export const jobCandidateImports = pgTable(
  "job_candidate_imports",
  {
    id: id(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    status: text("status", { enum: IMPORT_STATUSES }).notNull().default("awaiting_upload"),
    totalRows: integer("total_rows").notNull().default(0),
    processedRows: integer("processed_rows").notNull().default(0),
    importedRows: integer("imported_rows").notNull().default(0),
    errors: jsonb("errors").$type<ImportRowError[]>().notNull().default([]),
    createdByUserId: userRef("created_by_user_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("job_candidate_imports_job_idx").on(t.jobId)],
);
