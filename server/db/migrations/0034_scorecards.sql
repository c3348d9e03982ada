CREATE TABLE "custom_question_attributes" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"anchors" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_question_attributes_name_length" CHECK (length("custom_question_attributes"."name") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "scorecard_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scorecard_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scorecard_id" integer NOT NULL,
	"attribute_key" text NOT NULL,
	"rating" smallint,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "scorecard_ratings_rating_range" CHECK ("scorecard_ratings"."rating" is null or "scorecard_ratings"."rating" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "scorecard_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"hide_until_submitted" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scorecards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"survey_result_id" integer NOT NULL,
	"job_application_id" integer,
	"job_id" integer,
	"stage" text NOT NULL,
	"interviewer_user_id" integer NOT NULL,
	"recommendation" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_recommendation_valid" CHECK ("scorecards"."recommendation" is null or "scorecards"."recommendation" in ('strong_no', 'no', 'yes', 'strong_yes')),
	CONSTRAINT "scorecards_status_valid" CHECK ("scorecards"."status" in ('draft', 'submitted')),
	CONSTRAINT "scorecards_submitted_complete" CHECK ("scorecards"."status" = 'draft' or ("scorecards"."recommendation" is not null and "scorecards"."submitted_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "custom_question_attributes" ADD CONSTRAINT "custom_question_attributes_question_id_custom_interview_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."custom_interview_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_ratings" ADD CONSTRAINT "scorecard_ratings_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_settings" ADD CONSTRAINT "scorecard_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_survey_result_id_survey_results_id_fk" FOREIGN KEY ("survey_result_id") REFERENCES "public"."survey_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_interviewer_user_id_users_id_fk" FOREIGN KEY ("interviewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scorecard_ratings_scorecard_attribute_idx" ON "scorecard_ratings" USING btree ("scorecard_id","attribute_key");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_result_stage_interviewer_idx" ON "scorecards" USING btree ("survey_result_id","stage","interviewer_user_id");--> statement-breakpoint
CREATE INDEX "scorecards_company_idx" ON "scorecards" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "scorecards_interviewer_idx" ON "scorecards" USING btree ("interviewer_user_id");