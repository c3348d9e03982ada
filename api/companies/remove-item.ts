import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { findItem, tableOf, type NamedItemKind } from "./named-items";

/** Deletes an item; assessments that referred to it keep their text (the reference becomes null). */
export async function deleteItem(db: Database, actor: Actor, kind: NamedItemKind, id: number) {
  await findItem(db, actor, kind, id);
  await db.delete(tableOf(kind)).where(eq(tableOf(kind).id, id));
}
