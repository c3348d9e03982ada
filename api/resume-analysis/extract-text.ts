// A resume's text, from its bytes: PDF through unpdf (pdf.js), DOCX through mammoth. Every problem with the file
// is the caller's (a 4xx with a message a person understands), never a 500; and no error carries the text.
import { ApiError } from "../http/errors";

/** Larger files are refused before parsing (the upload allows 5 MB; a resume is rarely over 1). */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
/** More text than any resume holds: the rest is ignored, so a huge document costs no more to analyse. */
export const MAX_RESUME_CHARS = 60_000;
const MAX_PDF_PAGES = 30;

export type ResumeFormat = "pdf" | "docx";

const problem = (status: number, message: string) => new ApiError(status, message, [{ path: "resume", message }]);
export const NOT_SUPPORTED = "The resume must be a PDF or Word (.docx) file to be analyzed";
export const TOO_LARGE = "The resume is larger than 5 MB";
export const ENCRYPTED = "The resume is password-protected: ask for an unprotected copy";
export const NO_TEXT = "No text could be read from the resume (an empty or scanned document?)";
export const UNREADABLE = "The resume file is damaged and could not be read";

/** The format by the file's first bytes (never by its name: a renamed file is what it is). */
export function formatOf(bytes: Uint8Array): ResumeFormat | null {
  const head = Buffer.from(bytes.subarray(0, 5)).toString("latin1");
  if (head === "%PDF-") return "pdf";
  // A DOCX is a ZIP archive holding word/document.xml (checked by mammoth when it opens it).
  if (head.startsWith("PK\u0003\u0004")) return "docx";
  return null;
}

/** An OLE container: an old Word (.doc) file, or a password-protected .docx (Word encrypts into one). */
const isOle = (bytes: Uint8Array) => bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
export const OLD_OR_PROTECTED =
  "The resume is an old Word (.doc) or password-protected file: ask for a PDF or an unprotected .docx";

export async function extractResumeText(bytes: Buffer): Promise<string> {
  if (bytes.length > MAX_RESUME_BYTES) throw problem(413, TOO_LARGE);
  const format = formatOf(bytes);
  if (!format) throw problem(415, isOle(bytes) ? OLD_OR_PROTECTED : NOT_SUPPORTED);
  const raw = format === "pdf" ? await pdfText(bytes) : await docxText(bytes);
  const text = normalise(raw).slice(0, MAX_RESUME_CHARS);
  if (text.replace(/\s/g, "").length < 20) throw problem(422, NO_TEXT);
  return text;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocumentProxy } = await import("unpdf");
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    if ((error as { name?: string })?.name === "PasswordException") throw problem(422, ENCRYPTED);
    throw problem(422, UNREADABLE);
  }
  try {
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PDF_PAGES); n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      // Keep the document's line breaks: the parser reads a resume line by line.
      let line = "";
      const lines: string[] = [];
      for (const item of content.items as { str?: string; hasEOL?: boolean }[]) {
        line += item.str ?? "";
        if (item.hasEOL) {
          lines.push(line);
          line = "";
        }
      }
      if (line) lines.push(line);
      pages.push(lines.join("\n"));
    }
    return pages.join("\n");
  } catch {
    throw problem(422, UNREADABLE);
  } finally {
    // Frees pdf.js's worker-side state (not in unpdf's types of every version).
    await (pdf as unknown as { destroy?: () => Promise<void> }).destroy?.().catch(() => undefined);
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  const mammoth = await import("mammoth");
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    return value;
  } catch (error) {
    // A ZIP without a Word document is some other archive (an encrypted Word file is an OLE container, not a
    // ZIP, so formatOf already refused it); anything else is a damaged file.
    if (/main document part/i.test(String((error as Error)?.message))) throw problem(415, NOT_SUPPORTED);
    throw problem(422, UNREADABLE);
  }
}

function normalise(text: string): string {
  return text
    .replaceAll("\u0000", "")
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t\u00a0]+/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
