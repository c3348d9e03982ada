-- A campaign's counts outlive the people it counted (docs/decisions/073-campaign-counts-outlive-erasure.md): when an
-- assessment is deleted (a person's erasure, the retention clean-up), its funnel registration stays as an anonymous
-- row (campaign, channel, dates) with the assessment's outcome copied onto it first.
ALTER TABLE "campaign_registrations" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_registrations" ADD COLUMN "hired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_registrations" ALTER COLUMN "survey_result_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_registrations" DROP CONSTRAINT "campaign_registrations_survey_result_id_survey_results_id_fk";--> statement-breakpoint
ALTER TABLE "campaign_registrations" ADD CONSTRAINT "campaign_registrations_survey_result_id_survey_results_id_fk" FOREIGN KEY ("survey_result_id") REFERENCES "public"."survey_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Before the row goes (its status history still there): the submission and the first move into a hired stage, read
-- as api/campaigns/model.ts reads them from a live assessment ('hired' is HIRED_STATUS in api/campaigns/channels.ts).
CREATE FUNCTION "campaign_registrations_keep_outcome"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "campaign_registrations" r SET
    "completed_at" = OLD."submitted_at",
    "hired_at" = CASE
      WHEN lower(OLD."status") = 'hired' OR EXISTS (
        SELECT 1 FROM "survey_result_status_changes" c
        WHERE c."survey_result_id" = OLD."id" AND lower(c."to_status") = 'hired')
      THEN coalesce((
        SELECT min(c."changed_at") FROM "survey_result_status_changes" c
        WHERE c."survey_result_id" = OLD."id" AND lower(c."to_status") = 'hired'), OLD."updated_at")
    END
  WHERE r."survey_result_id" = OLD."id";
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "campaign_registrations_keep_outcome" BEFORE DELETE ON "survey_results"
  FOR EACH ROW EXECUTE FUNCTION "campaign_registrations_keep_outcome"();
