import type { Response } from "express";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import type { SENT } from "../http/implement";
import { sendPdf } from "../pdf/kit";
import { conflict } from "./conflict";
import type { ConflictQuery } from "./contract";
import { conversationPlanFileName, renderConversationPlanPdf } from "./conversation-plan-pdf";

/** GET /conflicts/pdf?…: the one-page conversation plan as a download, rendered whole before the first byte. */
export async function sendConversationPlanPdf(
  db: Database,
  actor: Actor,
  query: ConflictQuery,
  res: Response,
): Promise<typeof SENT> {
  const data = await conflict(db, actor, query);
  return sendPdf(res, await renderConversationPlanPdf(data, new Date()), conversationPlanFileName(data));
}
