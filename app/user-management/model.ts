import type { UserJson } from "../../api/services/users";
import type { Role } from "~domain/roles";

/** A user as GET /users/search and friends answer (the API's own type). */
export type ManagedUser = UserJson;

export interface UserSearchResponse {
  data: ManagedUser[];
  meta: { total: number; page: number; limit: number };
}

/** A company a user manager may choose (GET /companies). */
export interface CompanyOption {
  id: number;
  name: string;
  franchise_id: number | null;
  franchise: { id: number; name: string } | null;
}

export const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: "Super admin",
  FRANCHISE_OWNER: "Franchise owner",
  FRANCHISE_USER: "Franchise user",
  COMPANY_OWNER: "Company owner",
  COMPANY_USER: "Company user",
};

export const fullName = (user: Pick<ManagedUser, "first" | "last">) => `${user.first} ${user.last}`;

/** Labels of the form fields, by the API's field path (for messages like "E-mail is already in use"). */
export const FIELD_LABELS: Record<string, string> = {
  email: "E-mail",
  first: "First name",
  last: "Last name",
  role: "Role",
  company_id: "Company",
  can_view_hiring_pipeline: "Hiring pipeline access",
};

export const PAGE_SIZES = [10, 25, 50] as const;
export const SORTS = ["name", "email", "role", "company", "created_at", "active"] as const;
export type UserSort = (typeof SORTS)[number];

/** The page's query (its URL search params), with anything unusable replaced by the default. */
export interface UserQuery {
  search: string;
  company_id: number | null;
  role: Role | null;
  active: "1" | "0" | "all";
  page: number;
  limit: number;
  sort_by: UserSort;
  order_by: "asc" | "desc";
}

const ROLES: readonly Role[] = ["SUPER_ADMIN", "FRANCHISE_OWNER", "FRANCHISE_USER", "COMPANY_OWNER", "COMPANY_USER"];

export function parseUserQuery(params: URLSearchParams): UserQuery {
  const int = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const role = params.get("role");
  const active = params.get("active");
  const sort = params.get("sort_by");
  const limit = int("limit");
  return {
    search: (params.get("search") ?? "").trim().slice(0, 100),
    company_id: int("company_id"),
    role: ROLES.includes(role as Role) ? (role as Role) : null,
    active: active === "0" || active === "1" ? active : "all",
    page: Math.min(int("page") ?? 1, 10_000),
    limit: PAGE_SIZES.includes(limit as 10) ? limit! : 25,
    sort_by: SORTS.includes(sort as UserSort) ? (sort as UserSort) : "name",
    order_by: params.get("order_by") === "desc" ? "desc" : "asc",
  };
}

/** The query as the API's parameters. */
export function apiQuery(query: UserQuery) {
  return {
    search: query.search || undefined,
    company_id: query.company_id ?? undefined,
    role: query.role ?? undefined,
    active: query.active === "all" ? undefined : query.active,
    page: query.page,
    limit: query.limit,
    sort_by: query.sort_by,
    order_by: query.order_by,
  };
}

/** The query as URL search params, leaving out defaults so links stay short. */
export function queryString(query: UserQuery, changes: Partial<UserQuery> = {}): string {
  const q = { ...query, ...changes };
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.company_id) params.set("company_id", String(q.company_id));
  if (q.role) params.set("role", q.role);
  if (q.active !== "all") params.set("active", q.active);
  if (q.page !== 1) params.set("page", String(q.page));
  if (q.limit !== 25) params.set("limit", String(q.limit));
  if (q.sort_by !== "name") params.set("sort_by", q.sort_by);
  if (q.order_by !== "asc") params.set("order_by", q.order_by);
  const s = params.toString();
  return s ? `?${s}` : "";
}
