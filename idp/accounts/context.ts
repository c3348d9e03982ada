// What every flow of the account service shares: the database, the clock, the mailer and the links' base, the
// account's row by e-mail or id, and work a request starts without waiting for it.
import { eq, sql } from "drizzle-orm";
import { hasNul } from "../../domain/nul";
import { idpAccounts } from "../../server/db/schema/index";
import { normalizeEmail, systemClock, type AccountRow, type AccountServiceOptions } from "./model";

export type AccountContext = ReturnType<typeof accountContext>;

export function accountContext({
  db,
  mailer,
  publicUrl,
  clock = systemClock,
  revokeSessions = async () => {},
  externalPasswords,
  onBackgroundError = (error) => console.error("identity background work failed", error),
}: AccountServiceOptions) {
  const baseUrl = publicUrl.replace(/\/$/, "");

  /** Work started by a request whose answer does not wait for it; `settled()` waits for all of it. */
  const background = new Set<Promise<void>>();
  function inBackground(work: () => Promise<unknown>) {
    // Begun after the caller has its answer: none of its statements run before the answer is on its way.
    const running: Promise<void> = new Promise((begin) => setImmediate(begin))
      .then(work)
      .then(() => undefined, onBackgroundError)
      .finally(() => background.delete(running));
    background.add(running);
  }

  async function rowByEmail(email: string): Promise<AccountRow | undefined> {
    // No stored address holds a NUL (the text rule, api/http/contract.ts), and PostgreSQL would refuse the query.
    if (hasNul(email)) return undefined;
    const [row] = await db
      .select()
      .from(idpAccounts)
      .where(sql`lower(${idpAccounts.email}) = ${normalizeEmail(email)}`);
    return row;
  }

  async function rowById(id: number): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.id, id));
    return row;
  }

  async function update(id: number, values: Partial<typeof idpAccounts.$inferInsert>) {
    await db
      .update(idpAccounts)
      .set({ ...values, updatedAt: clock.now() })
      .where(eq(idpAccounts.id, id));
  }

  /** Resolves once the work earlier requests left running (reset e-mails) has ended, e.g. before reading the outbox. */
  async function settled(): Promise<void> {
    while (background.size) await Promise.all(background);
  }

  return {
    db,
    mailer,
    baseUrl,
    clock,
    revokeSessions,
    externalPasswords,
    inBackground,
    settled,
    rowByEmail,
    rowById,
    update,
  };
}
