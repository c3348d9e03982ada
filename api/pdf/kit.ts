// The pieces every PDF of the API is made of (pdfkit): an A4 document in the brand's colour with its header, headings,
// text blocks, bullets and percentile bars, and page numbers (the finished file is answered as `pdfFile`,
// api/http/answers.ts). PDF's standard Helvetica keeps the text extractable and the file small (no embedded font);
// `pdfText` keeps every string inside what that font can write.
import brand from "~brand";
import { newPdfDocument } from "./pdfkit";

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

/** Text the standard fonts can write: a character they lack becomes its unaccented letter, or "?". */
export function pdfText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
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

/** "12 Mar 2026" for a date (UTC). */
export function pdfDay(date: Date): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

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
        .font(options.font ?? "Helvetica")
        .fontSize(options.size ?? 10)
        .fillColor(options.color ?? INK)
        .text(pdfText(text), x, doc.y, {
          width: options.width ?? width - (x - left),
          lineGap: 2,
          align: options.align,
        });
      if (options.gap) doc.y += options.gap;
    },
    heightOf(text: string, size = 10, font = "Helvetica", w = width) {
      return doc.font(font).fontSize(size).heightOfString(pdfText(text), { width: w, lineGap: 2 });
    },
    /** A section heading in the brand's colour, kept on one page with `next` points of what follows. */
    heading(text: string, next = 40, size = 14) {
      doc.y += 10;
      kit.room(30 + next);
      kit.write(text, { font: "Helvetica-Bold", size, color: primary, gap: 4 });
    },
    bullet(text: string, options: { x?: number; size?: number; width?: number; color?: string } = {}) {
      const x = options.x ?? left + 10;
      const size = options.size ?? 10;
      const w = options.width ?? width - (x - left) - 10;
      kit.room(kit.heightOf(text, size, "Helvetica", w));
      const y = doc.y;
      doc.font("Helvetica").fontSize(size).fillColor(primary).text("•", x, y, { lineBreak: false });
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
    /** A thin line across the page in the brand's colour. */
    rule() {
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(1)
        .stroke(primary);
      doc.y += 4;
    },
    /** The brand's name, the document's kind as the title, and lines under it (who, when). */
    header(kind: string, title: string, lines: string[] = []) {
      kit.write(brand.name, { font: "Helvetica-Bold", size: 11, color: primary, gap: 2 });
      kit.write(kind, { font: "Helvetica-Bold", size: 22, gap: 4 });
      kit.write(title, { font: "Helvetica-Bold", size: 14, gap: 2 });
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
        doc.font("Helvetica").fontSize(8).fillColor(MUTED);
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
