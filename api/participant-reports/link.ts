import type { Database } from "../../server/db/client";
import { ApiError } from "../http/errors";
import type { ShareKeys } from "../report-shares/payload";
import type { ParticipantReportLinkJson } from "./contract";
import { activeReport, findSubmitted, linkOf } from "./model";

/**
 * GET /surveys/{uuid}/participant-report: the link for the thank-you page. The assessment's uuid is the person's own
 * key (their take link); it answers a working link only, sealed again with the row's expiry, so a revoked link stays
 * revoked. 404 when there is none (not submitted, switched off, expired, revoked).
 */
export async function participantReportLink(
  db: Database,
  keys: ShareKeys,
  uuid: string,
  now = new Date(),
): Promise<ParticipantReportLinkJson> {
  const found = await findSubmitted(db, { uuid });
  const row = found ? await activeReport(db, found.id, now) : undefined;
  if (!row) throw ApiError.notFound("There is no report link for this assessment");
  return linkOf(keys, row);
}
