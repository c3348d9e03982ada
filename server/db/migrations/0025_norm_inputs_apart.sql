-- The person's sex and age pick the norms their answers are scored against, and nothing else: they move out of
-- survey_results (which every staff view reads) into a table of their own, read only to score, to show the person
-- their own data and to export it; it goes with the result by its cascade (docs/decisions/052-norm-inputs-apart.md).
-- A result without a row was scored as "prefer not to say" with no age, so only rows that say something move.
CREATE TABLE "survey_result_norm_inputs" (
	"survey_result_id" integer PRIMARY KEY NOT NULL,
	"sex" text DEFAULT 'unspecified' NOT NULL,
	"age" smallint,
	CONSTRAINT "survey_result_norm_inputs_sex_valid" CHECK ("survey_result_norm_inputs"."sex" in ('male', 'female', 'unspecified')),
	CONSTRAINT "survey_result_norm_inputs_age_range" CHECK ("survey_result_norm_inputs"."age" is null or "survey_result_norm_inputs"."age" between 16 and 99)
);
--> statement-breakpoint
ALTER TABLE "survey_result_norm_inputs" ADD CONSTRAINT "survey_result_norm_inputs_survey_result_id_survey_results_id_fk" FOREIGN KEY ("survey_result_id") REFERENCES "public"."survey_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "survey_result_norm_inputs" ("survey_result_id", "sex", "age")
  SELECT "id", "sex", "age" FROM "survey_results" WHERE "sex" <> 'unspecified' OR "age" IS NOT NULL;--> statement-breakpoint
-- The stored scores named the person's sex and age band ("norm_group"); they now name the norms only.
UPDATE "survey_results" SET "scores" = ("scores" - 'norm_group') || '{"norms": "johnson-2014"}'::jsonb
  WHERE "scores" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_results" DROP CONSTRAINT "survey_results_sex_valid";--> statement-breakpoint
ALTER TABLE "survey_results" DROP CONSTRAINT "survey_results_age_range";--> statement-breakpoint
ALTER TABLE "survey_results" DROP COLUMN "sex";--> statement-breakpoint
ALTER TABLE "survey_results" DROP COLUMN "age";
