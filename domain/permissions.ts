import type { Role } from "./roles";

/**
 * The one permission module: what each role may do and which companies it sees. The API enforces it (inside its
 * queries and before every mutation); the app reuses it only to decide what to show.
 */
export interface Actor {
  id: number;
  email: string;
  role: Role;
  companyId: number;
  /** The franchise of the actor's company, if any (franchise roles see all of its companies). */
  franchiseId: number | null;
  canViewHiringPipeline: boolean;
  /**
   * May read voluntary self-identification answers (users.can_view_eeo, granted by an owner). Absent is no: an actor
   * built without it can never read them.
   */
  canViewEeo?: boolean;
}

export type Stage = "local" | "dev" | "staging" | "prod";

export interface PermissionContext {
  stage: Stage;
  /** Lower-cased e-mails of the internal accounts (spec: a fixed list of six). */
  internalAccounts: readonly string[];
  /** Brand features that gate areas (spec §6); a feature is on when the brand ships it and its flag is on. */
  features: {
    jobs: boolean;
    reportConfigurator: boolean;
    bookCodeSystem: boolean;
    academy: boolean;
    hiringPipeline: boolean;
    campaigns: boolean;
    selfIdentification: boolean;
  };
}

export const CAPABILITIES = [
  "users:manage",
  "companies:manage",
  "role-benchmarks:manage",
  "learning:manage",
  "jobs:manage",
  "report-configurator:use",
  "book-code-system:use",
  "hiring-pipeline:view",
  "academy:view",
  "impersonate",
  "outbox:read",
  "audit:read",
  "campaigns:manage",
  "interview-questions:manage",
  "mail-templates:edit",
  "fit-settings:manage",
  "ai-calls:read",
  "eeo:read",
  "self-identification-settings:manage",
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const USER_MANAGERS: readonly Role[] = ["SUPER_ADMIN", "FRANCHISE_OWNER", "COMPANY_OWNER"];
const CAMPAIGN_MANAGERS: readonly Role[] = ["SUPER_ADMIN", "FRANCHISE_OWNER", "FRANCHISE_USER", "COMPANY_OWNER"];

export function can(actor: Actor, capability: Capability, ctx: PermissionContext): boolean {
  const superAdmin = actor.role === "SUPER_ADMIN";
  const internal = superAdmin && ctx.internalAccounts.includes(actor.email.toLowerCase());
  switch (capability) {
    case "users:manage":
      return USER_MANAGERS.includes(actor.role);
    case "companies:manage":
    case "role-benchmarks:manage":
    case "impersonate":
      return superAdmin;
    case "learning:manage":
      return superAdmin && ctx.features.academy;
    case "jobs:manage":
      return superAdmin && ctx.stage !== "prod" && ctx.features.jobs;
    case "report-configurator:use":
      return internal && ctx.features.reportConfigurator;
    case "book-code-system:use":
      return internal && ctx.features.bookCodeSystem;
    case "hiring-pipeline:view":
      return ctx.features.hiringPipeline && actor.canViewHiringPipeline;
    case "academy:view":
      return ctx.features.academy;
    case "outbox:read":
      return superAdmin && ctx.stage !== "prod";
    case "audit:read":
      // The audit trail of the companies in the actor's scope (api/audit/): super admins all, owners their own.
      return USER_MANAGERS.includes(actor.role);
    case "campaigns:manage":
      // Company owners for their company, franchise and provider staff within their scope (api/campaigns/).
      return ctx.features.campaigns && CAMPAIGN_MANAGERS.includes(actor.role);
    case "interview-questions:manage":
      // A company's own interview questions: the roles that manage its users (api/interview-questions/).
      return USER_MANAGERS.includes(actor.role);
    case "fit-settings:manage":
      // Whether a company's fits include the health-adjacent facets (api/companies/fit-settings.ts): its owner, its
      // franchise owner or a super admin, for a company in their scope, with a recorded reason.
      return USER_MANAGERS.includes(actor.role);
    case "ai-calls:read":
      // The record of AI calls (api/ai-calls/): super admins all companies', owners those in their scope.
      return USER_MANAGERS.includes(actor.role);
    case "eeo:read":
      // Voluntary self-identification answers (api/self-identification/): only a user an owner granted it, whatever
      // their role, since whoever decides on people should not see them.
      return ctx.features.selfIdentification && actor.canViewEeo === true;
    case "self-identification-settings:manage":
      // Which optional self-identification questions (veteran, disability) a company asks: the roles that manage
      // its users.
      return ctx.features.selfIdentification && USER_MANAGERS.includes(actor.role);
    case "mail-templates:edit":
      // The product's own e-mails are every company's (api/mail-templates/). A proxy session's actor is never a
      // super admin (super admins cannot be impersonated), so this is the super admin signed in as themselves.
      return superAdmin;
  }
}

/**
 * Whether a capability's area exists in this deployment at all, whoever asks: its brand feature is on and, for the
 * areas kept out of production, the stage is not prod. An area that does not exist is not found (404) for everyone.
 */
export function areaExists(capability: Capability, ctx: PermissionContext): boolean {
  switch (capability) {
    case "jobs:manage":
      return ctx.stage !== "prod" && ctx.features.jobs;
    case "outbox:read":
      return ctx.stage !== "prod";
    case "learning:manage":
    case "academy:view":
      return ctx.features.academy;
    case "report-configurator:use":
      return ctx.features.reportConfigurator;
    case "book-code-system:use":
      return ctx.features.bookCodeSystem;
    case "hiring-pipeline:view":
      return ctx.features.hiringPipeline;
    case "campaigns:manage":
      return ctx.features.campaigns;
    case "eeo:read":
    case "self-identification-settings:manage":
      return ctx.features.selfIdentification;
    default:
      return true;
  }
}

/**
 * A page's answer to an actor (ADR 038): "absent" (404) where its area does not exist in this deployment,
 * "forbidden" (403) where it exists but the actor's role or permission does not allow it, else "allowed". Records
 * outside the actor's tenant scope are a different matter: the queries do not find them (404, ADR 006).
 */
export type Access = "allowed" | "forbidden" | "absent";

export function access(actor: Actor, capability: Capability, ctx: PermissionContext): Access {
  if (!areaExists(capability, ctx)) return "absent";
  return can(actor, capability, ctx) ? "allowed" : "forbidden";
}

/** Which companies an actor sees: all (super admin), a franchise's companies, or one company. */
export type TenantScope =
  | { kind: "all" }
  | { kind: "franchise"; franchiseId: number; companyId: number }
  | { kind: "company"; companyId: number };

export function tenantScope(actor: Actor): TenantScope {
  switch (actor.role) {
    case "SUPER_ADMIN":
      return { kind: "all" };
    case "FRANCHISE_OWNER":
    case "FRANCHISE_USER":
      // A franchise role whose company belongs to no franchise sees its own company only.
      return actor.franchiseId === null
        ? { kind: "company", companyId: actor.companyId }
        : { kind: "franchise", franchiseId: actor.franchiseId, companyId: actor.companyId };
    case "COMPANY_OWNER":
    case "COMPANY_USER":
      return { kind: "company", companyId: actor.companyId };
  }
}

/** Whether a company (with its franchise) lies inside the actor's scope. */
export function inScope(scope: TenantScope, company: { id: number; franchiseId: number | null }): boolean {
  switch (scope.kind) {
    case "all":
      return true;
    case "franchise":
      return company.franchiseId === scope.franchiseId || company.id === scope.companyId;
    case "company":
      return company.id === scope.companyId;
  }
}

/** Roles an actor may give to a user (no one but a super admin grants SUPER_ADMIN). */
export function grantableRoles(actor: Actor): Role[] {
  switch (actor.role) {
    case "SUPER_ADMIN":
      return ["SUPER_ADMIN", "FRANCHISE_OWNER", "FRANCHISE_USER", "COMPANY_OWNER", "COMPANY_USER"];
    case "FRANCHISE_OWNER":
      return ["FRANCHISE_OWNER", "FRANCHISE_USER", "COMPANY_OWNER", "COMPANY_USER"];
    case "COMPANY_OWNER":
      return ["COMPANY_OWNER", "COMPANY_USER"];
    default:
      return [];
  }
}

/** Franchise roles see a franchise's companies, so they belong only to a company of a franchise. */
export function roleFitsCompany(role: Role, company: { franchiseId: number | null }): boolean {
  return (role !== "FRANCHISE_OWNER" && role !== "FRANCHISE_USER") || company.franchiseId !== null;
}

/** The roles an actor may give to a user of this company: grantable, and fitting the company. */
export function rolesForCompany(actor: Actor, company: { franchiseId: number | null }): Role[] {
  return grantableRoles(actor).filter((role) => roleFitsCompany(role, company));
}

/**
 * Whether an actor may manage (edit, deactivate, re-invite) a user: a user manager, the user's company inside the
 * actor's scope, and the user's current role one the actor could grant (a company owner never manages a super
 * admin or a franchise owner, whatever their company).
 */
export function canManageUser(
  actor: Actor,
  target: { role: Role; company: { id: number; franchiseId: number | null } },
): boolean {
  return (
    USER_MANAGERS.includes(actor.role) &&
    inScope(tenantScope(actor), target.company) &&
    grantableRoles(actor).includes(target.role)
  );
}
