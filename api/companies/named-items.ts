// Locations, departments and role names: named items of a company, each name once per company.
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, departments, locations, roleNames } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { NamedItemJson, NamedItemKind, RoleNameJson } from "./contract";

export type { NamedItemKind };

// The three tables share their shape (id, company_id, name, created_at); role names add is_public.
const TABLES = { locations, departments, "role-names": roleNames } as unknown as Record<
  NamedItemKind,
  typeof locations
>;
export const tableOf = (kind: NamedItemKind) => TABLES[kind];
const LABELS: Record<NamedItemKind, string> = {
  locations: "Location",
  departments: "Department",
  "role-names": "Role name",
};

/** Role names answer with is_public; locations and departments without. */
export type ItemJsonOf<K extends NamedItemKind> = K extends "role-names" ? RoleNameJson : NamedItemJson;

export function toItemJson<K extends NamedItemKind>(kind: K, row: Record<string, unknown>): ItemJsonOf<K> {
  return {
    id: row.id as number,
    company_id: row.companyId as number,
    name: row.name as string,
    ...(kind === "role-names" && { is_public: row.isPublic as boolean }),
    created_at: (row.createdAt as Date).toISOString(),
  } as ItemJsonOf<K>;
}

/** An item of a company in the actor's scope, or a 404. */
export async function findItem(db: Database, actor: Actor, kind: NamedItemKind, id: number) {
  const table = tableOf(kind);
  const [row] = await db
    .select({ item: table })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .where(and(eq(table.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound(`${LABELS[kind]} not found`);
  return row.item;
}

export const nameTaken = (kind: NamedItemKind) =>
  ApiError.conflict(`${LABELS[kind]} already exists`, [{ path: "name", message: "already exists in this company" }]);

export async function nameExists(
  db: Database,
  kind: NamedItemKind,
  companyId: number,
  name: string,
  exceptId?: number,
) {
  const table = tableOf(kind);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), sql`lower(${table.name}) = ${name.toLowerCase()}`));
  return Boolean(row && row.id !== exceptId);
}
