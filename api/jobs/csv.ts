import { CsvError as ParseError, parse } from "csv-parse/sync";

/**
 * Reads an imported CSV file with csv-parse (RFC 4180: quoted fields with "" for a quote and line breaks inside),
 * accepting CRLF, LF or CR line ends, a UTF-8 byte-order mark, and ; or tab as the separator when the header uses it
 * (spreadsheets in many locales do). A line break inside a quoted field reads as "\n"; rows whose every field is blank
 * are left out. Each record carries the line it starts on, so errors can name it.
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

const SEPARATORS = [",", ";", "\t"] as const;

export function parseCsv(input: string): CsvRecord[] {
  // One line end throughout, so csv-parse's line count is the editor's (it counts a CRLF inside quotes twice).
  const text = input.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const firstLine = text.slice(0, text.search(/\n|$/));
  const separator = SEPARATORS.reduce((best, s) =>
    firstLine.split(s).length > firstLine.split(best).length ? s : best,
  );
  // csv-parse reports the line a record ENDS on; the next one starts on the line after it.
  const records: CsvRecord[] = [];
  let nextLine = 1;
  try {
    parse(text, {
      delimiter: separator,
      record_delimiter: "\n",
      relax_column_count: true,
      on_record: (fields, context) => {
        if (fields.some((f) => f.trim() !== "")) records.push({ line: nextLine, fields });
        nextLine = context.lines + 1;
        return null; // kept in `records`, with its line
      },
    });
    return records;
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    const at = typeof error.lines === "number" ? error.lines : nextLine;
    switch (error.code) {
      case "CSV_QUOTE_NOT_CLOSED":
        throw new CsvError(nextLine, "has a quoted field that never ends");
      case "INVALID_OPENING_QUOTE":
        throw new CsvError(at, "has a quote inside an unquoted field");
      case "CSV_INVALID_CLOSING_QUOTE":
        throw new CsvError(at, "has text after the closing quote of a field");
      default:
        throw new CsvError(at, `cannot be read (${error.message})`);
    }
  }
}
