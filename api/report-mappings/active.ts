// The one loader of the active report mappings: the growth report and the comparison and conflict texts read the
// active sets through it, and lay them over the brand's built-in texts at the point each text is chosen
// (domain/report-mappings.ts `mappedText`).
import { and, eq } from "drizzle-orm";
import type { ScaleMappings, BlockOf, ReportKind } from "../../domain/report-mappings";
import { reportMappings } from "../../server/db/schema/index";
import type { Executor } from "../survey-results/model";

/** Every active set of one report kind, per scale (none: an empty object, and the built-in texts stand). */
export async function activeMappings<K extends ReportKind>(db: Executor, kind: K): Promise<ScaleMappings<BlockOf[K]>> {
  const rows = await db
    .select({ scale: reportMappings.scale, ranges: reportMappings.ranges })
    .from(reportMappings)
    .where(and(eq(reportMappings.reportKind, kind), eq(reportMappings.status, "active")));
  return Object.fromEntries(rows.map((row) => [row.scale, row.ranges])) as ScaleMappings<BlockOf[K]>;
}
