import { resumeLoader } from "~/job-applications/application.server";

/** A resource route: a candidate's resume, by a short-lived link (see app/job-applications/application.server.ts). */
export const loader = resumeLoader;
