import crypto from "node:crypto";
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { can, type Actor } from "../../domain/permissions";
import { permissionContext } from "../../server/permissions";
import type { Env } from "../../server/env";
import type { Database } from "../db/client";
import {
  companies,
  companyEvents,
  companyLogos,
  departments,
  franchises,
  locations,
  roleNames,
  users,
} from "../db/schema/index";
import { createDefaultPipeline } from "../db/seed";
import { ApiError } from "../http/errors";
import { companiesInScope } from "./scope";
import { findCompanyInScope } from "./users";
import { containsPattern } from "../db/like";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Spec §6: Companies are the super admin's (a proxy session acts with the impersonated user's role). */
export function requireCompanyAdmin(actor: Actor, env: Pick<Env, "STAGE" | "INTERNAL_ACCOUNTS">) {
  if (!can(actor, "companies:manage", permissionContext(env)))
    throw ApiError.forbidden("Only super admins manage companies");
}

// ---------------------------------------------------------------------------------------------------------------
// Reading companies

export interface CompanyJson {
  id: number;
  name: string;
  industry: string | null;
  go_high_level_location_id: string | null;
  product_type: string | null;
  franchise: { id: number; name: string } | null;
  franchise_id: number | null;
  has_logo: boolean;
  logo_updated_at: string | null;
  created_at: string;
}

const companyColumns = {
  company: companies,
  franchise: { id: franchises.id, name: franchises.name },
  logoUpdatedAt: companyLogos.updatedAt,
};

function companyQuery(db: Database) {
  return db
    .select(companyColumns)
    .from(companies)
    .leftJoin(franchises, eq(franchises.id, companies.franchiseId))
    .leftJoin(companyLogos, eq(companyLogos.companyId, companies.id));
}

function toCompanyJson(row: {
  company: typeof companies.$inferSelect;
  franchise: { id: number; name: string } | null;
  logoUpdatedAt: Date | null;
}): CompanyJson {
  const { company, franchise } = row;
  return {
    id: company.id,
    name: company.name,
    industry: company.industry,
    go_high_level_location_id: company.goHighLevelLocationId,
    product_type: company.productType,
    franchise: franchise && franchise.id !== null ? { id: franchise.id, name: franchise.name } : null,
    franchise_id: company.franchiseId,
    has_logo: row.logoUpdatedAt !== null,
    logo_updated_at: row.logoUpdatedAt?.toISOString() ?? null,
    created_at: company.createdAt.toISOString(),
  };
}

export async function getCompany(db: Database, actor: Actor, id: number): Promise<CompanyJson> {
  const [row] = await companyQuery(db).where(and(eq(companies.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Company not found");
  return toCompanyJson(row);
}

/** Every company in the actor's scope, by name (for choosers; reference data). */
export async function listCompanies(db: Database, actor: Actor) {
  const rows = await companyQuery(db)
    .where(companiesInScope(actor))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
  return rows.map(toCompanyJson);
}

/** The franchises of the companies in the actor's scope. */
export async function listFranchises(db: Database, actor: Actor) {
  return db
    .selectDistinct({ id: franchises.id, name: franchises.name })
    .from(franchises)
    .innerJoin(companies, eq(companies.franchiseId, franchises.id))
    .where(companiesInScope(actor))
    .orderBy(asc(franchises.name), asc(franchises.id));
}

export interface CompanySearch {
  search?: string;
  /** A franchise id, or "none" for companies of no franchise. */
  franchise_id?: number | "none";
  page: number;
  limit: number;
}

/**
 * Companies of the actor's scope with their user counts, grouped by franchise (franchise name, then companies
 * of no franchise last) and by name within. Matches name, industry, franchise name and HubSpot/GHL location id.
 */
export async function searchCompanies(db: Database, actor: Actor, input: CompanySearch) {
  const conditions: SQL[] = [companiesInScope(actor)];
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(
      or(
        ilike(companies.name, pattern),
        ilike(companies.industry, pattern),
        ilike(franchises.name, pattern),
        ilike(companies.goHighLevelLocationId, pattern),
      )!,
    );
  }
  if (input.franchise_id === "none") conditions.push(sql`${companies.franchiseId} is null`);
  else if (input.franchise_id !== undefined) conditions.push(eq(companies.franchiseId, input.franchise_id));
  const where = and(...conditions);

  const [rows, [{ total }]] = await Promise.all([
    companyQuery(db)
      .where(where)
      .orderBy(sql`${franchises.name} asc nulls last`, asc(sql`lower(${companies.name})`), asc(companies.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db
      .select({ total: count() })
      .from(companies)
      .leftJoin(franchises, eq(franchises.id, companies.franchiseId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.company.id);
  const counts = ids.length
    ? await db
        .select({
          companyId: users.companyId,
          users: count(),
          active: sql<number>`count(*) filter (where ${users.active} = 1)`.mapWith(Number),
        })
        .from(users)
        .where(inArray(users.companyId, ids))
        .groupBy(users.companyId)
    : [];
  const byCompany = new Map(counts.map((c) => [c.companyId, c]));
  return {
    data: rows.map((row) => ({
      ...toCompanyJson(row),
      user_count: byCompany.get(row.company.id)?.users ?? 0,
      active_user_count: byCompany.get(row.company.id)?.active ?? 0,
    })),
    meta: { total, page: input.page, limit: input.limit },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Creating and changing companies

export interface NewCompany {
  name: string;
  industry?: string | null;
  goHighLevelLocationId?: string | null;
  productType?: string | null;
  franchiseId?: number | null;
  locations?: string[];
  departments?: string[];
  roleNames?: string[];
}

/**
 * A new company with what every company starts with: the default pipeline (its shareable assessment token is a
 * column default) and any given locations, departments and role names. Runs inside the caller's transaction.
 */
export async function createCompanyWithDefaults(tx: Tx, input: NewCompany): Promise<number> {
  const [row] = await tx
    .insert(companies)
    .values({
      name: input.name,
      industry: input.industry ?? null,
      goHighLevelLocationId: input.goHighLevelLocationId ?? null,
      productType: input.productType ?? null,
      franchiseId: input.franchiseId ?? null,
    })
    .returning({ id: companies.id });
  const unique = (names: string[] = []) => [...new Map(names.map((n) => [n.toLowerCase(), n])).values()];
  const locs = unique(input.locations);
  const deps = unique(input.departments);
  const roles = unique(input.roleNames);
  if (locs.length) await tx.insert(locations).values(locs.map((name) => ({ companyId: row.id, name })));
  if (deps.length) await tx.insert(departments).values(deps.map((name) => ({ companyId: row.id, name })));
  if (roles.length) await tx.insert(roleNames).values(roles.map((name) => ({ companyId: row.id, name })));
  await createDefaultPipeline(tx, row.id);
  return row.id;
}

export interface CompanyUpdate {
  name?: string;
  industry?: string | null;
  go_high_level_location_id?: string | null;
  product_type?: string | null;
  franchise_id?: number | null;
}

export async function updateCompany(db: Database, actor: Actor, id: number, input: CompanyUpdate) {
  await findCompanyInScope(db, actor, id);
  if (input.franchise_id !== undefined && input.franchise_id !== null) {
    const [franchise] = await db
      .select({ id: franchises.id })
      .from(franchises)
      .where(eq(franchises.id, input.franchise_id));
    if (!franchise) throw ApiError.unprocessable([{ path: "franchise_id", message: "is not a franchise" }]);
  }
  if (input.franchise_id === null) {
    // Franchise roles need a franchise: a company cannot leave its franchise while it has franchise users.
    const [franchiseUser] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, id), inArray(users.authRole, ["FRANCHISE_OWNER", "FRANCHISE_USER"])))
      .limit(1);
    if (franchiseUser) {
      throw ApiError.unprocessable([
        { path: "franchise_id", message: "cannot be removed while the company has franchise users" },
      ]);
    }
  }
  await db
    .update(companies)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.industry !== undefined && { industry: input.industry }),
      ...(input.go_high_level_location_id !== undefined && { goHighLevelLocationId: input.go_high_level_location_id }),
      ...(input.product_type !== undefined && { productType: input.product_type }),
      ...(input.franchise_id !== undefined && { franchiseId: input.franchise_id }),
    })
    .where(eq(companies.id, id));
  return getCompany(db, actor, id);
}

// ---------------------------------------------------------------------------------------------------------------
// Logos

export const LOGO_MAX_BYTES = 1024 * 1024;
export type LogoType = "image/png" | "image/jpeg";

/** The image type by its first bytes (never by what the client claims): PNG, JPEG, or null for anything else. */
export function sniffImage(bytes: Buffer): LogoType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

const looksLikeSvg = (bytes: Buffer) => /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString("utf8"));

/** Checks an uploaded logo: present, at most 1 MB, and really a PNG or JPEG (SVG is refused: it can carry scripts). */
export function checkLogo(bytes: Buffer, declared?: string): LogoType {
  if (bytes.length === 0) throw ApiError.badRequest([{ path: "file", message: "is empty" }]);
  if (bytes.length > LOGO_MAX_BYTES)
    throw new ApiError(413, "Payload Too Large", [{ path: "file", message: "must be at most 1 MB" }]);
  const type = sniffImage(bytes);
  if (!type) {
    const message =
      looksLikeSvg(bytes) || declared === "image/svg+xml"
        ? "must be a PNG or JPEG image (SVG is not accepted: it can carry scripts)"
        : "must be a PNG or JPEG image";
    throw new ApiError(415, "Unsupported Media Type", [{ path: "file", message }]);
  }
  if (declared && declared !== type) {
    throw new ApiError(415, "Unsupported Media Type", [
      { path: "content_type", message: `does not match the image (${type})` },
    ]);
  }
  return type;
}

export async function putLogo(db: Database, actor: Actor, companyId: number, bytes: Buffer, declared?: string) {
  await findCompanyInScope(db, actor, companyId);
  const contentType = checkLogo(bytes, declared);
  const values = {
    contentType,
    data: bytes,
    sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
    updatedAt: new Date(),
    updatedByUserId: actor.id,
  };
  await db
    .insert(companyLogos)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyLogos.companyId, set: values });
  return {
    content_type: contentType,
    size: bytes.length,
    sha256: values.sha256,
    updated_at: values.updatedAt.toISOString(),
  };
}

export async function getLogo(db: Database, actor: Actor, companyId: number) {
  await findCompanyInScope(db, actor, companyId);
  const [logo] = await db.select().from(companyLogos).where(eq(companyLogos.companyId, companyId));
  if (!logo) throw ApiError.notFound("This company has no logo");
  return logo;
}

export async function deleteLogo(db: Database, actor: Actor, companyId: number) {
  await findCompanyInScope(db, actor, companyId);
  const deleted = await db
    .delete(companyLogos)
    .where(eq(companyLogos.companyId, companyId))
    .returning({ id: companyLogos.companyId });
  if (deleted.length === 0) throw ApiError.notFound("This company has no logo");
}

// ---------------------------------------------------------------------------------------------------------------
// Locations, departments and role names: named items of a company, each name once per company.

export type NamedItemKind = "locations" | "departments" | "role-names";

// The three tables share their shape (id, company_id, name, created_at); role names add is_public.
const TABLES = { locations, departments, "role-names": roleNames } as unknown as Record<
  NamedItemKind,
  typeof locations
>;
const LABELS: Record<NamedItemKind, string> = {
  locations: "Location",
  departments: "Department",
  "role-names": "Role name",
};

export interface NamedItemJson {
  id: number;
  company_id: number;
  name: string;
  is_public?: boolean;
  created_at: string;
}

function toItemJson(kind: NamedItemKind, row: Record<string, unknown>): NamedItemJson {
  return {
    id: row.id as number,
    company_id: row.companyId as number,
    name: row.name as string,
    ...(kind === "role-names" && { is_public: row.isPublic as boolean }),
    created_at: (row.createdAt as Date).toISOString(),
  };
}

/** The items of one company (404 when it is foreign) or of every company in scope. */
export async function listItems(db: Database, actor: Actor, kind: NamedItemKind, companyId?: number) {
  const table = TABLES[kind];
  if (companyId !== undefined) await findCompanyInScope(db, actor, companyId);
  const rows = await db
    .select({ item: table })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .where(and(companiesInScope(actor), companyId === undefined ? undefined : eq(table.companyId, companyId)))
    .orderBy(asc(table.companyId), asc(sql`lower(${table.name})`), asc(table.id));
  return rows.map((r) => toItemJson(kind, r.item));
}

async function findItem(db: Database, actor: Actor, kind: NamedItemKind, id: number) {
  const table = TABLES[kind];
  const [row] = await db
    .select({ item: table })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .where(and(eq(table.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound(`${LABELS[kind]} not found`);
  return row.item;
}

const nameTaken = (kind: NamedItemKind) =>
  ApiError.conflict(`${LABELS[kind]} already exists`, [{ path: "name", message: "already exists in this company" }]);

async function nameExists(db: Database, kind: NamedItemKind, companyId: number, name: string, exceptId?: number) {
  const table = TABLES[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), sql`lower(${table.name}) = ${name.toLowerCase()}`));
  return Boolean(row && row.id !== exceptId);
}

export async function createItem(
  db: Database,
  actor: Actor,
  kind: NamedItemKind,
  input: { company_id: number; name: string; is_public?: boolean },
) {
  await findCompanyInScope(db, actor, input.company_id);
  if (await nameExists(db, kind, input.company_id, input.name)) throw nameTaken(kind);
  const values =
    kind === "role-names"
      ? { companyId: input.company_id, name: input.name, isPublic: input.is_public ?? true }
      : { companyId: input.company_id, name: input.name };
  const [row] = await db.insert(TABLES[kind]).values(values).onConflictDoNothing().returning();
  if (!row) throw nameTaken(kind);
  return toItemJson(kind, row);
}

export async function updateItem(
  db: Database,
  actor: Actor,
  kind: NamedItemKind,
  id: number,
  input: { name?: string; is_public?: boolean },
) {
  const item = await findItem(db, actor, kind, id);
  if (input.name !== undefined && (await nameExists(db, kind, item.companyId, input.name, id))) throw nameTaken(kind);
  const set: Record<string, unknown> = {};
  if (input.name !== undefined) set.name = input.name;
  if (kind === "role-names" && input.is_public !== undefined) set.isPublic = input.is_public;
  if (Object.keys(set).length === 0) return toItemJson(kind, item);
  const [row] = await db.update(TABLES[kind]).set(set).where(eq(TABLES[kind].id, id)).returning();
  return toItemJson(kind, row);
}

/** Deletes an item; assessments that referred to it keep their text (the reference becomes null). */
export async function deleteItem(db: Database, actor: Actor, kind: NamedItemKind, id: number) {
  await findItem(db, actor, kind, id);
  await db.delete(TABLES[kind]).where(eq(TABLES[kind].id, id));
}

// ---------------------------------------------------------------------------------------------------------------
// Company events

export interface CompanyEventInput {
  company_id: number;
  description: string;
  timestamp: Date;
  metadata?: Record<string, unknown>;
}

/** Stores events for companies in the actor's scope; one foreign company makes the whole batch a 404. */
export async function createEventsBulk(
  db: Database,
  who: { actor: Actor; superAdmin: Actor | null },
  events: CompanyEventInput[],
) {
  const ids = [...new Set(events.map((e) => e.company_id))];
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, ids), companiesInScope(who.actor)));
  if (found.length !== ids.length) throw ApiError.notFound("Company not found");
  await db.insert(companyEvents).values(
    events.map((e) => ({
      companyId: e.company_id,
      userId: who.actor.id,
      proxySuperUserId: who.superAdmin?.id ?? null,
      description: e.description,
      metadata: e.metadata ?? null,
      timestamp: e.timestamp,
    })),
  );
  return { created: events.length };
}

/** The newest events of a company (super admins, on the companies overview). */
export async function listEvents(db: Database, actor: Actor, companyId: number, limit: number) {
  await findCompanyInScope(db, actor, companyId);
  const rows = await db
    .select({ event: companyEvents, first: users.first, last: users.last })
    .from(companyEvents)
    .leftJoin(users, eq(users.id, companyEvents.userId))
    .where(eq(companyEvents.companyId, companyId))
    .orderBy(desc(companyEvents.timestamp), desc(companyEvents.id))
    .limit(limit);
  return rows.map(({ event, first, last }) => ({
    id: event.id,
    company_id: event.companyId,
    description: event.description,
    metadata: event.metadata,
    timestamp: event.timestamp.toISOString(),
    user: event.userId === null ? null : { id: event.userId, name: `${first ?? ""} ${last ?? ""}`.trim() },
    proxy_super_user_id: event.proxySuperUserId,
  }));
}
