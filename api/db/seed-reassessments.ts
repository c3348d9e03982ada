import { eq, sql } from "drizzle-orm";
import { ITEMS } from "../../domain/assessment/items";
import { scoreAssessment, type Answers } from "../../domain/assessment/scoring";
import { DOMAINS, type DomainCode } from "../../domain/assessment/traits";
import { changeThreshold, RELIABILITIES } from "../../domain/coaching/change";
import { scoreNewResult } from "../role-benchmarks/fit-scores";
import { settleCurrentAssessment } from "../survey-results/supersede";
import { normInputsOf, storeNormInputs } from "../surveys/norm-inputs";
import * as s from "../../server/db/schema/index";
import type { SeedPart } from "./seed";

/**
 * The demo person assessed twice (changes over time): Kai Jensen of Harbor Dental, one of the demo assessments
 * (seed-assessments.ts makes the same people on every machine, and pins Kai's latest Conscientiousness at the 74th
 * percentile: see DELIBERATE_DEMO_PEOPLE). This part gives Kai an EARLIER assessment, about six months before the
 * one he has, so that his existing assessment is the second and stays the latest.
 */
export const REASSESSED_DEMO = {
  email: "kai.jensen.harbor-dental.12@example.test",
  name: "Kai Jensen",
  /** The domain that really changed between the two (Conscientiousness, up). */
  changed: "C" as DomainCode,
} as const;

const DAY = 86_400_000;
const MONTHS_BEFORE = 182 * DAY;
/** How far below the latest the earlier Conscientiousness lies: well beyond its threshold (11.09 T points). */
const TARGET_CHANGE = changeThreshold(RELIABILITIES.C) + 3;

/**
 * The earlier answers, from the later ones: Conscientiousness items moved a step at a time towards low C until the
 * domain lies TARGET_CHANGE T points lower; in every other domain one item moved by one step, the ordinary
 * day-to-day wobble of a questionnaire (a T point or two, far inside measurement error).
 */
export function earlierAnswers(later: Answers, score: (answers: Answers) => number): Record<string, number> {
  const answers: Record<string, number> = { ...later };
  const target = score(later) - TARGET_CHANGE;
  const changed = ITEMS.filter((item) => item.domain === REASSESSED_DEMO.changed);
  // A step towards low C: plus-keyed items answered lower, minus-keyed ones higher (within 1–5).
  const step = (id: string, keyed: "plus" | "minus") => {
    const next = answers[id] + (keyed === "plus" ? -1 : 1);
    if (next < 1 || next > 5) return false;
    answers[id] = next;
    return true;
  };
  for (let pass = 0; pass < 4 && score(answers) > target; pass++) {
    for (const item of changed) {
      if (score(answers) <= target) break;
      step(item.id, item.keyed);
    }
  }
  for (const domain of DOMAINS.filter((d) => d !== REASSESSED_DEMO.changed)) {
    const item = ITEMS.find((i) => i.domain === domain && answers[i.id] > 1 && answers[i.id] < 5);
    if (item) answers[item.id] += domain === "N" ? 1 : -1;
  }
  return answers;
}

/** Kai Jensen's first assessment, six months before his second: really answered and really scored. */
export const reassessmentsSeed: SeedPart = {
  key: "seed:reassessments:v1",
  async run(tx) {
    const [later] = await tx
      .select()
      .from(s.surveyResults)
      .where(sql`lower(${s.surveyResults.email}) = ${REASSESSED_DEMO.email}`);
    // Without the demo assessments (a database seeded without them) there is nobody to reassess.
    if (!later?.submittedAt || !later.startedAt) return;
    const stored = await tx
      .select({ itemId: s.surveyAnswers.itemId, value: s.surveyAnswers.value })
      .from(s.surveyAnswers)
      .where(eq(s.surveyAnswers.surveyResultId, later.id));
    const laterAnswers = Object.fromEntries(stored.map((a) => [a.itemId, a.value]));
    const respondent = await normInputsOf(tx, later.id);
    const answers = earlierAnswers(laterAnswers, (a) => scoreAssessment(a, respondent).domains.C.t);
    const scores = scoreAssessment(answers, respondent);

    const createdAt = new Date(later.createdAt.getTime() - MONTHS_BEFORE);
    const startedAt = new Date(later.startedAt.getTime() - MONTHS_BEFORE);
    const submittedAt = new Date(later.submittedAt.getTime() - MONTHS_BEFORE);
    const [earlier] = await tx
      .insert(s.surveyResults)
      .values({
        companyId: later.companyId,
        locationId: later.locationId,
        departmentId: later.departmentId,
        roleName: later.roleName,
        roleNameId: later.roleNameId,
        first: later.first,
        last: later.last,
        email: later.email,
        phone: later.phone,
        consentAt: createdAt,
        status: later.status,
        pipelineId: later.pipelineId,
        startedAt,
        submittedAt,
        createdAt,
        updatedAt: submittedAt,
        scores,
      })
      .returning({ id: s.surveyResults.id });
    await storeNormInputs(tx, earlier.id, respondent);
    await tx.insert(s.surveyAnswers).values(
      ITEMS.map((item, i) => ({
        surveyResultId: earlier.id,
        itemId: item.id,
        value: answers[item.id],
        answeredAt: new Date(startedAt.getTime() + i * 10_000),
      })),
    );
    // Its fit to the role benchmarks, as a real submission gets it.
    await scoreNewResult(tx, { id: earlier.id, companyId: later.companyId, scores });
    // Kai is one person with two assessments: the later stays current, the earlier becomes his history.
    await settleCurrentAssessment(tx, later);
  },
};
