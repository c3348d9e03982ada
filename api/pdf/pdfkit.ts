import { onFirstUse } from "../../server/on-first-use";
import { registerBrandFonts } from "./fonts";

type PdfKit = new (options?: PDFKit.PDFDocumentOptions) => PDFKit.PDFDocument;
/** pdfkit comes with the first PDF: 20 MB of memory that a server making no PDF never spends (ADR 062). */
const pdfkit = onFirstUse<PdfKit>("pdfkit");

/** A new pdfkit document, with the brand's fonts registered (./fonts.ts) and in use. */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument(options);
  registerBrandFonts(doc);
  return doc;
}
