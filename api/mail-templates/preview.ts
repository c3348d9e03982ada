// POST /mailer/templates/{name}/preview and /send-test: the text as it would arrive, with example values; the test
// goes to the super admin's own address through the e-mail port (so the outbox shows it outside production).
import type { Language } from "../../domain/languages";
import type { Auth } from "../http/authenticate";
import type { Mailer } from "../../server/mail/index";
import { renderMailTemplate } from "../../server/mail/templates";
import type { EmailTemplateName } from "../../server/mail/template-names";
import type { MailTemplateInput } from "./contract";
import { assertValid, definitionOf } from "./model";

export function previewMailTemplate(
  auth: Auth,
  name: EmailTemplateName,
  input: MailTemplateInput,
  language: Language = "en",
) {
  const definition = definitionOf(name, language);
  assertValid(definition, input);
  const { subject, text, html } = renderMailTemplate(name, input, definition.sample, definition.language);
  return { subject, text, html };
}

export async function sendTestMailTemplate(
  mailer: Mailer,
  auth: Auth,
  name: EmailTemplateName,
  input: MailTemplateInput,
  language: Language = "en",
) {
  const rendered = previewMailTemplate(auth, name, input, language);
  // Sent as rendered here (no `variables`): the text under test, not the stored one.
  await mailer.send({ to: auth.actor.email, template: name, ...rendered, subject: `[Test] ${rendered.subject}` });
  return { sent_to: auth.actor.email };
}
