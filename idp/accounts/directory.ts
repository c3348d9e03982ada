// The accounts themselves: found by id, subject or e-mail; created (with or without a temporary password);
// enabled and disabled.
import { eq } from "drizzle-orm";
import { idpAccounts } from "../../server/db/schema/index";
import { hashPassword, passwordProblem } from "../passwords";
import type { AccountContext } from "./context";
import { AccountError, normalizeEmail, toAccount, type Account } from "./model";

export function accountDirectory({ db, clock, revokeSessions, rowByEmail, rowById, update }: AccountContext) {
  return {
    async findById(id: number): Promise<Account | null> {
      const row = await rowById(id);
      return row ? toAccount(row) : null;
    },

    async findBySub(sub: string): Promise<Account | null> {
      const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.sub, sub));
      return row ? toAccount(row) : null;
    },

    async findByEmail(email: string): Promise<Account | null> {
      const row = await rowByEmail(email);
      return row ? toAccount(row) : null;
    },

    /** A new account; with a temporary password the user must choose their own at the first sign-in. */
    async createAccount({ email, temporaryPassword }: { email: string; temporaryPassword?: string }): Promise<Account> {
      const normalized = normalizeEmail(email);
      if (!/^[^\s@]+@[^\s@]+$/.test(normalized)) throw new AccountError("invalid_email", "Invalid email");
      if (temporaryPassword !== undefined) {
        const problem = passwordProblem(temporaryPassword, normalized);
        if (problem) throw new AccountError("weak_password", `Temporary password ${problem}`);
      }
      const passwordHash = temporaryPassword === undefined ? null : await hashPassword(temporaryPassword);
      const now = clock.now();
      const [row] = await db
        .insert(idpAccounts)
        .values({
          email: normalized,
          passwordHash,
          mustChangePassword: temporaryPassword !== undefined,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AccountError("email_taken", "An account with this email already exists");
      return toAccount(row);
    },

    /** Enables or disables an account by e-mail; disabling revokes its sessions. Null when there is no such account. */
    async setEnabled(email: string, enabled: boolean): Promise<Account | null> {
      const row = await rowByEmail(email);
      if (!row) return null;
      await update(row.id, { enabled });
      if (!enabled) await revokeSessions(row.sub);
      return toAccount({ ...row, enabled });
    },
  };
}
