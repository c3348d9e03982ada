// Blind grading (/interview-grading and /interview-grading/{id}, hiring brand): the queue of submitted instant
// interviews and one set of written answers to score 1–4, without who wrote them (ADR 074). Staff with the hiring
// pipeline permission, the capability the API enforces on the same operations.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { notFound, notFoundOn404 } from "~/api/client.server";
import { actorOf, requireCapability } from "~/auth/user.server";
import { actionSuccess, apiFailure, parseSubmission } from "~/ui/action/index.server";
import { can } from "~domain/permissions";
import { id } from "../../api/http/contract";
import { GRADE_MESSAGE, gradeInput, interviewGradingContract as grading } from "../../api/interview-grading/contract";
import { permissionContext } from "../../server/permissions";

const requireGrader = (request: Request, context: AppLoadContext) => {
  if (!brand.features.interviewQuestions) throw notFound();
  return requireCapability(request, context, "hiring-pipeline:view");
};

export async function loadAnswerSets({ request, context }: LoaderFunctionArgs) {
  const { api, profile } = await requireGrader(request, context);
  const { data } = await api.call(grading.list, { query: {} });
  const canSeeAnalytics = can(actorOf(profile), "users:manage", permissionContext(context.services.env));
  return { answerSets: data, canSeeAnalytics };
}

const answerSetId = (params: LoaderFunctionArgs["params"]) => {
  const parsed = id("an answer set id").safeParse(params.id);
  if (!parsed.success) throw notFound();
  return parsed.data;
};

export async function loadAnswerSet({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireGrader(request, context);
  const { data } = await api.call(grading.get, { params: { id: answerSetId(params) } }).catch(notFoundOn404);
  return { answerSet: data };
}

export const GRADE_FIELDS = ["score"];
const gradeForm = z.object({
  question_key: gradeInput.shape.question_key,
  score: z.enum(["1", "2", "3", "4"], { error: GRADE_MESSAGE }).transform(Number),
});

/** Saves the grader's score of one answer; the answer comes back with the other graders' scores. */
export async function gradeAction({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireGrader(request, context);
  const input = await parseSubmission(request, gradeForm, { fields: GRADE_FIELDS });
  if (!input.ok) return input.result;
  try {
    const { data } = await api.call(grading.grade, { params: { id: answerSetId(params) }, body: input.value });
    return actionSuccess("Score saved.", { submission: input, data });
  } catch (error) {
    return apiFailure(error, { submission: input, fields: GRADE_FIELDS, ownMessages: [403, 404] });
  }
}
