import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { canManageUser, grantableRoles, roleFitsCompany, type Actor } from "../../domain/permissions";
import type { Role } from "../../domain/roles";
import { AccountError } from "../../idp/accounts";
import type { Database } from "../db/client";
import { companies, idpAccounts, sessions, users } from "../db/schema/index";
import { ApiError } from "../http/errors";
import type { IdentityAdmin } from "../identity";
import { companiesInScope } from "./scope";
import { containsPattern } from "../db/like";

/** A user as the user-management API shows it (the profile's fields, plus whether set-up is pending). */
export interface UserJson {
  id: number;
  email: string;
  first: string;
  last: string;
  company: { id: number; name: string };
  company_id: number;
  auth_role: Role;
  active: 0 | 1;
  permissions: { can_view_hiring_pipeline: boolean };
  /** True while the user has an identity account without a password (invited, not set up yet). */
  setup_pending: boolean;
  created_at: string;
}

/** What the set-up e-mail step did: sent, refused (rate limit, already set up), or impossible (no identity admin). */
export type SetupEmailOutcome = "sent" | "already_set_up" | "limit_exceeded" | "unavailable";

const userColumns = {
  user: users,
  company: { id: companies.id, name: companies.name, franchiseId: companies.franchiseId },
  // An identity account without a password hash is an invitation nobody accepted yet.
  setupPending: sql<boolean>`coalesce(${idpAccounts.passwordHash} is null and ${idpAccounts.id} is not null, false)`,
};

type UserRow = {
  user: typeof users.$inferSelect;
  company: { id: number; name: string; franchiseId: number | null };
  setupPending: boolean;
};

function baseQuery(db: Database) {
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
    permissions: { can_view_hiring_pipeline: user.canViewHiringPipeline },
    setup_pending: Boolean(setupPending),
    created_at: user.createdAt.toISOString(),
  };
}

/** A user inside the actor's scope, or a 404 (a foreign id is simply not found). */
export async function findUserInScope(db: Database, actor: Actor, id: number): Promise<UserRow> {
  const [row] = await baseQuery(db).where(and(eq(users.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("User not found");
  return row;
}

/** A user the actor may manage: in scope (else 404) and of a role the actor could grant (else 403). */
async function findManageableUser(db: Database, actor: Actor, id: number): Promise<UserRow> {
  const row = await findUserInScope(db, actor, id);
  if (!canManageUser(actor, { role: row.user.authRole, company: row.company })) {
    throw ApiError.forbidden("You cannot manage this user");
  }
  return row;
}

/** A company inside the actor's scope, or a 404. */
export async function findCompanyInScope(db: Database, actor: Actor, id: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, franchiseId: companies.franchiseId })
    .from(companies)
    .where(and(eq(companies.id, id), companiesInScope(actor)));
  if (!company) throw ApiError.notFound("Company not found");
  return company;
}

export function requireUserManager(actor: Actor) {
  if (grantableRoles(actor).length === 0) throw ApiError.forbidden("Only user managers can do this");
}

/** The role may be given by this actor (403 otherwise) and fits the company (422 otherwise). */
function checkRole(actor: Actor, role: Role, company: { franchiseId: number | null }) {
  if (!grantableRoles(actor).includes(role)) {
    throw new ApiError(403, "You cannot grant this role", [{ path: "role", message: "is not a role you can grant" }]);
  }
  if (!roleFitsCompany(role, company)) {
    throw ApiError.unprocessable([{ path: "role", message: "needs a company that belongs to a franchise" }]);
  }
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */

export const USER_SORTS = ["name", "email", "role", "company", "created_at", "active"] as const;

export interface UserSearch {
  search?: string;
  company_id?: number;
  role?: Role;
  active?: 0 | 1;
  page: number;
  limit: number;
  sort_by: (typeof USER_SORTS)[number];
  order_by: "asc" | "desc";
}

/** Users in the actor's scope, filtered, sorted and paged; a company filter outside the scope is a 404. */
export async function searchUsers(db: Database, actor: Actor, input: UserSearch) {
  requireUserManager(actor);
  if (input.company_id !== undefined) await findCompanyInScope(db, actor, input.company_id);
  const conditions: SQL[] = [companiesInScope(actor)];
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.first, pattern),
        ilike(users.last, pattern),
        sql`(${users.first} || ' ' || ${users.last}) ilike ${pattern}`,
      )!,
    );
  }
  if (input.company_id !== undefined) conditions.push(eq(users.companyId, input.company_id));
  if (input.role) conditions.push(eq(users.authRole, input.role));
  if (input.active !== undefined) conditions.push(eq(users.active, input.active));
  const where = and(...conditions);

  const direction = input.order_by === "desc" ? desc : asc;
  const order: SQL[] = {
    name: [direction(sql`lower(${users.last})`), direction(sql`lower(${users.first})`)],
    email: [direction(sql`lower(${users.email})`)],
    role: [direction(users.authRole)],
    company: [direction(sql`lower(${companies.name})`)],
    created_at: [direction(users.createdAt)],
    active: [direction(users.active)],
  }[input.sort_by];

  const [rows, [{ total }]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...order, asc(users.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ total: count() }).from(users).innerJoin(companies, eq(companies.id, users.companyId)).where(where),
  ]);
  return { data: rows.map(toUserJson), meta: { total, page: input.page, limit: input.limit } };
}

export interface CreateUserInput {
  email: string;
  first: string;
  last: string;
  role: Role;
  company_id: number;
  can_view_hiring_pipeline?: boolean;
}

interface Who {
  actor: Actor;
  /** The super admin really signed in during a proxy session. */
  superAdmin: Actor | null;
}

/** The name of the person really acting (a super admin in a proxy session), for the invitation e-mail. */
async function inviterName(db: Database, who: Who): Promise<string | undefined> {
  const [row] = await db
    .select({ first: users.first, last: users.last })
    .from(users)
    .where(eq(users.id, (who.superAdmin ?? who.actor).id));
  return row ? `${row.first} ${row.last}` : undefined;
}

async function sendInvitation(
  db: Database,
  identity: IdentityAdmin | null,
  who: Who,
  user: { email: string },
  companyName: string,
): Promise<SetupEmailOutcome> {
  if (!identity) return "unavailable";
  let result = await identity.accounts.createSetupToken(user.email, {
    template: "invitation",
    inviterName: await inviterName(db, who),
    companyName,
  });
  if (result.status === "unknown_account") {
    // A user made before the identity account existed (or whose account was removed): give them one now.
    await ensureAccount(identity, user.email);
    result = await identity.accounts.createSetupToken(user.email, {
      template: "invitation",
      inviterName: await inviterName(db, who),
      companyName,
    });
  }
  return result.status === "unknown_account" ? "unavailable" : result.status;
}

/** An identity account without a password for the e-mail; an existing one (same e-mail) is kept. */
async function ensureAccount(identity: IdentityAdmin, email: string) {
  try {
    await identity.accounts.createAccount({ email });
  } catch (error) {
    if (!(error instanceof AccountError && error.code === "email_taken")) throw error;
  }
}

const emailTaken = () =>
  ApiError.conflict("A user with this e-mail already exists", [{ path: "email", message: "is already in use" }]);

/**
 * Creates a user in a company of the actor's scope with a role the actor may grant, gives them an identity
 * account without a password and e-mails them an invitation whose link sets the password.
 */
export async function createUser(
  db: Database,
  identity: IdentityAdmin | null,
  who: Who,
  input: CreateUserInput,
): Promise<{ user: UserJson; setup_email: SetupEmailOutcome }> {
  const { actor } = who;
  requireUserManager(actor);
  const company = await findCompanyInScope(db, actor, input.company_id);
  checkRole(actor, input.role, company);

  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`);
  if (existing) throw emailTaken();
  const [created] = await db
    .insert(users)
    .values({
      email: input.email,
      first: input.first,
      last: input.last,
      companyId: company.id,
      authRole: input.role,
      canViewHiringPipeline: input.can_view_hiring_pipeline ?? false,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Two managers adding the same e-mail at once: the unique index decides, the second hears 409.
  if (!created) throw emailTaken();

  let setupEmail: SetupEmailOutcome = "unavailable";
  if (identity) {
    try {
      await ensureAccount(identity, input.email);
      setupEmail = await sendInvitation(db, identity, who, input, company.name);
    } catch (error) {
      // Without an account the user could never sign in: undo the row rather than leave a dead user.
      await db.delete(users).where(eq(users.id, created.id));
      throw error;
    }
  }
  return { user: toUserJson(await findUserInScope(db, actor, created.id)), setup_email: setupEmail };
}

export interface UpdateUserInput {
  first?: string;
  last?: string;
  role?: Role;
  company_id?: number;
  can_view_hiring_pipeline?: boolean;
}

/** Names, role, company and the hiring-pipeline permission of a user the actor manages. */
export async function updateUser(db: Database, actor: Actor, id: number, input: UpdateUserInput): Promise<UserJson> {
  requireUserManager(actor);
  const row = await findManageableUser(db, actor, id);
  const company = input.company_id === undefined ? row.company : await findCompanyInScope(db, actor, input.company_id);
  const role = input.role ?? row.user.authRole;
  if (input.role !== undefined || input.company_id !== undefined) checkRole(actor, role, company);
  if (id === actor.id && (role !== row.user.authRole || company.id !== row.company.id)) {
    throw ApiError.unprocessable([
      {
        path: input.role !== undefined && role !== row.user.authRole ? "role" : "company_id",
        message: "cannot be changed on your own account",
      },
    ]);
  }
  await db
    .update(users)
    .set({
      ...(input.first !== undefined && { first: input.first }),
      ...(input.last !== undefined && { last: input.last }),
      ...(input.can_view_hiring_pipeline !== undefined && { canViewHiringPipeline: input.can_view_hiring_pipeline }),
      authRole: role,
      companyId: company.id,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
  return toUserJson(await findUserInScope(db, actor, id));
}

/**
 * Deactivation (active 0) ends the user's sessions at once: the app's server sessions are deleted and the
 * identity provider revokes every grant and token, so neither a browser nor a refresh token gets back in. The
 * identity account itself stays enabled: signing in again reaches the product, which shows account-access-expired.
 * Reactivation sets active 1; the user signs in again.
 */
export async function setUserActive(
  db: Database,
  identity: IdentityAdmin | null,
  actor: Actor,
  id: number,
  active: 0 | 1,
): Promise<UserJson> {
  requireUserManager(actor);
  const row = await findManageableUser(db, actor, id);
  if (active === 0 && id === actor.id) {
    throw ApiError.unprocessable([{ path: "id", message: "You cannot deactivate your own account" }]);
  }
  await db.update(users).set({ active, updatedAt: new Date() }).where(eq(users.id, id));
  if (active === 0) {
    await db.delete(sessions).where(eq(sessions.userId, id));
    const account = await identity?.accounts.findByEmail(row.user.email);
    if (account) await identity!.revokeAll(account.sub);
  }
  return toUserJson(await findUserInScope(db, actor, id));
}

/** E-mails a fresh set-up (invitation) link to a user the actor manages who has not chosen a password yet. */
export async function resendSetupEmail(db: Database, identity: IdentityAdmin | null, who: Who, id: number) {
  requireUserManager(who.actor);
  const row = await findManageableUser(db, who.actor, id);
  if (!identity) throw new ApiError(501, "Set-up e-mails go through the identity provider");
  if (row.user.active !== 1) {
    throw ApiError.unprocessable([{ path: "id", message: "Reactivate the user before sending a set-up e-mail" }]);
  }
  const outcome = await sendInvitation(db, identity, who, row.user, row.company.name);
  if (outcome === "already_set_up") {
    throw ApiError.conflict("This user has already set up their account", [
      { path: "id", message: "has already set up their account" },
    ]);
  }
  if (outcome === "limit_exceeded")
    throw new ApiError(429, "Too many set-up e-mails for this user; try again in an hour");
  if (outcome === "unavailable") throw new ApiError(501, "Set-up e-mails go through the identity provider");
  return { setup_email: outcome };
}
