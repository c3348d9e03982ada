import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { findCompanyInScope } from "../db/tenant-scope";
import type { ItemCreate } from "./contract";
import { nameExists, nameTaken, tableOf, toItemJson, type NamedItemKind } from "./named-items";

export async function createItem<K extends NamedItemKind>(db: Database, actor: Actor, kind: K, input: ItemCreate) {
  await findCompanyInScope(db, actor, input.company_id);
  if (await nameExists(db, kind, input.company_id, input.name)) throw nameTaken(kind);
  const values =
    kind === "role-names"
      ? { companyId: input.company_id, name: input.name, isPublic: input.is_public ?? true }
      : { companyId: input.company_id, name: input.name };
  const [row] = await db.insert(tableOf(kind)).values(values).onConflictDoNothing().returning();
  // Two admins adding the same name at once: the unique index decides, the second hears 409.
  if (!row) throw nameTaken(kind);
  return toItemJson(kind, row);
}
