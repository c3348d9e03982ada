// The technical appendix of a PDF that names trait scales: on its own last page, a small table of each scale's name
// in the product beside its IPIP-NEO-120 name and code, for qualified readers. On screen the same appendix is closed
// until opened (app/ui/TechnicalAppendix.tsx); paper has no "closed", so it goes last and small.
import { GLOSSARY_INTRO, SCALE_GLOSSARY } from "../../domain/assessment/traits";
import { BOLD, FONT, INK, MUTED, pdfText } from "./kit";

export const APPENDIX_TITLE = "Technical appendix: scale names and codes";

/** Writes the appendix on a new page of `doc`, between `left` and `left + width`. */
export function writeScaleAppendix(doc: PDFKit.PDFDocument, options: { left: number; width: number; primary: string }) {
  const { left, width, primary } = options;
  doc.addPage();
  doc.font(BOLD).fontSize(12).fillColor(primary).text(pdfText(APPENDIX_TITLE), left, doc.y, { width });
  doc.y += 4;
  doc.font(FONT).fontSize(8).fillColor(MUTED).text(pdfText(GLOSSARY_INTRO), left, doc.y, { width, lineGap: 1 });
  doc.y += 6;
  const columns = [
    { title: "Code", x: left, w: 40 },
    { title: "Name in this report", x: left + 40, w: 200 },
    { title: "IPIP-NEO-120 scale", x: left + 240, w: width - 240 },
  ];
  const row = (cells: string[], font: string, color = INK) => {
    const y = doc.y;
    doc.font(font).fontSize(7.5).fillColor(color);
    cells.forEach((cell, i) =>
      doc.text(pdfText(cell), columns[i].x, y, { width: columns[i].w - 6, lineBreak: false, ellipsis: true }),
    );
    doc.y = y + 11;
  };
  row(
    columns.map((c) => c.title),
    BOLD,
    MUTED,
  );
  for (const scale of SCALE_GLOSSARY)
    row([scale.code, scale.name, scale.ipipName], scale.kind === "domain" ? BOLD : FONT);
}
