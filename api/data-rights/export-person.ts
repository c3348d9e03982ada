import brand from "~brand";
import { itemById } from "../../domain/assessment/items";
import { recordAudit } from "../audit/index";
import type { Database } from "../db/client";
import type { Auth } from "../http/authenticate";
import { pdfFile, type FileAnswer } from "../http/answers";
import { createPdf, fileNamePart, MUTED, pdfDay } from "../pdf/kit";
import type { PersonExport } from "./contract";
import { collectPerson, findPerson } from "./person";
import { plural } from "../../domain/text";

/** Dates and binary values as JSON can hold them. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `<${value.length} bytes>`;
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/**
 * The person's answers with each statement beside its item id, so they can read them. This export is what the person
 * receives: it keeps every answer, the sensitive items' included (docs/assessment/sensitive-items.md).
 */
function withStatement(row: Record<string, unknown>): Record<string, unknown> {
  return { ...row, statement: itemById(String(row.item_id))?.text ?? null };
}

/** GET /data-rights/survey-results/{id}/export: everything held about the person, recorded in the audit trail. */
export async function exportPerson(db: Database, auth: Auth, surveyResultId: number): Promise<PersonExport> {
  const person = await findPerson(db, auth.actor, surveyResultId);
  const { tables, files } = await collectPerson(db, person);
  if (tables.survey_answers) tables.survey_answers = tables.survey_answers.map(withStatement);
  await recordAudit(db, auth, {
    action: "person.export",
    companyId: person.companyId,
    subjectType: "survey_result",
    subjectId: surveyResultId,
    summary: `Exported a person's data: ${plural(person.surveyResultIds.length, "assessment")}, ${plural(Object.keys(tables).length, "table")}`,
  });
  return {
    exported_at: new Date().toISOString(),
    person: { email: person.email, first: person.first, last: person.last, company_id: person.companyId },
    survey_result_ids: person.surveyResultIds,
    tables: plain(tables) as PersonExport["tables"],
    files,
  };
}

const cell = (value: unknown) => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
};

/** The same as a PDF: one section per table, one block per row. */
export async function exportPersonPdf(db: Database, auth: Auth, surveyResultId: number): Promise<FileAnswer> {
  const data = await exportPerson(db, auth, surveyResultId);
  const name = `${data.person.first} ${data.person.last}`;
  const pdf = createPdf({ title: `Data held about ${name}` });
  pdf.header("Personal data export", name, [
    data.person.email,
    `Exported ${pdfDay(new Date(data.exported_at))} from ${brand.name}`,
  ]);
  for (const [table, rows] of Object.entries(data.tables)) {
    pdf.heading(`${table.replaceAll("_", " ")} (${rows.length})`);
    for (const row of rows) {
      pdf.room(40);
      for (const [key, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue;
        pdf.write(`${key}: ${cell(value)}`, { size: 8 });
      }
      pdf.doc.y += 6;
    }
  }
  if (data.files.length) {
    pdf.heading("Stored files");
    for (const key of data.files) pdf.bullet(key);
  }
  pdf.write(" ", { color: MUTED });
  const bytes = await pdf.finish("Personal data export");
  return pdfFile(bytes, `data-${fileNamePart(name)}.pdf`);
}
