// The public side's one way in: the person a report link names. The sealed payload is the only permission, refused
// as the report is (404 not valid, 410 expired or revoked), and it names exactly one assessment, so every public
// operation reaches that person and no one else.
import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { surveyResults } from "../../server/db/schema/index";
import { openReportRow } from "../participant-reports/open-report";
import type { ShareKeys } from "../report-shares/payload";
import { ApiError } from "../http/errors";
import { REPORT_INVALID } from "../participant-reports/contract";

export interface LinkHolder {
  surveyResultId: number;
  companyId: number;
  email: string;
}

/** The person the payload names, while their link works. */
export async function linkHolder(
  db: Database,
  keys: ShareKeys,
  payload: string,
  now = new Date(),
): Promise<LinkHolder> {
  const row = await openReportRow(db, keys, payload, now);
  const [person] = await db
    .select({ companyId: surveyResults.companyId, email: surveyResults.email })
    .from(surveyResults)
    .where(eq(surveyResults.id, row.surveyResultId));
  if (!person) throw new ApiError(404, REPORT_INVALID);
  return { surveyResultId: row.surveyResultId, ...person };
}

/**
 * The scope the data-rights lookups need, narrowed to the holder's company: with it they find the person (every
 * assessment of their e-mail in that company) exactly as the company's own staff would, and nothing wider. Never an
 * identity: no audit row or permission check reads it (the portal's audit rows have no actor).
 */
export const holderScope = (holder: LinkHolder): Actor => ({
  id: 0,
  email: "",
  role: "COMPANY_USER",
  companyId: holder.companyId,
  franchiseId: null,
  canViewHiringPipeline: false,
});
