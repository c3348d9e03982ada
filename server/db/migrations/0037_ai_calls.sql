CREATE TABLE "ai_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"user_id" integer,
	"survey_result_id" integer,
	"application_id" integer,
	"feature" text NOT NULL,
	"source" text NOT NULL,
	"model" text NOT NULL,
	"fallback" text,
	"outcome" text NOT NULL,
	"prompt_id" text NOT NULL,
	"prompt_sha256" text NOT NULL,
	"redacted" boolean NOT NULL,
	"inputs" jsonb NOT NULL,
	"output" jsonb,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_ai_call_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"retention_months" integer NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_ai_call_settings_months" CHECK ("company_ai_call_settings"."retention_months" between 6 and 48)
);
--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_survey_result_id_survey_results_id_fk" FOREIGN KEY ("survey_result_id") REFERENCES "public"."survey_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ai_call_settings" ADD CONSTRAINT "company_ai_call_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ai_call_settings" ADD CONSTRAINT "company_ai_call_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_calls_company_idx" ON "ai_calls" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_calls_result_idx" ON "ai_calls" USING btree ("survey_result_id");--> statement-breakpoint
CREATE INDEX "ai_calls_application_idx" ON "ai_calls" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "ai_calls_created_idx" ON "ai_calls" USING btree ("created_at");--> statement-breakpoint
-- The AI-call record is append-only (docs/decisions/076-ai-call-record-append-only.md). No row is ever changed. A row
-- goes only (a) with the person's or company's data, by the cascade of a foreign key (a person's erasure or the
-- retention clean-up deleting their survey result or application): the delete then runs inside that cascade's
-- trigger, so pg_trigger_depth() > 1; or (b) in the record's own retention purge (api/ai-calls/purge-expired.ts),
-- which sets "app.ai_calls_purge" for its transaction alone.
CREATE FUNCTION "ai_calls_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND (pg_trigger_depth() > 1 OR current_setting('app.ai_calls_purge', true) = 'on') THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the AI-call record is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ai_calls_append_only" BEFORE UPDATE OR DELETE ON "ai_calls"
  FOR EACH ROW EXECUTE FUNCTION "ai_calls_append_only"();
--> statement-breakpoint
CREATE FUNCTION "ai_calls_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the AI-call record is append-only: TRUNCATE refused' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ai_calls_no_truncate" BEFORE TRUNCATE ON "ai_calls"
  FOR EACH STATEMENT EXECUTE FUNCTION "ai_calls_no_truncate"();
