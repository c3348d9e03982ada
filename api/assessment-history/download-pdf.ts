import type { Response } from "express";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import type { SENT } from "../http/implement";
import { sendPdf } from "../pdf/kit";
import { getAssessmentHistory } from "./get-history";
import { historyFileName, renderHistoryPdf } from "./pdf";

/** GET /survey-results/{id}/history/pdf: the changes over time as a download, from the same data as the page. */
export async function sendHistoryPdf(db: Database, actor: Actor, id: number, res: Response): Promise<typeof SENT> {
  const history = await getAssessmentHistory(db, actor, id);
  const pdf = await renderHistoryPdf(history);
  return sendPdf(res, pdf, historyFileName(history.person));
}
