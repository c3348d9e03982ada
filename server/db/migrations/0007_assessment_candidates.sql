CREATE TABLE "benchmark_scores" (
	"survey_result_id" integer NOT NULL,
	"role_benchmark_id" integer NOT NULL,
	"fit" smallint NOT NULL,
	"band" text NOT NULL,
	"benchmark_version" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benchmark_scores_pkey" PRIMARY KEY("survey_result_id","role_benchmark_id"),
	CONSTRAINT "benchmark_scores_fit_range" CHECK ("benchmark_scores"."fit" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "role_benchmarks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "role_benchmarks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"company_id" integer,
	"targets" jsonb NOT NULL,
	"model_survey_result_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"scored_version" integer DEFAULT 0 NOT NULL,
	"rescore_state" text DEFAULT 'queued' NOT NULL,
	"rescore_done" integer DEFAULT 0 NOT NULL,
	"rescore_total" integer DEFAULT 0 NOT NULL,
	"rescore_error" text,
	"rescore_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_benchmarks_name_length" CHECK (length("role_benchmarks"."name") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "candidate_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_result_id" integer NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_result_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_result_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_result_id" integer NOT NULL,
	"user_id" integer,
	"proxy_super_user_id" integer,
	"event" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"singleton_key" text,
	"retry_limit" integer DEFAULT 3 NOT NULL,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"retry_delay_ms" integer DEFAULT 1000 NOT NULL,
	"start_after" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "benchmark_scores" ADD CONSTRAINT "benchmark_scores_survey_result_id_survey_results_id_fk" FOREIGN KEY ("survey_result_id") REFERENCES "public"."survey_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_scores" ADD CONSTRAINT "benchmark_scores_role_benchmark_id_role_benchmarks_id_fk" FOREIGN KEY ("role_benchmark_id") REFERENCES "public"."role_benchmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_benchmarks" ADD CONSTRAINT "role_benchmarks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_benchmarks" ADD CONSTRAINT "role_benchmarks_model_survey_result_id_survey_results_id_fk" FOREIGN KEY ("model_survey_result_id") REFERENCES "public"."survey_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_benchmarks" ADD CONSTRAINT "role_benchmarks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_benchmarks" ADD CONSTRAINT "role_benchmarks_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_survey_result_id_survey_results_id_fk" FOREIGN KEY ("survey_result_id") REFERENCES "public"."survey_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_result_events" ADD CONSTRAINT "survey_result_events_survey_result_id_survey_results_id_fk" FOREIGN KEY ("survey_result_id") REFERENCES "public"."survey_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_result_events" ADD CONSTRAINT "survey_result_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_result_events" ADD CONSTRAINT "survey_result_events_proxy_super_user_id_users_id_fk" FOREIGN KEY ("proxy_super_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benchmark_scores_benchmark_fit_idx" ON "benchmark_scores" USING btree ("role_benchmark_id","fit");--> statement-breakpoint
CREATE UNIQUE INDEX "role_benchmarks_company_name_idx" ON "role_benchmarks" USING btree (coalesce("company_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "role_benchmarks_name_idx" ON "role_benchmarks" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "role_benchmarks_company_idx" ON "role_benchmarks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "role_benchmarks_updated_idx" ON "role_benchmarks" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "candidate_notes_result_idx" ON "candidate_notes" USING btree ("survey_result_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_result_events_result_idx" ON "survey_result_events" USING btree ("survey_result_id","created_at");--> statement-breakpoint
CREATE INDEX "queue_jobs_fetch_idx" ON "queue_jobs" USING btree ("name","state","start_after");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_jobs_waiting_singleton_idx" ON "queue_jobs" USING btree ("name","singleton_key") WHERE "queue_jobs"."state" = 'created' and "queue_jobs"."singleton_key" is not null;--> statement-breakpoint
CREATE INDEX "survey_results_created_idx" ON "survey_results" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "survey_results_submitted_idx" ON "survey_results" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "survey_results_location_idx" ON "survey_results" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "survey_results_department_idx" ON "survey_results" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "survey_results_role_idx" ON "survey_results" USING btree ("role_name");--> statement-breakpoint
CREATE INDEX "survey_results_name_idx" ON "survey_results" USING btree (lower("last"),lower("first"));--> statement-breakpoint
CREATE INDEX "survey_results_first_pattern_idx" ON "survey_results" USING btree (lower("first") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "survey_results_last_pattern_idx" ON "survey_results" USING btree (lower("last") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "survey_results_full_name_pattern_idx" ON "survey_results" USING btree (lower("first" || ' ' || "last") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "survey_results_email_pattern_idx" ON "survey_results" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "survey_results_tests_idx" ON "survey_results" USING btree ("created_at") WHERE "survey_results"."is_test";