CREATE TABLE "survey_result_counts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "survey_results_first_pattern_idx";--> statement-breakpoint
DROP INDEX "survey_results_last_pattern_idx";--> statement-breakpoint
DROP INDEX "survey_results_full_name_pattern_idx";--> statement-breakpoint
DROP INDEX "survey_results_email_pattern_idx";--> statement-breakpoint
CREATE INDEX "survey_results_company_first_pattern_idx" ON "survey_results" USING btree ("company_id",lower("first") text_pattern_ops,"first","id","archived_at","is_test");--> statement-breakpoint
CREATE INDEX "survey_results_company_last_pattern_idx" ON "survey_results" USING btree ("company_id",lower("last") text_pattern_ops,"last","id","archived_at","is_test");--> statement-breakpoint
CREATE INDEX "survey_results_company_full_name_pattern_idx" ON "survey_results" USING btree ("company_id",lower("first" || ' ' || "last") text_pattern_ops,"first","last","id","archived_at","is_test");--> statement-breakpoint
CREATE INDEX "survey_results_company_email_pattern_idx" ON "survey_results" USING btree ("company_id",lower("email") text_pattern_ops,"email","id","archived_at","is_test");--> statement-breakpoint
CREATE INDEX "survey_results_first_pattern_idx" ON "survey_results" USING btree (lower("first") text_pattern_ops,"first","id","archived_at","is_test");--> statement-breakpoint
CREATE INDEX "survey_results_last_pattern_idx" ON "survey_results" USING btree (lower("last") text_pattern_ops,"last","id","archived_at","is_test");--> statement-breakpoint
CREATE INDEX "survey_results_full_name_pattern_idx" ON "survey_results" USING btree (lower("first" || ' ' || "last") text_pattern_ops,"first","last","id","archived_at","is_test");--> statement-breakpoint
CREATE INDEX "survey_results_email_pattern_idx" ON "survey_results" USING btree (lower("email") text_pattern_ops,"email","id","archived_at","is_test");--> statement-breakpoint
-- survey_result_counts follows every statement on survey_results: the change in listed results (neither archived nor
-- tests) per company, written only where it is not zero. Statement triggers, so a bulk insert or archive costs one
-- upsert per company rather than one per row.
CREATE FUNCTION "survey_result_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "survey_result_counts" ("company_id", "listed")
      SELECT "company_id", count(*) FROM new_rows WHERE "archived_at" IS NULL AND NOT "is_test" GROUP BY "company_id"
      ON CONFLICT ("company_id") DO UPDATE SET "listed" = "survey_result_counts"."listed" + excluded."listed";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "survey_result_counts" c SET "listed" = c."listed" - d.n
      FROM (SELECT "company_id", count(*) AS n FROM old_rows WHERE "archived_at" IS NULL AND NOT "is_test"
            GROUP BY "company_id") d
      WHERE c."company_id" = d."company_id";
  ELSE
    INSERT INTO "survey_result_counts" ("company_id", "listed")
      SELECT "company_id", sum(n) FROM (
          SELECT "company_id", 1 AS n FROM new_rows WHERE "archived_at" IS NULL AND NOT "is_test"
          UNION ALL
          SELECT "company_id", -1 FROM old_rows WHERE "archived_at" IS NULL AND NOT "is_test") d
        GROUP BY "company_id" HAVING sum(n) <> 0
      ON CONFLICT ("company_id") DO UPDATE SET "listed" = "survey_result_counts"."listed" + excluded."listed";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "survey_result_counts_insert" AFTER INSERT ON "survey_results" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "survey_result_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "survey_result_counts_update" AFTER UPDATE ON "survey_results"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "survey_result_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "survey_result_counts_delete" AFTER DELETE ON "survey_results" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "survey_result_counts_follow"();
--> statement-breakpoint
INSERT INTO "survey_result_counts" ("company_id", "listed")
  SELECT "company_id", count(*) FROM "survey_results" WHERE "archived_at" IS NULL AND NOT "is_test" GROUP BY "company_id";
