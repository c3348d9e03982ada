// Every contract of the Main API, by feature. The OpenAPI document is generated from this list, the capability
// test reads it, and api/index.ts mounts one feature per entry (its FEATURES is typed by this list, so the compiler
// checks the two agree).
import type { Contract } from "./http/contract";
import { academyContract } from "./academy/contract";
import { aiSettingsContract } from "./ai/contract";
import { aiCallsContract } from "./ai-calls/contract";
import { selfIdentificationContract } from "./self-identification/contract";
import { candidateAnalysisContract } from "./candidate-analysis/contract";
import { chatContract } from "./chat/contract";
import { accountsContract } from "./accounts/contract";
import { auditContract } from "./audit/contract";
import { resumeAnalysisContract } from "./resume-analysis/contract";
import { assessmentHistoryContract } from "./assessment-history/contract";
import { benchmarkScoresContract } from "./benchmark-scores/contract";
import { bookCodesContract } from "./book-codes/contract";
import { dashboardContract } from "./dashboard/contract";
import { filesContract } from "./files/contract";
import { hubspotContract } from "./hubspot/contract";
import { candidateNotesContract } from "./candidate-notes/contract";
import { campaignsContract } from "./campaigns/contract";
import { funnelsContract } from "./funnels/contract";
import { instantInterviewsContract } from "./instant-interviews/contract";
import { automatedToolsContract } from "./automated-tools/contract";
import { interviewQuestionsContract } from "./interview-questions/contract";
import { interviewGradingContract } from "./interview-grading/contract";
import { interviewerAnalyticsContract } from "./interviewer-analytics/contract";
import { adverseImpactContract } from "./adverse-impact/contract";
import { coachingContract } from "./coaching/contract";
import { companiesContract } from "./companies/contract";
import { comparisonsContract } from "./comparisons/contract";
import { growthReportsContract } from "./growth-reports/contract";
import { impersonationContract } from "./impersonation/contract";
import { jobApplicationsContract } from "./job-applications/contract";
import { jobBoardContract } from "./job-board/contract";
import { jobTemplatesContract } from "./job-templates/contract";
import { jobsContract } from "./jobs/contract";
import { mailerContract } from "./mailer/contract";
import { mailTemplatesContract } from "./mail-templates/contract";
import { messagingContract } from "./messaging/contract";
import { metaContract } from "./meta/contract";
import { boardContract, pipelinesContract } from "./pipeline/contract";
import { reportMappingsContract } from "./report-mappings/contract";
import { participantReportsContract } from "./participant-reports/contract";
import { reportSharesContract } from "./report-shares/contract";
import { viewSharesContract } from "./view-shares/contract";
import { roleBenchmarksContract } from "./role-benchmarks/contract";
import { surveyAnswersContract } from "./survey-answers/contract";
import { surveyResultsContract } from "./survey-results/contract";
import { surveysContract } from "./surveys/contract";
import { teamsContract } from "./teams/contract";
import { userEventsContract } from "./user-events/contract";
import { usersContract } from "./users/contract";
import { webhooksContract } from "./webhooks/contract";
import { utilsContract } from "./utils/contract";
import { dataRightsContract } from "./data-rights/contract";
import { dataRequestsContract } from "./data-requests/contract";
import { scorecardsContract } from "./scorecards/contract";

export const contracts = {
  meta: metaContract,
  hubspot: hubspotContract,
  files: filesContract,
  roleBenchmarks: roleBenchmarksContract,
  reportMappings: reportMappingsContract,
  surveys: surveysContract,
  surveyResults: surveyResultsContract,
  candidateNotes: candidateNotesContract,
  interviewQuestions: interviewQuestionsContract,
  interviewGrading: interviewGradingContract,
  interviewerAnalytics: interviewerAnalyticsContract,
  adverseImpact: adverseImpactContract,
  scorecards: scorecardsContract,
  instantInterviews: instantInterviewsContract,
  automatedTools: automatedToolsContract,
  candidateAnalysis: candidateAnalysisContract,
  chat: chatContract,
  aiSettings: aiSettingsContract,
  aiCalls: aiCallsContract,
  selfIdentification: selfIdentificationContract,
  assessmentHistory: assessmentHistoryContract,
  growthReports: growthReportsContract,
  coaching: coachingContract,
  comparisons: comparisonsContract,
  reportShares: reportSharesContract,
  participantReports: participantReportsContract,
  viewShares: viewSharesContract,
  bookCodes: bookCodesContract,
  surveyAnswers: surveyAnswersContract,
  benchmarkScores: benchmarkScoresContract,
  teams: teamsContract,
  users: usersContract,
  dashboard: dashboardContract,
  companies: companiesContract,
  accounts: accountsContract,
  impersonation: impersonationContract,
  userEvents: userEventsContract,
  mailer: mailerContract,
  mailTemplates: mailTemplatesContract,
  messaging: messagingContract,
  board: boardContract,
  pipelines: pipelinesContract,
  jobBoard: jobBoardContract,
  jobApplications: jobApplicationsContract,
  jobTemplates: jobTemplatesContract,
  jobs: jobsContract,
  webhooks: webhooksContract,
  utils: utilsContract,
  dataRights: dataRightsContract,
  dataRequests: dataRequestsContract,
  academy: academyContract,
  audit: auditContract,
  campaigns: campaignsContract,
  funnels: funnelsContract,
  resumeAnalysis: resumeAnalysisContract,
} satisfies Record<string, Contract>;
