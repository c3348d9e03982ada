import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { auditLog, companies, users } from "../db/schema/index";
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
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!target) throw ApiError.notFound("User not found");
  if (target.role === "SUPER_ADMIN") throw ApiError.forbidden("A super admin cannot be impersonated");
  if (target.active !== 1) throw ApiError.forbidden("An inactive user cannot be impersonated");
  await db
    .insert(auditLog)
    .values({ superAdminUserId: auth.actor.id, impersonatedUserId: target.id, action: "proxy-start" });
  return { id: target.id, first: target.first, last: target.last, company: target.company };
}

/** Records the end of a proxy session, as the super admin really signed in. */
export async function endImpersonation(db: Database, auth: Auth, userId: number): Promise<void> {
  const superAdmin = auth.superAdmin ?? auth.actor;
  if (superAdmin.role !== "SUPER_ADMIN") throw ApiError.forbidden();
  await db
    .insert(auditLog)
    .values({ superAdminUserId: superAdmin.id, impersonatedUserId: userId, action: "proxy-end" });
}
