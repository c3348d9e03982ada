// The interview of one candidate (/survey-results/{id}/interview, hiring brand): what it loads (the questions with
// notes and ratings, the company's own questions, the instant interview's answers) and what its actions change
// (a question's notes and rating; the company's questions). The report's InterviewPanel loads and posts here too.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { notFound, type ApiClient } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { loadPerson, orNotFound, reportIdOf } from "~/survey-answers/person.server";
import { actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { pdfDownload, PDF_STREAM } from "~/ui/download.server";
import { id as idOfText } from "../../api/http/contract";
import { pipelinesContract } from "../../api/pipeline/contract";
import {
  customQuestionUpdate,
  interviewQuestionsContract as interviews,
  noteInput,
} from "../../api/interview-questions/contract";
import type { InterviewActionData } from "./model";

const requireFeature = () => {
  if (!brand.features.interviewQuestions) throw notFound();
};

/** `?benchmark=` picks the role benchmark; anything but an id is ignored (the default benchmark is used). */
function benchmarkOf(request: Request): number | undefined {
  const parsed = idOfText().safeParse(new URL(request.url).searchParams.get("benchmark") ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

export async function loadInterview({ request, context, params }: LoaderFunctionArgs) {
  requireFeature();
  const { api } = await requireUser(request, context);
  const id = reportIdOf(params);
  const benchmarkId = benchmarkOf(request);
  const [person, interview] = await Promise.all([
    loadPerson(api, id),
    orNotFound(
      api.call(interviews.interview, {
        params: { id },
        query: benchmarkId === undefined ? {} : { role_benchmark_id: benchmarkId },
      }),
    ),
  ]);
  const [custom, stageNames] = interview.data.can_manage_questions
    ? await Promise.all([
        api.call(interviews.list, { query: { company_id: person.company.id } }).then((r) => r.data),
        stageNamesOf(api, person.company.id),
      ])
    : [[], []];
  return { person, interview: interview.data, custom, stageNames };
}

/** The names of a company's pipeline stages, in pipeline order, each once: what a company question may be limited to. */
async function stageNamesOf(api: ApiClient, companyId: number): Promise<string[]> {
  const { data } = await api.call(pipelinesContract.list, { query: { company_id: companyId } });
  return [...new Set(data.flatMap((p) => p.statuses.map((s) => s.name)))];
}

// The API's own rules, so a refusal reads the same from the form as from the API.
const questionId = idOfText("a question id");
const rating = z
  .enum(["", "1", "2", "3", "4", "5"], { error: "must be a whole number from 1 to 5" })
  .optional()
  .transform((v) => (v ? Number(v) : null));
// No stage checked: every stage (the API checks the names).
const stages = z.array(z.string()).optional();
const interviewForm = intents({
  note: z.object({ question_key: noteInput.shape.question_key, notes: z.string().max(5000).optional(), rating }),
  "question-add": z.object({ text: customQuestionUpdate.shape.text, listen_for: z.string().optional(), stages }),
  "question-edit": z.object({
    questionId,
    text: customQuestionUpdate.shape.text,
    listen_for: z.string().optional(),
    stages,
  }),
  "question-delete": z.object({ questionId }),
});

/** Saves a question's notes and rating, or adds, changes or deletes a company question. */
export async function interviewAction({ request, context, params }: ActionFunctionArgs) {
  requireFeature();
  const { api } = await requireUser(request, context);
  const id = reportIdOf(params);
  const input = await parseSubmission(request, interviewForm, {
    fields: ["text", "listen_for", "stages", "notes", "rating"],
  });
  if (!input.ok) return input.result;
  const form = input.value;
  const done = (message: string | null, data: InterviewActionData = {}) =>
    actionSuccess(message, { submission: input, data });
  try {
    switch (form.intent) {
      case "note": {
        const { data: note } = await api.call(interviews.saveNote, {
          params: { id },
          body: { question_key: form.question_key, notes: form.notes ?? "", rating: form.rating },
        });
        return done("Interview notes saved.", { note });
      }
      case "question-add": {
        const person = await loadPerson(api, id);
        await api.call(interviews.create, {
          body: {
            text: form.text,
            listen_for: form.listen_for ?? null,
            stages: form.stages ?? null,
            company_id: person.company.id,
          },
        });
        return done("Question added.");
      }
      case "question-edit": {
        await api.call(interviews.update, {
          params: { id: form.questionId },
          body: { text: form.text, listen_for: form.listen_for ?? null, stages: form.stages ?? null },
        });
        return done("Question saved.");
      }
      case "question-delete": {
        await api.call(interviews.remove, { params: { id: form.questionId } });
        return done("Question deleted.");
      }
    }
  } catch (error) {
    return apiFailure(error, {
      submission: input,
      fields: ["text", "listen_for", "stages", "notes", "rating"],
      ownMessages: [403, 404],
    });
  }
}

/** /survey-results/{id}/interview.pdf: the printable interview guide. */
export async function downloadGuidePdf({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  requireFeature();
  const { api } = await requireUser(request, context);
  const id = reportIdOf(params);
  const benchmarkId = benchmarkOf(request);
  return pdfDownload(
    () =>
      api.stream(
        interviews.guidePdf,
        { params: { id }, query: benchmarkId === undefined ? {} : { role_benchmark_id: benchmarkId } },
        PDF_STREAM,
      ),
    "interview-guide.pdf",
  );
}

/**
 * The interview for the report's panel, loaded with the report itself (a panel that loaded on its own would be
 * cancelled by the report's first revalidation): null where the brand has no interview questions. `benchmarkId` is
 * the benchmark picked for the whole report page (already checked by the report's fit); without it the API applies
 * the one rule (the job's benchmark, else the role's, else none).
 */
export async function loadInterviewPanel(api: ApiClient, id: number, benchmarkId?: number) {
  if (!brand.features.interviewQuestions) return null;
  const { data: interview } = await api.call(interviews.interview, {
    params: { id },
    query: benchmarkId ? { role_benchmark_id: benchmarkId } : {},
  });
  const [custom, stageNames] = interview.can_manage_questions
    ? await Promise.all([
        api.call(interviews.list, { query: { company_id: interview.company_id } }).then((r) => r.data),
        stageNamesOf(api, interview.company_id),
      ])
    : [[], []];
  return { interview, custom, stageNames };
}
