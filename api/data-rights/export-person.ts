import { itemById } from "../../domain/assessment/items";
import { recordAudit } from "../audit/index";
import { addRequest } from "../data-requests/file-request";
import type { Database } from "../../server/db/client";
import type { Auth } from "../http/authenticate";
import { pdfFile, type FileAnswer } from "../http/answers";
import { openReportRow } from "../participant-reports/open-report";
import { fileNamePart } from "../pdf/kit";
import type { ShareKeys } from "../report-shares/payload";
import type { PersonExport } from "./contract";
import { renderExportPdf } from "./export-pdf";
import { collectPerson, findPerson, personOf, type Person } from "./person";
import { readableExport } from "./readable";
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

/** The complete export of a person's rows (the JSON) and the same in words (the PDF's content). */
async function gather(db: Database, person: Person, withSelfIdentification = true, now = new Date()) {
  const { tables, files } = await collectPerson(db, person);
  if (!withSelfIdentification) delete tables.self_identifications;
  if (tables.survey_answers) tables.survey_answers = tables.survey_answers.map(withStatement);
  const json: PersonExport = {
    exported_at: now.toISOString(),
    person: { email: person.email, first: person.first, last: person.last, company_id: person.companyId },
    survey_result_ids: person.surveyResultIds,
    tables: plain(tables) as PersonExport["tables"],
    files,
  };
  return { json, readable: () => readableExport(db, person, tables, now) };
}

const counts = (person: Person, tables: number) =>
  `${plural(person.surveyResultIds.length, "assessment")}, ${plural(tables, "table")}`;
const summary = (person: Person, tables: number) => `Exported a person's data: ${counts(person, tables)}`;

/** Staff: the person of a survey result in their scope, the export, and its audit row. */
async function staffExport(
  db: Database,
  auth: Auth,
  surveyResultId: number,
  format: string,
  withSelfIdentification: boolean,
) {
  const person = await findPerson(db, auth.actor, surveyResultId);
  const data = await gather(db, person, withSelfIdentification);
  await recordAudit(db, auth, {
    action: "person.export",
    companyId: person.companyId,
    subjectType: "survey_result",
    subjectId: surveyResultId,
    summary: `${summary(person, Object.keys(data.json.tables).length)} (${format})`,
  });
  return data;
}

/** The person through their own report's link (404 not valid, 410 gone): their export, and its audit row. */
async function ownExport(db: Database, keys: ShareKeys, payload: string, format: string) {
  const row = await openReportRow(db, keys, payload, new Date());
  const person = await personOf(db, row.surveyResultId);
  const data = await gather(db, person);
  const now = new Date();
  // The download is also a request in the company's inbox, done at once, so staff see every right exercised there.
  await db.transaction(async (tx) => {
    await recordAudit(tx, null, {
      action: "person.export_own",
      companyId: person.companyId,
      subjectType: "survey_result",
      subjectId: row.surveyResultId,
      summary: `The person downloaded their data through their report link: ${counts(person, Object.keys(data.json.tables).length)} (${format})`,
    });
    await addRequest(
      tx as unknown as Database,
      { companyId: person.companyId, surveyResultId: row.surveyResultId },
      { type: "export", details: null, status: "done" },
      now,
    );
  });
  return data;
}

const pdfOf = async (data: Awaited<ReturnType<typeof gather>>): Promise<FileAnswer> => {
  const bytes = await renderExportPdf(await data.readable());
  const name = `${data.json.person.first} ${data.json.person.last}`;
  return pdfFile(bytes, `personal-data-${fileNamePart(name)}.pdf`);
};

/** GET /data-rights/survey-results/{id}/export: everything held about the person, recorded in the audit trail. */
export async function exportPerson(
  db: Database,
  auth: Auth,
  surveyResultId: number,
  withSelfIdentification = false,
): Promise<PersonExport> {
  return (await staffExport(db, auth, surveyResultId, "JSON", withSelfIdentification)).json;
}

/** GET /data-rights/survey-results/{id}/export.pdf: the same, readable (./export-pdf.ts). */
export async function exportPersonPdf(
  db: Database,
  auth: Auth,
  surveyResultId: number,
  withSelfIdentification = false,
): Promise<FileAnswer> {
  return pdfOf(await staffExport(db, auth, surveyResultId, "PDF", withSelfIdentification));
}

/** GET /data-rights/public/export?payload=: the person's own complete export, through their report's link. */
export async function exportOwnData(db: Database, keys: ShareKeys, payload: string): Promise<PersonExport> {
  return (await ownExport(db, keys, payload, "JSON")).json;
}

/** GET /data-rights/public/export/pdf?payload=: the same, readable. */
export async function exportOwnDataPdf(db: Database, keys: ShareKeys, payload: string): Promise<FileAnswer> {
  return pdfOf(await ownExport(db, keys, payload, "PDF"));
}
