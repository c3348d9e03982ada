// PUT and DELETE /scorecards/attributes/{question id}: the attribute a company's own question is rated by, with the
// four anchors the company writes (its managers only; another company's question is not found).
import { eq } from "drizzle-orm";
import type { Anchors } from "../../domain/scorecards";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { customQuestionAttributes } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { findQuestionInScope } from "../interview-questions/model";
import type { AttributeInput } from "./contract";

export async function setAttribute(db: Database, auth: Auth, questionId: number, input: AttributeInput) {
  const question = await findQuestionInScope(db, auth.actor, questionId);
  const anchors = input.anchors as Anchors;
  return db.transaction(async (tx) => {
    const updatedAt = new Date();
    const [row] = await tx
      .insert(customQuestionAttributes)
      .values({ questionId: question.id, name: input.name, anchors, updatedAt })
      .onConflictDoUpdate({
        target: customQuestionAttributes.questionId,
        set: { name: input.name, anchors, updatedAt },
      })
      .returning();
    await recordAudit(tx, auth, {
      action: "scorecard_attribute.set",
      companyId: question.companyId,
      subjectType: "custom_interview_question",
      subjectId: question.id,
      summary: `Set the scorecard attribute of interview question ${question.id}`,
    });
    return {
      question_id: row.questionId,
      name: row.name,
      anchors: row.anchors as Anchors,
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function removeAttribute(db: Database, auth: Auth, questionId: number): Promise<void> {
  const question = await findQuestionInScope(db, auth.actor, questionId);
  await db.transaction(async (tx) => {
    await tx.delete(customQuestionAttributes).where(eq(customQuestionAttributes.questionId, question.id));
    await recordAudit(tx, auth, {
      action: "scorecard_attribute.remove",
      companyId: question.companyId,
      subjectType: "custom_interview_question",
      subjectId: question.id,
      summary: `Removed the scorecard attribute of interview question ${question.id}`,
    });
  });
}
