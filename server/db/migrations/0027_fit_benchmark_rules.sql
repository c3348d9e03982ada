-- One fit per candidate (docs/decisions/056-one-benchmark-per-candidate.md). A company includes the health-adjacent
-- facets (N3, N5, N6) in its fits only with a recorded reason, who and when; the default leaves them out.
ALTER TABLE "companies" ADD COLUMN "fit_includes_health_facets" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fit_health_facets_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fit_health_facets_changed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fit_health_facets_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_fit_health_facets_changed_by_user_id_users_id_fk" FOREIGN KEY ("fit_health_facets_changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_fit_health_facets_reason_given" CHECK (NOT "companies"."fit_includes_health_facets" OR length(trim(coalesce("companies"."fit_health_facets_reason", ''))) > 0);--> statement-breakpoint
-- The summary says which benchmark it was written against, so the page can tell when it uses another.
ALTER TABLE "candidate_analyses" ADD COLUMN "role_benchmark_id" integer;--> statement-breakpoint
ALTER TABLE "candidate_analyses" ADD COLUMN "benchmark_name" text;--> statement-breakpoint
ALTER TABLE "candidate_analyses" ADD CONSTRAINT "candidate_analyses_role_benchmark_id_role_benchmarks_id_fk" FOREIGN KEY ("role_benchmark_id") REFERENCES "public"."role_benchmarks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Stored fits to benchmarks that name a health-adjacent facet were computed with it: a new version marks them stale
-- ("being calculated") until the re-scoring job, which the API resumes at start, computes them without it.
UPDATE "role_benchmarks" SET "version" = "version" + 1, "rescore_state" = 'queued', "rescore_done" = 0,
  "rescore_updated_at" = now()
  WHERE "targets"->'facets' ?| array['N3', 'N5', 'N6'];
