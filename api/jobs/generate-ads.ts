import { AD_CHANNELS } from "../../domain/jobs";
import type { Actor } from "../../domain/permissions";
import type { AiTextPort } from "../ai/port";
import type { Database } from "../../server/db/client";
import type { GenerateAdsInput } from "./contract";
import { generated, textInput } from "./job-text";
import { findJob } from "./model";

/** POST /jobs/ads/generate: advertisements of a saved job, one per channel (all channels by default). */
export async function generateAds(db: Database, ai: AiTextPort, actor: Actor, input: GenerateAdsInput) {
  const job = await findJob(db, actor, input.job_id);
  const about = textInput(job, {
    companyName: job.company.name,
    industry: job.company.industry,
    location: job.location?.name ?? null,
    department: job.department?.name ?? null,
    notes: input.notes,
  });
  return generated(() =>
    ai.jobAds(about, input.channels ?? AD_CHANNELS, { userId: actor.id, companyId: job.company_id }),
  );
}
