import { and, eq } from "drizzle-orm";
import brand from "~brand";
import type { Language } from "../../domain/languages";
import type { Database } from "../../server/db/client";
import { mailTemplateOverrides } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { templateLanguages } from "../../server/mail/locales";
import {
  checkMailTemplate,
  mailTemplateDefinition,
  mailTemplateDefinitions,
  type MailTemplateDefinition,
  type MailTemplateSource,
} from "../../server/mail/templates";
import type { EmailTemplateName } from "../../server/mail/template-names";
import type { MailTemplateJson } from "./contract";

type Override = typeof mailTemplateOverrides.$inferSelect;

/**
 * The built-in template in a language it is written in; a staff e-mail in any language but English is refused
 * (422 on `language`): staff e-mails are English only.
 */
export function definitionOf(name: EmailTemplateName, language: Language = "en"): MailTemplateDefinition {
  if (!templateLanguages(name).includes(language)) {
    throw ApiError.unprocessable([{ path: "language", message: "must be en: this e-mail goes to staff, in English" }]);
  }
  return mailTemplateDefinition(name, language)!;
}

/** This brand's stored texts, by template, each in its languages. */
export async function overridesByName(db: Database): Promise<Map<string, Override[]>> {
  const rows = await db.select().from(mailTemplateOverrides).where(eq(mailTemplateOverrides.brand, brand.brand));
  const byName = new Map<string, Override[]>();
  for (const row of rows) byName.set(row.template, [...(byName.get(row.template) ?? []), row]);
  return byName;
}

export async function findOverrides(db: Database, name: EmailTemplateName): Promise<Override[]> {
  return db
    .select()
    .from(mailTemplateOverrides)
    .where(and(eq(mailTemplateOverrides.brand, brand.brand), eq(mailTemplateOverrides.template, name)));
}

/** A template's text in the definition's language: the stored one of that language, else the built-in one. */
export function toMailTemplateJson(definition: MailTemplateDefinition, overrides: Override[]): MailTemplateJson {
  const override = overrides.find((o) => o.language === definition.language) ?? null;
  return {
    name: definition.name,
    title: definition.title,
    description: definition.description,
    language: definition.language,
    languages: [...definition.languages],
    customized: Boolean(override),
    customized_languages: definition.languages.filter((l) => overrides.some((o) => o.language === l)),
    updated_at: override?.updatedAt.toISOString() ?? null,
    subject: override?.subject ?? definition.defaults.subject,
    body: override?.body ?? definition.defaults.body,
    default_subject: definition.defaults.subject,
    default_body: definition.defaults.body,
    variables: definition.variables,
    required: [...definition.required],
  };
}

/** 400 with field paths (`subject`, `body`) saying what is wrong, so the form keeps the text and shows why. */
export function assertValid(definition: MailTemplateDefinition, source: MailTemplateSource) {
  const problems = checkMailTemplate(definition, source);
  if (problems.length)
    throw ApiError.badRequest(
      problems.map((p) => ({ path: p.field, message: p.message })),
      "The template cannot be saved",
    );
}

export { mailTemplateDefinitions };
