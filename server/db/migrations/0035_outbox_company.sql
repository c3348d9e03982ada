ALTER TABLE "outbox_emails" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: a mail about an assessed person (their report link, a continue link, a reassessment invitation, a
-- company's message, a reply to their request) to an address assessed at exactly one company was that company's.
-- An address known at several companies, or at none, stays null: its company cannot be told.
UPDATE "outbox_emails" o SET "company_id" = known."company_id"
FROM (
  SELECT lower("email") AS "address", min("company_id") AS "company_id"
  FROM "survey_results"
  GROUP BY lower("email")
  HAVING count(DISTINCT "company_id") = 1
) known
WHERE lower(o."to") = known."address"
  AND o."template" IN ('participant-report', 'continue-assessment', 'reassessment-invitation', 'message', 'data_request_reply');
