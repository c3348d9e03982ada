// The person's sex and age, kept apart from their result (docs/decisions/052-norm-inputs-apart.md). Only scoring,
// the person's own assessment pages and their data export read them; no staff view, list, export, share, PDF,
// prompt or webhook does.
import { eq } from "drizzle-orm";
import type { Respondent } from "../../domain/assessment/scoring";
import { surveyResultNormInputs } from "../../server/db/schema/index";
import type { Executor } from "../survey-results/model";

/** What a person gave to pick their norms; no row is "prefer not to say" with no age. */
export interface NormInputs {
  sex: Respondent["sex"];
  age: number | null;
}

const NOTHING_GIVEN: NormInputs = { sex: "unspecified", age: null };

/** The norm inputs of one result (nothing given when none are stored). */
export async function normInputsOf(db: Executor, surveyResultId: number): Promise<NormInputs> {
  const [row] = await db
    .select({ sex: surveyResultNormInputs.sex, age: surveyResultNormInputs.age })
    .from(surveyResultNormInputs)
    .where(eq(surveyResultNormInputs.surveyResultId, surveyResultId));
  return row ?? NOTHING_GIVEN;
}

/** Stores (or replaces) a result's norm inputs; nothing given stores no row, so no sex or age is held needlessly. */
export async function storeNormInputs(db: Executor, surveyResultId: number, inputs: NormInputs): Promise<void> {
  if (inputs.sex === "unspecified" && inputs.age === null) {
    await db.delete(surveyResultNormInputs).where(eq(surveyResultNormInputs.surveyResultId, surveyResultId));
    return;
  }
  await db
    .insert(surveyResultNormInputs)
    .values({ surveyResultId, sex: inputs.sex, age: inputs.age })
    .onConflictDoUpdate({
      target: surveyResultNormInputs.surveyResultId,
      set: { sex: inputs.sex, age: inputs.age },
    });
}
