import { stringify } from "csv-stringify/sync";

/** A UTF-8 byte order mark: spreadsheet programs then read names with accents correctly. */
export const CSV_BOM = "\uFEFF";

/**
 * The product's one CSV writer (csv-stringify, the family of the csv-parse that reads imports): RFC 4180 records
 * ending in CRLF, a cell quoted when it holds a comma, quote or line break. A text a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe, so an exported name cannot run code.
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
      cast: { boolean: String },
    },
  );
}

function plainValue(value: unknown): string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : "";
}
