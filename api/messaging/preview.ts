// POST /messaging/preview: the message as its first recipients will read it, before anything is sent.
import type { Database } from "../db/client";
import type { Auth } from "../http/authenticate";
import type { ComposeInput, PreviewJson } from "./contract";
import { addressOf, assertRenders, findRecipients, isUnsubscribed, recipientVariables, renderFor } from "./model";

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
      skip = "Unsubscribed";
    recipients.push({
      survey_result_id: r.id,
      name: `${r.first} ${r.last}`.trim(),
      to: "to" in address ? address.to : "",
      subject: rendered.subject,
      text: rendered.text,
      skip_reason: skip,
    });
  }
  return { total, recipients };
}
