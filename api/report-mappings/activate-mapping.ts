import { eq } from "drizzle-orm";
import { rangeProblems, REPORT_KIND_LABELS } from "../../domain/report-mappings";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { reportMappings } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import { isUniqueViolation } from "../survey-results/model";
import type { MappingDetailJson } from "./contract";
import { findActive, findMapping, toDetailJson } from "./model";

/** The refusal of ranges that do not cover 1–99 exactly once, naming every gap and overlap. */
export function rangeRefusal(problems: string[]) {
  return ApiError.badRequest(
    problems.map((message) => ({ path: "ranges", message })),
    `The ranges must cover percentiles 1–99 exactly once: ${problems.join(", ")}`,
  );
}

export const raced = () =>
  ApiError.conflict("Another version of this scale and report was activated at the same time: reload and try again");

/**
 * POST /trait-scale-mappings/reports/{id}/activate: a draft (or an archived version) becomes the active one of its
 * scale and kind, and the version active until now is archived, in one transaction; the partial unique index keeps
 * two racing activations from both succeeding. Refused (400) while the ranges leave a gap or overlap.
 */
export async function activateMapping(db: Database, auth: Auth, id: number): Promise<MappingDetailJson> {
  try {
    await db.transaction(async (tx) => {
      const { mapping } = await findMapping(tx, id);
      if (mapping.status === "active") throw ApiError.conflict(`Version ${mapping.version} is active already`);
      const problems = rangeProblems(mapping.ranges);
      if (problems.length) throw rangeRefusal(problems);
      const current = await findActive(tx, mapping.scale, mapping.reportKind);
      const now = new Date();
      if (current) {
        await tx
          .update(reportMappings)
          .set({ status: "archived", archivedAt: now, updatedAt: now })
          .where(eq(reportMappings.id, current.mapping.id));
      }
      await tx
        .update(reportMappings)
        .set({
          status: "active",
          activatedAt: now,
          archivedAt: null,
          previousId: current?.mapping.id ?? null,
          updatedAt: now,
        })
        .where(eq(reportMappings.id, id));
      await recordAudit(tx as unknown as Database, auth, {
        action: "report_mapping.activate",
        companyId: null,
        subjectType: "report_mapping",
        subjectId: id,
        summary:
          `${REPORT_KIND_LABELS[mapping.reportKind]} ${mapping.scale}: version ${mapping.version} activated, ` +
          (current ? `version ${current.mapping.version} archived` : "replacing the built-in texts"),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw raced();
    throw error;
  }
  return toDetailJson(db, await findMapping(db, id));
}
