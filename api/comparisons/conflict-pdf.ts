import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { pdfFile, type FileAnswer } from "../http/answers";
import { conflict } from "./conflict";
import type { ConflictQuery } from "./contract";
import { conversationPlanFileName, renderConversationPlanPdf } from "./conversation-plan-pdf";

/** GET /conflicts/pdf?…: the one-page conversation plan as a download, rendered whole before the first byte. */
export async function sendConversationPlanPdf(db: Database, actor: Actor, query: ConflictQuery): Promise<FileAnswer> {
  const data = await conflict(db, actor, query);
  return pdfFile(await renderConversationPlanPdf(data, new Date()), conversationPlanFileName(data));
}
