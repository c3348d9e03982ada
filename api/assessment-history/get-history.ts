import { and, asc, eq, isNotNull } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage } from "../../domain/languages";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import { DOMAINS, FACETS } from "../../domain/assessment/traits";
import { changeThresholds, compareScores, RELIABILITY_SOURCE } from "../../domain/coaching/change";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, surveyResults } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { findSurveyResultInScope } from "../survey-results/model";
import type { AssessmentHistoryJson, ComparisonJson, HistoryEntryJson } from "./contract";
import { companyName, INVITATIONS_PER_DAY, invitationState, samePerson } from "./model";

interface Submitted {
  id: number;
  scores: AssessmentScores;
}

const comparison = (from: Submitted, to: Submitted): ComparisonJson => ({
  from_id: from.id,
  to_id: to.id,
  changes: compareScores(from.scores, to.scores),
});

/**
 * GET /survey-results/{id}/history: every submitted assessment of the result's person (same company, same e-mail)
 * oldest first, archived ones included (they are history). Test assessments only belong to the history of a test.
 */
export async function getAssessmentHistory(db: Database, actor: Actor, id: number): Promise<AssessmentHistoryJson> {
  const current = await findSurveyResultInScope(db, actor, id);
  const person = { companyId: current.companyId, email: current.email };
  const rows = await db
    .select({
      id: surveyResults.id,
      submittedAt: surveyResults.submittedAt,
      roleName: surveyResults.roleName,
      isTest: surveyResults.isTest,
      archivedAt: surveyResults.archivedAt,
      scores: surveyResults.scores,
      language: surveyResults.language,
    })
    .from(surveyResults)
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(
      and(
        samePerson(person),
        companiesInScope(actor),
        isNotNull(surveyResults.submittedAt),
        isNotNull(surveyResults.scores),
        current.isTest ? undefined : eq(surveyResults.isTest, false),
      ),
    )
    .orderBy(asc(surveyResults.submittedAt), asc(surveyResults.id));
  const submitted = rows.map((r) => ({ ...r, submittedAt: r.submittedAt!, scores: r.scores! }));

  const assessments: HistoryEntryJson[] = submitted.map((r) => ({
    id: r.id,
    submitted_at: r.submittedAt.toISOString(),
    role_name: r.roleName,
    is_test: r.isTest,
    archived_at: r.archivedAt?.toISOString() ?? null,
    language: isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE,
    domains: DOMAINS.map((code) => ({
      code,
      t: r.scores.domains[code].t,
      percentile: r.scores.domains[code].percentile,
    })),
    facets: FACETS.map((code) => ({ code, t: r.scores.facets[code].t, percentile: r.scores.facets[code].percentile })),
  }));

  const company = await companyName(db, current.companyId);
  const invitations = await invitationState(db, person);
  return {
    survey_result_id: current.id,
    person: {
      first: current.first,
      last: current.last,
      email: current.email,
      company: { id: current.companyId, name: company.name },
    },
    assessments,
    changes: {
      first_to_latest: submitted.length >= 2 ? comparison(submitted[0], submitted[submitted.length - 1]) : null,
      consecutive: submitted.slice(1).map((later, i) => comparison(submitted[i], later)),
    },
    thresholds: changeThresholds(),
    reliability_source: RELIABILITY_SOURCE,
    invitations: {
      last_sent_at: invitations.lastSentAt?.toISOString() ?? null,
      remaining: Math.max(0, INVITATIONS_PER_DAY - invitations.recent),
      limit_per_day: INVITATIONS_PER_DAY,
    },
  };
}
