ALTER TABLE "survey_results" ADD COLUMN "validity" jsonb;
