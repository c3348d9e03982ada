import { eq } from "drizzle-orm";
import brand from "~brand";
import { DATA_REQUEST_TYPE_LABELS, type DataRequestType } from "../../domain/data-requests";
import type { Language } from "../../domain/languages";
import { recordAudit } from "../audit/index";
import { dataRequests } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { ApiDeps } from "../http/deps";
import { createMailer } from "../../server/mail/index";
import { renderText } from "../../server/mail/liquid";
import { MAIL_LOCALES, type ReplyWords } from "../../server/mail/locales";
import { findRequestInScope } from "./model";

/** The reply's frame in English; the other languages' are in server/mail/locales/<language>.json. */
const ENGLISH: ReplyWords = {
  subject: "{{ company }}: about {{ asked }}",
  greeting: "Hello {{ first }},",
  signature: "{{ company }}\n(sent through {{ brand }})",
  asked: {
    human_review: "your request for a human review",
    accommodation: "your request for an accommodation",
    correction: "your report of wrong data",
    export: "your request for your data",
    erasure: "your request to delete your data",
  },
};

const replyWords = (language: Language): ReplyWords =>
  language === "en" ? ENGLISH : MAIL_LOCALES[language].dataRequestReply;

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
  // In the person's language (the language they took the assessment in); the company's reply stays as written.
  const language = row.person.language;
  const words = replyWords(language);
  const type = row.request.type as DataRequestType;
  const names = { company: row.company.name, first: row.person.first, brand: brand.name };
  const subject = renderText(words.subject, { ...names, asked: words.asked[type] ?? DATA_REQUEST_TYPE_LABELS[type] });
  const text = [renderText(words.greeting, names), message, renderText(words.signature, names)].join("\n\n");
  await createMailer(deps).send({
    to: row.person.email,
    companyId: row.company.id,
    subject,
    text,
    template: "data_request_reply",
    language,
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
