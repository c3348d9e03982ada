// Voluntary self-identification (docs/self-identification.md): kept apart from the person's record, read only with
// the "eeo:read" capability, never an input to scoring, fit, ranking or AI. Each answer column is null when the
// question was not asked or left blank; "declined" is the candidate's "I decline to self-identify".
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import {
  DISABILITY_CODES,
  RACE_ETHNICITY_CODES,
  SELF_IDENTIFICATION_SOURCES,
  SEX_CODES,
  VETERAN_CODES,
} from "../../../domain/self-identification";
import { surveyResults } from "./assessment";
import { createdAt, id } from "./columns";
import { jobApplications } from "./jobs";
import { companies } from "./tenancy";

/** `'a', 'b', …` for a check constraint, from the domain's code list so the two cannot drift. */
const codeList = (codes: readonly string[]) => sql.raw(codes.map((c) => `'${c}'`).join(", "));

export const selfIdentifications = pgTable(
  "self_identifications",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The assessment the answers belong to; erasing the person deletes them with it. */
    surveyResultId: integer("survey_result_id").references(() => surveyResults.id, { onDelete: "cascade" }),
    /** The job application they were given on (hiring brand), when given there. */
    jobApplicationId: integer("job_application_id").references(() => jobApplications.id, { onDelete: "cascade" }),
    sex: text("sex", { enum: SEX_CODES }),
    raceEthnicity: text("race_ethnicity", { enum: RACE_ETHNICITY_CODES }),
    veteran: text("veteran", { enum: VETERAN_CODES }),
    disability: text("disability", { enum: DISABILITY_CODES }),
    source: text("source", { enum: SELF_IDENTIFICATION_SOURCES }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("self_identifications_survey_result_idx")
      .on(t.surveyResultId)
      .where(sql`${t.surveyResultId} is not null`),
    uniqueIndex("self_identifications_job_application_idx")
      .on(t.jobApplicationId)
      .where(sql`${t.jobApplicationId} is not null`),
    index("self_identifications_company_idx").on(t.companyId),
    check(
      "self_identifications_belongs_to_someone",
      sql`${t.surveyResultId} is not null or ${t.jobApplicationId} is not null`,
    ),
    check("self_identifications_sex_valid", sql`${t.sex} in (${codeList(SEX_CODES)})`),
    check("self_identifications_race_ethnicity_valid", sql`${t.raceEthnicity} in (${codeList(RACE_ETHNICITY_CODES)})`),
    check("self_identifications_veteran_valid", sql`${t.veteran} in (${codeList(VETERAN_CODES)})`),
    check("self_identifications_disability_valid", sql`${t.disability} in (${codeList(DISABILITY_CODES)})`),
    check("self_identifications_source_valid", sql`${t.source} in (${codeList(SELF_IDENTIFICATION_SOURCES)})`),
  ],
);

/** Which of the optional questions a company asks; sex and race/ethnicity are always asked (and may be declined). */
export const selfIdentificationSettings = pgTable("self_identification_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  askVeteran: boolean("ask_veteran").notNull().default(false),
  askDisability: boolean("ask_disability").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
