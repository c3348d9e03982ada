// Storing what a candidate chose to say, with their registration or application. Kept in its own table, apart from
// the person's record, so nothing that reads the record (report, lists, board, scoring, AI) can reach it.
import { eq, or } from "drizzle-orm";
import brand from "~brand";
import {
  answerProblems,
  hasAnswers,
  type SelfIdentificationAnswers,
  type SelfIdentificationSource,
} from "../../domain/self-identification";
import { selfIdentifications } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { Executor } from "../survey-results/model";
import type { SelfIdentificationInput } from "./contract";
import { askedBy } from "./model";

/**
 * The answers checked against the company's questions before anything is stored: an unknown code, or an answer to
 * a question the company does not ask (or where the brand has no self-identification), is a 422 naming the field.
 */
export async function checkSelfIdentification(
  db: Executor,
  companyId: number,
  input: SelfIdentificationInput | undefined,
): Promise<SelfIdentificationAnswers | null> {
  if (!input) return null;
  const asked = brand.features.selfIdentification ? await askedBy(db, companyId) : null;
  const problems = asked
    ? answerProblems(input, asked)
    : Object.entries(input)
        .filter(([, v]) => v)
        .map(([path]) => ({ path, message: "is not asked by this company" }));
  if (problems.length > 0) {
    throw ApiError.unprocessable(problems.map((p) => ({ path: `self_identification.${p.path}`, message: p.message })));
  }
  const answers = input as SelfIdentificationAnswers;
  return hasAnswers(answers) ? answers : null;
}

/** Stores (or, given again for the same assessment or application, replaces) a person's checked answers. */
export async function saveSelfIdentification(
  db: Executor,
  target: { companyId: number; surveyResultId?: number | null; jobApplicationId?: number | null },
  source: SelfIdentificationSource,
  answers: SelfIdentificationAnswers | null,
): Promise<void> {
  if (!answers || !brand.features.selfIdentification) return;
  if (!target.surveyResultId && !target.jobApplicationId) return;
  const values = {
    sex: answers.sex ?? null,
    raceEthnicity: answers.race_ethnicity ?? null,
    veteran: answers.veteran ?? null,
    disability: answers.disability ?? null,
    updatedAt: new Date(),
  };
  // One row per person: answers given again (a second application joining the same assessment) replace the first.
  const [existing] = await db
    .select({ id: selfIdentifications.id })
    .from(selfIdentifications)
    .where(
      or(
        target.surveyResultId ? eq(selfIdentifications.surveyResultId, target.surveyResultId) : undefined,
        target.jobApplicationId ? eq(selfIdentifications.jobApplicationId, target.jobApplicationId) : undefined,
      ),
    )
    .limit(1);
  if (existing) {
    await db
      .update(selfIdentifications)
      .set({
        ...values,
        source,
        ...(target.surveyResultId && { surveyResultId: target.surveyResultId }),
        ...(target.jobApplicationId && { jobApplicationId: target.jobApplicationId }),
      })
      .where(eq(selfIdentifications.id, existing.id));
    return;
  }
  await db.insert(selfIdentifications).values({
    companyId: target.companyId,
    surveyResultId: target.surveyResultId ?? null,
    jobApplicationId: target.jobApplicationId ?? null,
    source,
    ...values,
  });
}
