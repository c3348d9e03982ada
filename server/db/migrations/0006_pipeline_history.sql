CREATE TABLE "pipeline_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"pipeline_id" integer,
	"kind" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_result_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_result_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_result_id" integer NOT NULL,
	"pipeline_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by_user_id" integer,
	"batch_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pipeline_batches" ADD CONSTRAINT "pipeline_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_batches" ADD CONSTRAINT "pipeline_batches_pipeline_id_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_batches" ADD CONSTRAINT "pipeline_batches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_result_status_changes" ADD CONSTRAINT "survey_result_status_changes_survey_result_id_survey_results_id_fk" FOREIGN KEY ("survey_result_id") REFERENCES "public"."survey_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_result_status_changes" ADD CONSTRAINT "survey_result_status_changes_pipeline_id_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipelines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_result_status_changes" ADD CONSTRAINT "survey_result_status_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_result_status_changes" ADD CONSTRAINT "survey_result_status_changes_batch_id_pipeline_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."pipeline_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pipeline_batches_company_created_idx" ON "pipeline_batches" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_result_status_changes_result_idx" ON "survey_result_status_changes" USING btree ("survey_result_id","changed_at");--> statement-breakpoint
CREATE INDEX "survey_result_status_changes_batch_idx" ON "survey_result_status_changes" USING btree ("batch_id");