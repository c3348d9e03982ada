// Users: the signed-in user's own account (profile, password; spec §3, §7 Users) and user management (spec §2
// /user-management, §6): SUPER_ADMIN, FRANCHISE_OWNER and COMPANY_OWNER manage the users of their scope, granting
// only the roles `grantableRoles` allows. A foreign id is simply not found.
import { z } from "zod";
import { ROLES } from "../../domain/roles";
import { dataOf, id, idParam, operation, pageOf, pageQuery, searchText, sortQuery, timestamp } from "../http/contract";

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const name = z.string().trim().min(1, "is required").max(100, "must be at most 100 characters");
const role = z.enum(ROLES, { message: `must be one of ${ROLES.join(", ")}` });
const companyId = id("a company id");

export const profileUpdateInput = z
  .object({
    first: name,
    last: name,
    /** Refused (the e-mail is the sign-in name): present only so that the refusal can name the field. */
    email: z.unknown().optional(),
  })
  .strict();

export const passwordChangeInput = z
  .object({ currentPassword: z.string().min(1, "is required"), newPassword: z.string().min(1, "is required") })
  .strict();

export const USER_SORTS = ["name", "email", "role", "company", "created_at", "active"] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const userSearchQuery = z.object({
  search: searchText().optional(),
  /** The brief's short name for `search`. */
  q: searchText().optional(),
  company_id: companyId.optional(),
  role: role.optional(),
  active: z
    .enum(["0", "1"], { message: "must be 0 or 1" })
    .transform(Number)
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  ...sortQuery(USER_SORTS, "name"),
  ...pageQuery({ maxPage: 10_000 }),
});
export type UserSearch = z.output<typeof userSearchQuery>;

export const createUserInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, "must be at most 254 characters")
    .pipe(z.email("must be a valid e-mail address")),
  first: name,
  last: name,
  role,
  company_id: companyId,
  can_view_hiring_pipeline: z.boolean("must be true or false").optional(),
  can_view_eeo: z.boolean("must be true or false").optional(),
});
export type CreateUserInput = z.output<typeof createUserInput>;

// Strict: a field this operation does not change (e-mail, active) is an error, not silently ignored.
export const updateUserInput = z
  .strictObject({
    first: name.optional(),
    last: name.optional(),
    role: role.optional(),
    company_id: companyId.optional(),
    can_view_hiring_pipeline: z.boolean("must be true or false").optional(),
    can_view_eeo: z.boolean("must be true or false").optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: "must change at least one field" });
export type UpdateUserInput = z.output<typeof updateUserInput>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

const active = z.union([z.literal(0), z.literal(1)]);
const named = z.object({ id: z.number().int(), name: z.string() });
/** `can_view_eeo`: may read voluntary self-identification answers ("eeo:read"; granted by an owner). */
const permissions = z.object({ can_view_hiring_pipeline: z.boolean(), can_view_eeo: z.boolean() });

/** Spec §3 "User profile" of the acting user. */
export const profileJson = z.object({
  id: z.number().int(),
  email: z.string(),
  first: z.string(),
  last: z.string(),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    go_high_level_location_id: z.string().nullable(),
    industry: z.string().nullable(),
    created_at: timestamp,
    /** Companies in the user's scope (more than one for franchise and provider staff). */
    companies: z.array(named),
  }),
  company_id: z.number().int(),
  auth_role: z.enum(ROLES),
  /** 1 active, 0 inactive. */
  active,
  created_at: timestamp,
  permissions,
  /** Present while a super admin acts as this user (a proxy session): who is really signed in. */
  superAdmin: z.object({ id: z.number().int(), email: z.string(), first: z.string(), last: z.string() }).optional(),
});
export type ProfileJson = z.infer<typeof profileJson>;

/** A user as user management shows it (the profile's fields, plus whether set-up is pending). */
export const userJson = z.object({
  id: z.number().int(),
  email: z.string(),
  first: z.string(),
  last: z.string(),
  company: named,
  company_id: z.number().int(),
  auth_role: z.enum(ROLES),
  active,
  permissions,
  /** True while the user has an identity account without a password (invited, not set up yet). */
  setup_pending: z.boolean(),
  created_at: timestamp,
});
export type UserJson = z.infer<typeof userJson>;

/** What the set-up e-mail step did: sent, refused (rate limit, already set up), or impossible (no identity admin). */
export const setupEmailOutcome = z.enum(["sent", "already_set_up", "limit_exceeded", "unavailable"]);
export type SetupEmailOutcome = z.infer<typeof setupEmailOutcome>;

const created = z.object({ data: userJson, setup_email: setupEmailOutcome });
const message = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Operations

const MANAGE = { access: "users:manage", denied: "Only user managers can do this" } as const;

const createUser = {
  summary: "Add a user to a company of the caller's scope and e-mail them an invitation to set a password",
  ...MANAGE,
  body: createUserInput,
  response: created,
  status: 201,
  errors: [400, 403, 404, 409, 422, 503],
} as const;

// The literal paths (/users/profile, /users/search…) come before /users/:id.
export const usersContract = {
  profile: operation({
    method: "GET",
    path: "/users/profile",
    summary: "The acting user's profile (the impersonated user's in a proxy session)",
    description:
      "Answers the acting user's profile: names, e-mail, role, company and permissions. In a proxy session, the impersonated user's.",
    access: "signed-in",
    response: dataOf(z.array(profileJson)),
    errors: [404],
  }),
  updateProfile: operation({
    method: "PUT",
    path: "/users/profile",
    summary: "Change the acting user's names (the e-mail cannot be changed here)",
    description: "Changes the acting user's first and last name; the e-mail is changed elsewhere.",
    access: "signed-in",
    body: profileUpdateInput,
    response: dataOf(z.array(profileJson)),
    errors: [400, 403],
  }),
  changePassword: operation({
    method: "PUT",
    path: "/users/change-password",
    summary: "Change the signed-in user's password at the identity provider (refused while impersonating)",
    description:
      "Changes the signed-in user's password at the identity provider after checking the current one. Refused while impersonating (403).",
    access: "signed-in",
    body: passwordChangeInput,
    response: message,
    errors: [400, 403, 404, 429, 503],
  }),
  search: operation({
    method: "GET",
    path: "/users/search",
    summary: "Users of the caller's scope, searched by name or e-mail, filtered, sorted and paged",
    description:
      "Answers a page of the users in the caller's scope, matched by name or e-mail and filtered by company, role and status.",
    ...MANAGE,
    query: userSearchQuery,
    response: pageOf(userJson),
    errors: [400, 403, 404],
  }),
  create: operation({
    method: "POST",
    path: "/users",
    ...createUser,
    description:
      "Adds a user to a company in the caller's scope and e-mails them a link to set their password. An e-mail " +
      "already in use answers 409.",
  }),
  /** Spec §7 also names /users/create: the same operation. */
  createAtSpecPath: operation({
    method: "POST",
    path: "/users/create",
    ...createUser,
    description:
      "The same as POST /users, at the path the specification names: adds a user and e-mails them a set-up link.",
  }),
  get: operation({
    method: "GET",
    path: "/users/:id",
    summary: "One user of the caller's scope",
    description: "Answers one user of the caller's scope.",
    access: "signed-in",
    params: idParam,
    response: dataOf(userJson),
    errors: [400, 404],
  }),
  update: operation({
    method: "PUT",
    path: "/users/:id",
    summary: "Change a managed user's names, role, company or hiring-pipeline permission",
    description:
      "Changes a managed user's names, role, company or hiring-pipeline permission; a role the caller may not give answers 422.",
    ...MANAGE,
    params: idParam,
    body: updateUserInput,
    response: dataOf(userJson),
    errors: [400, 403, 404, 422],
  }),
  deactivate: operation({
    method: "POST",
    path: "/users/:id/deactivate",
    summary: "Deactivate a managed user and end their sessions at once",
    description: "Deactivates a managed user: they can no longer sign in, and their sessions end at once.",
    ...MANAGE,
    params: idParam,
    response: dataOf(userJson),
    errors: [400, 403, 404, 422, 503],
  }),
  reactivate: operation({
    method: "POST",
    path: "/users/:id/reactivate",
    summary: "Reactivate a managed user (they sign in again)",
    description: "Reactivates a deactivated user so they can sign in again.",
    ...MANAGE,
    params: idParam,
    response: dataOf(userJson),
    errors: [400, 403, 404],
  }),
  resendSetupEmail: operation({
    method: "POST",
    path: "/users/:id/resend-account-setup-email",
    summary: "E-mail a fresh set-up link to a managed user who has not chosen a password yet",
    description:
      "E-mails a fresh set-up link to a managed user who has not chosen a password yet (409 when they have).",
    ...MANAGE,
    params: idParam,
    response: z.object({ message: z.string(), setup_email: z.literal("sent") }),
    status: 202,
    errors: [400, 403, 404, 409, 422, 429, 503],
  }),
};
