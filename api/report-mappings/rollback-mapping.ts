import { eq } from "drizzle-orm";
import { REPORT_KIND_LABELS } from "../../domain/report-mappings";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { reportMappings } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import { isUniqueViolation } from "../survey-results/model";
import type { MappingJson } from "./contract";
import { raced } from "./activate-mapping";
import { findMapping, toMappingJson } from "./model";

/**
 * POST /trait-scale-mappings/reports/{id}/rollback: the active version is archived and the version it replaced is
 * active again; where it replaced none, the built-in texts are back. One transaction, one audit row.
 */
export async function rollbackMapping(
  db: Database,
  auth: Auth,
  id: number,
): Promise<{ archived: MappingJson; active: MappingJson | null }> {
  let previousId: number | null = null;
  try {
    await db.transaction(async (tx) => {
      const { mapping } = await findMapping(tx, id);
      if (mapping.status !== "active") {
        throw ApiError.conflict(`Version ${mapping.version} is ${mapping.status}: only the active version rolls back`);
      }
      const previous = mapping.previousId === null ? null : await findMapping(tx, mapping.previousId).catch(() => null);
      const now = new Date();
      await tx
        .update(reportMappings)
        .set({ status: "archived", archivedAt: now, updatedAt: now })
        .where(eq(reportMappings.id, id));
      if (previous) {
        previousId = previous.mapping.id;
        await tx
          .update(reportMappings)
          .set({ status: "active", activatedAt: now, archivedAt: null, updatedAt: now })
          .where(eq(reportMappings.id, previous.mapping.id));
      }
      await recordAudit(tx as unknown as Database, auth, {
        action: "report_mapping.rollback",
        companyId: null,
        subjectType: "report_mapping",
        subjectId: id,
        summary:
          `${REPORT_KIND_LABELS[mapping.reportKind]} ${mapping.scale}: version ${mapping.version} rolled back to ` +
          (previous ? `version ${previous.mapping.version}` : "the built-in texts"),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw raced();
    throw error;
  }
  return {
    archived: toMappingJson(await findMapping(db, id)),
    active: previousId === null ? null : toMappingJson(await findMapping(db, previousId)),
  };
}
