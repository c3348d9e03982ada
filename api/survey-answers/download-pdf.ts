import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage } from "../../domain/languages";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies } from "../../server/db/schema/index";
import { pdfFile, type FileAnswer } from "../http/answers";
import { findSurveyResultInScope } from "../survey-results/model";
import { getSurveyAnswers } from "./get-survey-answers";
import { answersFileName, renderAnswersPdf } from "./pdf";

/** GET /survey-results/{id}/answers/pdf: the answers item by item as a download, from the same data as the page. */
export async function sendAnswersPdf(db: Database, actor: Actor, id: number): Promise<FileAnswer> {
  const result = await findSurveyResultInScope(db, actor, id);
  const [answers, [company]] = await Promise.all([
    getSurveyAnswers(db, actor, result.id),
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, result.companyId)),
  ]);
  const person = {
    first: result.first,
    last: result.last,
    roleName: result.roleName,
    companyName: company?.name ?? "",
    finished: result.submittedAt !== null && result.scores !== null,
    language: isLanguage(result.language) ? result.language : DEFAULT_LANGUAGE,
  };
  const pdf = await renderAnswersPdf(person, answers);
  return pdfFile(pdf, answersFileName(person));
}
