DROP INDEX "mail_template_overrides_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_results" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_template_overrides" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_template_overrides_language_idx" ON "mail_template_overrides" USING btree ("brand","template","language");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_default_language_valid" CHECK ("companies"."default_language" in ('en', 'es', 'de', 'fr', 'pt-br', 'ar'));--> statement-breakpoint
ALTER TABLE "survey_results" ADD CONSTRAINT "survey_results_language_valid" CHECK ("survey_results"."language" in ('en', 'es', 'de', 'fr', 'pt-br', 'ar'));--> statement-breakpoint
ALTER TABLE "mail_template_overrides" ADD CONSTRAINT "mail_template_overrides_language_valid" CHECK ("mail_template_overrides"."language" in ('en', 'es', 'de', 'fr', 'pt-br', 'ar'));