// The candidate's side of an instant interview: read it, save answers as they are typed, submit.
import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { instantInterviews } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { InstantInterviewJson, SaveAnswersInput } from "./contract";
import { findByUuid, toInstantInterviewJson } from "./model";

/** GET /instant-interviews/{uuid} */
export async function getInstantInterview(db: Database, uuid: string): Promise<InstantInterviewJson> {
  return toInstantInterviewJson(await findByUuid(db, uuid));
}

const alreadySubmitted = () => ApiError.conflict("This interview has already been submitted");

/** PUT /instant-interviews/{uuid}/answers: each answer replaces its question's; a key it does not ask is a 400. */
export async function saveInstantAnswers(db: Database, uuid: string, input: SaveAnswersInput) {
  return db.transaction(async (tx) => {
    const row = await findByUuid(tx, uuid, { lock: true });
    if (row.interview.submittedAt) throw alreadySubmitted();
    const asked = new Set(row.interview.questions.map((q) => q.key));
    const unknown = input.answers.flatMap((a, i) =>
      asked.has(a.question_key)
        ? []
        : [{ path: `answers.${i}.question_key`, message: "is not a question of this interview" }],
    );
    if (unknown.length) throw ApiError.badRequest(unknown);
    const answers = { ...row.interview.answers };
    for (const a of input.answers) answers[a.question_key] = a.answer;
    const updatedAt = new Date();
    await tx.update(instantInterviews).set({ answers, updatedAt }).where(eq(instantInterviews.id, row.interview.id));
    return toInstantInterviewJson({ ...row, interview: { ...row.interview, answers, updatedAt } });
  });
}

/** POST /instant-interviews/{uuid}/submit: every question needs an answer; a second submit answers the first. */
export async function submitInstantInterview(db: Database, uuid: string): Promise<InstantInterviewJson> {
  return db.transaction(async (tx) => {
    const row = await findByUuid(tx, uuid, { lock: true });
    if (row.interview.submittedAt) return toInstantInterviewJson(row);
    const missing = row.interview.questions.flatMap((q, i) =>
      (row.interview.answers[q.key] ?? "").trim() ? [] : [{ path: `answers.${i}.answer`, message: "is required" }],
    );
    if (missing.length) throw ApiError.unprocessable(missing, "Answer every question before submitting");
    const submittedAt = new Date();
    await tx
      .update(instantInterviews)
      .set({ submittedAt, updatedAt: submittedAt })
      .where(eq(instantInterviews.id, row.interview.id));
    return toInstantInterviewJson({ ...row, interview: { ...row.interview, submittedAt, updatedAt: submittedAt } });
  });
}
