// One-time links (password reset, account set-up): a fresh token supersedes older ones, only its hash is stored,
// and using it sets the password and claims the token in one step, so two uses at once cannot both succeed.
import crypto from "node:crypto";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import { idpAccounts, idpAccountTokens } from "../../server/db/schema/index";
import { hashPassword } from "../passwords";
import type { AccountContext } from "./context";
import type { AccountRow, ExternalPasswords } from "./model";

export type OneTimeLinks = ReturnType<typeof oneTimeLinks>;

export function oneTimeLinks({ db, clock, externalPasswords }: AccountContext) {
  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

  /** The account's unused, unexpired links of `kind` stop working now. */
  function expireOpenLinks(tx: Tx, accountId: number, kind: "reset" | "setup", now: Date) {
    return tx
      .update(idpAccountTokens)
      .set({ expiresAt: now })
      .where(
        and(
          eq(idpAccountTokens.accountId, accountId),
          eq(idpAccountTokens.kind, kind),
          isNull(idpAccountTokens.usedAt),
          gt(idpAccountTokens.expiresAt, now),
        ),
      );
  }

  /** A fresh one-time token of `kind` for an account; older unused ones of that kind stop working now. */
  async function issueToken(accountId: number, kind: "reset" | "setup", ttlMs: number): Promise<string> {
    const token = crypto.randomBytes(32).toString("base64url");
    const now = clock.now();
    await db.transaction(async (tx) => {
      await expireOpenLinks(tx, accountId, kind, now);
      await tx.insert(idpAccountTokens).values({
        accountId,
        kind,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + ttlMs),
        createdAt: now,
      });
    });
    return token;
  }

  async function tokensIssuedInLastHour(accountId: number, kind: "reset" | "setup"): Promise<number> {
    const since = new Date(clock.now().getTime() - 60 * 60_000);
    const [row] = await db
      .select({ n: count() })
      .from(idpAccountTokens)
      .where(
        and(
          eq(idpAccountTokens.accountId, accountId),
          eq(idpAccountTokens.kind, kind),
          gt(idpAccountTokens.createdAt, since),
        ),
      );
    return row.n;
  }

  async function findToken(token: string, kind: "reset" | "setup") {
    if (!token) return undefined;
    const [row] = await db
      .select({ token: idpAccountTokens, account: idpAccounts })
      .from(idpAccountTokens)
      .innerJoin(idpAccounts, eq(idpAccounts.id, idpAccountTokens.accountId))
      .where(and(eq(idpAccountTokens.tokenHash, hashToken(token)), eq(idpAccountTokens.kind, kind)));
    return row;
  }

  /**
   * Uses a token and sets the account's new password in one transaction. The token is claimed with a conditional
   * update, so two simultaneous uses cannot both succeed. Returns false when someone else used it first.
   */
  async function consumeTokenAndSetPassword(
    tokenId: number,
    account: AccountRow,
    password: string,
    kind: "reset" | "setup",
  ): Promise<boolean | { problem: string }> {
    if (externalPasswords) return consumeTokenForExternalPassword(externalPasswords, tokenId, account, password, kind);
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const claimed = await tx
        .update(idpAccountTokens)
        .set({ usedAt: now })
        .where(and(eq(idpAccountTokens.id, tokenId), isNull(idpAccountTokens.usedAt)))
        .returning({ id: idpAccountTokens.id });
      if (claimed.length === 0) return false;
      await passwordSetByLink(tx, account.id, kind, now, { passwordHash });
      return true;
    });
  }

  /**
   * After a link's password is set: the account no longer needs a new password, receiving the link proved the
   * address, any lockout is lifted, and the account's other open links of that kind stop working.
   */
  async function passwordSetByLink(
    tx: Tx,
    accountId: number,
    kind: "reset" | "setup",
    now: Date,
    values: { passwordHash?: string } = {},
  ) {
    await tx
      .update(idpAccounts)
      .set({
        ...values,
        mustChangePassword: false,
        emailVerified: true,
        failedAttempts: 0,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(eq(idpAccounts.id, accountId));
    await expireOpenLinks(tx, accountId, kind, now);
  }

  /**
   * consumeTokenAndSetPassword for a password kept elsewhere: the token is claimed first and given back when the
   * directory refuses the password or cannot be reached, so no network call runs inside a transaction.
   */
  async function consumeTokenForExternalPassword(
    external: ExternalPasswords,
    tokenId: number,
    account: AccountRow,
    password: string,
    kind: "reset" | "setup",
  ): Promise<boolean | { problem: string }> {
    const now = clock.now();
    const claimed = await db
      .update(idpAccountTokens)
      .set({ usedAt: now })
      .where(and(eq(idpAccountTokens.id, tokenId), isNull(idpAccountTokens.usedAt)))
      .returning({ id: idpAccountTokens.id });
    if (claimed.length === 0) return false;
    const giveBack = () => db.update(idpAccountTokens).set({ usedAt: null }).where(eq(idpAccountTokens.id, tokenId));
    let problem: string | null;
    try {
      problem = await external.setPassword(account.email, password);
    } catch (error) {
      await giveBack();
      throw error;
    }
    if (problem) {
      await giveBack();
      return { problem };
    }
    await db.transaction((tx) => passwordSetByLink(tx, account.id, kind, now));
    return true;
  }

  return { issueToken, tokensIssuedInLastHour, findToken, consumeTokenAndSetPassword };
}

/** Only the SHA-256 of a one-time token is stored: a database leak yields no usable link. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
