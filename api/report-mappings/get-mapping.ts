import type { Database } from "../../server/db/client";
import type { MappingDetailJson } from "./contract";
import { findMapping, toDetailJson } from "./model";

/** GET /trait-scale-mappings/reports/{id}: the set, what it would replace, and what keeps it from activation. */
export async function getMapping(db: Database, id: number): Promise<MappingDetailJson> {
  return toDetailJson(db, await findMapping(db, id));
}
