import { eq } from "drizzle-orm";
import {
  aboutTheScores,
  administrationLineFor,
  participantReportContent,
  reportTexts,
  whatThisIs,
} from "../../domain/assessment/participant-report";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import type { ResponseValidity } from "../../domain/assessment/validity-types";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../domain/languages";
import type { Database } from "../../server/db/client";
import { participantReports, surveyResults } from "../../server/db/schema/index";
import { loadGrowthReport } from "../growth-reports/load-growth-report";
import { ApiError } from "../http/errors";
import { shareState } from "../report-shares/model";
import type { ShareKeys } from "../report-shares/payload";
import { REPORT_GONE, REPORT_INVALID, type ParticipantReportJson } from "./contract";
import { findSubmitted, withGrowthReport } from "./model";

const invalid = () => new ApiError(404, REPORT_INVALID);
const gone = () => new ApiError(410, REPORT_GONE);

/** How sure the result is, said to the person (docs/assessment/response-validity.md). */
export function howSure(validity: ResponseValidity | null, language: Language = DEFAULT_LANGUAGE): string {
  const texts = reportTexts(language).howSure;
  return !validity || validity.verdict === "ok" ? texts.ok : texts.doubtful;
}

/**
 * The report row a payload names, while it may open: 404 for anything this server did not make (or whose person is
 * gone), 410 once expired or revoked. Records the opening.
 */
export async function openReportRow(db: Database, keys: ShareKeys, payload: string, now: Date) {
  const decoded = await keys.decode(payload);
  if (decoded.status === "invalid") throw invalid();
  if (decoded.status === "expired") throw gone();
  const [row] = await db.select().from(participantReports).where(eq(participantReports.uuid, decoded.share.uuid));
  if (!row) throw invalid();
  if (shareState(row, now) !== "active") throw gone();
  await db.update(participantReports).set({ lastOpenedAt: now }).where(eq(participantReports.id, row.id));
  return row;
}

/**
 * The person's report, built field by field from their own row: their first name, scores and validity, and (coaching,
 * when their book code asks for it) the growth report against their own profile. Never a role, job, benchmark, fit,
 * company or anything staff wrote. In the reader's language, else the one they took the assessment in; the growth
 * report is in English.
 */
export async function loadParticipantReport(
  db: Database,
  row: { surveyResultId: number; expiresAt: Date },
  readerLanguage?: Language,
): Promise<ParticipantReportJson> {
  const [person] = await db
    .select({
      first: surveyResults.first,
      scores: surveyResults.scores,
      validity: surveyResults.validity,
      submittedAt: surveyResults.submittedAt,
      language: surveyResults.language,
    })
    .from(surveyResults)
    .where(eq(surveyResults.id, row.surveyResultId));
  if (!person?.scores || !person.submittedAt) throw invalid();
  const administeredIn = isLanguage(person.language) ? person.language : DEFAULT_LANGUAGE;
  const language = readerLanguage ?? administeredIn;
  const content = participantReportContent(person.scores as AssessmentScores, language);
  const found = await findSubmitted(db, { id: row.surveyResultId });
  const growth =
    found && withGrowthReport(found) ? (await loadGrowthReport(db, row.surveyResultId, null)).report : null;
  return {
    language,
    administered_in: administeredIn,
    person: { first: person.first },
    submitted_at: person.submittedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    norm_group: content.norm_group,
    administration: administrationLineFor(administeredIn, language),
    what_this_is: whatThisIs(language),
    about_the_scores: aboutTheScores(content.norm_group, language),
    how_sure: howSure(person.validity, language),
    domains: content.domains,
    growth,
  };
}

/** GET /participant-reports/public/report?payload=&language=: the person's report, for the holder of their link. */
export async function openParticipantReport(
  db: Database,
  keys: ShareKeys,
  payload: string,
  language?: Language,
  now = new Date(),
): Promise<ParticipantReportJson> {
  return loadParticipantReport(db, await openReportRow(db, keys, payload, now), language);
}
