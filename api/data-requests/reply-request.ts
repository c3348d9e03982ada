import { eq } from "drizzle-orm";
import brand from "~brand";
import { DATA_REQUEST_TYPE_LABELS, type DataRequestType } from "../../domain/data-requests";
import { recordAudit } from "../audit/index";
import { dataRequests } from "../db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { ApiDeps } from "../index";
import { createMailer } from "../mail/index";
import { findRequestInScope } from "./model";

/** What the person asked for, in their words (the e-mail's subject). */
const ASKED: Record<DataRequestType, string> = {
  human_review: "your request for a human review",
  accommodation: "your request for an accommodation",
  correction: "your report of wrong data",
  export: "your request for your data",
  erasure: "your request to delete your data",
};

/**
 * POST /data-requests/{id}/reply: the reply, sent to the person's address through the mail port (the outbox by
 * default), with an audit row that names no one. A request whose person was erased has no address: 422.
 */
export async function replyToRequest(deps: ApiDeps, auth: Auth, id: number, message: string, now = new Date()) {
  const { db } = deps;
  const row = await findRequestInScope(db, auth.actor, id);
  if (!row.person) {
    throw ApiError.unprocessable(
      [{ path: "message", message: "cannot be sent: the person's data, with their address, was deleted" }],
      "The person's data was deleted",
    );
  }
  const type = row.request.type as DataRequestType;
  const subject = `${row.company.name}: about ${ASKED[type] ?? DATA_REQUEST_TYPE_LABELS[type]}`;
  const text = `Hello ${row.person.first},\n\n${message}\n\n${row.company.name}\n(sent through ${brand.name})`;
  await createMailer(deps).send({
    to: row.person.email,
    companyId: row.company.id,
    subject,
    text,
    template: "data_request_reply",
  });
  await db.update(dataRequests).set({ updatedAt: now }).where(eq(dataRequests.id, id));
  await recordAudit(db, auth, {
    action: "data_request.reply",
    companyId: row.company.id,
    subjectType: "data_request",
    subjectId: id,
    summary: `Replied to request ${id} by e-mail`,
  });
  return { sent_to: row.person.email };
}
