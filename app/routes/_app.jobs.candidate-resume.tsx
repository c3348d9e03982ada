import { resumeLoader } from "~/application/application.server";

/** A resource route: a candidate's resume, by a short-lived link (see app/application/application.server.ts). */
export const loader = resumeLoader;
