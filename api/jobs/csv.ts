/**
 * A small RFC 4180 CSV reader: quoted fields (with "" for a quote and line breaks inside), CRLF or LF, a UTF-8
 * byte-order mark, and ; or tab as the separator when the header uses it (spreadsheets in many locales do).
 * Each record carries the line it starts on, so errors can name it.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  constructor(
    public readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export function parseCsv(input: string): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, "");
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = [",", ";", "\t"].reduce((best, s) =>
    firstLine.split(s).length > firstLine.split(best).length ? s : best,
  );
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === "\n") line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (c === separator) {
      fields.push(field);
      field = "";
      fieldStarted = false;
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      fields.push(field);
      if (fields.some((f) => f.trim() !== "")) records.push({ line: recordLine, fields });
      fields = [];
      field = "";
      fieldStarted = false;
      line++;
      recordLine = line;
    } else {
      if (c === '"') throw new CsvError(line, "has a quote inside an unquoted field");
      field += c;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvError(recordLine, "has a quoted field that never ends");
  fields.push(field);
  if (fields.some((f) => f.trim() !== "")) records.push({ line: recordLine, fields });
  return records;
}
