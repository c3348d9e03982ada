import { describe, expect, it } from "vitest";
import { CsvError, parseCsv } from "./csv";
import { checkCsv } from "./imports";

describe("parseCsv", () => {
  it("reads quoted fields with separators, quotes and line breaks, and remembers each record's line", () => {
    const records = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"multi\nline",z\n\n');
    expect(records).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x, y", 'say "hi"'] },
      { line: 3, fields: ["multi\nline", "z"] },
    ]);
  });

  it("takes ; or tab as the separator when the header uses it", () => {
    expect(parseCsv("a;b\n1;2")[1].fields).toEqual(["1", "2"]);
    expect(parseCsv("a\tb\n1\t2")[1].fields).toEqual(["1", "2"]);
  });

  it("counts a line break inside a quoted field as one line, whichever kind it is, and skips blank rows", () => {
    const records = parseCsv('a,b\r\n"one\r\ntwo\rthree",x\r\n , \r\n\r\nc,d\re,f');
    expect(records).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["one\ntwo\nthree", "x"] },
      { line: 7, fields: ["c", "d"] },
      { line: 8, fields: ["e", "f"] },
    ]);
  });

  it("keeps the other separators inside fields and allows rows of any length", () => {
    expect(parseCsv("a,b\nx;y\ty\n1,2,3")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x;y\ty"] },
      { line: 3, fields: ["1", "2", "3"] },
    ]);
  });

  it("reads an empty file, or one of a byte-order mark only, as no records", () => {
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("\uFEFF\n\n")).toEqual([]);
  });

  it("names the line of a broken quote", () => {
    expect(() => parseCsv('a\n"open')).toThrow(CsvError);
    expect(() => parseCsv('a\nb"c')).toThrow(/quote inside/);
    expect(lineOfError('a\n"x\ny\nz')).toEqual([2, "has a quoted field that never ends"]);
    expect(lineOfError('a\r\n"x\r\ny",b"c')).toEqual([3, "has a quote inside an unquoted field"]);
    expect(lineOfError('a,b\n1,2\n"x"y,z')).toEqual([3, "has text after the closing quote of a field"]);
  });
});

/** The line and message of the CsvError that reading `text` throws. */
function lineOfError(text: string): [number, string] {
  try {
    parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return [error.line, error.message];
    throw error;
  }
  throw new Error("no error");
}

describe("checkCsv", () => {
  it("accepts common header names and normalises values", () => {
    const { rows, errors } = checkCsv("Given name,Surname,Email address,Gender\nAna,Li,ANA@Example.test,F\n");
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 2, first: "Ana", last: "Li", email: "ana@example.test", phone: null, sex: "female", age: null },
    ]);
  });

  it("names every bad row and field", () => {
    const { errors } = checkCsv("first,last,email,sex\nA,B,a@x.test,robot\n,C,c@x.test,\n");
    expect(errors).toEqual([
      { row: 2, field: "sex", message: "Row 2: sex must be male, female or unspecified" },
      { row: 3, field: "first", message: "Row 3: first is required" },
    ]);
  });

  it("reports a file it cannot read as one error naming the line", () => {
    expect(checkCsv('first,last,email\nA,"B,b@x.test\n')).toEqual({
      rows: [],
      errors: [{ row: 2, field: null, message: "Line 2 has a quoted field that never ends" }],
    });
  });
});
