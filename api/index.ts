import express, { type Router } from "express";
import { contracts } from "./contracts";
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
 * Where a feature is mounted, in this order: ahead of the JSON parser (signed webhooks and the file store read their
 * raw bodies), public (no token, or the feature authenticates its own operations), behind the academy's gate, behind
 * the jobs area's gate, and behind a blanket authentication. Within a stage the order features are listed in does
 * not matter: their operations are mounted by path specificity (api/http/implement.ts).
 */
type Stage = "raw-body" | "public" | "academy" | "jobs" | "signed-in";
const STAGES: readonly Stage[] = ["raw-body", "public", "academy", "jobs", "signed-in"];

/**
 * Every feature the API mounts, by the name of its contract in api/contracts.ts, the list the OpenAPI document is
 * generated from: the compiler refuses a contract without a feature here, or a feature without a contract there.
 */
const FEATURES: { [K in keyof typeof contracts]: { stage: Stage; create(deps: ApiDeps): Feature } } = {
  hubspot: { stage: "raw-body", create: hubspotFeature },
  files: { stage: "raw-body", create: filesFeature },

  meta: { stage: "public", create: () => metaFeature() },
  surveys: { stage: "public", create: surveysFeature },
  instantInterviews: { stage: "public", create: instantInterviewsFeature },
  automatedTools: { stage: "public", create: automatedToolsFeature },
  accounts: { stage: "public", create: accountsFeature },
  reportShares: { stage: "public", create: reportSharesFeature },
  viewShares: { stage: "public", create: viewSharesFeature },
  participantReports: { stage: "public", create: participantReportsFeature },
  dataRights: { stage: "public", create: dataRightsFeature },
  dataRequests: { stage: "public", create: dataRequestsFeature },
  bookCodes: { stage: "public", create: bookCodesFeature },
  funnels: { stage: "public", create: funnelsFeature },
  messaging: { stage: "public", create: messagingFeature },

  academy: { stage: "academy", create: academyFeature },

  jobBoard: { stage: "jobs", create: jobBoardFeature },
  jobApplications: { stage: "jobs", create: jobApplicationsFeature },
  jobTemplates: { stage: "jobs", create: jobTemplatesFeature },
  jobs: { stage: "jobs", create: jobsFeature },

  users: { stage: "signed-in", create: usersFeature },
  impersonation: { stage: "signed-in", create: impersonationFeature },
  userEvents: { stage: "signed-in", create: userEventsFeature },
  dashboard: { stage: "signed-in", create: dashboardFeature },
  companies: { stage: "signed-in", create: companiesFeature },
  mailer: { stage: "signed-in", create: mailerFeature },
  mailTemplates: { stage: "signed-in", create: mailTemplatesFeature },
  webhooks: { stage: "signed-in", create: webhooksFeature },
  utils: { stage: "signed-in", create: utilsFeature },
  audit: { stage: "signed-in", create: auditFeature },
  campaigns: { stage: "signed-in", create: campaignsFeature },
  resumeAnalysis: { stage: "signed-in", create: resumeAnalysisFeature },
  board: { stage: "signed-in", create: boardFeature },
  pipelines: { stage: "signed-in", create: pipelinesFeature },
  surveyResults: { stage: "signed-in", create: surveyResultsFeature },
  candidateNotes: { stage: "signed-in", create: candidateNotesFeature },
  interviewQuestions: { stage: "signed-in", create: interviewQuestionsFeature },
  interviewGrading: { stage: "signed-in", create: interviewGradingFeature },
  interviewerAnalytics: { stage: "signed-in", create: interviewerAnalyticsFeature },
  adverseImpact: { stage: "signed-in", create: adverseImpactFeature },
  scorecards: { stage: "signed-in", create: scorecardsFeature },
  candidateAnalysis: { stage: "signed-in", create: candidateAnalysisFeature },
  chat: { stage: "signed-in", create: chatFeature },
  aiSettings: { stage: "signed-in", create: aiSettingsFeature },
  aiCalls: { stage: "signed-in", create: aiCallsFeature },
  selfIdentification: { stage: "signed-in", create: selfIdentificationFeature },
  assessmentHistory: { stage: "signed-in", create: assessmentHistoryFeature },
  growthReports: { stage: "signed-in", create: growthReportsFeature },
  coaching: { stage: "signed-in", create: coachingFeature },
  comparisons: { stage: "signed-in", create: comparisonsFeature },
  surveyAnswers: { stage: "signed-in", create: surveyAnswersFeature },
  benchmarkScores: { stage: "signed-in", create: benchmarkScoresFeature },
  teams: { stage: "signed-in", create: teamsFeature },
  roleBenchmarks: { stage: "signed-in", create: roleBenchmarksFeature },
  reportMappings: { stage: "signed-in", create: reportMappingsFeature },
};

/** The features of one stage, each created with `deps` and checked to implement its listed contract. */
function featuresOf(stage: Stage, deps: ApiDeps): Record<string, Feature> {
  const features: Record<string, Feature> = {};
  for (const [name, entry] of Object.entries(FEATURES)) {
    if (entry.stage !== stage) continue;
    const feature = entry.create(deps);
    if (feature.contract !== contracts[name as keyof typeof contracts])
      throw new Error(`the feature mounted as "${name}" does not implement contracts.${name}`);
    features[name] = feature;
  }
  return features;
}

/**
 * The Main API v2 as an Express router; server.ts mounts it at /api/v2 unless MAIN_API_URL points elsewhere, and
 * hands its `invoke` to the app (docs/decisions/070-the-app-calls-its-api-in-process.md).
 * Each feature lives in api/<feature>/: its contract (contract.ts) declares the operations, routes.ts implements
 * them; FEATURES above says where each is mounted. Authentication, capabilities and input validation come from the
 * contract (api/http/implement.ts); each operation is kept in a registry with the gates and authentication ahead of
 * it, so that an in-process call meets the same.
 */
export function createApi(deps: ApiDeps): MainApi {
  const router = express.Router();
  const auth = authenticator(deps);
  const authenticated = auth.middleware;
  const registry: OperationRegistry = new Map();
  const gates: Gate[] = [];
  let authenticatedUpFront = false;
  /** An area's gate, ahead of every feature mounted after it. */
  const gate = (areaGate: Gate) => {
    gates.push(areaGate);
    router.use(gateMiddleware(areaGate, authenticated));
  };
  /** What stands ahead of each stage's features. */
  const ahead: Record<Stage, () => void> = {
    // Answers hold people's data: no browser or proxy keeps them (an operation may say otherwise for its own answer).
    // Signed webhooks read their raw body (the signature covers its bytes, checked first), and the local file store's
    // presigned URLs carry raw bytes of any type (signed, not authenticated), so they come before the JSON parser.
    "raw-body": () => {
      router.use((_req, res, next) => {
        res.setHeader("Cache-Control", "no-store");
        next();
      });
      router.use(hubspotSignedBody(deps));
    },
    public: () => {
      // Logo uploads in JSON carry base64 (a third larger than the 1 MB image): their own, larger limit; or a raw
      // image.
      router.use(logoUploadBody);
      router.use(express.json({ limit: "1mb" }));
      // A write retried with the same Idempotency-Key gets the first answer again instead of happening twice.
      router.use(idempotency(deps));
      // Messaging's public unsubscribe links and the SMS provider's webhook are form-encoded (Twilio's shape and the
      // RFC 8058 one-click POST).
      router.use("/messaging", express.urlencoded({ extended: false, limit: "64kb" }));
    },
    // The academy (brand feature AND remote flag, else 404 on every /academy path), public verification and not.
    academy: () => gate(academyGate(deps.env, deps.logger)),
    // The jobs area, public and not: its prod-stage gate (404) in front of every jobs path.
    jobs: () => gate(jobsStageGate(deps.env)),
    "signed-in": () => {
      router.use(authenticated);
      authenticatedUpFront = true;
    },
  };
  for (const stage of STAGES) {
    ahead[stage]();
    mountFeatures(router, deps, authenticated, featuresOf(stage, deps), { registry, gates, authenticatedUpFront });
  }

  router.use(notFoundHandler);
  router.use(errorHandler(deps.logger));
  return Object.assign(router, { invoke: inProcessInvoker(deps, registry, auth) });
}
