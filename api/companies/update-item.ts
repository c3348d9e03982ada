import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import type { ItemUpdate } from "./contract";
import { findItem, nameExists, nameTaken, tableOf, toItemJson, type NamedItemKind } from "./named-items";

export async function updateItem<K extends NamedItemKind>(
  db: Database,
  actor: Actor,
  kind: K,
  id: number,
  input: ItemUpdate,
) {
  const item = await findItem(db, actor, kind, id);
  if (input.name !== undefined && (await nameExists(db, kind, item.companyId, input.name, id))) throw nameTaken(kind);
  const set: Record<string, unknown> = {};
  if (input.name !== undefined) set.name = input.name;
  if (kind === "role-names" && input.is_public !== undefined) set.isPublic = input.is_public;
  if (Object.keys(set).length === 0) return toItemJson(kind, item);
  const [row] = await db
    .update(tableOf(kind))
    .set(set)
    .where(eq(tableOf(kind).id, id))
    .returning();
  return toItemJson(kind, row);
}
