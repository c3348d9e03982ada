import { and, eq, max } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { reportMappings } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { isUniqueViolation } from "../survey-results/model";
import type { MappingCreateInput, MappingDetailJson } from "./contract";
import { builtInRanges, findActive, findMapping, rangesOf, requireKindShipped, toDetailJson } from "./model";

/**
 * POST /trait-scale-mappings/reports: a new draft, the next version of its scale and kind. Without ranges it starts
 * from the active version's, or from the built-in texts, so an editor changes what readers see today.
 */
export async function createMapping(db: Database, actor: Actor, input: MappingCreateInput): Promise<MappingDetailJson> {
  requireKindShipped(input.report_kind);
  const ranges = input.ranges
    ? rangesOf(input.report_kind, input.ranges)
    : ((await findActive(db, input.scale, input.report_kind))?.mapping.ranges ??
      (await builtInRanges(input.report_kind, input.scale)));
  try {
    const id = await db.transaction(async (tx) => {
      const [{ last }] = await tx
        .select({ last: max(reportMappings.version) })
        .from(reportMappings)
        .where(and(eq(reportMappings.scale, input.scale), eq(reportMappings.reportKind, input.report_kind)));
      const [row] = await tx
        .insert(reportMappings)
        .values({
          scale: input.scale,
          reportKind: input.report_kind,
          version: (last ?? 0) + 1,
          name: input.name,
          isTest: input.is_test ?? false,
          ranges,
          createdByUserId: actor.id,
        })
        .returning({ id: reportMappings.id });
      return row.id;
    });
    return toDetailJson(db, await findMapping(db, id));
  } catch (error) {
    // Two drafts of the same scale and kind made at once got the same version number: the later one is refused.
    if (isUniqueViolation(error))
      throw ApiError.conflict("Another draft of this scale was made at the same time: try again");
    throw error;
  }
}
