CREATE TABLE "self_identification_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"ask_veteran" boolean DEFAULT false NOT NULL,
	"ask_disability" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_identifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_identifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"survey_result_id" integer,
	"job_application_id" integer,
	"sex" text,
	"race_ethnicity" text,
	"veteran" text,
	"disability" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_identifications_belongs_to_someone" CHECK ("self_identifications"."survey_result_id" is not null or "self_identifications"."job_application_id" is not null),
	CONSTRAINT "self_identifications_sex_valid" CHECK ("self_identifications"."sex" in ('male', 'female', 'declined')),
	CONSTRAINT "self_identifications_race_ethnicity_valid" CHECK ("self_identifications"."race_ethnicity" in ('hispanic_or_latino', 'white', 'black_or_african_american', 'native_hawaiian_or_pacific_islander', 'asian', 'american_indian_or_alaska_native', 'two_or_more_races', 'declined')),
	CONSTRAINT "self_identifications_veteran_valid" CHECK ("self_identifications"."veteran" in ('protected_veteran', 'not_protected_veteran', 'declined')),
	CONSTRAINT "self_identifications_disability_valid" CHECK ("self_identifications"."disability" in ('yes', 'no', 'declined')),
	CONSTRAINT "self_identifications_source_valid" CHECK ("self_identifications"."source" in ('application', 'registration'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_view_eeo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "self_identification_settings" ADD CONSTRAINT "self_identification_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_survey_result_id_survey_results_id_fk" FOREIGN KEY ("survey_result_id") REFERENCES "public"."survey_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "self_identifications_survey_result_idx" ON "self_identifications" USING btree ("survey_result_id") WHERE "self_identifications"."survey_result_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "self_identifications_job_application_idx" ON "self_identifications" USING btree ("job_application_id") WHERE "self_identifications"."job_application_id" is not null;--> statement-breakpoint
CREATE INDEX "self_identifications_company_idx" ON "self_identifications" USING btree ("company_id");