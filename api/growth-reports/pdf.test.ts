import { describe, expect, test } from "vitest";
import { fileNamePart, pdfText } from "../pdf/kit";
import { growthReportFileName } from "./pdf";

describe("the PDF's text and file name", () => {
  test("the file name is ASCII: accents dropped, anything else a hyphen", () => {
    expect(growthReportFileName({ first: "Zoë", last: "O'Brien-Łaska" })).toBe("growth-report-Zoe-O-Brien-aska.pdf");
    expect(growthReportFileName({ first: "Ada", last: "Lovelace" })).toBe("growth-report-Ada-Lovelace.pdf");
    expect(fileNamePart('"; rm -rf /')).toBe("rm-rf");
    expect(fileNamePart("王")).toBe("person");
  });

  test("text keeps what the standard fonts can write and replaces the rest", () => {
    expect(pdfText("Zoë’s “plan” – €5 • ok")).toBe("Zoë’s “plan” – €5 • ok");
    expect(pdfText("Łukasz Dvořák")).toBe("Lukasz Dvorák");
    expect(pdfText("王 ✓")).toBe("? ?");
  });
});
