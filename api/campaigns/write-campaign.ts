import { and, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { campaigns, jobs } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import { recordAudit } from "../audit/record";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import brand from "~brand";
import { BRAND_CHANNELS } from "./brand-steps";
import type { CampaignInput, CampaignJson } from "./contract";
import { findCampaign, getCampaign } from "./model";

/**
 * The input as columns, after checking that the company is in scope (404), the job is the company's, and the channel
 * and the instant interview are the brand's (422).
 */
async function columnsOf(db: Database, auth: Auth, input: CampaignInput) {
  if (!BRAND_CHANNELS.includes(input.channel)) {
    throw ApiError.unprocessable([{ path: "channel", message: `must be one of ${BRAND_CHANNELS.join(", ")}` }]);
  }
  if (input.instant_interview && !brand.features.interviewQuestions) {
    throw ApiError.unprocessable([{ path: "instant_interview", message: "is not offered" }]);
  }
  const company = await findCompanyInScope(db, auth.actor, input.company_id);
  if (input.job_id !== null) {
    const [job] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, input.job_id), eq(jobs.companyId, company.id)));
    if (!job) throw ApiError.unprocessable([{ path: "job_id", message: "must be a job of the chosen company" }]);
  }
  return {
    name: input.name,
    companyId: company.id,
    jobId: input.job_id,
    // A job fixes the role (model.ts campaignRole): a role typed beside it is not kept.
    roleName: input.job_id === null ? input.role_name : null,
    channel: input.channel,
    status: input.status,
    startsOn: input.starts_on,
    endsOn: input.ends_on,
    instantInterview: input.instant_interview,
  };
}

/** POST /campaigns */
export async function createCampaign(db: Database, auth: Auth, input: CampaignInput): Promise<CampaignJson> {
  const values = await columnsOf(db, auth, input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ ...values, createdByUserId: auth.actor.id })
      .returning({ id: campaigns.id });
    await recordAudit(tx, auth, {
      action: "campaign.create",
      companyId: values.companyId,
      subjectType: "campaign",
      subjectId: row.id,
      summary: `Campaign ${row.id} created (${values.channel}, ${values.status})`,
    });
    return row.id;
  });
  return getCampaign(db, auth.actor, id);
}

/** PUT /campaigns/{id}: a campaign moves between companies only inside the actor's scope. */
export async function updateCampaign(db: Database, auth: Auth, id: number, input: CampaignInput) {
  await findCampaign(db, auth.actor, id);
  const values = await columnsOf(db, auth, input);
  await db.transaction(async (tx) => {
    await tx
      .update(campaigns)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(campaigns.id, id));
    await recordAudit(tx, auth, {
      action: "campaign.update",
      companyId: values.companyId,
      subjectType: "campaign",
      subjectId: id,
      summary: `Campaign ${id} changed (${values.channel}, ${values.status})`,
    });
  });
  return getCampaign(db, auth.actor, id);
}

/** POST /campaigns/{id}/end: the funnel closes; ending an ended campaign again changes nothing. */
export async function endCampaign(db: Database, auth: Auth, id: number): Promise<CampaignJson> {
  const { campaign } = await findCampaign(db, auth.actor, id);
  if (campaign.status !== "ended") {
    await db.transaction(async (tx) => {
      await tx.update(campaigns).set({ status: "ended", updatedAt: new Date() }).where(eq(campaigns.id, id));
      await recordAudit(tx, auth, {
        action: "campaign.end",
        companyId: campaign.companyId,
        subjectType: "campaign",
        subjectId: id,
        summary: `Campaign ${id} ended (was ${campaign.status})`,
      });
    });
  }
  return getCampaign(db, auth.actor, id);
}
