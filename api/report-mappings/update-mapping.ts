import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { reportMappings } from "../../server/db/schema/index";
import type { MappingDetailJson, MappingUpdateInput } from "./contract";
import { findMapping, rangesOf, requireDraft, toDetailJson } from "./model";

/**
 * PUT /trait-scale-mappings/reports/{id}: a draft's name, test mark or ranges (409 for any other state). Ranges with
 * gaps or overlaps are kept (a draft is work in progress); activation refuses them.
 */
export async function updateMapping(db: Database, id: number, input: MappingUpdateInput): Promise<MappingDetailJson> {
  const { mapping } = await findMapping(db, id);
  requireDraft(mapping);
  await db
    .update(reportMappings)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.is_test !== undefined && { isTest: input.is_test }),
      ...(input.ranges !== undefined && { ranges: rangesOf(mapping.reportKind, input.ranges) }),
      updatedAt: new Date(),
    })
    .where(eq(reportMappings.id, id));
  return toDetailJson(db, await findMapping(db, id));
}
