import { and, count, eq, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import { plural, pluralForm } from "../../domain/text";
import type { Database } from "../../server/db/client";
import { jobs } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { TemplateJson, UpdateTemplateInput } from "./contract";
import { checkCompany, findTemplate, t, withQuestionIds } from "./model";

export async function updateTemplate(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateTemplateInput,
): Promise<TemplateJson> {
  const current = await findTemplate(db, actor, id);
  if (input.company_id !== undefined && input.company_id !== current.company_id) {
    await checkCompany(db, actor, input.company_id);
    // Jobs of other companies would lose a template they may use.
    if (input.company_id !== null) {
      const [{ foreign }] = await db
        .select({ foreign: count() })
        .from(jobs)
        .where(and(eq(jobs.templateId, id), sql`${jobs.companyId} <> ${input.company_id}`));
      if (foreign > 0) {
        throw ApiError.unprocessable([
          {
            path: "company_id",
            message: `cannot be set: ${plural(foreign, "job")} of other companies ${pluralForm(foreign, "uses", "use")} this template`,
          },
        ]);
      }
    }
  }
  await db
    .update(t)
    .set({
      name: input.name,
      description: input.description,
      companyId: input.company_id,
      questions: input.questions ? withQuestionIds(input.questions) : undefined,
      isTest: input.is_test,
      updatedByUserId: actor.id,
      updatedAt: new Date(),
    })
    .where(eq(t.id, id));
  return findTemplate(db, actor, id);
}
