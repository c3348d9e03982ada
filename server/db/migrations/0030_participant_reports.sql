-- The link to a person's own report (api/participant-reports): a row per link, so it can expire and be revoked;
-- and each company's switch for sending it (on by default).
CREATE TABLE "participant_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participant_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"survey_result_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "participant_reports" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "participant_reports" ADD CONSTRAINT "participant_reports_survey_result_id_survey_results_id_fk" FOREIGN KEY ("survey_result_id") REFERENCES "public"."survey_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participant_reports_uuid_idx" ON "participant_reports" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "participant_reports_result_idx" ON "participant_reports" USING btree ("survey_result_id","created_at");