// Learning Management (/learning-management, super admins): the courses in order, a new course, moving one.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAcademy } from "./access.server";
import { actionSuccess, apiFailure, intents, parseSubmission, redirectWithSuccess } from "~/ui/action/index.server";
import { academyContract as academy } from "../../api/academy/contract";
import { id } from "../../api/http/contract";

export async function loadCourses({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAcademy(request, context, "learning:manage");
  const { data: courses } = await api.call(academy.adminCourses);
  return { courses };
}

const coursesForm = intents({
  create: z.object({
    title: z.string({ error: "is required" }).trim().min(1, "is required").max(200, "must be at most 200 characters"),
    summary: z.string().max(1000, "must be at most 1000 characters").optional(),
  }),
  move: z.object({ id: id(), direction: z.enum(["up", "down"]) }),
});

export async function coursesAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireAcademy(request, context, "learning:manage");
  const input = await parseSubmission(request, coursesForm, { fields: ["title", "summary"] });
  if (!input.ok) return input.result;
  const value = input.value;
  try {
    if (value.intent === "create") {
      const { data } = await api.call(academy.createCourse, {
        body: { title: value.title, summary: value.summary ?? "" },
      });
      return redirectWithSuccess(
        context,
        `/learning-management/courses/${data.id}`,
        `${data.title} was created as a draft.`,
      );
    }
    await api.call(academy.move, { body: { kind: "course", id: value.id, direction: value.direction } });
    return actionSuccess(null);
  } catch (error) {
    return apiFailure(error, { submission: input, fields: ["title", "summary"] });
  }
}
