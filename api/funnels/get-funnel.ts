import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage } from "../../domain/languages";
import type { Database } from "../../server/db/client";
import { campaigns, companies, companyLogos, jobs, roleNames } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { isFunnelOpen } from "../../domain/campaigns";
import { campaignRole } from "../campaigns/model";
import { leadsToAssessment } from "../job-applications/model";
import type { FunnelJson } from "./contract";

const SUMMARY_MAX = 300;

/** A job's summary: the first paragraph of its description, cut at a word near 300 characters. */
export function jobSummary(description: string): string {
  const first =
    description
      .trim()
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, " ")
      .trim() ?? "";
  if (first.length <= SUMMARY_MAX) return first;
  const cut = first.slice(0, SUMMARY_MAX);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 200 ? cut.lastIndexOf(" ") : SUMMARY_MAX)}…`;
}

/** A funnel's campaign row by its slug (any status), or 404. */
export async function findFunnel(db: Database, slug: string) {
  const [row] = await db
    .select({
      campaign: campaigns,
      company: { name: companies.name, token: companies.assessmentToken, defaultLanguage: companies.defaultLanguage },
      job: {
        uuid: jobs.uuid,
        title: jobs.title,
        description: jobs.description,
        status: jobs.status,
        interviewAfterApplication: jobs.interviewAfterApplication,
      },
      // Apart from `job`: a nested object is null only when all its columns come from one left-joined table.
      jobRoleName: roleNames.name,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .leftJoin(jobs, eq(jobs.id, campaigns.jobId))
    .leftJoin(roleNames, eq(roleNames.id, jobs.roleNameId))
    .where(eq(campaigns.slug, slug));
  if (!row) throw ApiError.notFound("Campaign not found");
  const open = isFunnelOpen({
    status: row.campaign.status,
    starts_on: row.campaign.startsOn,
    ends_on: row.campaign.endsOn,
  });
  const job = row.job && { ...row.job, roleName: row.jobRoleName };
  return { ...row, job, open, role: campaignRole(job, row.campaign.roleName) };
}

/** GET /funnels/{slug}: what the landing page shows; a closed funnel gives no way on. */
export async function getFunnel(db: Database, slug: string): Promise<FunnelJson> {
  const { campaign, company, job, open, role } = await findFunnel(db, slug);
  const [logo] = await db
    .select({ contentType: companyLogos.contentType, data: companyLogos.data })
    .from(companyLogos)
    .where(eq(companyLogos.companyId, campaign.companyId));
  return {
    slug: campaign.slug,
    open,
    campaign: { name: campaign.name, channel: campaign.channel, ends_on: campaign.endsOn },
    company: {
      name: company.name,
      logo: logo ? `data:${logo.contentType};base64,${logo.data.toString("base64")}` : null,
      default_language: isLanguage(company.defaultLanguage) ? company.defaultLanguage : DEFAULT_LANGUAGE,
    },
    job: job
      ? {
          uuid: job.uuid,
          title: job.title,
          summary: jobSummary(job.description),
          open: job.status === "published",
          leads_to_assessment: leadsToAssessment(job),
          role: campaignRole(job, null)!,
        }
      : null,
    role_name: role,
    assessment_link: open ? company.token : null,
    instant_interview: campaign.instantInterview,
  };
}
