import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import type { CreateTemplateInput, TemplateJson } from "./contract";
import { checkCompany, findTemplate, t, withQuestionIds } from "./model";

export async function createTemplate(db: Database, actor: Actor, input: CreateTemplateInput): Promise<TemplateJson> {
  await checkCompany(db, actor, input.company_id);
  const [row] = await db
    .insert(t)
    .values({
      name: input.name,
      description: input.description,
      companyId: input.company_id ?? null,
      questions: withQuestionIds(input.questions),
      isTest: input.is_test ?? false,
      createdByUserId: actor.id,
      updatedByUserId: actor.id,
    })
    .returning({ id: t.id });
  return findTemplate(db, actor, row.id);
}
