import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { recordAudit } from "../audit/record";
import { users } from "../db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import { userQuery } from "../users/model";
import type { ImpersonatedJson } from "./contract";

/**
 * Checks that the signed-in super admin may act as the user, and records the start with the reason they gave (shown
 * to the company's owners in their trail: the form asks for no personal details).
 */
export async function startImpersonation(
  db: Database,
  auth: Auth,
  userId: number,
  reason: string,
): Promise<ImpersonatedJson> {
  if (auth.superAdmin) throw ApiError.forbidden("Impersonation cannot be nested");
  if (auth.actor.role !== "SUPER_ADMIN") throw ApiError.forbidden("Only a super admin can act as another user");
  const [row] = await userQuery(db).where(eq(users.id, userId));
  if (!row) throw ApiError.notFound("User not found");
  const target = { ...row.user, company: row.company.name, setupPending: row.setupPending };
  if (target.authRole === "SUPER_ADMIN") throw ApiError.forbidden("A super admin cannot be impersonated");
  if (target.active !== 1) throw ApiError.forbidden("An inactive user cannot be impersonated");
  // Nothing to see yet, and acting as them could complete or change what only they should.
  if (target.setupPending) throw ApiError.conflict("This user has not accepted their invitation yet");
  await recordAudit(db, auth, {
    action: "proxy.start",
    companyId: target.companyId,
    subjectType: "user",
    subjectId: target.id,
    summary: `Support session started. Reason: ${reason}`,
  });
  return { id: target.id, first: target.first, last: target.last, company: target.company };
}

/** Records the end of a proxy session, as the super admin really signed in. */
export async function endImpersonation(db: Database, auth: Auth, userId: number): Promise<void> {
  const superAdmin = auth.superAdmin ?? auth.actor;
  if (superAdmin.role !== "SUPER_ADMIN") throw ApiError.forbidden();
  const [target] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  // Recorded as the super admin (in or out of the proxy session), in the company of the user they acted as.
  await recordAudit(
    db,
    { actor: { ...superAdmin, active: 1 }, superAdmin: null },
    {
      action: "proxy.end",
      companyId: target?.companyId ?? null,
      subjectType: "user",
      subjectId: userId,
      summary: "Support session ended",
    },
  );
}
