CREATE TABLE "survey_answers" (
	"survey_result_id" integer NOT NULL,
	"item_id" text NOT NULL,
	"value" smallint NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_pkey" PRIMARY KEY("survey_result_id","item_id"),
	CONSTRAINT "survey_answers_value_range" CHECK ("survey_answers"."value" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "survey_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"location_id" integer,
	"department_id" integer,
	"role_name" text NOT NULL,
	"role_name_id" integer,
	"first" text NOT NULL,
	"last" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"sex" text NOT NULL,
	"age" smallint,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"pipeline_id" integer,
	"column_position" integer,
	"is_test" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scores" jsonb,
	CONSTRAINT "survey_results_sex_valid" CHECK ("survey_results"."sex" in ('male', 'female', 'unspecified')),
	CONSTRAINT "survey_results_age_range" CHECK ("survey_results"."age" is null or "survey_results"."age" between 16 and 99)
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_result_id_survey_results_id_fk" FOREIGN KEY ("survey_result_id") REFERENCES "public"."survey_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_results" ADD CONSTRAINT "survey_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_results" ADD CONSTRAINT "survey_results_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_results" ADD CONSTRAINT "survey_results_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_results" ADD CONSTRAINT "survey_results_role_name_id_role_names_id_fk" FOREIGN KEY ("role_name_id") REFERENCES "public"."role_names"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_results" ADD CONSTRAINT "survey_results_pipeline_id_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipelines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_results_uuid_idx" ON "survey_results" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "survey_results_company_created_idx" ON "survey_results" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_results_email_idx" ON "survey_results" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "survey_results_status_idx" ON "survey_results" USING btree ("status");--> statement-breakpoint
CREATE INDEX "survey_results_archived_idx" ON "survey_results" USING btree ("archived_at");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_results_unfinished_email_idx" ON "survey_results" USING btree ("company_id",lower("email")) WHERE "survey_results"."submitted_at" is null and "survey_results"."archived_at" is null;