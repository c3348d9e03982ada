import { desc, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Env } from "../../server/env";
import type { Database } from "../../server/db/client";
import { outboxEmails } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { OutboxEmailJson, outboxQuery } from "./contract";

/** The outbox's latest e-mails, newest first, for a super admin signed in as themselves outside production. */
export async function readOutbox(
  db: Database,
  env: Env,
  { actor, superAdmin }: Auth,
  input: z.output<typeof outboxQuery>,
): Promise<OutboxEmailJson[]> {
  // The real signed-in person must be a super admin; the outbox holds other users' links.
  if ((superAdmin ?? actor).role !== "SUPER_ADMIN" || superAdmin) throw ApiError.forbidden();
  if (env.STAGE === "prod") throw ApiError.notFound();
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(input.to ? sql`lower(${outboxEmails.to}) = ${input.to}` : sql`true`)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(input.limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    template: r.template,
    created_at: r.createdAt.toISOString(),
  }));
}
