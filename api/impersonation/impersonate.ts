import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { recordAudit } from "../audit/record";
import { companies, users } from "../db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { ImpersonatedJson } from "./contract";

/** Checks that the signed-in super admin may act as the user, and records the start. */
export async function startImpersonation(db: Database, auth: Auth, userId: number): Promise<ImpersonatedJson> {
  if (auth.superAdmin) throw ApiError.forbidden("Impersonation cannot be nested");
  if (auth.actor.role !== "SUPER_ADMIN") throw ApiError.forbidden("Only a super admin can act as another user");
  const [target] = await db
    .select({
      id: users.id,
      first: users.first,
      last: users.last,
      role: users.authRole,
      active: users.active,
      company: companies.name,
      companyId: users.companyId,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!target) throw ApiError.notFound("User not found");
  if (target.role === "SUPER_ADMIN") throw ApiError.forbidden("A super admin cannot be impersonated");
  if (target.active !== 1) throw ApiError.forbidden("An inactive user cannot be impersonated");
  await recordAudit(db, auth, {
    action: "proxy.start",
    companyId: target.companyId,
    subjectType: "user",
    subjectId: target.id,
    summary: "Support session started",
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
