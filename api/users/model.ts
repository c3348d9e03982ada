// What the user operations share: the user row with its company and set-up state, its JSON, and the scope and
// role checks of user management.
import { and, eq, sql } from "drizzle-orm";
import brand from "~brand";
import { canManageUser, grantableRoles, roleFitsCompany, type Actor } from "../../domain/permissions";
import type { Role } from "../../domain/roles";
import type { Database } from "../../server/db/client";
import { companies, idpAccounts, users } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import { recordAudit } from "../audit/record";
import type { Auth } from "../http/authenticate";
import type { UserJson } from "./contract";

export const userColumns = {
  user: users,
  company: { id: companies.id, name: companies.name, franchiseId: companies.franchiseId },
  // An identity account without a password hash is an invitation nobody accepted yet.
  setupPending: sql<boolean>`coalesce(${idpAccounts.passwordHash} is null and ${idpAccounts.id} is not null, false)`,
};

export type UserRow = {
  user: typeof users.$inferSelect;
  company: { id: number; name: string; franchiseId: number | null };
  setupPending: boolean;
};

/** Users with their company and identity account (select from it, then add a WHERE). */
export function userQuery(db: Database) {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(idpAccounts, sql`lower(${idpAccounts.email}) = lower(${users.email})`);
}

export function toUserJson({ user, company, setupPending }: UserRow): UserJson {
  return {
    id: user.id,
    email: user.email,
    first: user.first,
    last: user.last,
    company: { id: company.id, name: company.name },
    company_id: company.id,
    auth_role: user.authRole,
    active: user.active as 0 | 1,
    permissions: { can_view_hiring_pipeline: user.canViewHiringPipeline, can_view_eeo: user.canViewEeo },
    setup_pending: Boolean(setupPending),
    created_at: user.createdAt.toISOString(),
  };
}

/** A user inside the actor's scope, or a 404 (a foreign id is simply not found). */
export async function findUserInScope(db: Database, actor: Actor, id: number): Promise<UserRow> {
  const [row] = await userQuery(db).where(and(eq(users.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("User not found");
  return row;
}

/** A user the actor may manage: in scope (else 404) and of a role the actor could grant (else 403). */
export async function findManageableUser(db: Database, actor: Actor, id: number): Promise<UserRow> {
  const row = await findUserInScope(db, actor, id);
  if (!canManageUser(actor, { role: row.user.authRole, company: row.company })) {
    throw ApiError.forbidden("You cannot manage this user");
  }
  return row;
}

/** The role may be given by this actor (403 otherwise) and fits the company (422 otherwise). */
export function checkRole(actor: Actor, role: Role, company: { franchiseId: number | null }) {
  if (!grantableRoles(actor).includes(role)) {
    throw new ApiError(403, "You cannot grant this role", [{ path: "role", message: "is not a role you can grant" }]);
  }
  if (!roleFitsCompany(role, company)) {
    throw ApiError.unprocessable([{ path: "role", message: "needs a company that belongs to a franchise" }]);
  }
}

/**
 * Access to voluntary self-identification answers exists only where the brand ships the feature: granting it
 * elsewhere is refused rather than stored as a permission that could never be used.
 */
export function checkEeoGrant(canViewEeo: boolean | undefined): void {
  if (canViewEeo && !brand.features.selfIdentification) {
    throw ApiError.unprocessable([{ path: "can_view_eeo", message: "is not available in this product" }]);
  }
}

/** The audit row of a grant or withdrawal of access to self-identification answers (ids only). */
export async function recordEeoGrant(db: Database, auth: Auth, companyId: number, userId: number, granted: boolean) {
  await recordAudit(db, auth, {
    action: granted ? "user.eeo_access_grant" : "user.eeo_access_revoke",
    companyId,
    subjectType: "user",
    subjectId: userId,
    summary: granted
      ? "Access to self-identification answers granted"
      : "Access to self-identification answers withdrawn",
  });
}

/** Who acts: the actor, and the super admin really signed in during a proxy session. */
export interface Who {
  actor: Actor;
  superAdmin: Actor | null;
}
