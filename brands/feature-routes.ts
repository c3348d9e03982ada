// Which route files (app/routes) belong to a brand feature that has pages of its own. A brand's build leaves out the
// route modules of every feature the brand does not ship (vite.config.ts hands them to Remix as ignoredRouteFiles),
// so its artefact holds none of those pages, and a request for one is the app's 404 page (the splat route). See
// docs/decisions/035-brand-builds-leave-out-other-features.md.
import type { BrandFeatures } from "./types";

/**
 * Globs (minimatch, as Remix's ignoredRouteFiles reads them) of route file or folder names in app/routes, per
 * feature. A feature's pages may not exist yet: a glob that matches nothing leaves nothing out. Pages every brand has
 * (the report, the lists, the pipeline) are never listed here.
 */
export const FEATURE_ROUTE_FILES: Partial<Record<keyof BrandFeatures, readonly string[]>> = {
  // The jobs area (ADR 021) and the public job board with its application form.
  jobs: ["_app.jobs.*", "careers*"],
  // A person's growth report, its PDF, its shared links and the public page of a shared report.
  growthReport: ["_app.survey-results_.$id_.growth*", "_app.survey-results_.$id_.shares*", "shared.report.*"],
  changesOverTimeReports: ["_app.survey-results_.$id_.changes*"],
  behaviouralQuestionsChart: ["_app.survey-results_.$id_.answers*"],
  benchmarkScores: ["_app.survey-results_.$id_.benchmarks*"],
  coaching: ["_app.coaching*"],
  // The people picker (_app.compare_.people) serves the conflict tool too: listed under both, so the unit test flags
  // a brand that would ship one without the other.
  // Comparison and the team view, and the read-only links to them and to conflict plans.
  comparison: ["_app.compare*", "_app.teams*", "_app.view-shares*", "shared.view.*"],
  conflictTool: ["_app.conflict*", "_app.compare_.people*"],
  // The Academy, Learning Management and the public check of a certificate.
  academy: ["_app.academy*", "_app.learning-management*", "academy.*"],
  // The Book Code System's batches, a batch's codes and its CSV export.
  bookCodeSystem: ["_app.book-code-system*"],
  // Hiring campaigns and their public funnels (ADR 041).
  campaigns: ["_app.hiring-campaigns*", "funnels.*"],
  // The company's voluntary self-identification questions (a resource route of the User Management page).
  selfIdentification: ["_app.self-identification-settings*"],
  // The Report Configurator's mapping list and one mapping's editor.
  reportConfigurator: ["_app.report-configurator*"],
  // The report page's analysis and chat actions and the company's AI switch (ADR 042).
  aiChat: ["_app.survey-results_.$id_.ai*", "_app.ai-settings*"],
  // A candidate's interview, its guide PDF, its scorecards, and the public instant interview with its autosave.
  interviewQuestions: [
    "_app.survey-results_.$id_.interview*",
    "_app.survey-results_.$id_.scorecard*",
    "instant-interview*",
  ],
};

/** The route-file globs a brand with these features leaves out of its build, relative to the app directory. */
export function leftOutRouteFiles(features: BrandFeatures): string[] {
  return (Object.keys(FEATURE_ROUTE_FILES) as (keyof BrandFeatures)[])
    .filter((feature) => !features[feature])
    .flatMap((feature) => FEATURE_ROUTE_FILES[feature] ?? [])
    .map((glob) => `routes/${glob}`);
}
