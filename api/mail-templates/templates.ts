// GET /mailer/templates(/{name}), PUT (store), DELETE (reset to the built-in text).
import { and, eq } from "drizzle-orm";
import brand from "~brand";
import type { Database } from "../db/client";
import { mailTemplateOverrides } from "../db/schema/index";
import { recordAudit } from "../audit/record";
import type { Auth } from "../http/authenticate";
import type { EmailTemplateName } from "../mail/template-names";
import type { MailTemplateInput, MailTemplateJson } from "./contract";
import {
  assertValid,
  definitionOf,
  findOverride,
  mailTemplateDefinitions,
  overridesByName,
  toMailTemplateJson,
} from "./model";

export async function listMailTemplates(db: Database) {
  const overrides = await overridesByName(db);
  return mailTemplateDefinitions().map((d) => {
    const { name, title, description, customized, updated_at } = toMailTemplateJson(d, overrides.get(d.name) ?? null);
    return { name, title, description, customized, updated_at };
  });
}

export async function getMailTemplate(db: Database, auth: Auth, name: EmailTemplateName): Promise<MailTemplateJson> {
  return toMailTemplateJson(definitionOf(name), await findOverride(db, name));
}

export async function saveMailTemplate(
  db: Database,
  auth: Auth,
  name: EmailTemplateName,
  input: MailTemplateInput,
): Promise<MailTemplateJson> {
  const definition = definitionOf(name);
  assertValid(definition, input);
  await db.transaction(async (tx) => {
    await tx
      .insert(mailTemplateOverrides)
      .values({ brand: brand.brand, template: name, ...input, updatedByUserId: auth.actor.id })
      .onConflictDoUpdate({
        target: [mailTemplateOverrides.brand, mailTemplateOverrides.template],
        set: { ...input, updatedByUserId: auth.actor.id, updatedAt: new Date() },
      });
    await recordAudit(tx, auth, {
      action: "mail_template.update",
      companyId: null,
      subjectType: "mail_template",
      summary: `Changed the ${brand.brand} "${name}" e-mail`,
    });
  });
  return getMailTemplate(db, auth, name);
}

export async function resetMailTemplate(db: Database, auth: Auth, name: EmailTemplateName): Promise<MailTemplateJson> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(mailTemplateOverrides)
      .where(and(eq(mailTemplateOverrides.brand, brand.brand), eq(mailTemplateOverrides.template, name)))
      .returning({ id: mailTemplateOverrides.id });
    if (removed.length)
      await recordAudit(tx, auth, {
        action: "mail_template.reset",
        companyId: null,
        subjectType: "mail_template",
        summary: `Reset the ${brand.brand} "${name}" e-mail to its built-in text`,
      });
  });
  return getMailTemplate(db, auth, name);
}
