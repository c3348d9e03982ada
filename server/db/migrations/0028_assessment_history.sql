-- One person, many assessments: a submitted result is superseded once the same person (same company, same e-mail
-- whatever its case, and a test only by a test) has submitted a later one. Lists, the board and every picker show the
-- current assessment alone; the others stay readable as the person's history (api/survey-results/supersede.ts).
ALTER TABLE "survey_results" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- "Listed" now also means current: the kept counts follow that (ADR 051), before the backfill below updates rows, so
-- the backfill's own statement moves each company's count by its superseded results.
CREATE OR REPLACE FUNCTION "survey_result_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "survey_result_counts" ("company_id", "listed")
      SELECT "company_id", count(*) FROM new_rows
        WHERE "archived_at" IS NULL AND NOT "is_test" AND NOT "superseded" GROUP BY "company_id"
      ON CONFLICT ("company_id") DO UPDATE SET "listed" = "survey_result_counts"."listed" + excluded."listed";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "survey_result_counts" c SET "listed" = c."listed" - d.n
      FROM (SELECT "company_id", count(*) AS n FROM old_rows
              WHERE "archived_at" IS NULL AND NOT "is_test" AND NOT "superseded" GROUP BY "company_id") d
      WHERE c."company_id" = d."company_id";
  ELSE
    INSERT INTO "survey_result_counts" ("company_id", "listed")
      SELECT "company_id", sum(n) FROM (
          SELECT "company_id", 1 AS n FROM new_rows WHERE "archived_at" IS NULL AND NOT "is_test" AND NOT "superseded"
          UNION ALL
          SELECT "company_id", -1 FROM old_rows WHERE "archived_at" IS NULL AND NOT "is_test" AND NOT "superseded") d
        GROUP BY "company_id" HAVING sum(n) <> 0
      ON CONFLICT ("company_id") DO UPDATE SET "listed" = "survey_result_counts"."listed" + excluded."listed";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE "survey_results" r SET "superseded" = true
  WHERE r."submitted_at" IS NOT NULL
    AND EXISTS (
      SELECT 1 FROM "survey_results" later
        WHERE later."company_id" = r."company_id" AND lower(later."email") = lower(r."email")
          AND later."is_test" = r."is_test" AND later."submitted_at" IS NOT NULL
          AND (later."submitted_at", later."id") > (r."submitted_at", r."id"));--> statement-breakpoint
-- The person's assessments with the company, newest submission first (supersede.ts reads and settles them).
CREATE INDEX "survey_results_person_idx" ON "survey_results" USING btree ("company_id",lower("email"),"submitted_at","id") WHERE "submitted_at" is not null;--> statement-breakpoint
-- The list's partial indexes: their predicate is the list's default WHERE, which now leaves superseded results out.
DROP INDEX "survey_results_listed_idx";--> statement-breakpoint
DROP INDEX "survey_results_listed_company_idx";--> statement-breakpoint
DROP INDEX "survey_results_listed_company_id_idx";--> statement-breakpoint
DROP INDEX "survey_results_listed_filters_idx";--> statement-breakpoint
CREATE INDEX "survey_results_listed_idx" ON "survey_results" USING btree ("created_at") WHERE "survey_results"."archived_at" is null and not "survey_results"."is_test" and not "survey_results"."superseded";--> statement-breakpoint
CREATE INDEX "survey_results_listed_company_idx" ON "survey_results" USING btree ("company_id","created_at") WHERE "survey_results"."archived_at" is null and not "survey_results"."is_test" and not "survey_results"."superseded";--> statement-breakpoint
CREATE INDEX "survey_results_listed_company_id_idx" ON "survey_results" USING btree ("company_id","id") WHERE "survey_results"."archived_at" is null and not "survey_results"."is_test" and not "survey_results"."superseded";--> statement-breakpoint
CREATE INDEX "survey_results_listed_filters_idx" ON "survey_results" USING btree ("company_id","status","role_name","location_id","department_id","created_at","id") WHERE "survey_results"."archived_at" is null and not "survey_results"."is_test" and not "survey_results"."superseded";--> statement-breakpoint
-- The pattern indexes cover a search's count (ADR 051): the flag joins the two the count already reads from them.
DROP INDEX "survey_results_first_pattern_idx";--> statement-breakpoint
DROP INDEX "survey_results_last_pattern_idx";--> statement-breakpoint
DROP INDEX "survey_results_full_name_pattern_idx";--> statement-breakpoint
DROP INDEX "survey_results_email_pattern_idx";--> statement-breakpoint
DROP INDEX "survey_results_company_first_pattern_idx";--> statement-breakpoint
DROP INDEX "survey_results_company_last_pattern_idx";--> statement-breakpoint
DROP INDEX "survey_results_company_full_name_pattern_idx";--> statement-breakpoint
DROP INDEX "survey_results_company_email_pattern_idx";--> statement-breakpoint
CREATE INDEX "survey_results_company_first_pattern_idx" ON "survey_results" USING btree ("company_id",lower("first") text_pattern_ops,"first","id","archived_at","is_test","superseded");--> statement-breakpoint
CREATE INDEX "survey_results_company_last_pattern_idx" ON "survey_results" USING btree ("company_id",lower("last") text_pattern_ops,"last","id","archived_at","is_test","superseded");--> statement-breakpoint
CREATE INDEX "survey_results_company_full_name_pattern_idx" ON "survey_results" USING btree ("company_id",lower("first" || ' ' || "last") text_pattern_ops,"first","last","id","archived_at","is_test","superseded");--> statement-breakpoint
CREATE INDEX "survey_results_company_email_pattern_idx" ON "survey_results" USING btree ("company_id",lower("email") text_pattern_ops,"email","id","archived_at","is_test","superseded");--> statement-breakpoint
CREATE INDEX "survey_results_first_pattern_idx" ON "survey_results" USING btree (lower("first") text_pattern_ops,"first","id","archived_at","is_test","superseded");--> statement-breakpoint
CREATE INDEX "survey_results_last_pattern_idx" ON "survey_results" USING btree (lower("last") text_pattern_ops,"last","id","archived_at","is_test","superseded");--> statement-breakpoint
CREATE INDEX "survey_results_full_name_pattern_idx" ON "survey_results" USING btree (lower("first" || ' ' || "last") text_pattern_ops,"first","last","id","archived_at","is_test","superseded");--> statement-breakpoint
CREATE INDEX "survey_results_email_pattern_idx" ON "survey_results" USING btree (lower("email") text_pattern_ops,"email","id","archived_at","is_test","superseded");
