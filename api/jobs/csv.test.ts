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

  it("names the line of a broken quote", () => {
    expect(() => parseCsv('a\n"open')).toThrow(CsvError);
    expect(() => parseCsv('a\nb"c')).toThrow(/quote inside/);
  });
});

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
});
