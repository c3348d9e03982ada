import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { SESSION_ENDED_BY_DEACTIVATION } from "../../server/session-store";
import { sessions, users } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { IdentityAdmin } from "../identity";
import type { UserJson } from "./contract";
import { findManageableUser, findUserInScope, toUserJson } from "./model";

/**
 * Deactivation (active 0) ends the user's sessions at once: the app's server sessions lose their tokens and say that
 * deactivation ended them (so the browser's next request lands on account-access-expired, spec §4), and the identity
 * provider revokes every grant and token, so neither a browser nor a refresh token gets back in. The identity account
 * itself stays enabled: signing in again reaches the product, which shows account-access-expired. Reactivation sets
 * active 1 and drops those ended sessions; the user signs in again.
 */
export async function setUserActive(
  db: Database,
  identity: IdentityAdmin | null,
  auth: Auth,
  id: number,
  active: 0 | 1,
): Promise<UserJson> {
  const { actor } = auth;
  const row = await findManageableUser(db, actor, id);
  if (active === 0 && id === actor.id) {
    throw ApiError.unprocessable([{ path: "id", message: "You cannot deactivate your own account" }]);
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ active, updatedAt: new Date() }).where(eq(users.id, id));
    await recordAudit(tx, auth, {
      action: active === 0 ? "user.deactivate" : "user.reactivate",
      companyId: row.company.id,
      subjectType: "user",
      subjectId: id,
      summary: active === 0 ? "User deactivated" : "User reactivated",
    });
  });
  if (active === 1) await db.delete(sessions).where(eq(sessions.userId, id));
  if (active === 0) {
    await db.update(sessions).set({ data: SESSION_ENDED_BY_DEACTIVATION }).where(eq(sessions.userId, id));
    const account = await identity?.accounts.findByEmail(row.user.email);
    if (account) await identity!.revokeAll(account.sub);
  }
  return toUserJson(await findUserInScope(db, actor, id));
}
