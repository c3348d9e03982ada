// The application on the candidate's page and its resume analysis (spec §7: GET /candidates/resume-analysis,
// POST /candidates/analyze-resume, POST /candidates/resume-analysis/feedback). Anyone who sees a candidate sees
// what they applied with; the job's company scope decides, and a candidate outside it is 404 on every operation.
// The application operations belong to the brand's jobs feature, the analysis to its resume-analysis feature.
import { z } from "zod";
import { dataOf, id, idParam, operation, timestamp } from "../http/contract";
import { applicationJson } from "../job-applications/contract";
import { templateQuestion } from "../job-templates/contract";

const int = z.number().int();

export const candidateApplicationsQuery = z.object({ survey_result_id: id("a survey result id") });
export const resumeAnalysisQuery = z.object({ application_id: id("an application id") });
export const analyzeResumeBody = z.strictObject({ application_id: id("an application id") });
export const RESUME_FEEDBACK_RATINGS = ["up", "down"] as const;
export const resumeFeedbackBody = z.strictObject({
  resume_analysis_id: id("a resume analysis id"),
  rating: z.enum(RESUME_FEEDBACK_RATINGS, { error: "must be up or down" }),
  comment: z
    .string({ error: "must be text" })
    .trim()
    .max(2000, "must be at most 2000 characters")
    .nullish()
    .transform((v) => v || null),
});
export type ResumeFeedbackInput = z.output<typeof resumeFeedbackBody>;

/** An application as it shows on its candidate's page: the job, the template's questions and answers, the resume. */
export const candidateApplicationJson = z.object({
  id: int,
  job: z.object({ id: int, uuid: z.string(), title: z.string() }),
  questions: z.array(templateQuestion),
  answers: applicationJson.shape.answers,
  resume: z.object({ file_name: z.string(), kind: z.enum(["pdf", "docx", "other"]) }).nullable(),
  status: applicationJson.shape.status,
  submitted_at: timestamp.nullable(),
  created_at: timestamp,
});
export type CandidateApplicationJson = z.infer<typeof candidateApplicationJson>;

export const REQUIREMENT_STATUSES = ["met", "partly", "not_found"] as const;
export const resumeProfile = z.object({
  experience: z.array(
    z.object({
      employer: z.string(),
      title: z.string(),
      /** As written in the resume (e.g. "2019", "Mar 2019"); null when none was found. */
      start: z.string().nullable(),
      end: z.string().nullable(),
    }),
  ),
  skills: z.array(z.string()),
  education: z.array(z.object({ institution: z.string(), qualification: z.string(), year: z.string().nullable() })),
});
export type ResumeProfile = z.infer<typeof resumeProfile>;
export const requirementMatch = z.object({
  requirement: z.string(),
  status: z.enum(REQUIREMENT_STATUSES),
  /** The resume passage the verdict rests on; null when nothing was found. */
  evidence: z.string().nullable(),
});
export type RequirementMatch = z.infer<typeof requirementMatch>;

export const resumeFeedbackJson = z.object({
  rating: z.enum(RESUME_FEEDBACK_RATINGS),
  comment: z.string().nullable(),
  updated_at: timestamp,
});

export const resumeAnalysisJson = z.object({
  id: int,
  application_id: int,
  /** `ai`: a model structured it; `default`: the deterministic parser did (then `label` says so). */
  source: z.enum(["ai", "default"]),
  label: z.string().nullable(),
  model: z.string().nullable(),
  profile: resumeProfile,
  matches: z.array(requirementMatch),
  /** The resume was replaced after this analysis: analyse again to see the new one. */
  outdated: z.boolean(),
  /** The caller's own feedback on it, if any. */
  feedback: resumeFeedbackJson.nullable(),
  created_at: timestamp,
});
export type ResumeAnalysisJson = z.infer<typeof resumeAnalysisJson>;

const APPLICATION = { access: "signed-in", feature: "jobs" } as const;
const ANALYSIS = { access: "signed-in", feature: "resumeAnalysis" } as const;

export const resumeAnalysisContract = {
  applications: operation({
    method: "GET",
    path: "/candidates/applications",
    summary: "A candidate's job applications: the job, the template's questions and answers, the resume",
    description:
      "Answers a candidate's job applications: the job, the template's questions with the answers, and the resume.",
    ...APPLICATION,
    query: candidateApplicationsQuery,
    response: dataOf(z.array(candidateApplicationJson)),
    errors: [400, 404],
  }),
  resumeUrl: operation({
    method: "GET",
    path: "/candidates/applications/:id/resume-url",
    summary: "A short-lived link to download an application's resume (valid five minutes)",
    description: "Answers a download link of an application's resume, valid five minutes.",
    ...APPLICATION,
    params: idParam,
    response: dataOf(z.object({ url: z.string(), file_name: z.string() })),
    errors: [400, 404],
  }),
  resumeText: operation({
    method: "GET",
    path: "/candidates/applications/:id/resume-text",
    // The page shows the resume's text itself: a PDF in a frame would need the CSP to allow blob: frames, and a
    // text view reads the same on a phone and for a screen reader. The original stays one download away.
    summary: "The text of an application's resume (PDF or DOCX), to read in the page",
    description: "Answers the text of an application's PDF or DOCX resume, to read in the page.",
    ...APPLICATION,
    params: idParam,
    response: dataOf(z.object({ file_name: z.string(), text: z.string() })),
    errors: [400, 404, 413, 415, 422],
  }),
  get: operation({
    method: "GET",
    path: "/candidates/resume-analysis",
    summary: "The newest resume analysis of an application (null when none was made)",
    description: "Answers the newest resume analysis of an application, or null when none was made.",
    ...ANALYSIS,
    query: resumeAnalysisQuery,
    response: dataOf(resumeAnalysisJson.nullable()),
    errors: [400, 404],
  }),
  analyze: operation({
    method: "POST",
    path: "/candidates/analyze-resume",
    summary: "Analyze an application's resume (PDF or DOCX) against its job's requirements, and store the analysis",
    description:
      "Analyzes an application's PDF or DOCX resume against its job's requirements and stores the analysis. An unreadable file answers 415, one over the limit 413, and a failing AI endpoint 502.",
    ...ANALYSIS,
    body: analyzeResumeBody,
    response: dataOf(resumeAnalysisJson),
    status: 201,
    errors: [400, 404, 413, 415, 422, 502],
  }),
  feedback: operation({
    method: "POST",
    path: "/candidates/resume-analysis/feedback",
    summary: "Thumbs up or down (with a comment) on a resume analysis; a second one replaces the caller's first",
    description:
      "Stores a thumbs up or down, with an optional comment, on a resume analysis; a second one replaces the caller's first.",
    ...ANALYSIS,
    body: resumeFeedbackBody,
    response: dataOf(resumeFeedbackJson),
    errors: [400, 404],
  }),
};
