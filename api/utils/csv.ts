import { stringify } from "csv-stringify/sync";

/** A UTF-8 byte order mark: spreadsheet programs then read names with accents correctly. */
export const CSV_BOM = "\uFEFF";

/** A phone number cell: written as digits with its leading + kept (csvPhone). */
export class CsvPhone {
  constructor(readonly raw: string | null | undefined) {}
}

/** Marks a cell as a phone number, so it is written plainly ("+15551234567", not "'+1 555 123 4567"). */
export const csvPhone = (raw: string | null | undefined) => new CsvPhone(raw);

/**
 * A phone number as only digits, with its leading + kept; null when the value is not a phone number (no digits, or
 * letters and signs other than the separators people type), so it is written as any other text.
 */
export function plainPhone(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().\-/]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  if (!digits) return null;
  return (trimmed.startsWith("+") ? "+" : "") + digits;
}

/**
 * The product's one CSV writer (csv-stringify, the family of the csv-parse that reads imports): RFC 4180 records
 * ending in CRLF, a cell quoted when it holds a comma, quote or line break. A text a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe, so an exported name cannot run code.
 * A phone number cell (csvPhone) is the one exception: reduced to digits after an optional +, it can at most read as
 * a number, never call a function or link, so it keeps its + without the apostrophe people would otherwise see.
 * Only plain values are written: null, undefined and anything else (a damaged score) is an empty cell, never
 * "[object Object]".
 */
export function csvRecords(rows: readonly (readonly unknown[])[]): string {
  return stringify(
    rows.map((row) => row.map(plainValue)),
    {
      record_delimiter: "\r\n",
      // A lone line break quotes its cell too (csv-stringify quotes only the record delimiter itself).
      quoted_match: /[\r\n]/,
      escape_formulas: true,
      cast: {
        boolean: String,
        // Only plainValue's phone cells are objects here: written without the formula escape (see above).
        object: (cell) => cell as unknown as string,
      },
    },
  );
}

function plainValue(value: unknown): string | number | boolean | { value: string; escape_formulas: false } {
  if (value instanceof CsvPhone) {
    const phone = plainPhone(value.raw);
    if (phone !== null) return { value: phone, escape_formulas: false };
    return typeof value.raw === "string" ? value.raw : "";
  }
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : "";
}
