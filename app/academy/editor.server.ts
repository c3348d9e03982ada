// One course in Learning Management: its details and status (publish, archive), lessons, quiz questions and
// assignments, each change one intent of this page's action.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ROLES } from "~domain/roles";
import { requireAcademy } from "./access.server";
import { idParam } from "~/ui/id-param.server";
import { ApiRequestError, notFound } from "~/api/client.server";
import { actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { academyContract as academy } from "../../api/academy/contract";
import { companiesContract as companies } from "../../api/companies/contract";
import { id } from "../../api/http/contract";

export async function loadEditor({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireAcademy(request, context, "learning:manage");
  const courseId = idParam(params.id);
  const [{ data: course }, { data: companyList }] = await Promise.all([
    api.call(academy.adminCourse, { params: { id: courseId } }).catch((error) => {
      if (error instanceof ApiRequestError && error.status === 404) throw notFound();
      throw error;
    }),
    api.call(companies.list),
  ]);
  return { course, companies: companyList.map((c) => ({ id: c.id, name: c.name })) };
}

const required = (max: number) =>
  z.string({ error: "is required" }).trim().min(1, "is required").max(max, `must be at most ${max} characters`);
const direction = z.enum(["up", "down"]);

/** "1, 3" → [0, 2]: authors count options from 1. */
const rightAnswers = z
  .string({ error: "is required" })
  .trim()
  .regex(/^\d+(\s*,\s*\d+)*$/, "list the numbers of the right options, e.g. 1 or 1, 3")
  .transform((text) => text.split(",").map((n) => Number(n.trim()) - 1));

/** One option per line; empty lines are ignored. */
const optionLines = z.string({ error: "is required" }).transform((text) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean),
);

const lessonFields = {
  title: required(200),
  body: z.string().max(50_000, "must be at most 50000 characters").optional(),
  video_url: z.string().trim().max(500).optional(),
};
const questionFields = {
  prompt: required(500),
  kind: z.enum(["single", "multiple"]),
  options: optionLines,
  correct: rightAnswers,
  explanation: z.string().max(2000).optional(),
};

export const editorForm = intents({
  details: z.object({
    title: required(200),
    summary: z.string().max(1000, "must be at most 1000 characters").optional(),
    pass_mark: z.number({ error: "must be a number" }).int().min(1, "must be 1 to 100").max(100, "must be 1 to 100"),
  }),
  status: z.object({ status: z.enum(["draft", "published", "archived"]) }),
  addLesson: z.object(lessonFields),
  editLesson: z.object({ lesson_id: id(), ...lessonFields }),
  deleteLesson: z.object({ lesson_id: id() }),
  moveLesson: z.object({ lesson_id: id(), direction }),
  addQuestion: z.object(questionFields),
  editQuestion: z.object({ question_id: id(), ...questionFields }),
  deleteQuestion: z.object({ question_id: id() }),
  moveQuestion: z.object({ question_id: id(), direction }),
  assign: z.object({
    company_id: id("a company").optional(),
    role: z.enum(ROLES).optional(),
    due_on: z.string({ error: "is required" }).trim().min(1, "is required"),
  }),
  unassign: z.object({ assignment_id: id() }),
});

/** Field names the forms show beside their inputs (the API's paths are the same names). */
const FIELD_NAMES = [
  "title",
  "summary",
  "pass_mark",
  "body",
  "video_url",
  "prompt",
  "kind",
  "options",
  "correct",
  "explanation",
  "company_id",
  "role",
  "due_on",
  "status",
];
/** "options.2" (the API's path of one option) is the options field's problem. */
const FIELDS = (path: string) => FIELD_NAMES.find((name) => name === path.split(".")[0]);

export async function editorAction({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireAcademy(request, context, "learning:manage");
  const courseId = idParam(params.id);
  const input = await parseSubmission(request, editorForm, { fields: FIELDS });
  if (!input.ok) return input.result;
  const v = input.value;
  const course = { params: { id: courseId } };
  try {
    switch (v.intent) {
      case "details": {
        const { data: current } = await api.call(academy.adminCourse, course);
        await api.call(academy.updateCourse, {
          ...course,
          body: { title: v.title, summary: v.summary ?? "", pass_mark: v.pass_mark, status: current.status },
        });
        return actionSuccess("The course was saved.", { submission: input });
      }
      case "status": {
        const { data: current } = await api.call(academy.adminCourse, course);
        await api.call(academy.updateCourse, {
          ...course,
          body: { title: current.title, summary: current.summary, pass_mark: current.pass_mark, status: v.status },
        });
        const words = { published: "published: learners see it now", archived: "archived", draft: "back to a draft" };
        return actionSuccess(`The course is ${words[v.status]}.`, { submission: input });
      }
      case "addLesson":
      case "editLesson": {
        const body = { title: v.title, body: v.body ?? "", video_url: v.video_url ?? "" };
        if (v.intent === "addLesson") await api.call(academy.createLesson, { ...course, body });
        else await api.call(academy.updateLesson, { params: { id: v.lesson_id }, body });
        return actionSuccess(v.intent === "addLesson" ? "The lesson was added." : "The lesson was saved.", {
          submission: input,
        });
      }
      case "deleteLesson":
        await api.call(academy.deleteLesson, { params: { id: v.lesson_id } });
        return actionSuccess("The lesson was deleted.", { submission: input });
      case "moveLesson":
        await api.call(academy.move, { body: { kind: "lesson", id: v.lesson_id, direction: v.direction } });
        return actionSuccess(null, { submission: input });
      case "addQuestion":
      case "editQuestion": {
        const body = {
          prompt: v.prompt,
          kind: v.kind,
          options: v.options,
          correct: v.correct,
          explanation: v.explanation ?? "",
        };
        if (v.intent === "addQuestion") await api.call(academy.createQuestion, { ...course, body });
        else await api.call(academy.updateQuestion, { params: { id: v.question_id }, body });
        return actionSuccess(v.intent === "addQuestion" ? "The question was added." : "The question was saved.", {
          submission: input,
        });
      }
      case "deleteQuestion":
        await api.call(academy.deleteQuestion, { params: { id: v.question_id } });
        return actionSuccess("The question was deleted.", { submission: input });
      case "moveQuestion":
        await api.call(academy.move, { body: { kind: "question", id: v.question_id, direction: v.direction } });
        return actionSuccess(null, { submission: input });
      case "assign":
        await api.call(academy.createAssignment, {
          ...course,
          body: { company_id: v.company_id ?? null, role: v.role ?? null, due_on: v.due_on },
        });
        return actionSuccess("The course was assigned.", { submission: input });
      case "unassign":
        await api.call(academy.deleteAssignment, { params: { id: v.assignment_id } });
        return actionSuccess("The assignment was withdrawn.", { submission: input });
    }
  } catch (error) {
    return apiFailure(error, { submission: input, fields: FIELDS });
  }
}
