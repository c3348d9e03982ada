import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvRecords } from "./csv";

describe("csvRecords", () => {
  it("writes CRLF records, quoting only the cells that need it, and reads back as written", () => {
    const rows = [
      ["Name", "Note", "Score"],
      ['Ana "Nina" Ruiz', "line one\nline two", 42],
      ["Lee, Jo", "plain", 0],
    ];
    const text = csvRecords(rows);
    expect(text).toBe('Name,Note,Score\r\n"Ana ""Nina"" Ruiz","line one\nline two",42\r\n"Lee, Jo",plain,0\r\n');
    expect(parse(text)).toEqual(rows.map((r) => r.map(String)));
  });

  it("defuses text a spreadsheet would run as a formula, but not negative numbers", () => {
    expect(csvRecords([["=HYPERLINK(1)", "+1", "-x", "@SUM(A1)", -5]])).toBe("'=HYPERLINK(1),'+1,'-x,'@SUM(A1),-5\r\n");
  });

  it("writes empty cells for missing and non-plain values, and words for booleans", () => {
    expect(csvRecords([[null, undefined, { a: 1 }, [1], true, false]])).toBe(",,,,true,false\r\n");
  });
});
