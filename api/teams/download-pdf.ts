import type { Response } from "express";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import type { SENT } from "../http/implement";
import { sendPdf } from "../pdf/kit";
import { getTeam } from "./get-team";
import { renderTeamPdf, teamFileName } from "./pdf";

/** GET /teams/{id}/pdf: the team view as a download, rendered whole before the first byte goes out. */
export async function sendTeamPdf(db: Database, actor: Actor, id: number, res: Response): Promise<typeof SENT> {
  const detail = await getTeam(db, actor, id);
  const pdf = await renderTeamPdf(detail);
  return sendPdf(res, pdf, teamFileName(detail.team));
}
