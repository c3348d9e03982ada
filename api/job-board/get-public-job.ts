import { OPEN_STATUS } from "../../domain/jobs";
import type { Database } from "../../server/db/client";
import { ApiError } from "../http/errors";
import { leadsToAssessment } from "../job-applications/model";
import type { PublicJobDetailsJson } from "./contract";
import { findPublicJob, toPublicJson } from "./model";
import { askedIn } from "../self-identification/model";

/** GET /jobs/public/{uuid}/details. Test jobs open by their link (for trying them), but are never listed. */
export async function publicJobDetails(db: Database, uuid: string): Promise<PublicJobDetailsJson> {
  const row = await findPublicJob(db, uuid);
  if (!row) throw ApiError.notFound("Job not found");
  return {
    ...toPublicJson(row),
    status: row.job.status,
    accepting_applications: row.job.status === OPEN_STATUS,
    interview_after_application: leadsToAssessment(row.job),
    company_link: row.company.assessmentToken,
    questions: row.questions ?? [],
    self_identification: await askedIn(db, row.job.companyId),
  };
}
