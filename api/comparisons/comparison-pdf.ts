// The comparison as a PDF: who is compared, the five domains side by side, the largest differences, and the
// "working together" guidance for each pair — the page's content, in the brand's styling (api/pdf/kit.ts).
import { LIKELY_RANGE_NOTE } from "../../domain/assessment/precision";
import { ordinal } from "../../domain/coaching/growth";
import { BOLD, createPdf, fileNamePart, FONT, INK, MUTED, pdfDay, type PdfKit, pdfText } from "../pdf/kit";
import type { ComparisonJson } from "./contract";
import { listOfNames } from "../../domain/text";

/** How many scales "Largest differences" lists (the page can show all 35; paper keeps to the telling ones). */
export const PDF_DIFFERENCES = 12;

type Row = { label: string; note?: string; values: number[] };

/** A table: a label column, then one column per person with the percentile and a small bar. */
function table(pdf: PdfKit, heads: string[], rows: Row[]) {
  const { doc, left, width } = pdf;
  const labelWidth = heads.length > 5 ? 120 : 150;
  const column = (width - labelWidth) / heads.length;
  const barWidth = Math.min(60, column - 8);
  const rowHeight = 24;
  const head = () => {
    const y = doc.y;
    heads.forEach((name, i) => {
      doc
        .font(BOLD)
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(pdfText(name), left + labelWidth + i * column, y, { width: column - 4, height: 22, ellipsis: true });
    });
    doc.y = y + 16;
  };
  pdf.room(16 + rowHeight * Math.min(rows.length, 3));
  head();
  for (const row of rows) {
    if (doc.y + rowHeight > pdf.bottom()) {
      doc.addPage();
      head();
    }
    const y = doc.y;
    doc
      .font(BOLD)
      .fontSize(9.5)
      .fillColor(INK)
      .text(pdfText(row.label), left, y, { width: labelWidth - 8, lineBreak: false, ellipsis: true });
    if (row.note)
      doc
        .font(FONT)
        .fontSize(8)
        .fillColor(MUTED)
        .text(pdfText(row.note), left, y + 11, { width: labelWidth - 8, lineBreak: false });
    row.values.forEach((value, i) => {
      const x = left + labelWidth + i * column;
      doc.font(FONT).fontSize(9).fillColor(INK).text(String(value), x, y, { lineBreak: false });
      pdf.bar(value, y + 12, x, barWidth, 5);
    });
    doc.y = y + rowHeight;
  }
  doc.x = left;
}

/** The PDF of a comparison (`compare`'s answer). */
export function renderComparisonPdf(data: ComparisonJson, now: Date): Promise<Buffer> {
  const fullNames = data.people.map((p) => `${p.first} ${p.last}`);
  const pdf = createPdf({ title: `Comparison: ${listOfNames(fullNames)}` });
  const { write, heading, bullet } = pdf;
  const heads = data.people.map((p) => p.name);
  const nameOf = new Map(data.people.map((p) => [p.id, p.name]));

  pdf.header("Comparison", listOfNames(fullNames), [
    ...data.people.map((p) => `${p.first} ${p.last} · ${p.role_name} · ${p.company.name}`),
    `Prepared ${pdfDay(now)} · percentiles against the norm group (1–99)`,
  ]);

  heading("The five domains", 60);
  const domains = data.scales.filter((s) => s.kind === "domain");
  const order = ["N", "E", "O", "A", "C"];
  domains.sort((a, b) => order.indexOf(a.scale) - order.indexOf(b.scale));
  table(
    pdf,
    heads,
    domains.map((s) => ({ label: s.name, values: s.percentiles.map((p) => p.percentile) })),
  );
  write(LIKELY_RANGE_NOTE, { color: MUTED, size: 8.5, gap: 4 });

  heading("Largest differences", 60);
  write("The traits where these people differ most, the largest spread first.", { color: MUTED, size: 9, gap: 4 });
  const differing = data.scales.filter((s) => s.spread > 0).slice(0, PDF_DIFFERENCES);
  if (differing.length === 0) write("No differences: they sit at the same percentile on every trait.");
  else
    table(
      pdf,
      heads,
      differing.map((s) => ({
        label: s.name,
        note: `${s.kind === "domain" ? "Domain" : "Facet"} · spread ${s.spread}`,
        values: s.percentiles.map((p) => p.percentile),
      })),
    );

  heading("Working together", 80);
  for (const pair of data.guidance) {
    const [a, b] = pair.people;
    // The pair's name stays with the start of its first block.
    pdf.room(
      40 + (pair.items[0] ? pdf.heightOf(pair.items[0].lowerBrings) + pdf.heightOf(pair.items[0].higherBrings) : 0),
    );
    write(`${a.name} and ${b.name}`, { font: BOLD, size: 12, gap: 2 });
    if (pair.items.length === 0) {
      write(`${a.name} and ${b.name} sit at the same level on every trait: no differences to work around.`, {
        color: MUTED,
        gap: 8,
      });
      continue;
    }
    for (const item of pair.items) {
      const blockHeight =
        16 + pdf.heightOf(item.lowerBrings) + pdf.heightOf(item.higherBrings) + pdf.heightOf(item.misreads) + 50;
      pdf.room(Math.min(blockHeight, 260));
      write(
        `${item.name} · ${nameOf.get(item.lower.id) ?? item.lower.name} ${ordinal(item.lower.percentile)}, ${
          nameOf.get(item.higher.id) ?? item.higher.name
        } ${ordinal(item.higher.percentile)}`,
        { font: BOLD, color: pdf.primary, gap: 2 },
      );
      write(item.lowerBrings, { gap: 2 });
      write(item.higherBrings, { gap: 2 });
      write(`Where you may misread each other: ${item.misreads}`, { gap: 2 });
      write("Agree on:", { font: BOLD, size: 9, color: MUTED, gap: 1 });
      for (const agreement of item.agreements) bullet(agreement);
      pdf.doc.y += 8;
    }
  }
  return pdf.finish(`Comparison · ${listOfNames(heads)}`);
}

/** comparison-<first>-<last>-…pdf, ASCII-safe (the first three people, then how many more). */
export function comparisonFileName(people: { first: string; last: string }[]): string {
  const named = people.slice(0, 3).map((p) => `${fileNamePart(p.first)}-${fileNamePart(p.last)}`);
  const more = people.length > 3 ? [`and-${people.length - 3}-more`] : [];
  return `comparison-${[...named, ...more].join("-")}.pdf`;
}
