import { resumeAnalysisAction } from "~/job-applications/application.server";

/** A resource route: analyse a candidate's resume, or give feedback on the analysis (the report page's panel). */
export const action = resumeAnalysisAction;
