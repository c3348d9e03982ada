import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { companies, users } from "./tenancy";

/** The app's server-side sessions. The cookie carries only a random id; the table keeps its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Tokens, proxy user id and the like: never sent to the browser. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expiry_idx").on(t.absoluteExpiresAt)],
);

/** Accounts of the embedded identity provider (the product's users live in `users`; they meet by e-mail). */
export const idpAccounts = pgTable(
  "idp_accounts",
  {
    id: id(),
    /** The OpenID subject: stable, random, never the e-mail. */
    sub: text("sub")
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    email: text("email").notNull(),
    /** scrypt (memory-hard) hash in PHC-like form; null until the account's owner chooses a password. */
    passwordHash: text("password_hash"),
    enabled: boolean("enabled").notNull().default(true),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** Set for a temporary password: the user must choose a new one before entering. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("idp_accounts_email_ci_idx").on(sql`lower(${t.email})`),
    uniqueIndex("idp_accounts_sub_idx").on(t.sub),
  ],
);

/** One-time secrets of the identity provider: password reset codes and account set-up links (hashed). */
export const idpAccountTokens = pgTable(
  "idp_account_tokens",
  {
    id: id(),
    accountId: integer("account_id")
      .notNull()
      .references(() => idpAccounts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["reset", "setup"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("idp_account_tokens_hash_idx").on(t.tokenHash),
    index("idp_account_tokens_account_idx").on(t.accountId, t.kind),
  ],
);

/** oidc-provider's models (sessions, grants, codes, tokens…) persisted through its adapter interface. */
export const idpStore = pgTable(
  "idp_store",
  {
    model: text("model").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    grantId: text("grant_id"),
    userCode: text("user_code"),
    uid: text("uid"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index("idp_store_grant_idx").on(t.grantId),
    index("idp_store_uid_idx").on(t.uid),
    index("idp_store_expiry_idx").on(t.expiresAt),
  ],
);

/**
 * E-mails waiting in (or sent from) the outbox: the default e-mail port outside production SMTP. `company_id` is the
 * company on whose behalf a mail about a person went out (their report link, a message, a reply to a request), so
 * a person's data export at one company holds only that company's mails; null for the product's own mails (sign-in,
 * account) and for mails from before it was kept whose company could not be told.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: id(),
    to: text("to").notNull(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    template: text("template").notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_emails_to_idx").on(sql`lower(${t.to})`, t.createdAt)],
);
