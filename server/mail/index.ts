import { and, eq } from "drizzle-orm";
import brand from "~brand";
import type { Database } from "../db/client";
import { onFirstUse } from "../on-first-use";
import { mailTemplateOverrides, outboxEmails } from "../db/schema/index";
import type { Env } from "../env";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/languages";
import type { Variables } from "./liquid";
import { mailTemplateDefinition, renderMailTemplate, type EmailTemplateName } from "./templates";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template made the message ("setup", "reset", "invitation", …): kept with the message for support. */
  template: string;
  /** The values the built-in template was rendered with: a stored override of the template is rendered with them. */
  variables?: Variables;
  /**
   * The language the message is written in (a candidate's e-mail: the person's; English when absent): only a stored
   * override of this language replaces it.
   */
  language?: Language;
  /**
   * The company on whose behalf the mail goes out to a person it assessed; the outbox keeps it, so that a person's
   * data export at one company holds none of another's mails to the same address. Absent: the product's own mail.
   */
  companyId?: number | null;
  /** Extra headers (e.g. List-Unsubscribe); the outbox keeps none. */
  headers?: Record<string, string>;
}

/** The one e-mail port. Implementations: SMTP (SMTP_URL set) or the outbox table (default). */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise every message lands in the outbox_emails table. */
export function createMailer({ db, env }: { db: Database; env: Pick<Env, "SMTP_URL" | "MAIL_FROM"> }): Mailer {
  const transport = env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM ?? defaultFrom()) : outboxMailer(db);
  return withStoredTemplates(db, transport);
}

/**
 * Renders a message again through this brand's stored text of its template in the message's language, when a super
 * admin saved one (api/mail-templates/); a text stored in another language never replaces it. A stored text that no
 * longer renders (it was checked when saved) falls back to the built-in one: a broken override must never stop a
 * password reset.
 */
export function withStoredTemplates(db: Database, inner: Mailer): Mailer {
  return {
    async send(message) {
      const language = message.language ?? DEFAULT_LANGUAGE;
      const definition = message.variables ? mailTemplateDefinition(message.template, language) : undefined;
      // A message in a language its template is not written in (a staff e-mail is English) keeps its text.
      if (!definition || !message.variables || definition.language !== language) return inner.send(message);
      const [override] = await db
        .select()
        .from(mailTemplateOverrides)
        .where(
          and(
            eq(mailTemplateOverrides.brand, brand.brand),
            eq(mailTemplateOverrides.template, definition.name),
            eq(mailTemplateOverrides.language, language),
          ),
        );
      if (!override) return inner.send(message);
      let rendered;
      try {
        rendered = renderMailTemplate(definition.name as EmailTemplateName, override, message.variables, language);
      } catch {
        return inner.send(message);
      }
      return inner.send({ ...message, subject: rendered.subject, text: rendered.text, html: rendered.html });
    },
  };
}

/** Keeps messages in outbox_emails (sentAt stays null): non-production stages show them instead of sending. */
export function outboxMailer(db: Database): Mailer {
  return {
    async send(message) {
      await db.insert(outboxEmails).values({
        to: message.to,
        companyId: message.companyId ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        template: message.template,
      });
    },
  };
}

/** nodemailer only where SMTP is configured: 4.5 MB of heap that a server keeping mail in its outbox never needs. */
const nodemailer = onFirstUse<typeof import("nodemailer")>("nodemailer");

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer().createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { ...message.headers, "X-Template": message.template },
      });
    },
  };
}

function defaultFrom(): string {
  return `"${brand.name}" <no-reply@${new URL(brand.url).hostname}>`;
}
