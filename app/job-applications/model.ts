import type { ActionResult } from "~/ui/action";
import type {
  CandidateApplicationJson,
  ResumeAnalysisJson,
  RequirementMatch,
} from "../../api/resume-analysis/contract";

export type { CandidateApplicationJson, ResumeAnalysisJson, RequirementMatch };

/** An application on the candidate's page, with its newest resume analysis. */
export type CandidateApplication = CandidateApplicationJson & { analysis: ResumeAnalysisJson | null };

export type ApplicationActionResult = ActionResult<{
  analysis?: ResumeAnalysisJson;
  feedback?: NonNullable<ResumeAnalysisJson["feedback"]>;
}>;

/** What the resume route's `view=text` answers: the text, or why it cannot be read (a file analysis refuses too). */
export type ResumeTextResult = { ok: true; file_name: string; text: string } | { ok: false; message: string };

/** Where the panel's resource routes live (app/routes/_app.jobs.candidate-resume.tsx, _app.jobs.resume-analysis.tsx). */
export const RESUME_PATH = "/jobs/candidate-resume";
export const ANALYSIS_ACTION = "/jobs/resume-analysis";

export const MATCH_LABELS: Record<RequirementMatch["status"], string> = {
  met: "Met",
  partly: "Partly",
  not_found: "Not found",
};
export const MATCH_COLORS: Record<RequirementMatch["status"], string> = {
  met: "green",
  partly: "yellow",
  not_found: "gray",
};
