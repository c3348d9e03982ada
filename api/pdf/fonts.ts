// The brand's own typeface in every PDF: the first family of `brand.theme.fontFamily` (Inter, Source Sans 3), whose
// Latin files the app already ships from @fontsource (a production dependency, OFL-1.1; docs/pdf-branding.md). pdfkit
// embeds only the glyphs a document uses, so a report grows by a few kilobytes and its text stays extractable. Where
// the files cannot be found, the standard Helvetica takes their place under the same names.
import fs from "node:fs";
import { createRequire } from "node:module";
import brand from "~brand";

/** The names PDFs write with (pdfkit's registered fonts). */
export const FONT = "Brand";
export const BOLD = "Brand-Bold";
export const ITALIC = "Brand-Italic";

const FALLBACK = { [FONT]: "Helvetica", [BOLD]: "Helvetica-Bold", [ITALIC]: "Helvetica-Oblique" } as const;
const FILES = { [FONT]: "400-normal", [BOLD]: "700-normal", [ITALIC]: "400-italic" } as const;

const requireFile = createRequire(import.meta.url);

/** "Source Sans 3" → "source-sans-3", @fontsource's name for the family. */
export function fontsourceId(fontFamily: string): string {
  const first = fontFamily
    .split(",")[0]
    .trim()
    .replace(/^["']|["']$/g, "");
  return first.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

let files: Record<keyof typeof FILES, Buffer> | null | undefined;

/** The brand font's files (read once), or null when @fontsource does not have them. */
export function brandFontFiles(): Record<keyof typeof FILES, Buffer> | null {
  if (files !== undefined) return files;
  const id = fontsourceId(brand.theme.fontFamily);
  try {
    const read = (variant: string) =>
      fs.readFileSync(requireFile.resolve(`@fontsource/${id}/files/${id}-latin-${variant}.woff`));
    files = { [FONT]: read(FILES[FONT]), [BOLD]: read(FILES[BOLD]), [ITALIC]: read(FILES[ITALIC]) };
  } catch {
    files = null;
  }
  return files;
}

/** Registers FONT, BOLD and ITALIC on `doc` and starts it in FONT. */
export function registerBrandFonts(doc: PDFKit.PDFDocument): void {
  const own = brandFontFiles();
  for (const name of [FONT, BOLD, ITALIC] as const) doc.registerFont(name, own ? own[name] : FALLBACK[name]);
  doc.font(FONT);
}
