import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Database } from "../server/db/client";
import { idpStore } from "../server/db/schema/index";
import { hasNul } from "../domain/nul";

/**
 * oidc-provider's storage in the idp_store table: one row per model instance (Session, Grant, Interaction,
 * AuthorizationCode, AccessToken, RefreshToken, …), keyed by (model, id). Nothing lives in process memory, so a
 * restarted server — or a second one on the same PostgreSQL — knows every session, grant and token.
 *
 * Expiry follows the provider's `expiresIn`; expired rows are never returned and `purgeExpiredRows` deletes them.
 * Time here is the wall clock, because the provider itself computes expiry from Date.now().
 */
export function createAdapterClass(db: Database) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const row = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(idpStore)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({
          target: [idpStore.model, idpStore.id],
          set: row,
        });
    }

    // A key with a NUL (from a forged request) names nothing stored, and PostgreSQL would refuse to compare it.
    find(id: string) {
      return hasNul(id) ? Promise.resolve(undefined) : this.findOne(eq(idpStore.id, id));
    }

    findByUid(uid: string) {
      return hasNul(uid) ? Promise.resolve(undefined) : this.findOne(eq(idpStore.uid, uid));
    }

    findByUserCode(userCode: string) {
      return hasNul(userCode) ? Promise.resolve(undefined) : this.findOne(eq(idpStore.userCode, userCode));
    }

    /** Marks a code or token used; the provider treats a second use as replay and revokes the grant. */
    async consume(id: string): Promise<void> {
      if (hasNul(id)) return;
      await db
        .update(idpStore)
        .set({ consumedAt: new Date() })
        .where(and(eq(idpStore.model, this.model), eq(idpStore.id, id)));
    }

    async destroy(id: string): Promise<void> {
      if (hasNul(id)) return;
      await db.delete(idpStore).where(and(eq(idpStore.model, this.model), eq(idpStore.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(idpStore).where(and(eq(idpStore.model, this.model), eq(idpStore.grantId, grantId)));
    }

    private async findOne(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(idpStore)
        .where(
          and(
            eq(idpStore.model, this.model),
            condition,
            or(isNull(idpStore.expiresAt), gt(idpStore.expiresAt, new Date())),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      // The provider reads `consumed` (epoch seconds) to detect a replayed code or rotated refresh token.
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }
  };
}

/** Deletes expired rows of every model (the provider never reads them again). Returns how many went. */
export async function purgeExpiredRows(db: Database): Promise<number> {
  const deleted = await db.delete(idpStore).where(lt(idpStore.expiresAt, new Date())).returning({ id: idpStore.id });
  return deleted.length;
}

/**
 * Deletes everything the provider holds for an account: its grants, every token issued under them, and its
 * provider sessions. Tokens carry the account id in their payload too, so they are matched both ways.
 */
export async function deleteAccountState(db: Database, accountSub: string): Promise<void> {
  const ofAccount = sql`${idpStore.payload} ->> 'accountId' = ${accountSub}`;
  await db.transaction(async (tx) => {
    const grants = await tx
      .select({ id: idpStore.id })
      .from(idpStore)
      .where(and(eq(idpStore.model, "Grant"), ofAccount));
    for (const { id } of grants) await tx.delete(idpStore).where(eq(idpStore.grantId, id));
    await tx.delete(idpStore).where(ofAccount);
  });
}
