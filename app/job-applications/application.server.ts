// The application on the candidate's page (app/survey-results): what it loads, and the resource routes' work — the
// resume's short-lived link, analysing the resume and the feedback on an analysis.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { access } from "~domain/permissions";
import { ApiRequestError, notFound, type ApiClient } from "~/api/client.server";
import { actorOf, requireUser } from "~/auth/user.server";
import { actionFailure, actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { id } from "../../api/http/contract";
import type { UserProfile } from "~domain/profile";
import { resumeAnalysisContract as applicationsApi, resumeFeedbackBody } from "../../api/resume-analysis/contract";
import { permissionContext } from "../../server/permissions";
import type { ApplicationActionResult, CandidateApplication, ResumeTextResult } from "./model";

// A resume's text is personal data: no browser or proxy keeps it.
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The candidate's applications with their newest resume analysis, for the report page; null where the brand has
 * no jobs or the candidate applied to none (the panel is not shown at all).
 */
export async function loadApplications(
  api: ApiClient,
  profile: UserProfile,
  context: AppLoadContext,
  surveyResultId: number,
): Promise<{ applications: CandidateApplication[]; jobLinks: boolean; resumeAnalysis: boolean } | null> {
  if (!brand.features.jobs) return null;
  const { data } = await api.call(applicationsApi.applications, { query: { survey_result_id: surveyResultId } });
  // Most people in a company never applied through a job: no empty card on their page.
  if (!data.length) return null;
  const analyse = brand.features.resumeAnalysis;
  const applications = await Promise.all(
    data.map(async (application) => ({
      ...application,
      analysis:
        analyse && application.resume
          ? (await api.call(applicationsApi.get, { query: { application_id: application.id } })).data
          : null,
    })),
  );
  // The job's page is the jobs area's (super admins): others see the job's title without a link.
  const jobLinks = access(actorOf(profile), "jobs:manage", permissionContext(context.services.env)) === "allowed";
  return { applications, jobLinks, resumeAnalysis: analyse };
}

const resumeQuery = z.object({ application: id(), view: z.enum(["text"]).optional() });

/**
 * GET /jobs/candidate-resume?application=: the resume. Downloading sends the browser to the file's short-lived link
 * (the file never passes through this server); `view=text` answers its text for the page to show.
 */
export async function resumeLoader({ request, context }: LoaderFunctionArgs) {
  if (!brand.features.jobs) throw notFound();
  const { api } = await requireUser(request, context);
  const wanted = resumeQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!wanted.success) throw notFound();
  const params = { id: wanted.data.application };
  try {
    if (wanted.data.view === "text") {
      const { data: text } = await api.call(applicationsApi.resumeText, { params });
      return data<ResumeTextResult>({ ok: true, ...text }, { headers: NO_STORE });
    }
    const { data: file } = await api.call(applicationsApi.resumeUrl, { params });
    return redirect(file.url);
  } catch (error) {
    if (error instanceof ApiRequestError && [400, 404].includes(error.status)) throw notFound();
    if (error instanceof ApiRequestError && [413, 415, 422].includes(error.status)) {
      return data<ResumeTextResult>({ ok: false, message: error.message }, { headers: NO_STORE });
    }
    throw error;
  }
}

const applicationForm = intents({
  "resume-analyze": z.object({ application_id: id("an application id") }),
  "resume-feedback": z.object({
    resume_analysis_id: id("a resume analysis id"),
    rating: resumeFeedbackBody.shape.rating,
    comment: z.string().optional(),
  }),
});

/** POST /jobs/resume-analysis: analyse a resume, or give feedback on an analysis. */
export async function resumeAnalysisAction({ request, context }: ActionFunctionArgs): Promise<ApplicationActionResult> {
  if (!brand.features.resumeAnalysis) throw notFound();
  const { api } = await requireUser(request, context);
  const input = await parseSubmission(request, applicationForm);
  if (!input.ok) {
    const known = ["resume-analyze", "resume-feedback"].includes(input.result.intent);
    return known ? input.result : actionFailure("Unknown action.", { intent: input.result.intent });
  }
  const form = input.value;
  try {
    if (form.intent === "resume-analyze") {
      const { data: analysis } = await api.call(applicationsApi.analyze, {
        body: { application_id: form.application_id },
      });
      return actionSuccess("Resume analyzed.", { submission: input, data: { analysis } });
    }
    const { data: feedback } = await api.call(applicationsApi.feedback, {
      body: { resume_analysis_id: form.resume_analysis_id, rating: form.rating, comment: form.comment || null },
    });
    return actionSuccess("Thanks: your feedback is saved.", { submission: input, data: { feedback } });
  } catch (error) {
    // A bad file (413, 415, 422) says what is wrong with it; a model that did not answer (502) says so.
    return apiFailure(error, { submission: input, fields: ["resume"], ownMessages: [404, 413, 415, 422, 502] });
  }
}
