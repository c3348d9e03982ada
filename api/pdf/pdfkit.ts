import { createRequire } from "node:module";

type PdfKit = new (options?: PDFKit.PDFDocumentOptions) => PDFKit.PDFDocument;
let pdfkit: PdfKit | undefined;

/**
 * A new pdfkit document. pdfkit is loaded with the first PDF rather than at start: 20 MB of memory that a server
 * making no PDF never spends (issue 20). A synchronous require keeps the PDF builders synchronous.
 */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  pdfkit ??= createRequire(import.meta.url)("pdfkit") as PdfKit;
  return new pdfkit(options);
}
