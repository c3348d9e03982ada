import { eq, sql, TransactionRollbackError } from "drizzle-orm";
import { AccountError } from "../../idp/accounts";
import { databaseLimiter } from "../../server/rate-limit";
import { companies, users } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { requireIdentity } from "../identity/index";
import type { ApiDeps } from "../http/deps";
import { createMailer } from "../../server/mail/index";
import { accountExistsEmail } from "../../server/mail/templates";
import { createCompanyWithDefaults } from "../companies/create-company";
import type { RegisterInput } from "./contract";

/** Sign-ups per client address per window, and in total per window (the app's server calls from loopback). */
export const REGISTER_LIMITS = { windowMs: 15 * 60_000, perClient: 5, total: 30, perEmail: 3 };

const isLoopback = (ip: string | undefined) =>
  !ip || ip === "::1" || ip.startsWith("127.") || ip === "::ffff:127.0.0.1";

const ACCEPTED = { message: "Check your e-mail: we sent a link to finish setting up your account." };

/**
 * Self-service sign-up (spec §7 /auth/register): a new customer registers their company and its first
 * COMPANY_OWNER. The company gets the default pipeline and its assessment link; the owner gets an identity account
 * without a password and a set-up e-mail, so the account is usable only once the e-mail is confirmed by choosing a
 * password through the link. The answer is the same whether or not the e-mail already had an account (its owner
 * gets a note instead), so the form reveals no addresses. Rate-limited per client, in total, and per e-mail.
 */
export function companyRegistration({ db, env, logger, identity }: ApiDeps, now: () => number = Date.now) {
  // Counted in the database (ADR 039): every instance shares these budgets.
  const limiter = databaseLimiter(db, { now });
  const { windowMs } = REGISTER_LIMITS;
  const perClient = { bucket: "register:client", limit: REGISTER_LIMITS.perClient, windowMs };
  const total = { bucket: "register:total", limit: REGISTER_LIMITS.total, windowMs };
  const perEmail = { bucket: "register:email", limit: REGISTER_LIMITS.perEmail, windowMs };
  const mailer = createMailer({ db, env });
  const tooMany = () => new ApiError(429, "Too many sign-ups from here; please try again later");

  /** A known address: a fresh set-up link while the account has no password yet, otherwise a note to sign in. */
  async function remindExisting(email: string, hasUser: boolean, account: { emailVerified: boolean } | null) {
    if (hasUser && account) {
      const result = await requireIdentity(identity).accounts.createSetupToken(email, { template: "setup" });
      if (result.status !== "already_set_up") return;
    }
    await mailer.send({ to: email, ...accountExistsEmail({ link: `${env.PUBLIC_URL}/login` }) });
  }

  /** Registers the company and its owner for a request from `ip`. */
  return async function registerCompany(input: RegisterInput, ip: string | undefined) {
    const { accounts } = requireIdentity(identity);
    // Direct callers are limited per address; the app's own server (loopback) shares the total budget.
    if (!isLoopback(ip) && !(await limiter.take(perClient, ip!)).allowed) throw tooMany();
    if (!(await limiter.take(total, "all")).allowed) throw tooMany();
    // Past its limit an address silently gets no more e-mail: the answer must not differ for known addresses.
    const mayMail = (await limiter.take(perEmail, input.email.toLowerCase())).allowed;

    const [existingUser] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email}`);
    const account = await accounts.findByEmail(input.email);
    if (existingUser || account) {
      if (mayMail) await remindExisting(input.email, Boolean(existingUser), account);
      return ACCEPTED;
    }

    let created: { companyId: number; userId: number } | null;
    try {
      created = await db.transaction(async (tx) => {
        const companyId = await createCompanyWithDefaults(tx, { name: input.company_name, industry: input.industry });
        const [user] = await tx
          .insert(users)
          .values({
            email: input.email,
            first: input.first,
            last: input.last,
            companyId,
            authRole: "COMPANY_OWNER",
            canViewHiringPipeline: true,
          })
          .onConflictDoNothing()
          .returning({ id: users.id });
        // Someone registered the same e-mail a moment ago: give up this company.
        if (!user) tx.rollback();
        return { companyId, userId: user.id };
      });
    } catch (error) {
      // drizzle's rollback error is named "DrizzleError": only its class tells it apart.
      if (error instanceof TransactionRollbackError) created = null;
      else throw error;
    }
    if (!created) return ACCEPTED;

    try {
      await accounts.createAccount({ email: input.email });
    } catch (error) {
      if (!(error instanceof AccountError && error.code === "email_taken")) {
        // No account, no way in: remove what was made so the customer can simply try again.
        await db.delete(users).where(eq(users.id, created.userId));
        await db.delete(companies).where(eq(companies.id, created.companyId));
        throw error;
      }
    }
    const sent = await accounts.createSetupToken(input.email, { template: "setup" });
    logger.info(
      { companyId: created.companyId, userId: created.userId, setupEmail: sent.status },
      "self-service sign-up",
    );
    return ACCEPTED;
  };
}
