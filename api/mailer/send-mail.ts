// POST /mailer/send: one of the product's e-mails, sent through the e-mail port like every other (SMTP, or the outbox
// outside production), so a stored text of the template is what arrives. The values are the template's own: the
// brand's fill themselves in, an unknown one is refused rather than ignored, and every link must lead to this
// product — the product's address must never carry a link elsewhere.
import brand from "~brand";
import type { Env } from "../../server/env";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import type { Auth } from "../http/authenticate";
import { ApiError, type FieldError } from "../http/errors";
import type { Mailer } from "../../server/mail/index";
import { BRAND_VARIABLE_NAMES, mailTemplateDefinition, renderMailTemplate } from "../../server/mail/templates";
import type { MailSendInput } from "./contract";

export async function sendMail(
  db: Database,
  env: Pick<Env, "PUBLIC_URL">,
  mailer: Mailer,
  auth: Auth,
  input: MailSendInput,
): Promise<{ template: MailSendInput["template"]; sent_to: string }> {
  const definition = mailTemplateDefinition(input.template)!;
  const origin = new URL(env.PUBLIC_URL ?? brand.url).origin;
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(input.variables)) {
    const path = `variables.${name}`;
    if (!(name in definition.variables) || BRAND_VARIABLE_NAMES.includes(name))
      errors.push({ path, message: `is not a value this e-mail takes` });
    else if (name.endsWith("link") && !leadsTo(origin, String(value)))
      errors.push({ path, message: `must be a link to ${origin}` });
  }
  for (const name of definition.required) {
    if (String(input.variables[name] ?? "").trim() === "")
      errors.push({ path: `variables.${name}`, message: "is required" });
  }
  if (errors.length) throw ApiError.badRequest(errors, "The e-mail cannot be sent");

  const rendered = renderMailTemplate(definition.name, definition.defaults, input.variables);
  await mailer.send({ to: input.to, ...rendered });
  await recordAudit(db, auth, {
    action: "mail.send",
    companyId: null,
    subjectType: "mail_template",
    summary: `Sent the ${brand.brand} "${definition.name}" e-mail`,
  });
  return { template: definition.name, sent_to: input.to };
}

function leadsTo(origin: string, value: string): boolean {
  try {
    const url = new URL(value);
    return url.origin === origin;
  } catch {
    return false;
  }
}
