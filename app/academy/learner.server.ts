// The Academy's pages for learners (/academy, a course, a lesson, the certificate PDF): loaders and actions.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { notFoundOn404 } from "~/api/client.server";
import { actionSuccess, apiFailure, parseJsonSubmission } from "~/ui/action/index.server";
import { PDF_STREAM, pdfDownload } from "~/ui/download.server";
import { academyContract as academy } from "../../api/academy/contract";
import { idParam } from "~/ui/id-param.server";
import { requireAcademy } from "./access.server";

/** An API 404 (a course that is not published, a foreign certificate) is this page's 404. */

export async function loadCatalogue({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAcademy(request, context, "academy:view");
  const { data: courses } = await api.call(academy.catalogue);
  return { courses };
}

export async function loadCourse({ request, context, params }: LoaderFunctionArgs) {
  const { api, profile } = await requireAcademy(request, context, "academy:view");
  const { data: course } = await api.call(academy.course, { params: { id: idParam(params.id) } }).catch(notFoundOn404);
  return { course, preview: profile.auth_role === "SUPER_ADMIN" && course.status !== "published" };
}

const quizSubmission = z.object({
  answers: z.record(z.string(), z.array(z.number().int().min(0)).max(20)),
});

/** The quiz's answers (JSON from the page) → the API's scoring, handed back to the page to show. */
export async function submitQuizAction({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireAcademy(request, context, "academy:view");
  const courseId = idParam(params.id);
  const input = await parseJsonSubmission(request, quizSubmission);
  if (!input.ok) return input.result;
  try {
    const { data } = await api.call(academy.submitQuiz, { params: { id: courseId }, body: input.value });
    return actionSuccess(null, { data });
  } catch (error) {
    return apiFailure(error, { submission: input });
  }
}

export async function loadLesson({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireAcademy(request, context, "academy:view");
  const { data: lesson } = await api.call(academy.lesson, { params: { id: idParam(params.id) } }).catch(notFoundOn404);
  return { lesson };
}

/** "Mark complete": on to the next unfinished lesson, or back to the course (its quiz, its certificate). */
export async function completeLessonAction({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireAcademy(request, context, "academy:view");
  const lessonId = idParam(params.id);
  try {
    const [{ data: lesson }, { data: done }] = await Promise.all([
      api.call(academy.lesson, { params: { id: lessonId } }),
      api.call(academy.completeLesson, { params: { id: lessonId } }),
    ]);
    return redirect(
      done.next_lesson_id ? `/academy/lessons/${done.next_lesson_id}` : `/academy/courses/${lesson.course_id}#quiz`,
    );
  } catch (error) {
    return apiFailure(error);
  }
}

/** The caller's certificate as a PDF download. */
export async function downloadCertificate({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireAcademy(request, context, "academy:view");
  const id = idParam(params.id);
  return pdfDownload(() => api.stream(academy.certificatePdf, { params: { id } }, PDF_STREAM), "certificate.pdf");
}
