// Every PDF is made in the brand: its logo drawn as vector paths (no font for the word mark), its own font embedded,
// its name in the text, and formulas in words. Run once per brand: BRAND=coaching npx vitest run api/pdf.
import { inflateSync } from "node:zlib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, test } from "vitest";
import brand from "~brand";
import { DOMAINS, FACETS } from "../../domain/assessment/traits";
import { changeThresholds, compareScores, RELIABILITY_SOURCE } from "../../domain/coaching/change";
import type { AssessmentHistoryJson } from "../assessment-history/contract";
import { renderHistoryPdf } from "../assessment-history/pdf";
import { fontsourceId } from "./fonts";
import { createPdf, mathInWords, pdfText } from "./kit";
import { logoShapes } from "./logo";

async function textOf(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

/** The PDF's page content streams, inflated: where its drawing operators are. */
function contentStreams(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = raw.indexOf("endstream", start);
    try {
      out.push(inflateSync(bytes.subarray(start, end)).toString("latin1"));
    } catch {
      out.push(raw.slice(start, end));
    }
  }
  return out.join("\n");
}

/** The names of the fonts the PDF embeds (its /BaseFont entries, without the subset prefix). */
const baseFonts = (bytes: Buffer) =>
  [...bytes.toString("latin1").matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([^\s/>]+)/g)].map((m) => m[1]);

function history(): AssessmentHistoryJson {
  const entry = (id: number, day: string, shift: number, language: "en" | "de") => ({
    id,
    submitted_at: `${day}T10:00:00.000Z`,
    role_name: "Team lead",
    is_test: false,
    archived_at: null,
    language,
    domains: DOMAINS.map((code, i) => ({ code, t: 44 + i * 3 + (code === "C" ? shift : 0), percentile: 50 })),
    facets: FACETS.map((code, i) => ({
      code,
      t: 40 + (i % 10) * 2 + (code.startsWith("C") ? shift : 0),
      percentile: 50,
    })),
  });
  const first = entry(1, "2026-01-12", 0, "de");
  const latest = entry(2, "2026-06-03", 9, "en");
  const scores = (e: typeof first) => ({
    domains: Object.fromEntries(e.domains.map((p) => [p.code, { t: p.t }])),
    facets: Object.fromEntries(e.facets.map((p) => [p.code, { t: p.t }])),
  });
  const changes = compareScores(scores(first) as never, scores(latest) as never);
  return {
    survey_result_id: 2,
    person: { first: "Zoë", last: "Okafor", email: "zoe@example.com", company: { id: 1, name: "Harbor Co" } },
    assessments: [first, latest],
    changes: { first_to_latest: { from_id: 1, to_id: 2, changes }, consecutive: [] },
    thresholds: changeThresholds(),
    reliability_source: RELIABILITY_SOURCE,
    invitations: { last_sent_at: null, remaining: 3, limit_per_day: 3 },
  } as AssessmentHistoryJson;
}

// The first PDF loads pdfkit, fontkit and pdf.js: seconds on a busy machine.
describe(`${brand.name}'s PDFs`, { timeout: 30_000 }, () => {
  test("the changes PDF names the brand, writes the formula in words and charts the five domains", async () => {
    const bytes = await renderHistoryPdf(history());
    const text = await textOf(bytes);
    expect(text).toContain(brand.name);
    expect(text).toContain("Zoë Okafor");
    expect(text).toContain("the square root of 2");
    expect(text).not.toMatch(/sqrt/i);
    expect(text).not.toContain("√");
    expect(text).toContain("The five domains at each assessment");
    expect(text).toContain("Jan 12, 2026");
    expect(text).toContain("Dashed line: the norm group's mean (T 50).");
    // Each assessment's language of administration beside the norm group (staff PDFs are in English).
    expect(text.replace(/\s+/g, " ")).toContain(
      "English-language internet sample; taken in German (Jan 12, 2026), English (Jun 3, 2026)",
    );
  });

  test("the logo is drawn as vector paths, and no font is named for the word mark", async () => {
    const kit = createPdf({ title: "Logo" });
    kit.header("A document", "Its title");
    kit.write("Body text.");
    const bytes = await kit.finish("Logo");
    const streams = contentStreams(bytes);
    // The word mark's outlines: curves (c) and closed paths (h) filled (f) in the logo's ink.
    expect(streams).toMatch(/\d c\n/);
    expect(streams).toMatch(/\bh\n/);
    const shapes = logoShapes(brand.logoSvg);
    expect(shapes.shapes.length).toBeGreaterThanOrEqual(2);
    expect(brand.logoSvg).not.toContain("<text");
    // Only the brand's own typeface is embedded: nothing named for the word mark's old fonts, nor Helvetica.
    const fonts = baseFonts(bytes);
    const family = brand.theme.fontFamily.split(",")[0].replace(/"/g, "").replace(/\s+/g, "");
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font).toContain(family);
      expect(font).not.toMatch(/Georgia|Helvetica|Times|Arial/);
    }
    // The brand's name is in the text once the footer is written, never as the header's text.
    const text = await textOf(bytes);
    expect(text).toContain(`${brand.name} · Logo`);
    expect(text.indexOf(brand.name)).toBeGreaterThan(text.indexOf("Body text."));
  });

  test("the brand's typeface comes from its @fontsource package", () => {
    expect(fontsourceId(brand.theme.fontFamily)).toMatch(/^(inter|source-sans-3)$/);
  });
});

describe("formulas in words", () => {
  test("square roots, products and differences are said as words", () => {
    expect(mathInWords("1.96 × √2 × SEM, with SEM = 10 × √(1 − reliability)")).toBe(
      "1.96 times the square root of 2 times SEM, with SEM = 10 times the square root of (1 minus reliability)",
    );
    expect(pdfText("√2")).toBe("the square root of 2");
    expect(pdfText("−3")).toBe("-3");
  });
});
