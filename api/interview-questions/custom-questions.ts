// A company's own interview questions: list (anyone of the company), add, change, delete (its managers).
import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { customInterviewQuestions } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import { recordAudit } from "../audit/record";
import type { Auth } from "../http/authenticate";
import type { Actor } from "../../domain/permissions";
import type { CustomQuestionInput, CustomQuestionJson, CustomQuestionUpdate } from "./contract";
import { checkStages, customQuestionsOf, findQuestionInScope, toCustomQuestionJson } from "./model";

/** GET /custom-interview-questions: the caller's company's, or a company in scope. */
export async function listCustomQuestions(
  db: Database,
  actor: Actor,
  companyId?: number,
): Promise<CustomQuestionJson[]> {
  const company = companyId === undefined ? actor.companyId : (await findCompanyInScope(db, actor, companyId)).id;
  return (await customQuestionsOf(db, company)).map(toCustomQuestionJson);
}

/** POST /custom-interview-questions */
export async function createCustomQuestion(db: Database, auth: Auth, input: CustomQuestionInput) {
  const companyId =
    input.company_id === undefined
      ? auth.actor.companyId
      : (await findCompanyInScope(db, auth.actor, input.company_id)).id;
  await checkStages(db, companyId, input.stages);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customInterviewQuestions)
      .values({
        companyId,
        text: input.text,
        listenFor: input.listen_for,
        stages: input.stages ?? null,
        createdByUserId: auth.actor.id,
      })
      .returning();
    await recordAudit(tx, auth, {
      action: "interview_question.create",
      companyId,
      subjectType: "custom_interview_question",
      subjectId: row.id,
      summary: `Added interview question ${row.id}`,
    });
    return toCustomQuestionJson(row);
  });
}

/** PUT /custom-interview-questions/{id} */
export async function updateCustomQuestion(db: Database, auth: Auth, id: number, input: CustomQuestionUpdate) {
  const question = await findQuestionInScope(db, auth.actor, id);
  await checkStages(db, question.companyId, input.stages);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customInterviewQuestions)
      .set({
        text: input.text,
        listenFor: input.listen_for,
        // Left out: the question keeps its stages.
        ...(input.stages === undefined ? {} : { stages: input.stages }),
        updatedAt: new Date(),
      })
      .where(eq(customInterviewQuestions.id, question.id))
      .returning();
    await recordAudit(tx, auth, {
      action: "interview_question.update",
      companyId: row.companyId,
      subjectType: "custom_interview_question",
      subjectId: row.id,
      summary: `Changed interview question ${row.id}`,
    });
    return toCustomQuestionJson(row);
  });
}

/** DELETE /custom-interview-questions/{id}: notes taken on it stay with the candidates (under its key). */
export async function deleteCustomQuestion(db: Database, auth: Auth, id: number): Promise<void> {
  const question = await findQuestionInScope(db, auth.actor, id);
  await db.transaction(async (tx) => {
    await tx.delete(customInterviewQuestions).where(eq(customInterviewQuestions.id, question.id));
    await recordAudit(tx, auth, {
      action: "interview_question.delete",
      companyId: question.companyId,
      subjectType: "custom_interview_question",
      subjectId: question.id,
      summary: `Deleted interview question ${question.id}`,
    });
  });
}
