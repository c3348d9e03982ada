import { eq } from "drizzle-orm";
import { impersonationRefusal, type ImpersonationRefusal } from "../../domain/impersonation";
import type { Database } from "../../server/db/client";
import { recordAudit } from "../audit/record";
import { users } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import { userQuery } from "../users/model";
import type { ImpersonatedJson } from "./contract";

/** Each refusal as the API answers it: a rule of the product (403), or a state that may change (409). */
const REFUSALS: Record<ImpersonationRefusal, () => ApiError> = {
  "super-admin": () => ApiError.forbidden("A super admin cannot be impersonated"),
  inactive: () => ApiError.forbidden("An inactive user cannot be impersonated"),
  "never-signed-in": () => ApiError.conflict("This user has not accepted their invitation yet"),
};

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
  const target = row.user;
  const refusal = impersonationRefusal({
    role: target.authRole,
    active: target.active === 1,
    setupPending: Boolean(row.setupPending),
  });
  if (refusal) throw REFUSALS[refusal]();
  await recordAudit(db, auth, {
    action: "proxy.start",
    companyId: target.companyId,
    subjectType: "user",
    subjectId: target.id,
    summary: `Support session started. Reason: ${reason}`,
  });
  return { id: target.id, first: target.first, last: target.last, company: row.company.name };
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
