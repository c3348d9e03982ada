CREATE TABLE "adverse_impact_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"pass_threshold" integer DEFAULT 70 NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adverse_impact_settings_threshold_valid" CHECK ("adverse_impact_settings"."pass_threshold" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "adverse_impact_settings" ADD CONSTRAINT "adverse_impact_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverse_impact_settings" ADD CONSTRAINT "adverse_impact_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;