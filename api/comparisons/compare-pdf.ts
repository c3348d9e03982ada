import type { Response } from "express";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import type { SENT } from "../http/implement";
import { sendPdf } from "../pdf/kit";
import { compare } from "./compare";
import { comparisonFileName, renderComparisonPdf } from "./comparison-pdf";

/** GET /comparisons/pdf?survey_result_ids=…: the comparison as a download, rendered whole before the first byte. */
export async function sendComparisonPdf(
  db: Database,
  actor: Actor,
  ids: readonly number[],
  res: Response,
): Promise<typeof SENT> {
  const comparison = await compare(db, actor, ids);
  return sendPdf(res, await renderComparisonPdf(comparison, new Date()), comparisonFileName(comparison.people));
}
