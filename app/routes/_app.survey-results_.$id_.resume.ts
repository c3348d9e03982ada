import { attachResumeAction, resumeDownloadLoader } from "~/survey-results/resume.server";

/** The person's resume (no page of its own): download it, or attach one from the person's page. */
export const loader = resumeDownloadLoader;
export const action = attachResumeAction;
