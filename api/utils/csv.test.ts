import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvPhone, csvRecords, plainPhone } from "./csv";

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

describe("phone cells", () => {
  it("writes a phone number plainly: digits with its leading + kept, no apostrophe", () => {
    const text = csvRecords([[csvPhone("+1 (555) 123-4567"), csvPhone("0171 234.567"), "+1 555"]]);
    expect(text).toBe("+15551234567,0171234567,'+1 555\r\n");
  });

  it("still defuses a phone cell that is not a phone number", () => {
    expect(csvRecords([[csvPhone("=HYPERLINK(1)"), csvPhone("+1 555 x=1"), csvPhone(null), csvPhone("")]])).toBe(
      "'=HYPERLINK(1),'+1 555 x=1,,\r\n",
    );
  });

  it("reduces only what looks like a phone number", () => {
    expect(plainPhone(" +44 20 7946 0958 ")).toBe("+442079460958");
    expect(plainPhone("(555) 010-9999")).toBe("5550109999");
    expect(plainPhone("+")).toBeNull();
    expect(plainPhone("call me")).toBeNull();
    expect(plainPhone("+1-555-0100;=cmd")).toBeNull();
  });
});
