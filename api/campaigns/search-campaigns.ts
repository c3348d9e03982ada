import { and, asc, count, desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { containsPattern } from "../db/like";
import { paginate } from "../db/paginate";
import { campaigns, companies, jobs } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { CampaignSearch } from "./contract";
import { campaignQuery, countsFor, toCampaignJson } from "./model";

/** GET /campaigns: a page of campaigns in scope (search in name, company, job; filters), each with its counts. */
export async function searchCampaigns(db: Database, actor: Actor, q: CampaignSearch) {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const where = and(
    pattern
      ? or(ilike(campaigns.name, pattern), ilike(companies.name, pattern), ilike(jobs.title, pattern))
      : undefined,
    q.company_id === undefined ? undefined : eq(campaigns.companyId, q.company_id),
    q.status?.length ? inArray(campaigns.status, q.status) : undefined,
    q.channel?.length ? inArray(campaigns.channel, q.channel) : undefined,
  );
  const column =
    q.sort_by === "name" ? campaigns.name : q.sort_by === "starts_on" ? campaigns.startsOn : campaigns.createdAt;
  const direction = q.order_by === "asc" ? asc : desc;
  const page = await paginate(
    campaignQuery(db, actor, where).orderBy(direction(column), direction(campaigns.id)),
    db
      .select({ total: count() })
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .leftJoin(jobs, eq(jobs.id, campaigns.jobId))
      .where(and(companiesInScope(actor), where)),
    q,
    (row) => row,
  );
  const counts = await countsFor(
    db,
    page.data.map((row) => row.campaign.id),
  );
  return { data: page.data.map((row) => toCampaignJson(row, counts.get(row.campaign.id)!)), meta: page.meta };
}
