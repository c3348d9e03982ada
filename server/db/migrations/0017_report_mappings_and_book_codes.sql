CREATE TABLE "book_code_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_code_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"label" text NOT NULL,
	"company_id" integer NOT NULL,
	"report_kind" text,
	"code_count" integer NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "book_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"redeemed_at" timestamp with time zone,
	"survey_result_id" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_codes_status_check" CHECK ("book_codes"."status" in ('unused', 'redeemed', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "report_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"scale" text NOT NULL,
	"report_kind" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"ranges" jsonb NOT NULL,
	"previous_id" integer,
	"created_by_user_id" integer,
	"activated_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_mappings_status_check" CHECK ("report_mappings"."status" in ('draft', 'active', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "book_code_batches" ADD CONSTRAINT "book_code_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_code_batches" ADD CONSTRAINT "book_code_batches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_codes" ADD CONSTRAINT "book_codes_batch_id_book_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."book_code_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_codes" ADD CONSTRAINT "book_codes_survey_result_id_survey_results_id_fk" FOREIGN KEY ("survey_result_id") REFERENCES "public"."survey_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_mappings" ADD CONSTRAINT "report_mappings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_code_batches_company_idx" ON "book_code_batches" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "book_code_batches_created_idx" ON "book_code_batches" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "book_codes_code_idx" ON "book_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "book_codes_batch_idx" ON "book_codes" USING btree ("batch_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_mappings_uuid_idx" ON "report_mappings" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "report_mappings_version_idx" ON "report_mappings" USING btree ("scale","report_kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "report_mappings_one_active_idx" ON "report_mappings" USING btree ("scale","report_kind") WHERE "report_mappings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "report_mappings_updated_idx" ON "report_mappings" USING btree ("updated_at");