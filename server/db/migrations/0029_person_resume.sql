-- A resume attached to a person outside any job application (POST /survey-results/{id}/upload-presigned-url/resume,
-- then PUT /survey-results/{id}/resume): the file store's key, the file's name and when it was attached.
ALTER TABLE "survey_results" ADD COLUMN "resume_key" text;--> statement-breakpoint
ALTER TABLE "survey_results" ADD COLUMN "resume_name" text;--> statement-breakpoint
ALTER TABLE "survey_results" ADD COLUMN "resume_attached_at" timestamp with time zone;