// The behavioural questions chart (/survey-results/{id}/answers): the person and their answers, item by item.
import type { LoaderFunctionArgs } from "@remix-run/node";
import brand from "~brand";
import { requireUser } from "~/auth/user.server";
import { surveyAnswersContract } from "../../api/survey-answers/contract";
import { loadPerson, notFound, orNotFound, reportIdOf } from "./person.server";

export async function loadAnswers({ request, context, params }: LoaderFunctionArgs) {
  if (!brand.features.behaviouralQuestionsChart) throw notFound();
  const { api } = await requireUser(request, context);
  const id = reportIdOf(params);
  const [person, answers] = await Promise.all([
    loadPerson(api, id),
    orNotFound(api.call(surveyAnswersContract.get, { params: { id } })),
  ]);
  return { person, domains: answers.data.domains };
}
