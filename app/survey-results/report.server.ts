// The report page (/survey-results/{id}): what it loads, and what its controls change (notes, stage, role) or
// record (what the user looked at).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiRequestError, notFound } from "~/api/client.server";
import { loadApplications } from "~/job-applications/application.server";
import { requireUser } from "~/auth/user.server";
import { loadAiPanels } from "~/chat/ai.server";
import { loadInterviewPanel } from "~/interview-questions/interview.server";
import { conversationOf } from "~/messaging/messaging.server";
import { mayHandlePersonData } from "~/data-rights/data-rights.server";
import { actionFailure, actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { candidateNotesContract as notesApi, noteUpdateInput } from "../../api/candidate-notes/contract";
import { assessmentHistoryContract } from "../../api/assessment-history/contract";
import { companiesContract } from "../../api/companies/contract";
import { id as idOfText } from "../../api/http/contract";
import { boardContract, pipelinesContract } from "../../api/pipeline/contract";
import { roleBenchmarksContract } from "../../api/role-benchmarks/contract";
import { surveyResultsContract as surveyResults, trackEventInput } from "../../api/survey-results/contract";
import type { CandidateFitJson, ReportActionResult, SurveyResultDetailJson } from "./model";

type ReportData = Extract<ReportActionResult, { ok: true }>["data"];
import { idParam } from "~/ui/id-param.server";

/** The report's `?benchmark=`: a benchmark id picked for the whole page; anything else is no pick. */
function pickedBenchmarkOf(request: Request): number | undefined {
  const parsed = idOfText().safeParse(new URL(request.url).searchParams.get("benchmark") ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

/** The benchmark the page's other panels must use: the pick the API accepted, else none (they apply the rule). */
const pageBenchmarkOf = (fit: CandidateFitJson) => (fit.source === "picked" ? fit.benchmark?.id : undefined);

const idOf = (params: Record<string, string | undefined>) => {
  return idParam(params.id);
};

export async function loadReport({ request, context, params }: LoaderFunctionArgs) {
  const { profile, api } = await requireUser(request, context);
  const id = idOf(params);
  let result: SurveyResultDetailJson;
  try {
    result = (await api.call(surveyResults.get, { params: { id } })).data;
  } catch (error) {
    // A result outside the user's scope is not found, exactly like one that does not exist.
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
  // An earlier assessment is the person's history: read-only, so no stage or role to change from it.
  const canMoveStages = profile.permissions.can_view_hiring_pipeline && !result.superseded;
  // One benchmark for the whole page (ADR 056): `?benchmark=` when the user picked one, else the rule's (the job's,
  // else the role's, else none). The fit, the interview questions and the summary all use what the API chose.
  const picked = pickedBenchmarkOf(request);
  const [notes, fit, pipelines, roles] = await Promise.all([
    api.call(notesApi.list, { query: { surveyResultId: id } }),
    api.call(roleBenchmarksContract.candidateFit, {
      query: picked === undefined ? { surveyResultId: id } : { surveyResultId: id, role_benchmark_id: picked },
    }),
    canMoveStages ? api.reference(pipelinesContract.list, { query: { company_id: result.company.id } }) : { data: [] },
    result.superseded
      ? { data: [] }
      : api.reference(companiesContract.listRoleNames, { query: { company_id: result.company.id } }),
  ]);
  const pipeline = pipelines.data.find((p) => p.id === result.pipeline_id) ?? pipelines.data.find((p) => p.is_default);
  return {
    result,
    notes: notes.data,
    fit: fit.data,
    /** The benchmark the page's other panels use: the sections below the first screen load with it. */
    pageBenchmark: pageBenchmarkOf(fit.data) ?? null,
    statuses: pipeline?.statuses.map((s) => s.name) ?? [],
    roles: roles.data.map((r) => r.name),
    canMoveStages,
    // Attaching a resume asks for the hiring pipeline permission, as the API does.
    canAttachResume: profile.permissions.can_view_hiring_pipeline,
    superAdmin: profile.auth_role === "SUPER_ADMIN",
    canHandleData: mayHandlePersonData(profile, context),
  };
}

/**
 * The report's sections below the first screen (/survey-results/{id}/sections): the application, the AI panels, the
 * interview questions, the conversation and what the profile says. The page loads them after it shows, so its HTML
 * carries only what a reader sees first; `?benchmark=` is the benchmark the page uses (the pick the API accepted).
 */
export async function loadReportSections({ request, context, params }: LoaderFunctionArgs) {
  const { profile, api } = await requireUser(request, context);
  const id = idOf(params);
  const benchmark = pickedBenchmarkOf(request);
  try {
    const [texts, ai, interview, application, conversation] = await Promise.all([
      api.call(surveyResults.reportTexts, { params: { id } }),
      loadAiPanels(api, id),
      loadInterviewPanel(api, id, benchmark),
      loadApplications(api, profile, context, id),
      conversationOf(api, id),
    ]);
    return { texts: texts.data, ai, interview, application, conversation };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}

// The API's own rules where the form sends the API's fields, so a refusal reads the same from either.
const noteId = idOfText("a note id");
const noteBody = noteUpdateInput.shape.body;
const choice = z.string({ error: "is required" }).min(1, "is required");

const REPORT_INTENTS = [
  "note-add",
  "note-edit",
  "note-delete",
  "note-restore",
  "stage",
  "role",
  "track",
  "retake",
] as const;
const reportForm = intents({
  "note-add": z.object({ body: noteBody }),
  "note-edit": z.object({ noteId, body: noteBody }),
  "note-delete": z.object({ noteId }),
  "note-restore": z.object({ noteId }),
  stage: z.object({ status: choice, from: z.string().optional() }),
  role: z.object({ role: choice }),
  track: z.object({ event: trackEventInput.shape.event }),
  retake: z.object({}),
});

/** The report's actions; failures are answered as messages (the page shows them as toasts). */
export async function reportAction({ request, context, params }: ActionFunctionArgs): Promise<ReportActionResult> {
  const { api } = await requireUser(request, context);
  const id = idOf(params);
  const input = await parseSubmission(request, reportForm);
  if (!input.ok) {
    const known = (REPORT_INTENTS as readonly string[]).includes(input.result.intent);
    return known ? input.result : actionFailure("Unknown action.", { intent: input.result.intent });
  }
  const form = input.value;
  const done = (message: string | null, data: ReportData = {}) => actionSuccess(message, { submission: input, data });
  try {
    switch (form.intent) {
      case "note-add": {
        const { data: note } = await api.call(notesApi.create, {
          query: { surveyResultId: id },
          body: { body: form.body },
        });
        return done("Note added.", { note });
      }
      case "note-edit": {
        const { data: note } = await api.call(notesApi.update, {
          params: { id: form.noteId },
          body: { body: form.body },
        });
        return done("Note saved.", { note });
      }
      case "note-delete": {
        const { data: note } = await api.call(notesApi.remove, { params: { id: form.noteId } });
        return done("Note deleted.", { note });
      }
      case "note-restore": {
        const { data: note } = await api.call(notesApi.restore, { params: { id: form.noteId } });
        return done("Note restored.", { note });
      }
      case "stage": {
        await api.call(boardContract.moveCard, { params: { id }, body: { status: form.status } });
        return done(`Moved to ${form.status}.`, { stageChange: { from: form.from ?? "", to: form.status } });
      }
      case "role": {
        await api.call(surveyResults.updateRole, { body: { id, role: form.role } });
        return done(`Role set to ${form.role}.`);
      }
      case "retake": {
        // An unreliable result's way forward: the person is invited again and both assessments are kept.
        const { data } = await api.call(assessmentHistoryContract.reassess, { params: { id } });
        return done(`Retake sent to ${data.sent_to}.`);
      }
      case "track": {
        await api.call(surveyResults.trackEvent, { body: { survey_result_id: id, event: form.event } });
        return done(null);
      }
    }
  } catch (error) {
    // A refusal (403) says why; anything else is its status's name or its field problems.
    return apiFailure(error, { submission: input, ownMessages: [403] });
  }
}
