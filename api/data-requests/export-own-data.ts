import { itemById } from "../../domain/assessment/items";
import type { Database } from "../db/client";
import type { PersonExport } from "../data-rights/contract";
import { collectPerson, findPerson } from "../data-rights/person";
import type { ShareKeys } from "../report-shares/payload";
import { insertRequest } from "./file-request";
import { holderScope, linkHolder } from "./portal";

/** Dates and binary values as JSON can hold them (as the staff's export writes them). */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `<${value.length} bytes>`;
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/**
 * GET /data-requests/public/export?payload=: everything held about the person the link names, collected as the
 * staff's export collects it (api/data-rights/person.ts), each answer beside its statement (the person may read all
 * of their own answers). Recorded as an export request that is done, with its audit row.
 */
export async function exportOwnData(
  db: Database,
  keys: ShareKeys,
  payload: string,
  now = new Date(),
): Promise<PersonExport> {
  const holder = await linkHolder(db, keys, payload, now);
  const person = await findPerson(db, holderScope(holder), holder.surveyResultId);
  await insertRequest(db, holder, { type: "export", details: null, status: "done" }, now);
  const { tables, files } = await collectPerson(db, person);
  if (tables.survey_answers) {
    tables.survey_answers = tables.survey_answers.map((row) => ({
      ...row,
      statement: itemById(String(row.item_id))?.text ?? null,
    }));
  }
  return {
    exported_at: now.toISOString(),
    person: { email: person.email, first: person.first, last: person.last, company_id: person.companyId },
    survey_result_ids: person.surveyResultIds,
    tables: plain(tables) as PersonExport["tables"],
    files,
  };
}
