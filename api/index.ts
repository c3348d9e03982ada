import express, { type Router } from "express";
import { authenticator } from "./http/authenticate";
import type { ApiDeps } from "./http/deps";
import { errorHandler, notFoundHandler } from "./http/errors";
import { academyGate } from "./academy/gate";
import { academyFeature } from "./academy/routes";
import { accountsFeature } from "./accounts/routes";
import { assessmentHistoryFeature } from "./assessment-history/routes";
import { bookCodesFeature } from "./book-codes/routes";
import { auditFeature } from "./audit/routes";
import { resumeAnalysisFeature } from "./resume-analysis/routes";
import { candidateNotesFeature } from "./candidate-notes/routes";
import { campaignsFeature } from "./campaigns/routes";
import { funnelsFeature } from "./funnels/routes";
import { instantInterviewsFeature } from "./instant-interviews/routes";
import { automatedToolsFeature } from "./automated-tools/routes";
import { interviewQuestionsFeature } from "./interview-questions/routes";
import { interviewGradingFeature } from "./interview-grading/routes";
import { interviewerAnalyticsFeature } from "./interviewer-analytics/routes";
import { adverseImpactFeature } from "./adverse-impact/routes";
import { scorecardsFeature } from "./scorecards/routes";
import { aiSettingsFeature } from "./ai/routes";
import { aiCallsFeature } from "./ai-calls/routes";
import { selfIdentificationFeature } from "./self-identification/routes";
import { candidateAnalysisFeature } from "./candidate-analysis/routes";
import { chatFeature } from "./chat/routes";
import { coachingFeature } from "./coaching/routes";
import { companiesFeature, logoUploadBody } from "./companies/routes";
import { comparisonsFeature } from "./comparisons/routes";
import { dashboardFeature } from "./dashboard/routes";
import { filesFeature } from "./files/routes";
import { growthReportsFeature } from "./growth-reports/routes";
import { hubspotFeature } from "./hubspot/routes";
import { hubspotSignedBody } from "./hubspot/signature";
import { idempotency } from "./http/idempotency";
import { gateMiddleware, type Gate } from "./http/gate";
import type { InvokeApi } from "./http/contract";
import { inProcessInvoker } from "./http/in-process";
import { mountFeatures, type Feature, type OperationRegistry } from "./http/implement";
import { metaFeature } from "./meta/routes";
import { roleBenchmarksFeature } from "./role-benchmarks/routes";
import { impersonationFeature } from "./impersonation/routes";
import { jobApplicationsFeature } from "./job-applications/routes";
import { jobBoardFeature } from "./job-board/routes";
import { jobTemplatesFeature } from "./job-templates/routes";
import { jobsStageGate } from "./jobs/access";
import { jobsFeature } from "./jobs/routes";
import { mailerFeature } from "./mailer/routes";
import { mailTemplatesFeature } from "./mail-templates/routes";
import { messagingFeature } from "./messaging/routes";
import { boardFeature, pipelinesFeature } from "./pipeline/routes";
import { reportMappingsFeature } from "./report-mappings/routes";
import { participantReportsFeature } from "./participant-reports/routes";
import { reportSharesFeature } from "./report-shares/routes";
import { viewSharesFeature } from "./view-shares/routes";
import { surveyAnswersFeature } from "./survey-answers/routes";
import { benchmarkScoresFeature } from "./benchmark-scores/routes";
import { surveyResultsFeature } from "./survey-results/routes";
import { surveysFeature } from "./surveys/routes";
import { teamsFeature } from "./teams/routes";
import { userEventsFeature } from "./user-events/routes";
import { usersFeature } from "./users/routes";
import { webhooksFeature } from "./webhooks/routes";
import { utilsFeature } from "./utils/routes";
import { dataRightsFeature } from "./data-rights/routes";
import { dataRequestsFeature } from "./data-requests/routes";

/** The Main API v2: an Express router for /api/v2 that the app's own server may also call in-process. */
export type MainApi = Router & {
  /** Runs an operation of a contract in this process, with the checks a request meets (api/http/in-process.ts). */
  invoke: InvokeApi;
};

/**
 * The Main API v2 as an Express router; server.ts mounts it at /api/v2 unless MAIN_API_URL points elsewhere, and
 * hands its `invoke` to the app (docs/decisions/070-the-app-calls-its-api-in-process.md).
 * Each feature lives in api/<feature>/: its contract (contract.ts) declares the operations, routes.ts implements
 * them, and `mount` registers them in this order (a literal path must come before a `/:id` path that would match it).
 * Authentication, capabilities and input validation come from the contract (api/http/implement.ts); each operation
 * is kept in a registry with the gates and authentication ahead of it, so that an in-process call meets the same.
 */
export function createApi(deps: ApiDeps): MainApi {
  const router = express.Router();
  const auth = authenticator(deps);
  const authenticated = auth.middleware;
  const registry: OperationRegistry = new Map();
  const gates: Gate[] = [];
  let authenticatedUpFront = false;
  const mount = (features: Record<string, Feature>) =>
    mountFeatures(router, deps, authenticated, features, { registry, gates, authenticatedUpFront });
  /** An area's gate, ahead of every feature mounted after it. */
  const gate = (areaGate: Gate) => {
    gates.push(areaGate);
    router.use(gateMiddleware(areaGate, authenticated));
  };
  // Answers hold people's data: no browser or proxy keeps them (an operation may say otherwise for its own answer).
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  // Signed webhooks read their raw body (the signature covers its bytes, checked first), so they come before the
  // JSON parser.
  router.use(hubspotSignedBody(deps));
  mount({ hubspot: hubspotFeature(deps) });
  // The local file store's presigned URLs carry raw bytes of any type (and are signed, not authenticated).
  mount({ files: filesFeature(deps) });
  // Logo uploads in JSON carry base64 (a third larger than the 1 MB image): their own, larger limit; or a raw image.
  router.use(logoUploadBody);
  router.use(express.json({ limit: "1mb" }));
  // A write retried with the same Idempotency-Key gets the first answer again instead of happening twice.
  router.use(idempotency(deps));
  mount({ meta: metaFeature() });

  // Public routes (no token).
  mount({ surveys: surveysFeature(deps) });
  // A candidate's instant interview, by their assessment's uuid like the survey.
  mount({ instantInterviews: instantInterviewsFeature(deps) });
  // A company's public notice of the automated tools it uses, by its assessment link token.
  mount({ automatedTools: automatedToolsFeature(deps) });
  mount({ accounts: accountsFeature(deps) });
  // Shared report links open without a token; the feature's signed-in operations authenticate themselves. Before
  // any /survey-results/:id… route: "public" is not an id.
  mount({ reportShares: reportSharesFeature(deps) });
  mount({ viewShares: viewSharesFeature(deps) });
  // A person's own report opens without a token; revoking it and the company's switch authenticate themselves.
  mount({ participantReports: participantReportsFeature(deps) });
  // A person's data through that link (readable PDF, JSON); the staff's export and erasure authenticate themselves.
  mount({ dataRights: dataRightsFeature(deps) });
  // Requests a person files through that link; the company's inbox operations authenticate themselves.
  mount({ dataRequests: dataRequestsFeature(deps) });
  // A reader redeems a book code signed out; the feature's other operations authenticate themselves.
  mount({ bookCodes: bookCodesFeature(deps) });
  // A campaign's public funnel (its landing page and visits).
  mount({ funnels: funnelsFeature(deps) });
  // Messaging: public unsubscribe links and the SMS provider's webhook (form-encoded, Twilio's shape and the
  // RFC 8058 one-click POST); its signed-in operations authenticate themselves.
  router.use("/messaging", express.urlencoded({ extended: false, limit: "64kb" }));
  mount({ messaging: messagingFeature(deps) });
  // The academy (brand feature AND remote flag, else 404 on every /academy path), public verification and not.
  gate(academyGate(deps.env, deps.logger));
  mount({ academy: academyFeature(deps) });
  // The jobs area, public and not: its prod-stage gate (404) in front of every jobs path, then its features (each
  // authenticates its own operations). The board's /jobs/public comes before /jobs/:id, and /companies/public
  // before the companies' /companies/:id.
  gate(jobsStageGate(deps.env));
  mount({
    jobBoard: jobBoardFeature(deps),
    jobApplications: jobApplicationsFeature(deps),
    jobTemplates: jobTemplatesFeature(deps),
    jobs: jobsFeature(deps),
  });

  // Authenticated routes.
  router.use(authenticated);
  authenticatedUpFront = true;
  mount({ users: usersFeature(deps) });
  mount({ impersonation: impersonationFeature(deps), userEvents: userEventsFeature(deps) });
  mount({ dashboard: dashboardFeature(deps) });
  mount({ companies: companiesFeature(deps) });
  mount({ mailer: mailerFeature(deps), mailTemplates: mailTemplatesFeature(deps) });
  mount({ webhooks: webhooksFeature(deps), utils: utilsFeature(deps) });
  mount({ audit: auditFeature(deps) });
  mount({ campaigns: campaignsFeature(deps) });
  mount({ resumeAnalysis: resumeAnalysisFeature(deps) });
  // Before any router with /survey-results/:id routes: "board", "update-status"… are not ids.
  mount({ board: boardFeature(deps), pipelines: pipelinesFeature(deps) });

  mount({
    surveyResults: surveyResultsFeature(deps),
    candidateNotes: candidateNotesFeature(deps),
    interviewQuestions: interviewQuestionsFeature(deps),
    interviewGrading: interviewGradingFeature(deps),
    interviewerAnalytics: interviewerAnalyticsFeature(deps),
    adverseImpact: adverseImpactFeature(deps),
    scorecards: scorecardsFeature(deps),
    candidateAnalysis: candidateAnalysisFeature(deps),
    chat: chatFeature(deps),
    aiSettings: aiSettingsFeature(deps),
    aiCalls: aiCallsFeature(deps),
    selfIdentification: selfIdentificationFeature(deps),
    assessmentHistory: assessmentHistoryFeature(deps),
    growthReports: growthReportsFeature(deps),
    coaching: coachingFeature(deps),
    comparisons: comparisonsFeature(deps),
    surveyAnswers: surveyAnswersFeature(deps),
    benchmarkScores: benchmarkScoresFeature(deps),
    teams: teamsFeature(deps),
    roleBenchmarks: roleBenchmarksFeature(deps),
    reportMappings: reportMappingsFeature(deps),
  });

  router.use(notFoundHandler);
  router.use(errorHandler(deps.logger));
  return Object.assign(router, { invoke: inProcessInvoker(deps, registry, auth) });
}
