ALTER TABLE "users" ADD COLUMN "last_home_visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_home_visit_at" timestamp with time zone;