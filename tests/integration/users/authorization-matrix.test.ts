// The API authorization matrix of user management and companies: every endpoint × every role (the demo users,
// plus a super admin acting as a company owner) × a target in the actor's own company, in a sibling company of the
// same franchise, and in a foreign franchise — and anonymous. What each cell must answer comes from the rule table
// below (spec §6 and the tenant-scope rules), written without looking at the code under test. A leak is a cell that
// answered with access (or listed a row) the rules deny; a wrong denial is one that refused what the rules allow.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Role } from "../../../domain/roles";
import { fixtures, PNG_1PX, startUsersApi, unique, type UsersApiContext } from "./support";

// ---------------------------------------------------------------------------------------------------------------
// The rules

/** Who may call an endpoint at all (spec §6: User Management for three roles, Companies for the super admin). */
const ACCESS = {
  "signed-in": ["SUPER_ADMIN", "FRANCHISE_OWNER", "FRANCHISE_USER", "COMPANY_OWNER", "COMPANY_USER"],
  "user-managers": ["SUPER_ADMIN", "FRANCHISE_OWNER", "COMPANY_OWNER"],
  "super-admin": ["SUPER_ADMIN"],
} as const satisfies Record<string, readonly Role[]>;
type Access = keyof typeof ACCESS;

/**
 * Where the target lives, seen from the actor: in the actor's own company (own), in another company of the
 * Northwind franchise (sibling), or in the Southern Cross franchise (foreign). The demo actors below all sit in
 * Northwind: the franchise roles at Northwind HQ, the company roles at Harbor Dental.
 */
type Tenant = "own" | "sibling" | "foreign";

/** Which targets a role sees: a super admin all, franchise roles their franchise, company roles their company. */
const SEES: Record<Role, readonly Tenant[]> = {
  SUPER_ADMIN: ["own", "sibling", "foreign"],
  FRANCHISE_OWNER: ["own", "sibling"],
  FRANCHISE_USER: ["own", "sibling"],
  COMPANY_OWNER: ["own"],
  COMPANY_USER: ["own"],
};

/**
 * - by-id: the target's id is in the request. Outside the scope it is not found (404).
 * - list: the request names no target; the answer is 200 and lists the target exactly when the actor sees it.
 */
type Kind = "by-id" | "list";

interface Expectation {
  status: number;
  /** For lists: whether the target must be in the answer. */
  listed?: boolean;
}

function expected(endpoint: Endpoint, actor: Actor | null, tenant: Tenant): Expectation {
  if (!actor) return { status: 401 };
  if (!(ACCESS[endpoint.access] as readonly Role[]).includes(actor.role)) return { status: 403 };
  const sees = endpoint.sees ? endpoint.sees(actor.role, tenant) : SEES[actor.role].includes(tenant);
  if (endpoint.kind === "list") return { status: 200, listed: sees };
  return sees ? { status: endpoint.ok } : { status: 404 };
}

// ---------------------------------------------------------------------------------------------------------------
// The actors and the endpoints

interface Actor {
  label: string;
  email: string;
  role: Role;
  /** Acting as this demo user in a proxy session. */
  proxyAs?: string;
}

const ACTORS: Actor[] = [
  { label: "SUPER_ADMIN", email: "ava.admin@provider.test", role: "SUPER_ADMIN" },
  { label: "FRANCHISE_OWNER", email: "franchise.owner@northwind.test", role: "FRANCHISE_OWNER" },
  { label: "FRANCHISE_USER", email: "franchise.user@northwind.test", role: "FRANCHISE_USER" },
  { label: "COMPANY_OWNER", email: "owner@harbor-dental.test", role: "COMPANY_OWNER" },
  { label: "COMPANY_USER", email: "user@harbor-dental.test", role: "COMPANY_USER" },
  // Impersonation must give a super admin exactly the impersonated user's powers, not their own.
  {
    label: "SUPER_ADMIN acting as COMPANY_OWNER",
    email: "cara.support@provider.test",
    role: "COMPANY_OWNER",
    proxyAs: "owner@harbor-dental.test",
  },
];

/** What one cell acts on: a fresh company (or the actor's own, for company roles) with fresh rows in it. */
interface Target {
  companyId: number;
  companyName: string;
  franchiseId: number;
  userId: number;
  userEmail: string;
  locationId: number;
  departmentId: number;
  roleNameId: number;
}

interface Request {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  json?: unknown;
  body?: Buffer;
  contentType?: string;
}

interface Endpoint {
  name: string;
  access: Access;
  kind: Kind;
  /** The success status of a by-id endpoint. */
  ok: number;
  request(t: Target): Request;
  /** For lists: whether the answer lists the target. */
  lists?(body: unknown, t: Target): boolean;
  /** When visibility differs from SEES (say why). */
  sees?(role: Role, tenant: Tenant): boolean;
}

const rows = (body: unknown) => ((body as { data?: unknown[] })?.data ?? []) as Record<string, unknown>[];
const hasId = (id: number) => (body: unknown) => rows(body).some((r) => r.id === id);

const ITEM_KINDS = [
  { path: "locations", id: (t: Target) => t.locationId },
  { path: "departments", id: (t: Target) => t.departmentId },
  { path: "role-names", id: (t: Target) => t.roleNameId },
] as const;

// One endpoint per line reads as the rule table it is.
// prettier-ignore
const ENDPOINTS: Endpoint[] = [
  // Users
  { name: "GET /users/search", access: "user-managers", kind: "list", ok: 200, request: () => ({ method: "GET", path: "/users/search?limit=100&sort_by=created_at&order_by=desc" }), lists: (b, t) => hasId(t.userId)(b) },
  { name: "GET /users/search?company_id", access: "user-managers", kind: "by-id", ok: 200, request: (t) => ({ method: "GET", path: `/users/search?company_id=${t.companyId}` }) },
  { name: "GET /users/{id}", access: "signed-in", kind: "by-id", ok: 200, request: (t) => ({ method: "GET", path: `/users/${t.userId}` }) },
  { name: "POST /users", access: "user-managers", kind: "by-id", ok: 201, request: (t) => ({ method: "POST", path: "/users", json: newUser(t) }) },
  { name: "POST /users/create", access: "user-managers", kind: "by-id", ok: 201, request: (t) => ({ method: "POST", path: "/users/create", json: newUser(t) }) },
  { name: "PUT /users/{id}", access: "user-managers", kind: "by-id", ok: 200, request: (t) => ({ method: "PUT", path: `/users/${t.userId}`, json: { first: "Renamed", can_view_hiring_pipeline: true } }) },
  { name: "POST /users/{id}/deactivate", access: "user-managers", kind: "by-id", ok: 200, request: (t) => ({ method: "POST", path: `/users/${t.userId}/deactivate` }) },
  { name: "POST /users/{id}/reactivate", access: "user-managers", kind: "by-id", ok: 200, request: (t) => ({ method: "POST", path: `/users/${t.userId}/reactivate` }) },
  { name: "POST /users/{id}/resend-account-setup-email", access: "user-managers", kind: "by-id", ok: 202, request: (t) => ({ method: "POST", path: `/users/${t.userId}/resend-account-setup-email` }) },
  // Companies
  { name: "GET /companies", access: "signed-in", kind: "list", ok: 200, request: () => ({ method: "GET", path: "/companies" }), lists: (b, t) => hasId(t.companyId)(b) },
  { name: "GET /companies/search", access: "signed-in", kind: "list", ok: 200, request: (t) => ({ method: "GET", path: `/companies/search?search=${encodeURIComponent(t.companyName)}` }), lists: (b, t) => hasId(t.companyId)(b) },
  { name: "GET /companies/franchises", access: "signed-in", kind: "list", ok: 200, request: () => ({ method: "GET", path: "/companies/franchises" }), lists: (b, t) => hasId(t.franchiseId)(b),
    // A franchise is listed when the actor sees any company in it: own and sibling targets share Northwind, the
    // franchise of every non-super actor's own company.
    sees: (role, tenant) => role === "SUPER_ADMIN" || tenant !== "foreign" },
  { name: "GET /companies/{id}", access: "signed-in", kind: "by-id", ok: 200, request: (t) => ({ method: "GET", path: `/companies/${t.companyId}` }) },
  { name: "PUT /companies/{id}", access: "super-admin", kind: "by-id", ok: 200, request: (t) => ({ method: "PUT", path: `/companies/${t.companyId}`, json: { industry: "Changed" } }) },
  { name: "GET /companies/{id}/logo", access: "signed-in", kind: "by-id", ok: 200, request: (t) => ({ method: "GET", path: `/companies/${t.companyId}/logo` }) },
  { name: "POST /companies/{id}/logo", access: "super-admin", kind: "by-id", ok: 201, request: (t) => ({ method: "POST", path: `/companies/${t.companyId}/logo`, body: PNG_1PX, contentType: "image/png" }) },
  { name: "DELETE /companies/{id}/logo", access: "super-admin", kind: "by-id", ok: 204, request: (t) => ({ method: "DELETE", path: `/companies/${t.companyId}/logo` }) },
  { name: "GET /companies/{id}/events", access: "super-admin", kind: "by-id", ok: 200, request: (t) => ({ method: "GET", path: `/companies/${t.companyId}/events` }) },
  { name: "POST /companies/events/create-bulk", access: "signed-in", kind: "by-id", ok: 201, request: (t) => ({ method: "POST", path: "/companies/events/create-bulk", json: { company_events: [{ company_id: t.companyId, description: "matrix", timestamp: new Date().toISOString() }] } }) },
  ...ITEM_KINDS.flatMap(({ path, id }): Endpoint[] => [
    { name: `GET /companies/${path}`, access: "signed-in", kind: "list", ok: 200, request: () => ({ method: "GET", path: `/companies/${path}` }), lists: (b, t) => hasId(id(t))(b) },
    { name: `GET /companies/${path}?company_id`, access: "signed-in", kind: "by-id", ok: 200, request: (t) => ({ method: "GET", path: `/companies/${path}?company_id=${t.companyId}` }) },
    { name: `POST /companies/${path}`, access: "super-admin", kind: "by-id", ok: 201, request: (t) => ({ method: "POST", path: `/companies/${path}`, json: { company_id: t.companyId, name: unique("New") } }) },
    { name: `PUT /company-${path}/{id}`, access: "super-admin", kind: "by-id", ok: 200, request: (t) => ({ method: "PUT", path: `/company-${path}/${id(t)}`, json: { name: unique("Renamed") } }) },
    { name: `DELETE /company-${path}/{id}`, access: "super-admin", kind: "by-id", ok: 204, request: (t) => ({ method: "DELETE", path: `/company-${path}/${id(t)}` }) },
  ]),
];

function newUser(t: Target) {
  return {
    email: `${unique("new")}@fixture.test`,
    first: "New",
    last: "Person",
    role: "COMPANY_USER",
    company_id: t.companyId,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Running it

let ctx: UsersApiContext;
beforeAll(async () => {
  ctx = await startUsersApi();
});
afterAll(() => ctx?.close());

/** A fresh target for one cell; company roles' own company is their real one (Harbor Dental). */
async function makeTarget(actor: Actor | null, tenant: Tenant): Promise<Target> {
  const make = fixtures(ctx);
  const northwind = ctx.franchiseIds["Northwind Franchise Group"];
  const southern = ctx.franchiseIds["Southern Cross Group"];
  const companyRole = actor && (actor.role === "COMPANY_OWNER" || actor.role === "COMPANY_USER");
  let companyId: number;
  let companyName: string;
  let franchiseId: number;
  if (tenant === "own" && (companyRole || !actor)) {
    companyName = "Harbor Dental";
    companyId = ctx.companyIds[companyName];
    franchiseId = northwind;
  } else {
    franchiseId = tenant === "foreign" ? southern : northwind;
    ({ id: companyId, name: companyName } = await make.company(franchiseId));
  }
  const user = await make.user(companyId);
  await make.logo(companyId);
  return {
    companyId,
    companyName,
    franchiseId,
    userId: user.id,
    userEmail: user.email,
    locationId: (await make.location(companyId)).id,
    departmentId: (await make.department(companyId)).id,
    roleNameId: (await make.roleName(companyId)).id,
  };
}

async function call(actor: Actor | null, req: Request) {
  const res = await ctx.api.fetch(req.path, {
    method: req.method,
    as: actor?.email,
    proxyUserId: actor?.proxyAs ? ctx.ids[actor.proxyAs] : undefined,
    ...(req.json !== undefined && { json: req.json }),
    ...(req.body && {
      body: new Uint8Array(req.body),
      headers: { "Content-Type": req.contentType ?? "application/octet-stream" },
    }),
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

it("answers every user-management and company endpoint × role × tenant as the rules say", async () => {
  const leaks: string[] = [];
  const wrongDenials: string[] = [];
  const otherMismatches: string[] = [];
  let cells = 0;

  const cellsToRun: { endpoint: Endpoint; actor: Actor | null; tenant: Tenant }[] = [];
  for (const endpoint of ENDPOINTS) {
    cellsToRun.push({ endpoint, actor: null, tenant: "own" });
    for (const actor of ACTORS)
      for (const tenant of ["own", "sibling", "foreign"] as const) cellsToRun.push({ endpoint, actor, tenant });
  }

  for (const { endpoint, actor, tenant } of cellsToRun) {
    const target = await makeTarget(actor, tenant);
    const want = expected(endpoint, actor, tenant);
    const got = await call(actor, endpoint.request(target));
    const listed = endpoint.kind === "list" && got.status === 200 ? endpoint.lists!(got.body, target) : undefined;
    cells++;
    const where = `${endpoint.name} as ${actor?.label ?? "anonymous"} on ${tenant}: expected ${want.status}${want.listed === undefined ? "" : want.listed ? " listing the target" : " without the target"}, got ${got.status}${listed === undefined ? "" : listed ? " listing it" : " without it"} ${got.status >= 400 ? JSON.stringify(got.body) : ""}`;

    const allowedWanted = want.status < 400;
    const allowedGot = got.status < 400;
    if (!allowedWanted && allowedGot) leaks.push(where);
    else if (allowedWanted && !allowedGot) wrongDenials.push(where);
    else if (want.status !== got.status) otherMismatches.push(where);
    else if (want.listed === false && listed) leaks.push(where);
    else if (want.listed === true && !listed) wrongDenials.push(where);
  }

  console.log(
    `authorization matrix: ${cells} cells checked (${ENDPOINTS.length} endpoints × ${ACTORS.length} actors × 3 tenants + anonymous): ${leaks.length} leaks, ${wrongDenials.length} wrong denials, ${otherMismatches.length} other mismatches`,
  );
  expect(cells).toBe(ENDPOINTS.length * (ACTORS.length * 3 + 1));
  expect(leaks, "leaks").toEqual([]);
  expect(wrongDenials, "wrong denials").toEqual([]);
  expect(otherMismatches, "other mismatches").toEqual([]);
}, 240_000);
