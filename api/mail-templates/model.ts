import { and, eq } from "drizzle-orm";
import brand from "~brand";
import type { Database } from "../db/client";
import { mailTemplateOverrides } from "../db/schema/index";
import { ApiError } from "../http/errors";
import {
  checkMailTemplate,
  mailTemplateDefinition,
  mailTemplateDefinitions,
  type MailTemplateDefinition,
  type MailTemplateSource,
} from "../mail/templates";
import type { EmailTemplateName } from "../mail/template-names";
import type { MailTemplateJson } from "./contract";

export function definitionOf(name: EmailTemplateName): MailTemplateDefinition {
  return mailTemplateDefinition(name)!;
}

export async function overridesByName(db: Database) {
  const rows = await db.select().from(mailTemplateOverrides).where(eq(mailTemplateOverrides.brand, brand.brand));
  return new Map(rows.map((r) => [r.template, r]));
}

export async function findOverride(db: Database, name: EmailTemplateName) {
  const [row] = await db
    .select()
    .from(mailTemplateOverrides)
    .where(and(eq(mailTemplateOverrides.brand, brand.brand), eq(mailTemplateOverrides.template, name)));
  return row ?? null;
}

export function toMailTemplateJson(
  definition: MailTemplateDefinition,
  override: typeof mailTemplateOverrides.$inferSelect | null,
): MailTemplateJson {
  return {
    name: definition.name,
    title: definition.title,
    description: definition.description,
    customized: Boolean(override),
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
