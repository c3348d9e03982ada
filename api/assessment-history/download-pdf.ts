import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { pdfFile, type FileAnswer } from "../http/answers";
import { getAssessmentHistory } from "./get-history";
import { historyFileName, renderHistoryPdf } from "./pdf";

/** GET /survey-results/{id}/history/pdf: the changes over time as a download, from the same data as the page. */
export async function sendHistoryPdf(db: Database, actor: Actor, id: number): Promise<FileAnswer> {
  const history = await getAssessmentHistory(db, actor, id);
  const pdf = await renderHistoryPdf(history);
  return pdfFile(pdf, historyFileName(history.person));
}
