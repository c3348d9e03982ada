import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { pdfFile, type FileAnswer } from "../http/answers";
import { compare } from "./compare";
import { comparisonFileName, renderComparisonPdf } from "./comparison-pdf";

/** GET /comparisons/pdf?survey_result_ids=…: the comparison as a download, rendered whole before the first byte. */
export async function sendComparisonPdf(db: Database, actor: Actor, ids: readonly number[]): Promise<FileAnswer> {
  const comparison = await compare(db, actor, ids);
  return pdfFile(await renderComparisonPdf(comparison, new Date()), comparisonFileName(comparison.people));
}
