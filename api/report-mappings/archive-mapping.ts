import { eq } from "drizzle-orm";
import { REPORT_KIND_LABELS } from "../../domain/report-mappings";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { reportMappings } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { MappingJson } from "./contract";
import { findMapping, toMappingJson } from "./model";

/**
 * POST /trait-scale-mappings/reports/{id}/archive: a draft is set aside, or the active version is retired (its
 * scale and kind show the built-in texts again). Kept, never deleted: an archived version can be activated again.
 */
export async function archiveMapping(db: Database, auth: Auth, id: number): Promise<MappingJson> {
  await db.transaction(async (tx) => {
    const { mapping } = await findMapping(tx, id);
    if (mapping.status === "archived") throw ApiError.conflict(`Version ${mapping.version} is archived already`);
    const now = new Date();
    await tx
      .update(reportMappings)
      .set({ status: "archived", archivedAt: now, updatedAt: now })
      .where(eq(reportMappings.id, id));
    await recordAudit(tx as unknown as Database, auth, {
      action: "report_mapping.archive",
      companyId: null,
      subjectType: "report_mapping",
      subjectId: id,
      summary: `${REPORT_KIND_LABELS[mapping.reportKind]} ${mapping.scale}: ${mapping.status} version ${mapping.version} archived`,
    });
  });
  return toMappingJson(await findMapping(db, id));
}
