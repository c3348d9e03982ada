import type { CompanyJson } from "../../api/companies/contract";
import type { ResponseOf } from "../../api/http/contract";
import type { UserJson, usersContract } from "../../api/users/contract";
import { ROLE_LABELS, type Role } from "~domain/roles";
import { pipelineLabel } from "~/ui/wording";

/** A user as GET /users/search and friends answer (the users contract's type). */
export type ManagedUser = UserJson;

export type UserSearchResponse = ResponseOf<typeof usersContract.search>;

/** A company a user manager may choose (GET /companies). */
export type CompanyOption = Pick<CompanyJson, "id" | "name" | "franchise_id" | "franchise">;

// The roles in words are the domain's (the audit trail reads them too).
export { ROLE_LABELS } from "~domain/roles";

export const fullName = (user: Pick<ManagedUser, "first" | "last">) => `${user.first} ${user.last}`;

const roleName = (role: Role) => ROLE_LABELS[role].toLowerCase();

/**
 * The toast after a user's details were saved: a changed role says who has it now and what it was, as the
 * deactivation's toast says what happened to whom.
 */
export function savedMessage(user: Pick<ManagedUser, "first" | "last" | "auth_role">, previousRole?: Role): string {
  if (previousRole && previousRole !== user.auth_role)
    return `${fullName(user)} is now a ${roleName(user.auth_role)} (was a ${roleName(previousRole)}).`;
  return `${fullName(user)} was saved.`;
}

/** Labels of the form fields, by the API's field path (for messages like "E-mail is already in use"). */
export const FIELD_LABELS: Record<string, string> = {
  email: "E-mail",
  first: "First name",
  last: "Last name",
  role: "Role",
  company_id: "Company",
  can_view_hiring_pipeline: `${pipelineLabel} access`,
  can_view_eeo: "Self-identification access",
};

export const PAGE_SIZES = [10, 25, 50] as const;

/** The list's defaults, left out of its URL so links stay short. */
export const LIST_DEFAULTS = { sort_by: "name", order_by: "asc", limit: 25 } as const;

/** The status filter: every user, or the active or inactive ones (the API's `active`). */
export type StatusFilter = "all" | "1" | "0";
export const statusFilter = (active: 0 | 1 | undefined): StatusFilter => (active === undefined ? "all" : `${active}`);
