// Message templates: GET, POST /messaging/templates and PUT, DELETE /messaging/templates/{id}. A company's admins
// keep them per brand; a template whose text does not render (syntax error, unknown variable) is refused.
import { and, asc, eq } from "drizzle-orm";
import brand from "~brand";
import type { Database } from "../../server/db/client";
import { messageTemplates } from "../../server/db/schema/index";
import { recordAudit } from "../audit/record";
import type { Auth } from "../http/authenticate";
import type { MessageTemplateJson, TemplateInput } from "./contract";
import { assertRenders, findTemplate, requireTemplateAdmin, toTemplateJson } from "./model";

export async function listTemplates(db: Database, { actor }: Auth): Promise<MessageTemplateJson[]> {
  const rows = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.companyId, actor.companyId), eq(messageTemplates.brand, brand.brand)))
    .orderBy(asc(messageTemplates.name), asc(messageTemplates.id));
  return rows.map(toTemplateJson);
}

const values = (input: TemplateInput) => ({
  name: input.name,
  channel: input.channel,
  // An SMS has no subject.
  subject: input.channel === "email" ? (input.subject ?? null) : null,
  body: input.body,
});

export async function createTemplate(db: Database, auth: Auth, input: TemplateInput): Promise<MessageTemplateJson> {
  requireTemplateAdmin(auth.actor);
  assertRenders(values(input));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messageTemplates)
      .values({ ...values(input), brand: brand.brand, companyId: auth.actor.companyId, createdByUserId: auth.actor.id })
      .returning();
    await recordAudit(tx, auth, {
      action: "message_template.create",
      companyId: row.companyId,
      subjectType: "message_template",
      subjectId: row.id,
      summary: `Created ${row.channel} message template #${row.id}`,
    });
    return toTemplateJson(row);
  });
}

export async function updateTemplate(
  db: Database,
  auth: Auth,
  id: number,
  input: TemplateInput,
): Promise<MessageTemplateJson> {
  requireTemplateAdmin(auth.actor);
  await findTemplate(db, auth.actor, id);
  assertRenders(values(input));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(messageTemplates)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(messageTemplates.id, id))
      .returning();
    await recordAudit(tx, auth, {
      action: "message_template.update",
      companyId: row.companyId,
      subjectType: "message_template",
      subjectId: row.id,
      summary: `Changed message template #${row.id}`,
    });
    return toTemplateJson(row);
  });
}

export async function deleteTemplate(db: Database, auth: Auth, id: number): Promise<void> {
  requireTemplateAdmin(auth.actor);
  const row = await findTemplate(db, auth.actor, id);
  await db.transaction(async (tx) => {
    await tx.delete(messageTemplates).where(eq(messageTemplates.id, id));
    await recordAudit(tx, auth, {
      action: "message_template.delete",
      companyId: row.companyId,
      subjectType: "message_template",
      subjectId: row.id,
      summary: `Deleted message template #${row.id}`,
    });
  });
}
