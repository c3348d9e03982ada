import nodemailer from "nodemailer";
import brand from "~brand";
import type { Database } from "../db/client";
import { outboxEmails } from "../db/schema/index";
import type { Env } from "../../server/env";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template made the message ("setup", "reset", "invitation", …): kept with the message for support. */
  template: string;
}

/** The one e-mail port. Implementations: SMTP (SMTP_URL set) or the outbox table (default). */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise every message lands in the outbox_emails table. */
export function createMailer({ db, env }: { db: Database; env: Pick<Env, "SMTP_URL" | "MAIL_FROM"> }): Mailer {
  if (env.SMTP_URL) return smtpMailer(env.SMTP_URL, env.MAIL_FROM ?? defaultFrom());
  return outboxMailer(db);
}

/** Keeps messages in outbox_emails (sentAt stays null): non-production stages show them instead of sending. */
export function outboxMailer(db: Database): Mailer {
  return {
    async send(message) {
      await db.insert(outboxEmails).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        template: message.template,
      });
    },
  };
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { "X-Template": message.template },
      });
    },
  };
}

function defaultFrom(): string {
  return `"${brand.name}" <no-reply@${new URL(brand.url).hostname}>`;
}
