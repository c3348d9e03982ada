import { onFirstUse } from "../utils/on-first-use";

type PdfKit = new (options?: PDFKit.PDFDocumentOptions) => PDFKit.PDFDocument;
/** pdfkit comes with the first PDF: 20 MB of memory that a server making no PDF never spends (ADR 062). */
const pdfkit = onFirstUse<PdfKit>("pdfkit");

/** A new pdfkit document. */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const PDFDocument = pdfkit();
  return new PDFDocument(options);
}
