// What the self-identification operations share: the company's questions and the stored row as JSON.
import { eq } from "drizzle-orm";
import brand from "~brand";
import { NOT_ASKED, type SelfIdentificationAsked } from "../../domain/self-identification";
import { selfIdentificationSettings, selfIdentifications } from "../../server/db/schema/index";
import type { Executor } from "../survey-results/model";
import type { SelfIdentificationJson } from "./contract";

/** Which optional questions a company asks (none until its owner turns them on). */
export async function askedBy(db: Executor, companyId: number): Promise<SelfIdentificationAsked> {
  const [row] = await db
    .select({ veteran: selfIdentificationSettings.askVeteran, disability: selfIdentificationSettings.askDisability })
    .from(selfIdentificationSettings)
    .where(eq(selfIdentificationSettings.companyId, companyId));
  return row ?? NOT_ASKED;
}

/** The form section's questions for a company's public pages; null where the brand has no self-identification. */
export async function askedIn(db: Executor, companyId: number) {
  if (!brand.features.selfIdentification) return null;
  const asked = await askedBy(db, companyId);
  return { ask_veteran: asked.veteran, ask_disability: asked.disability };
}

export function toSelfIdentificationJson(row: typeof selfIdentifications.$inferSelect): SelfIdentificationJson {
  return {
    survey_result_id: row.surveyResultId,
    job_application_id: row.jobApplicationId,
    sex: row.sex,
    race_ethnicity: row.raceEthnicity,
    veteran: row.veteran,
    disability: row.disability,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
