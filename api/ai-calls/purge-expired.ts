import { sql } from "drizzle-orm";
import type { Executor } from "../survey-results/model";
import { AI_CALL_RETENTION } from "./contract";

/**
 * Deletes the AI calls older than their company's retention (6 months unless it chose up to 48) at `asOf`: the one
 * delete the record's trigger allows besides the person's erasure, marked for this transaction alone. Runs with the
 * product's retention clean-up (api/utils/clean-up-data.ts); answers how many rows went.
 */
export async function purgeExpiredAiCalls(tx: Executor, asOf: Date, companyId?: number): Promise<number> {
  await tx.execute(sql`select set_config('app.ai_calls_purge', 'on', true)`);
  const result = await tx.execute(sql`
    delete from ai_calls c
    where c.created_at < ${asOf.toISOString()}::timestamptz - make_interval(months => coalesce(
      (select s.retention_months from company_ai_call_settings s where s.company_id = c.company_id),
      ${AI_CALL_RETENTION.default}))
      and ${companyId ? sql`c.company_id = ${companyId}` : sql`true`}
    returning c.id`);
  await tx.execute(sql`select set_config('app.ai_calls_purge', 'off', true)`);
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])).length;
}
