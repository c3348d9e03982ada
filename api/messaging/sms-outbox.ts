// GET /messaging/sms-outbox: the SMS port's outbox, beside the e-mail outbox on /outbox (same rule: super admins
// signed in as themselves, never in production).
import { desc } from "drizzle-orm";
import type { Env } from "../../server/env";
import type { Database } from "../../server/db/client";
import { outboxSms } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";

export async function readSmsOutbox(db: Database, env: Env, { actor, superAdmin }: Auth, limit: number) {
  if ((superAdmin ?? actor).role !== "SUPER_ADMIN" || superAdmin) throw ApiError.forbidden();
  if (env.STAGE === "prod") throw ApiError.notFound();
  const rows = await db.select().from(outboxSms).orderBy(desc(outboxSms.createdAt), desc(outboxSms.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, to: r.to, body: r.body, created_at: r.createdAt.toISOString() }));
}
