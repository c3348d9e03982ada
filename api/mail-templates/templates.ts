// GET /mailer/templates(/{name}), PUT (store), DELETE (reset to the built-in text); each in one language
// (`?language=`): a candidate's e-mail has a text per language, and storing one language's leaves the others as they are.
import { and, eq } from "drizzle-orm";
import brand from "~brand";
import type { Language } from "../../domain/languages";
import type { Database } from "../../server/db/client";
import { mailTemplateOverrides } from "../../server/db/schema/index";
import { recordAudit } from "../audit/record";
import type { Auth } from "../http/authenticate";
import type { EmailTemplateName } from "../../server/mail/template-names";
import type { MailTemplateInput, MailTemplateJson } from "./contract";
import {
  assertValid,
  definitionOf,
  findOverrides,
  mailTemplateDefinitions,
  overridesByName,
  toMailTemplateJson,
} from "./model";

export async function listMailTemplates(db: Database) {
  const overrides = await overridesByName(db);
  return mailTemplateDefinitions().map((d) => {
    const { name, title, description, customized, updated_at, languages, customized_languages } = toMailTemplateJson(
      d,
      overrides.get(d.name) ?? [],
    );
    return { name, title, description, customized, updated_at, languages, customized_languages };
  });
}

export async function getMailTemplate(
  db: Database,
  auth: Auth,
  name: EmailTemplateName,
  language: Language = "en",
): Promise<MailTemplateJson> {
  return toMailTemplateJson(definitionOf(name, language), await findOverrides(db, name));
}

/** The audit's words for a template in a language (English needs no mention: most e-mails have only English). */
const inLanguage = (language: Language) => (language === "en" ? "" : ` in ${language}`);

export async function saveMailTemplate(
  db: Database,
  auth: Auth,
  name: EmailTemplateName,
  input: MailTemplateInput,
  language: Language = "en",
): Promise<MailTemplateJson> {
  const definition = definitionOf(name, language);
  assertValid(definition, input);
  await db.transaction(async (tx) => {
    await tx
      .insert(mailTemplateOverrides)
      .values({ brand: brand.brand, template: name, language, ...input, updatedByUserId: auth.actor.id })
      .onConflictDoUpdate({
        target: [mailTemplateOverrides.brand, mailTemplateOverrides.template, mailTemplateOverrides.language],
        set: { ...input, updatedByUserId: auth.actor.id, updatedAt: new Date() },
      });
    await recordAudit(tx, auth, {
      action: "mail_template.update",
      companyId: null,
      subjectType: "mail_template",
      summary: `Changed the ${brand.brand} "${name}" e-mail${inLanguage(language)}`,
    });
  });
  return getMailTemplate(db, auth, name, language);
}

export async function resetMailTemplate(
  db: Database,
  auth: Auth,
  name: EmailTemplateName,
  language: Language = "en",
): Promise<MailTemplateJson> {
  definitionOf(name, language);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(mailTemplateOverrides)
      .where(
        and(
          eq(mailTemplateOverrides.brand, brand.brand),
          eq(mailTemplateOverrides.template, name),
          eq(mailTemplateOverrides.language, language),
        ),
      )
      .returning({ id: mailTemplateOverrides.id });
    if (removed.length)
      await recordAudit(tx, auth, {
        action: "mail_template.reset",
        companyId: null,
        subjectType: "mail_template",
        summary: `Reset the ${brand.brand} "${name}" e-mail${inLanguage(language)} to its built-in text`,
      });
  });
  return getMailTemplate(db, auth, name, language);
}
