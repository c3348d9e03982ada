import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import express from "express";
import { errors } from "oidc-provider";
import type { Database } from "../server/db/client";
import { idpStore } from "../server/db/schema/index";
import type { Mailer } from "../server/mail/index";
import type { Env } from "../server/env";
import type { Logger } from "../server/logger";
import { createAccountService, systemClock, type AccountService, type Clock } from "./accounts";
import { deleteAccountState, purgeExpiredRows } from "./adapter";
import { createProvider } from "./provider";

export { embeddedClientSecret } from "./provider";
export type { Account, AccountService, Clock } from "./accounts";

export interface IdentityProvider {
  /** Mount at /idp (the issuer's path): `app.use("/idp", idp.router)`. */
  router: express.Router;
  accounts: AccountService;
  /**
   * For the app's /login action after it verified the password with accounts.signIn: returns a same-origin path
   * `/idp/interaction/<uid>/login?ticket=<one-time>`; send the browser there with a document redirect. That route
   * checks the ticket (one-time, ≤ 60 s, bound to uid and account) and the interaction cookie, then finishes login
   * and consent in one interaction result, so the provider redirects to /auth/callback with a code.
   */
  issueLoginTicket(uid: string, accountId: number): Promise<string>;
  /** Whether a login interaction with this uid is pending (for the /login page to know whether to start over). */
  hasInteraction(uid: string): Promise<boolean>;
  /** The `login_hint` of a pending login interaction's authorization request (the e-mail to pre-fill), if any. */
  loginHint(uid: string): Promise<string | null>;
  /** Revoke every grant, token and provider session of an account (deactivation, password change). */
  revokeAll(accountSub: string): Promise<void>;
}

export interface IdentityProviderOptions {
  db: Database;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  /** Signs the provider's cookies and derives the embedded client's secret (when OIDC_CLIENT_SECRET is unset). */
  sessionSecret: string;
  /** Time for accounts (lockout, one-time tokens) and login tickets; tests pass a controllable one. */
  clock?: Clock;
}

export const LOGIN_TICKET_TTL_MS = 60_000;
const TICKET_MODEL = "LoginTicket";
const PURGE_INTERVAL_MS = 60 * 60_000;

/** The embedded OpenID provider: accounts, the oidc-provider instance and the glue to the app's /login page. */
export async function createIdentityProvider({
  db,
  env,
  logger,
  mailer,
  sessionSecret,
  clock = systemClock,
}: IdentityProviderOptions): Promise<IdentityProvider> {
  const revokeAll = (accountSub: string) => deleteAccountState(db, accountSub);
  const accounts = createAccountService({
    db,
    mailer,
    publicUrl: env.PUBLIC_URL,
    clock,
    revokeSessions: revokeAll,
    onBackgroundError: (err) => logger.error({ err }, "sending a password reset e-mail failed"),
  });
  const provider = await createProvider({
    db,
    env,
    logger,
    accounts,
    sessionSecret,
  });
  const issuer = new URL(env.issuer);
  const mountPath = issuer.pathname.replace(/\/$/, "");

  const purge = () =>
    purgeExpiredRows(db).catch((err: unknown) => logger.warn({ err }, "purging expired identity rows failed"));
  await purge();
  setInterval(purge, PURGE_INTERVAL_MS).unref();

  const router = express.Router();

  // The provider builds every URL it publishes (discovery, redirects, cookies' Secure flag) from the request's
  // host and protocol. The app reaches it over loopback for back-channel calls and browsers reach it through any
  // proxy, so both are pinned to the issuer's: the provider always describes itself at its public address.
  router.use((req, _res, next) => {
    req.headers.host = issuer.host;
    req.headers["x-forwarded-host"] = issuer.host;
    req.headers["x-forwarded-proto"] = issuer.protocol.slice(0, -1);
    if (!env.TRUST_PROXY) delete req.headers["x-forwarded-for"];
    next();
  });

  router.get("/interaction/:uid/login", async (req, res, next) => {
    try {
      const uid = req.params.uid;
      let interaction;
      try {
        interaction = await provider.interactionDetails(req, res);
      } catch (err) {
        // No interaction cookie, or the interaction expired: sign-in has to start again.
        if (err instanceof errors.SessionNotFound) return res.redirect(303, `${env.PUBLIC_URL}/login`);
        throw err;
      }
      const ticket = await claimTicket(typeof req.query.ticket === "string" ? req.query.ticket : "");
      const account = ticket && ticket.uid === uid ? await accounts.findById(ticket.accountId) : null;
      if (interaction.uid !== uid || !account || !account.enabled) {
        logger.warn({ uid }, "login ticket refused");
        return res.redirect(303, `${env.PUBLIC_URL}/login?uid=${encodeURIComponent(interaction.uid)}`);
      }
      // Login and consent in one result: the product's own client is trusted, and the provider issues a
      // refresh token for offline_access only once consent is given.
      const grant = new provider.Grant({
        accountId: account.sub,
        clientId: String(interaction.params.client_id),
      });
      grant.addOIDCScope(String(interaction.params.scope ?? "openid"));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        {
          login: { accountId: account.sub, amr: ["pwd"] },
          consent: { grantId },
        },
        { mergeWithLastSubmission: false },
      );
    } catch (err) {
      next(err);
    }
  });

  router.use(provider.callback());

  /** Takes a ticket out of the store (single use even under concurrency: only one DELETE gets the row). */
  async function claimTicket(ticket: string): Promise<{ uid: string; accountId: number } | null> {
    if (!ticket) return null;
    const [row] = await db
      .delete(idpStore)
      .where(and(eq(idpStore.model, TICKET_MODEL), eq(idpStore.id, hashTicket(ticket))))
      .returning();
    if (!row || !row.expiresAt || row.expiresAt <= clock.now()) return null;
    return row.payload as { uid: string; accountId: number };
  }

  return {
    router,
    accounts,
    revokeAll,

    async issueLoginTicket(uid, accountId) {
      const ticket = crypto.randomBytes(32).toString("base64url");
      await db.insert(idpStore).values({
        model: TICKET_MODEL,
        id: hashTicket(ticket),
        payload: { uid, accountId },
        uid,
        expiresAt: new Date(clock.now().getTime() + LOGIN_TICKET_TTL_MS),
      });
      return `${mountPath}/interaction/${encodeURIComponent(uid)}/login?ticket=${ticket}`;
    },

    async hasInteraction(uid) {
      if (!uid) return false;
      return Boolean(await provider.Interaction.find(uid));
    },

    async loginHint(uid) {
      if (!uid) return null;
      const hint = (await provider.Interaction.find(uid))?.params.login_hint;
      return typeof hint === "string" ? hint : null;
    },
  };
}

function hashTicket(ticket: string): string {
  return crypto.createHash("sha256").update(ticket).digest("hex");
}
