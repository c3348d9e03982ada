// The behavioural questions chart (/survey-results/{id}/answers): the person and their answers, item by item.
import type { LoaderFunctionArgs } from "@remix-run/node";
import brand from "~brand";
import { requireUser } from "~/auth/user.server";
import { surveyAnswersContract } from "../../api/survey-answers/contract";
import { pdfDownload, PDF_STREAM } from "~/ui/download.server";
import { notFound } from "~/api/client.server";
import { loadPerson, orNotFound, reportIdOf } from "./person.server";

export async function loadAnswers({ request, context, params }: LoaderFunctionArgs) {
  if (!brand.features.behaviouralQuestionsChart) throw notFound();
  const { api } = await requireUser(request, context);
  const id = reportIdOf(params);
  const [person, answers] = await Promise.all([
    loadPerson(api, id),
    orNotFound(api.call(surveyAnswersContract.get, { params: { id } })),
  ]);
  return { person, domains: answers.data.domains, answered: answers.data.answered_count };
}

/** /survey-results/{id}/answers.pdf: the answers as a PDF download. */
export async function downloadAnswersPdf({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  if (!brand.features.behaviouralQuestionsChart) throw notFound();
  const { api } = await requireUser(request, context);
  const id = reportIdOf(params);
  return pdfDownload(() => api.stream(surveyAnswersContract.pdf, { params: { id } }, PDF_STREAM), "answers.pdf");
}
