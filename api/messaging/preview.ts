// POST /messaging/preview: the message as its first recipients will read it, before anything is sent.
import { smsTextAsSent } from "../../domain/sms-text";
import type { Database } from "../../server/db/client";
import type { Auth } from "../http/authenticate";
import type { ComposeInput, PreviewJson } from "./contract";
import {
  addressOf,
  assertRenders,
  findRecipients,
  isUnsubscribed,
  recipientVariables,
  renderFor,
  UNSUBSCRIBED,
} from "./model";

const PREVIEWED = 20;

export async function previewMessage(
  db: Database,
  publicUrl: string,
  { actor }: Auth,
  input: ComposeInput,
): Promise<PreviewJson> {
  assertRenders(input);
  const { total, list } = await findRecipients(db, actor, input.recipients, PREVIEWED);
  const recipients = [];
  for (const r of list) {
    const address = addressOf(r, input.channel);
    const rendered = renderFor(input, recipientVariables(r, publicUrl));
    let skip = "skip" in address ? address.skip : null;
    if (!skip && "to" in address && (await isUnsubscribed(db, input.channel, address.to, r.companyId)))
      skip = UNSUBSCRIBED;
    recipients.push({
      survey_result_id: r.id,
      name: `${r.first} ${r.last}`.trim(),
      to: "to" in address ? address.to : "",
      subject: rendered.subject,
      // An SMS as it arrives, with its opt-out line; an e-mail's unsubscribe link is said under the form.
      text: input.channel === "sms" ? smsTextAsSent(rendered.text) : rendered.text,
      skip_reason: skip,
    });
  }
  return { total, recipients };
}
