import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { pdfFile, type FileAnswer } from "../http/answers";
import { getTeam } from "./get-team";
import { renderTeamPdf, teamFileName } from "./pdf";

/** GET /teams/{id}/pdf: the team view as a download, rendered whole before the first byte goes out. */
export async function sendTeamPdf(db: Database, actor: Actor, id: number): Promise<FileAnswer> {
  const detail = await getTeam(db, actor, id);
  const pdf = await renderTeamPdf(detail);
  return pdfFile(pdf, teamFileName(detail.team));
}
