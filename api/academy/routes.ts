import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { createMailer } from "../../server/mail/index";
import { queueFor } from "../queue/index";
import { createAssignment } from "./create-assignment";
import { deleteAssignment } from "./delete-assignment";
import { sendCertificatePdf } from "./certificate-pdf";
import { companyProgress } from "./company-progress";
import { completeLesson } from "./complete-lesson";
import { academyContract } from "./contract";
import { createCourse } from "./create-course";
import { exportProgress } from "./export-progress";
import { adminCourseJson } from "./admin-model";
import { getCourse } from "./get-course";
import { getLesson } from "./get-lesson";
import { createLesson } from "./create-lesson";
import { deleteLesson } from "./delete-lesson";
import { updateLesson } from "./update-lesson";
import { listAdminCourses } from "./list-admin-courses";
import { listCatalogue } from "./list-catalogue";
import { listProgress } from "./list-progress";
import { moveItem } from "./move-item";
import { createQuestion } from "./create-question";
import { deleteQuestion } from "./delete-question";
import { updateQuestion } from "./update-question";
import { requestReminders, startReminderWorker } from "./send-reminders";
import { submitQuiz } from "./submit-quiz";
import { updateCourse } from "./update-course";
import { verifyCertificate } from "./verify-certificate";

/** The academy and Learning Management (behind ./gate.ts). Also starts this process's reminder worker. */
export function academyFeature(deps: ApiDeps) {
  const { db, env, logger } = deps;
  const queue = queueFor(deps);
  queue
    .then((q) => startReminderWorker(db, q, createMailer(deps), env.PUBLIC_URL))
    .catch((err) => logger.error({ err }, "the academy reminder worker did not start"));

  return implement(academyContract, {
    verify: async ({ query }) => ({ data: await verifyCertificate(db, query.code) }),
    catalogue: async ({ auth }) => ({ data: await listCatalogue(db, auth.actor) }),
    course: async ({ auth, params }) => ({ data: await getCourse(db, auth.actor, params.id) }),
    lesson: async ({ auth, params }) => ({ data: await getLesson(db, auth.actor, params.id) }),
    completeLesson: async ({ auth, params }) => ({ data: await completeLesson(db, auth.actor, params.id) }),
    submitQuiz: async ({ auth, params, body }) => ({
      data: await submitQuiz(db, auth.actor, params.id, body.answers),
    }),
    certificatePdf: ({ auth, params }) => sendCertificatePdf(db, auth.actor, params.id, env.PUBLIC_URL),

    adminCourses: async () => ({ data: await listAdminCourses(db) }),
    createCourse: async ({ auth, body }) => ({ data: await createCourse(db, auth, body) }),
    adminCourse: async ({ params }) => ({ data: await adminCourseJson(db, params.id) }),
    updateCourse: async ({ auth, params, body }) => ({ data: await updateCourse(db, auth, params.id, body) }),
    move: async ({ body }) => {
      await moveItem(db, body);
    },
    createLesson: async ({ params, body }) => ({ data: await createLesson(db, params.id, body) }),
    updateLesson: async ({ params, body }) => ({ data: await updateLesson(db, params.id, body) }),
    deleteLesson: async ({ params }) => {
      await deleteLesson(db, params.id);
    },
    createQuestion: async ({ params, body }) => ({ data: await createQuestion(db, params.id, body) }),
    updateQuestion: async ({ params, body }) => ({ data: await updateQuestion(db, params.id, body) }),
    deleteQuestion: async ({ params }) => {
      await deleteQuestion(db, params.id);
    },
    createAssignment: async ({ auth, params, body }) => ({ data: await createAssignment(db, auth, params.id, body) }),
    deleteAssignment: async ({ auth, params }) => {
      await deleteAssignment(db, auth, params.id);
    },
    progress: ({ query }) => listProgress(db, query),
    companyProgress: async ({ query }) => ({ data: await companyProgress(db, query.course_id) }),
    exportProgress: ({ query }) => exportProgress(db, query),
    sendReminders: async () => ({ data: await requestReminders(db, await queue) }),
  });
}
