ALTER TABLE "outbox_sms" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_sms" ADD CONSTRAINT "outbox_sms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: a text in the outbox is the company's whose sent message has the same number and text, when exactly one
-- company sent that; otherwise it stays null: its company cannot be told.
UPDATE "outbox_sms" o SET "company_id" = known."company_id"
FROM (
  SELECT "to", "text", min("company_id") AS "company_id"
  FROM "messages"
  WHERE "channel" = 'sms'
  GROUP BY "to", "text"
  HAVING count(DISTINCT "company_id") = 1
) known
WHERE o."to" = known."to" AND o."body" = known."text";
