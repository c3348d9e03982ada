// The pieces every PDF of the API is made of (pdfkit): an A4 document in the brand's colour, font (./fonts.ts) and
// logo (./logo.ts) with its header, headings, text blocks, bullets, percentile bars and charts, and page numbers (the
// finished file is answered as `pdfFile`, api/http/answers.ts). The brand font's Latin subset covers the standard
// fonts' characters (WinAnsi); `pdfText` keeps every string inside them and writes mathematical notation in words.
import { formatDate } from "../../domain/format";
import brand from "~brand";
import { BOLD, FONT } from "./fonts";
import { drawLogo } from "./logo";
import { newPdfDocument } from "./pdfkit";

export { BOLD, FONT, ITALIC } from "./fonts";

export const MARGIN = 56;
export const INK = "#1f2328";
export const MUTED = "#5f6670";
export const TRACK = "#e9ecef";

// The standard fonts' encoding (WinAnsi): Latin-1 and these. Anything else is written without its accents, or as "?".
const WIN_ANSI_EXTRA = new Set(
  [402, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224, 8225, 8226, 8230, 8364, 8240, 8249, 8250, 710, 8482]
    .concat([338, 339, 732, 352, 353, 376, 381, 382])
    .map((c) => String.fromCharCode(c)),
);
const SUBSTITUTES: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", ı: "i", "\u2212": "-", "\u00a0": " " };

/**
 * Formulas as a reader says them: "1.96 × √2 × SEM" → "1.96 times the square root of 2 times SEM", "1 − r" →
 * "1 minus r". A reader of a report is not expected to read notation, and the font has no √.
 */
export function mathInWords(text: string): string {
  return text
    .replace(/√\(([^()]*)\)/g, "the square root of ($1)")
    .replace(/√\s*([\w.]+)/g, "the square root of $1")
    .replace(/\s×\s/g, " times ")
    .replace(/\s[−]\s/g, " minus ")
    .replace(/\s≈\s/g, " about ")
    .replace(/\s≥\s/g, " at least ")
    .replace(/\s≤\s/g, " at most ");
}

/**
 * Text the PDFs' fonts can write, with formulas in words: a character outside WinAnsi becomes its unaccented letter,
 * or "?".
 */
export function pdfText(text: string): string {
  let out = "";
  for (const char of mathInWords(text.normalize("NFC"))) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) out += char;
    else if (char === "\n") out += char;
    else if (SUBSTITUTES[char]) out += SUBSTITUTES[char];
    else {
      const plain = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += /^[\x20-\x7e]+$/.test(plain) ? plain : "?";
    }
  }
  return out;
}

/** An ASCII-only file name part: "Zoë O'Brien" → "Zoe-O-Brien". */
export function fileNamePart(text: string, fallback = "person"): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || fallback
  );
}

/** A date as the pages show it (UTC). */
export const pdfDay = (date: Date): string => formatDate(date);

export interface WriteOptions {
  font?: string;
  size?: number;
  color?: string;
  x?: number;
  /** Points added below the text. */
  gap?: number;
  width?: number;
  align?: "left" | "right" | "center";
}

/** An A4 document with the kit's helpers; `finish()` adds the page footers and resolves to the file's bytes. */
export function createPdf({ title, margin = MARGIN }: { title: string; margin?: number }) {
  const doc = newPdfDocument({
    size: "A4",
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    bufferPages: true,
    info: { Title: pdfText(title), Author: brand.name, Creator: brand.name },
    lang: "en",
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const primary = brand.theme.primaryShades[6];
  const left = margin;
  const width = doc.page.width - 2 * margin;
  const bottom = () => doc.page.height - margin;

  const kit = {
    doc,
    primary,
    left,
    width,
    margin,
    bottom,
    /** Starts a new page unless `height` points still fit on this one (a block is never split from its heading). */
    room(height: number) {
      if (doc.y + height > bottom()) doc.addPage();
    },
    write(text: string, options: WriteOptions = {}) {
      const x = options.x ?? left;
      doc
        .font(options.font ?? FONT)
        .fontSize(options.size ?? 10)
        .fillColor(options.color ?? INK)
        .text(pdfText(text), x, doc.y, {
          width: options.width ?? width - (x - left),
          lineGap: 2,
          align: options.align,
        });
      if (options.gap) doc.y += options.gap;
    },
    heightOf(text: string, size = 10, font = FONT, w = width) {
      return doc.font(font).fontSize(size).heightOfString(pdfText(text), { width: w, lineGap: 2 });
    },
    /** A section heading in the brand's colour, kept on one page with `next` points of what follows. */
    heading(text: string, next = 40, size = 14) {
      doc.y += 10;
      kit.room(30 + next);
      kit.write(text, { font: BOLD, size, color: primary, gap: 4 });
    },
    bullet(text: string, options: { x?: number; size?: number; width?: number; color?: string } = {}) {
      const x = options.x ?? left + 10;
      const size = options.size ?? 10;
      const w = options.width ?? width - (x - left) - 10;
      kit.room(kit.heightOf(text, size, FONT, w));
      const y = doc.y;
      doc.font(FONT).fontSize(size).fillColor(primary).text("•", x, y, { lineBreak: false });
      doc.y = y;
      kit.write(text, { x: x + 10, size, width: w, color: options.color });
    },
    /**
     * A percentile as a bar on a track (`x`, `w` default to the full text width); with its likely range (±1 SEM,
     * domain/assessment/precision.ts) as a bracket over it.
     */
    bar(percentile: number, y: number, x = left, w = width, height = 7, range?: { low: number; high: number }) {
      doc.roundedRect(x, y, w, height, height / 2).fill(TRACK);
      doc.roundedRect(x, y, Math.max(height, (w * percentile) / 100), height, height / 2).fill(primary);
      if (range) {
        const [x1, x2, mid] = [x + (w * range.low) / 100, x + (w * range.high) / 100, y + height / 2];
        doc
          .lineWidth(1)
          .moveTo(x1, y - 2)
          .lineTo(x1, y + height + 2)
          .moveTo(x1, mid)
          .lineTo(x2, mid);
        doc
          .moveTo(x2, y - 2)
          .lineTo(x2, y + height + 2)
          .stroke(INK);
      }
    },
    /** The brand's logo (vector paths, ./logo.ts) at the left margin, `height` points tall. */
    logo(height = 26) {
      drawLogo(doc, left, doc.y, height);
      doc.y += height + 8;
    },
    /**
     * A chart of values on a common scale, one group of bars per row (e.g. a domain's T score at each date): the
     * row's label on the left, a bar per series in its shade of the brand's colour, the value at the bar's end, and
     * a legend of the series above. `min`–`max` is the axis, with `ticks` marked under the chart.
     */
    barChart(options: {
      rows: { label: string; values: number[] }[];
      series: string[];
      min: number;
      max: number;
      ticks?: number[];
      format?: (value: number) => string;
      /** Where a reference line is drawn (e.g. the norm group's mean). */
      reference?: { value: number; label: string };
    }) {
      const { rows, series, min, max } = options;
      const format = options.format ?? ((v: number) => v.toFixed(1));
      const labelW = 130;
      const valueW = 34;
      const barH = 7;
      const gap = 3;
      const rowH = series.length * (barH + gap) + 8;
      const legendH = 14;
      const axisH = 16;
      kit.room(2 * legendH + rows.length * rowH + axisH + 8);
      const shades = seriesShades(series.length);
      const plotX = left + labelW;
      const plotW = width - labelW - valueW;
      const at = (v: number) => plotX + (plotW * (Math.min(max, Math.max(min, v)) - min)) / (max - min);
      // The legend, wrapping onto a second line when the series do not fit on one.
      const legendY = doc.y;
      let [x, ly] = [plotX, legendY];
      doc.font(FONT).fontSize(8);
      series.forEach((name, i) => {
        const itemW = 11 + doc.widthOfString(pdfText(name)) + 14;
        if (x > plotX && x + itemW > left + width) [x, ly] = [plotX, ly + legendH];
        doc.rect(x, ly + 2, 8, 8).fill(shades[i]);
        doc
          .font(FONT)
          .fontSize(8)
          .fillColor(MUTED)
          .text(pdfText(name), x + 11, ly + 1, { lineBreak: false });
        x += itemW;
      });
      let y = ly + legendH;
      const top = y;
      const plotH = rows.length * rowH;
      // The reference line goes first, so bars and their values are drawn over it.
      if (options.reference) {
        const rx = at(options.reference.value);
        doc
          .moveTo(rx, top - 2)
          .lineTo(rx, top + plotH - 4)
          .dash(2, { space: 2 })
          .lineWidth(0.75)
          .stroke(MUTED)
          .undash();
      }
      for (const row of rows) {
        doc
          .font(FONT)
          .fontSize(8.5)
          .fillColor(INK)
          .text(pdfText(row.label), left, y + (rowH - 8 - 10) / 2, {
            width: labelW - 8,
            lineBreak: false,
            ellipsis: true,
          });
        row.values.forEach((value, i) => {
          const by = y + i * (barH + gap);
          if (!Number.isFinite(value)) return;
          doc.rect(plotX, by, Math.max(1, at(value) - plotX), barH).fill(shades[i]);
          const label = format(value);
          doc.font(FONT).fontSize(7);
          doc.rect(at(value) + 2, by - 0.5, doc.widthOfString(label) + 2, barH + 1).fill("#ffffff");
          doc.fillColor(MUTED).text(label, at(value) + 3, by, { lineBreak: false });
        });
        y += rowH;
      }
      doc
        .moveTo(plotX, y - 4)
        .lineTo(plotX + plotW, y - 4)
        .lineWidth(0.75)
        .stroke(MUTED);
      for (const tick of options.ticks ?? [min, max]) {
        const tx = at(tick);
        doc
          .moveTo(tx, y - 4)
          .lineTo(tx, y - 1)
          .lineWidth(0.75)
          .stroke(MUTED);
        doc
          .font(FONT)
          .fontSize(7)
          .fillColor(MUTED)
          .text(String(tick), tx - 15, y, { width: 30, align: "center", lineBreak: false });
      }
      if (options.reference)
        doc
          .font(FONT)
          .fontSize(7)
          .fillColor(MUTED)
          .text(pdfText(options.reference.label), plotX, y + 9, { width: plotW, lineBreak: false });
      doc.y = y + (options.reference ? 22 : 12);
    },
    /** A thin line across the page in the brand's colour. */
    rule() {
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(1)
        .stroke(primary);
      doc.y += 4;
    },
    /** The brand's logo, the document's kind as the title, and lines under it (who, when). */
    header(kind: string, title: string, lines: string[] = []) {
      kit.logo();
      kit.write(kind, { font: BOLD, size: 22, gap: 4 });
      kit.write(title, { font: BOLD, size: 14, gap: 2 });
      for (const line of lines) kit.write(line, { color: MUTED });
      doc.y += 4;
      kit.rule();
    },
    /** Adds "<brand> · <label>" and "Page n of N" to every page, ends the document and resolves to its bytes. */
    finish(label: string): Promise<Buffer> {
      const pages = doc.bufferedPageRange();
      for (let i = 0; i < pages.count; i++) {
        doc.switchToPage(pages.start + i);
        const y = doc.page.height - margin + 20;
        doc.page.margins.bottom = 0; // writing in the margin must not start a new page
        doc.font(FONT).fontSize(8).fillColor(MUTED);
        doc.text(pdfText(`${brand.name} · ${label}`), left, y, { width, lineBreak: false });
        doc.text(`Page ${i + 1} of ${pages.count}`, left, y, { width, align: "right", lineBreak: false });
        doc.page.margins.bottom = margin;
      }
      doc.end();
      return bytes;
    },
  };
  return kit;
}
export type PdfKit = ReturnType<typeof createPdf>;

/** `count` shades of the brand's colour for a chart's series, lightest (oldest) to the brand's colour (latest). */
export function seriesShades(count: number): string[] {
  const shades = brand.theme.primaryShades;
  if (count <= 1) return [shades[6]];
  const from = 3;
  const to = 8;
  return Array.from({ length: count }, (_, i) => shades[Math.round(from + ((to - from) * i) / (count - 1))]);
}
