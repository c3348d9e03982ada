import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { paginate } from "../db/paginate";
import { aiCalls } from "../../server/db/schema/index";
import { companyIdInScope, findCompanyInScope } from "../db/tenant-scope";
import type { AiCallSearch } from "./contract";
import { toAiCallJson } from "./model";

/** GET /ai-calls: a page of the record in the caller's companies, newest first (a foreign company is 404). */
export async function searchAiCalls(db: Database, actor: Actor, q: AiCallSearch) {
  if (q.company_id) await findCompanyInScope(db, actor, q.company_id);
  const conditions: SQL[] = [companyIdInScope(actor, aiCalls.companyId)];
  if (q.company_id) conditions.push(eq(aiCalls.companyId, q.company_id));
  if (q.survey_result_id) conditions.push(eq(aiCalls.surveyResultId, q.survey_result_id));
  if (q.feature) conditions.push(eq(aiCalls.feature, q.feature));
  const where = and(...conditions);
  return paginate(
    db.select().from(aiCalls).where(where).orderBy(desc(aiCalls.createdAt), desc(aiCalls.id)),
    db.select({ total: count() }).from(aiCalls).where(where),
    q,
    toAiCallJson,
  );
}
