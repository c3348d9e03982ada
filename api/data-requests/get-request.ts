import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import type { DataRequestDetailJson } from "./contract";
import { assignableUsers, findRequestInScope, toRequestJson } from "./model";

/** GET /data-requests/{id}: one request in the actor's companies, with who can be assigned (404 outside them). */
export async function getRequest(db: Database, actor: Actor, id: number): Promise<DataRequestDetailJson> {
  const row = await findRequestInScope(db, actor, id);
  return { ...toRequestJson(row), assignable: await assignableUsers(db, row.company.id) };
}
