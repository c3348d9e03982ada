CREATE TABLE "view_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "view_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" jsonb NOT NULL,
	"subject_key" text NOT NULL,
	"company_id" integer NOT NULL,
	"created_by_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "view_shares_subject_key_length" CHECK (length("view_shares"."subject_key") <= 200)
);
--> statement-breakpoint
ALTER TABLE "view_shares" ADD CONSTRAINT "view_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_shares" ADD CONSTRAINT "view_shares_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "view_shares_uuid_idx" ON "view_shares" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "view_shares_subject_idx" ON "view_shares" USING btree ("company_id","subject_key","created_at");