// The academy (spec §2 /academy and /learning-management, §7 "academy courses"): learners read published
// courses lesson by lesson, take each course's quiz and earn a certificate that anyone can verify by its code;
// super admins write the courses and assign them to companies or roles with a due date. Every operation belongs to
// the brand feature "academy" and is also behind the remote flag `academy` (api/academy/gate.ts): either off, 404.
import { z } from "zod";
import { ROLES } from "../../domain/roles";
import { dataOf, id, idParam, operation, pageOf, pageQuery, searchText, sortQuery, timestamp } from "../http/contract";

export const COURSE_STATUSES = ["draft", "published", "archived"] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const QUESTION_KINDS = ["single", "multiple"] as const;

const text = (what: string, max: number) =>
  z.string({ error: "is required" }).trim().min(1, "is required").max(max, `${what} must be at most ${max} characters`);
const longText = (max: number) => z.string().max(max, `must be at most ${max} characters`);

/** A video link: only YouTube and Vimeo are embedded; any other https link is shown as a link. */
const videoUrl = z
  .string()
  .trim()
  .max(500, "must be at most 500 characters")
  .refine((value) => value === "" || /^https:\/\/[^\s]+$/.test(value), "must be an https:// link")
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();

const day = z.iso.date({ error: "must be a date (YYYY-MM-DD)" });

// ----------------------------------------------------------------------------------------------------------------
// What learners see

export const lessonSummaryJson = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  completed: z.boolean(),
});

export const certificateJson = z.object({
  id: z.number().int(),
  code: z.string(),
  holder_name: z.string(),
  course_title: z.string(),
  issued_at: timestamp,
});
export type CertificateJson = z.infer<typeof certificateJson>;

export const catalogueCourseJson = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(COURSE_STATUSES),
  lesson_count: z.number().int(),
  question_count: z.number().int(),
  /** 0–100: finished lessons and the passed quiz, each one step. */
  progress: z.number().int(),
  /** The earliest due day of an assignment of this course to the caller (their company or role), if any. */
  due_on: z.string().nullable(),
  certificate: certificateJson.nullable(),
});
export type CatalogueCourseJson = z.infer<typeof catalogueCourseJson>;

export const learnerQuestionJson = z.object({
  id: z.number().int(),
  prompt: z.string(),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(z.string()),
});

export const courseJson = catalogueCourseJson.extend({
  pass_mark: z.number().int(),
  lessons: z.array(lessonSummaryJson),
  questions: z.array(learnerQuestionJson),
  /** Where "Resume" leads: the first unfinished lesson (null once every lesson is done). */
  resume_lesson_id: z.number().int().nullable(),
  /** The caller's best quiz score so far (null before a first attempt). */
  best_score: z.number().int().nullable(),
  quiz_passed: z.boolean(),
});
export type CourseJson = z.infer<typeof courseJson>;

export const lessonJson = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  title: z.string(),
  /** Markdown of a safe subset; the app renders it as text elements, never as HTML. */
  body: z.string(),
  video_url: z.string().nullable(),
  position: z.number().int(),
  completed: z.boolean(),
  previous_lesson_id: z.number().int().nullable(),
  next_lesson_id: z.number().int().nullable(),
  lesson_count: z.number().int(),
});
export type LessonJson = z.infer<typeof lessonJson>;

export const quizAnswersInput = z
  .object({
    /** Per question id, the indexes of the options chosen. */
    answers: z.record(
      z.string().regex(/^\d{1,9}$/, "must be a question id"),
      z
        .array(z.number({ error: "must be an option number" }).int().min(0).max(19), { error: "must be a list" })
        .max(20),
      { error: "must map question ids to chosen options" },
    ),
  })
  .strict();

export const quizResultJson = z.object({
  score: z.number().int(),
  pass_mark: z.number().int(),
  passed: z.boolean(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      chosen: z.array(z.number().int()),
      correct_options: z.array(z.number().int()),
      right: z.boolean(),
      explanation: z.string(),
    }),
  ),
  progress: z.number().int(),
  certificate: certificateJson.nullable(),
});
export type QuizResultJson = z.infer<typeof quizResultJson>;

export const completeLessonJson = z.object({
  progress: z.number().int(),
  next_lesson_id: z.number().int().nullable(),
  certificate: certificateJson.nullable(),
});

export const verifyQuery = z.object({
  code: z.string({ error: "is required" }).trim().min(1, "is required").max(40, "must be at most 40 characters"),
});
export const verificationJson = z.object({
  holder_name: z.string(),
  course_title: z.string(),
  issued_at: timestamp,
});

// ----------------------------------------------------------------------------------------------------------------
// What super admins manage

export const courseInput = z
  .object({
    title: text("the title", 200),
    summary: longText(1000).trim().default(""),
    pass_mark: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be 1 to 100")
      .max(100, "must be 1 to 100")
      .default(75),
  })
  .strict();
export const courseUpdateInput = courseInput.extend({ status: z.enum(COURSE_STATUSES).optional() }).strict();

export const lessonInput = z
  .object({ title: text("the title", 200), body: longText(50_000).default(""), video_url: videoUrl })
  .strict();

export const questionInput = z
  .object({
    prompt: text("the question", 500),
    kind: z.enum(QUESTION_KINDS, { error: "must be single or multiple" }),
    options: z
      .array(text("an option", 300), { error: "must be a list of options" })
      .min(2, "needs at least 2 options")
      .max(8, "may have at most 8 options"),
    correct: z
      .array(z.number({ error: "must be an option number" }).int().min(0), { error: "must be a list" })
      .min(1, "needs at least one right answer")
      .max(8),
    explanation: longText(2000).trim().default(""),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.correct.some((i) => i >= q.options.length))
      ctx.addIssue({ code: "custom", path: ["correct"], message: "must name existing options" });
    if (new Set(q.correct).size !== q.correct.length)
      ctx.addIssue({ code: "custom", path: ["correct"], message: "must not repeat an option" });
    if (q.kind === "single" && q.correct.length !== 1)
      ctx.addIssue({ code: "custom", path: ["correct"], message: "a single-choice question has one right answer" });
  });

export const moveInput = z
  .object({
    kind: z.enum(["course", "lesson", "question"], { error: "must be course, lesson or question" }),
    id: id(),
    direction: z.enum(["up", "down"], { error: "must be up or down" }),
  })
  .strict();

export const assignmentInput = z
  .object({
    company_id: id("a company id").nullable().optional(),
    role: z
      .enum(ROLES, { error: `must be one of ${ROLES.join(", ")}` })
      .nullable()
      .optional(),
    due_on: day,
  })
  .strict()
  .refine((a) => a.company_id != null || a.role != null, {
    path: ["company_id"],
    message: "choose a company, a role or both",
  });

export const assignmentJson = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  role: z.enum(ROLES).nullable(),
  due_on: z.string(),
  reminded_at: timestamp.nullable(),
});

export const adminQuestionJson = learnerQuestionJson.extend({
  correct: z.array(z.number().int()),
  explanation: z.string(),
  position: z.number().int(),
});
export const adminLessonJson = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  video_url: z.string().nullable(),
  position: z.number().int(),
});
export const adminCourseSummaryJson = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(COURSE_STATUSES),
  position: z.number().int(),
  pass_mark: z.number().int(),
  lesson_count: z.number().int(),
  question_count: z.number().int(),
  assignment_count: z.number().int(),
  updated_at: timestamp,
});
export type AdminCourseSummaryJson = z.infer<typeof adminCourseSummaryJson>;
export const adminCourseJson = adminCourseSummaryJson.extend({
  lessons: z.array(adminLessonJson),
  questions: z.array(adminQuestionJson),
  assignments: z.array(assignmentJson),
});
export type AdminCourseJson = z.infer<typeof adminCourseJson>;

export const PROGRESS_STATES = ["not_started", "in_progress", "completed", "overdue"] as const;
export const progressQuery = z.object({
  ...pageQuery({ maxLimit: 100, defaultLimit: 25 }),
  ...sortQuery(["name", "company", "course", "progress", "due_on"] as const, "name"),
  search: searchText().optional(),
  course_id: id("a course id").optional(),
  company_id: id("a company id").optional(),
  state: z.enum(PROGRESS_STATES, { error: `must be one of ${PROGRESS_STATES.join(", ")}` }).optional(),
});
export type ProgressQuery = z.output<typeof progressQuery>;
export const progressExportQuery = progressQuery.omit({ page: true, limit: true });

export const progressRowJson = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  course: z.object({ id: z.number().int(), title: z.string() }),
  progress: z.number().int(),
  quiz_passed: z.boolean(),
  completed_at: timestamp.nullable(),
  due_on: z.string().nullable(),
  state: z.enum(PROGRESS_STATES),
});
export type ProgressRowJson = z.infer<typeof progressRowJson>;

export const companyProgressJson = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  learners: z.number().int(),
  completed: z.number().int(),
  overdue: z.number().int(),
  /** The mean progress of its learners' courses, 0–100. */
  average_progress: z.number().int(),
});
export type CompanyProgressJson = z.infer<typeof companyProgressJson>;

const courseIdParam = z.object({ id: id("a course id") });

export const academyContract = {
  // Public: anyone holding a certificate's code may check it (name, course and date only).
  verify: operation({
    method: "GET",
    path: "/academy/certificates/verify",
    summary: "Verify a certificate by its code: the holder's name, the course and the day (404 for an unknown code)",
    description:
      "Answers who holds a certificate, for which course and since when, found by its code (404 for an unknown code).",
    access: "public",
    feature: "academy",
    query: verifyQuery,
    response: dataOf(verificationJson),
    errors: [400, 404],
  }),

  catalogue: operation({
    method: "GET",
    path: "/academy/courses",
    summary: "The published courses in order, with the caller's progress, due days and certificates",
    description: "Answers the published courses in order, with the caller's progress, due dates and certificates.",
    access: "academy:view",
    feature: "academy",
    response: dataOf(z.array(catalogueCourseJson)),
    errors: [404],
  }),
  course: operation({
    method: "GET",
    path: "/academy/courses/:id",
    summary: "A course for the caller: lessons in order, the quiz's questions (without answers), where to resume",
    description:
      "Answers a course for the caller: its lessons in order, the quiz's questions without the answers, and where to resume.",
    access: "academy:view",
    feature: "academy",
    params: courseIdParam,
    response: dataOf(courseJson),
    errors: [400, 404],
  }),
  lesson: operation({
    method: "GET",
    path: "/academy/lessons/:id",
    summary: "One lesson of a course the caller may read",
    description: "Answers one lesson of a course the caller may read.",
    access: "academy:view",
    feature: "academy",
    params: idParam,
    response: dataOf(lessonJson),
    errors: [400, 404],
  }),
  completeLesson: operation({
    method: "POST",
    path: "/academy/lessons/:id/complete",
    summary: "Mark a lesson finished (again is a no-op); issues the certificate when the course is complete",
    description:
      "Marks a lesson finished for the caller (again changes nothing) and issues the certificate when the course is complete.",
    access: "academy:view",
    feature: "academy",
    params: idParam,
    response: dataOf(completeLessonJson),
    errors: [400, 404],
  }),
  submitQuiz: operation({
    method: "POST",
    path: "/academy/courses/:id/quiz-attempts",
    summary: "Answer a course's quiz: the score, each question's right answers and explanation",
    description:
      "Scores the caller's answers to a course's quiz and answers the score with each question's right answers and explanation.",
    access: "academy:view",
    feature: "academy",
    params: courseIdParam,
    body: quizAnswersInput,
    response: dataOf(quizResultJson),
    status: 201,
    errors: [400, 404, 409],
  }),
  certificatePdf: operation({
    method: "GET",
    path: "/academy/certificates/:id/pdf",
    summary: "The caller's certificate as a PDF",
    description: "Answers the caller's certificate as a PDF.",
    access: "academy:view",
    feature: "academy",
    params: idParam,
    produces: "application/pdf",
    status: 200,
    errors: [400, 404],
  }),

  // Learning Management (super admins).
  adminCourses: operation({
    method: "GET",
    path: "/academy/manage/courses",
    summary: "Every course, drafts and archived ones too, in order",
    description: "Answers every course in order, including drafts and archived ones.",
    access: "learning:manage",
    feature: "academy",
    response: dataOf(z.array(adminCourseSummaryJson)),
    errors: [403, 404],
  }),
  createCourse: operation({
    method: "POST",
    path: "/academy/manage/courses",
    summary: "Create a course (a draft, last in order)",
    description: "Creates a course as a draft, last in order.",
    access: "learning:manage",
    feature: "academy",
    body: courseInput,
    response: dataOf(adminCourseJson),
    status: 201,
    errors: [400, 403, 404],
  }),
  adminCourse: operation({
    method: "GET",
    path: "/academy/manage/courses/:id",
    summary: "A course with its lessons, questions (with answers) and assignments",
    description: "Answers a course with its lessons, its questions with their answers, and its assignments.",
    access: "learning:manage",
    feature: "academy",
    params: courseIdParam,
    response: dataOf(adminCourseJson),
    errors: [400, 403, 404],
  }),
  updateCourse: operation({
    method: "PUT",
    path: "/academy/manage/courses/:id",
    summary: "Change a course; `status` publishes (it needs a lesson) or archives it",
    description: "Changes a course; `status` publishes it (it needs a lesson) or archives it.",
    access: "learning:manage",
    feature: "academy",
    params: courseIdParam,
    body: courseUpdateInput,
    response: dataOf(adminCourseJson),
    errors: [400, 403, 404, 409],
  }),
  move: operation({
    method: "POST",
    path: "/academy/manage/move",
    summary: "Move a course, a lesson or a question one place up or down",
    description: "Moves a course, a lesson or a quiz question one place up or down.",
    access: "learning:manage",
    feature: "academy",
    body: moveInput,
    status: 204,
    errors: [400, 403, 404],
  }),
  createLesson: operation({
    method: "POST",
    path: "/academy/manage/courses/:id/lessons",
    summary: "Add a lesson at the end of a course",
    description: "Adds a lesson at the end of a course.",
    access: "learning:manage",
    feature: "academy",
    params: courseIdParam,
    body: lessonInput,
    response: dataOf(adminLessonJson),
    status: 201,
    errors: [400, 403, 404],
  }),
  updateLesson: operation({
    method: "PUT",
    path: "/academy/manage/lessons/:id",
    summary: "Change a lesson",
    description: "Changes a lesson's title and text.",
    access: "learning:manage",
    feature: "academy",
    params: idParam,
    body: lessonInput,
    response: dataOf(adminLessonJson),
    errors: [400, 403, 404],
  }),
  deleteLesson: operation({
    method: "DELETE",
    path: "/academy/manage/lessons/:id",
    summary: "Delete a lesson (and everyone's progress on it)",
    description: "Deletes a lesson with everyone's progress on it.",
    access: "learning:manage",
    feature: "academy",
    params: idParam,
    status: 204,
    errors: [400, 403, 404],
  }),
  createQuestion: operation({
    method: "POST",
    path: "/academy/manage/courses/:id/questions",
    summary: "Add a question at the end of a course's quiz",
    description: "Adds a question at the end of a course's quiz.",
    access: "learning:manage",
    feature: "academy",
    params: courseIdParam,
    body: questionInput,
    response: dataOf(adminQuestionJson),
    status: 201,
    errors: [400, 403, 404],
  }),
  updateQuestion: operation({
    method: "PUT",
    path: "/academy/manage/questions/:id",
    summary: "Change a quiz question",
    description: "Changes a quiz question, its options or right answers.",
    access: "learning:manage",
    feature: "academy",
    params: idParam,
    body: questionInput,
    response: dataOf(adminQuestionJson),
    errors: [400, 403, 404],
  }),
  deleteQuestion: operation({
    method: "DELETE",
    path: "/academy/manage/questions/:id",
    summary: "Delete a quiz question",
    description: "Deletes a quiz question.",
    access: "learning:manage",
    feature: "academy",
    params: idParam,
    status: 204,
    errors: [400, 403, 404],
  }),
  createAssignment: operation({
    method: "POST",
    path: "/academy/manage/courses/:id/assignments",
    summary: "Assign a course to a company, a role, or a role in a company, due on a day",
    description: "Assigns a course to a company, a role, or a role in a company, due on a given day.",
    access: "learning:manage",
    feature: "academy",
    params: courseIdParam,
    body: assignmentInput,
    response: dataOf(assignmentJson),
    status: 201,
    errors: [400, 403, 404],
  }),
  deleteAssignment: operation({
    method: "DELETE",
    path: "/academy/manage/assignments/:id",
    summary: "Withdraw an assignment",
    description: "Withdraws an assignment; progress already made stays.",
    access: "learning:manage",
    feature: "academy",
    params: idParam,
    status: 204,
    errors: [400, 403, 404],
  }),
  progress: operation({
    method: "GET",
    path: "/academy/manage/progress",
    summary: "Progress per learner and assigned (or started) course, filtered, sorted and paged",
    description: "Answers a page of progress rows per learner and assigned or started course, filtered and sorted.",
    access: "learning:manage",
    feature: "academy",
    query: progressQuery,
    response: pageOf(progressRowJson),
    errors: [400, 403, 404],
  }),
  companyProgress: operation({
    method: "GET",
    path: "/academy/manage/progress/companies",
    summary: "Progress per company (of one course, or of all)",
    description: "Answers progress per company, for one course or all.",
    access: "learning:manage",
    feature: "academy",
    query: z.object({ course_id: id("a course id").optional() }),
    response: dataOf(z.array(companyProgressJson)),
    errors: [400, 403, 404],
  }),
  exportProgress: operation({
    method: "GET",
    path: "/academy/manage/progress/export",
    summary: "The progress list's filtered rows as CSV",
    description: "Answers the progress list's filtered rows as a CSV file.",
    access: "learning:manage",
    feature: "academy",
    query: progressExportQuery,
    produces: "text/csv",
    status: 200,
    errors: [400, 403, 404],
  }),
  sendReminders: operation({
    method: "POST",
    path: "/academy/manage/reminders",
    summary: "E-mail every learner with an overdue, unfinished assignment (through the job queue)",
    description: "Queues a reminder e-mail to every learner with an overdue, unfinished assignment.",
    access: "learning:manage",
    feature: "academy",
    response: dataOf(z.object({ learners: z.number().int(), queued: z.boolean() })),
    status: 202,
    errors: [403, 404],
  }),
};
