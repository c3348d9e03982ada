import { asc, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { webhooks } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { WebhookJson } from "./contract";
import { toWebhookJson } from "./model";

/** GET /custom-webhooks?companyId=: a company's hooks (default: the caller's), oldest first. */
export async function listWebhooks(db: Database, actor: Actor, companyId?: number): Promise<WebhookJson[]> {
  const company = await findCompanyInScope(db, actor, companyId ?? actor.companyId);
  const rows = await db
    .select()
    .from(webhooks)
    .where(eq(webhooks.companyId, company.id))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
  return rows.map(toWebhookJson);
}
