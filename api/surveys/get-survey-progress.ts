import { eq } from "drizzle-orm";
import { ITEMS } from "../../domain/assessment/items";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../domain/languages";
import type { Database } from "../../server/db/client";
import { companies, jobApplications, surveyAnswers, surveyResults } from "../../server/db/schema/index";
import type { SurveyProgress } from "./contract";
import { closedSurvey, unknownSurvey } from "./errors";
import { normInputsOf } from "./norm-inputs";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The assessment behind a candidate's uuid, with its company's name; 404 if unknown, 410 if closed unfinished. */
export async function findOpenableSurvey(db: Database | Tx, uuid: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      result: surveyResults,
      companyName: companies.name,
      companyLink: companies.assessmentToken,
      companyLanguage: companies.defaultLanguage,
    })
    .from(surveyResults)
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(eq(surveyResults.uuid, uuid));
  // Saving and submitting lock the row, so an answer can never slip in beside a submit.
  const [row] = options.lock ? await query.for("update", { of: surveyResults }) : await query;
  if (!row) throw unknownSurvey();
  if (row.result.archivedAt && !row.result.submittedAt) throw closedSurvey();
  return row;
}

/** Where a candidate stands: the answers so far, the first unanswered item, whether it is submitted. */
export async function getSurveyProgress(db: Database | Tx, uuid: string): Promise<SurveyProgress> {
  const { result, companyName, companyLink, companyLanguage } = await findOpenableSurvey(db, uuid);
  // Sent together: they wait their turn on the embedded database once (ADR 082).
  const [rows, given, application] = await Promise.all([
    db
      .select({ itemId: surveyAnswers.itemId, value: surveyAnswers.value, answeredAt: surveyAnswers.answeredAt })
      .from(surveyAnswers)
      .where(eq(surveyAnswers.surveyResultId, result.id)),
    // The person's own sex and age (kept apart from the result: norm-inputs.ts), for their own pages only.
    normInputsOf(db, result.id),
    db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.surveyResultId, result.id))
      .limit(1),
  ]);
  const byItem = new Map(rows.map((r) => [r.itemId, r]));
  // Answers of items no longer in the inventory (none today) are left out rather than miscounted.
  const answers = ITEMS.flatMap((item) => {
    const row = byItem.get(item.id);
    return row ? [{ item_id: item.id, value: row.value, answered_at: row.answeredAt.toISOString() }] : [];
  });
  const next = ITEMS.findIndex((item) => !byItem.has(item.id));
  const unasked =
    result.submittedAt === null && answers.length === 0 && given.sex === "unspecified" && given.age === null;
  // Only an applicant skipped the registration page, where the comparison group is asked.
  const applied = unasked && application.length > 0;
  return {
    survey_result_uuid: result.uuid,
    company: { name: companyName, assessment_link: companyLink, default_language: asLanguage(companyLanguage) },
    first: result.first,
    language: asLanguage(result.language),
    sex: given.sex,
    ask_norm_group: applied,
    answers,
    answered_count: answers.length,
    total: ITEMS.length,
    next_item_index: next === -1 ? null : next,
    submitted: result.submittedAt !== null,
    submitted_at: result.submittedAt?.toISOString() ?? null,
  };
}

/** A stored language (checked by the database against LANGUAGES) as the contract's type. */
export const asLanguage = (stored: string): Language => (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
