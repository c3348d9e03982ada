import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { academyCertificates } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { pdfFile, type FileAnswer } from "../http/answers";
import { drawLogo, logoWidth } from "../pdf/logo";
import { BOLD, createPdf, fileNamePart, MUTED, pdfDay } from "../pdf/kit";

export interface CertificateContent {
  holderName: string;
  courseTitle: string;
  issuedAt: Date;
  code: string;
  /** Where anyone checks the code (the public verification page). */
  verifyUrl: string;
}

/** The certificate: who completed which course on which day, and the code that proves it. */
export async function renderCertificatePdf(c: CertificateContent): Promise<Buffer> {
  const kit = createPdf({ title: `Certificate: ${c.courseTitle}` });
  const { doc, primary } = kit;
  drawLogo(doc, kit.left + (kit.width - logoWidth(30)) / 2, doc.y, 30);
  doc.y += 90;
  kit.write("Certificate of completion", { font: BOLD, size: 28, align: "center", gap: 30 });
  kit.write("This certifies that", { size: 12, color: MUTED, align: "center", gap: 10 });
  kit.write(c.holderName, { font: BOLD, size: 24, color: primary, align: "center", gap: 16 });
  kit.write("has completed the course", { size: 12, color: MUTED, align: "center", gap: 10 });
  kit.write(c.courseTitle, { font: BOLD, size: 18, align: "center", gap: 16 });
  kit.write(`on ${pdfDay(c.issuedAt)}`, { size: 12, align: "center", gap: 60 });
  kit.rule();
  doc.y += 8;
  kit.write(`Verification code: ${c.code}`, { font: BOLD, size: 11, align: "center", gap: 4 });
  kit.write(`Check it at ${c.verifyUrl}`, { size: 9, color: MUTED, align: "center" });
  return kit.finish("Academy certificate");
}

/** GET /academy/certificates/{id}/pdf: the caller's own certificate (anyone else's is not found). */
export async function sendCertificatePdf(
  db: Database,
  actor: Actor,
  id: number,
  publicUrl: string,
): Promise<FileAnswer> {
  const [row] = await db
    .select()
    .from(academyCertificates)
    .where(and(eq(academyCertificates.id, id), eq(academyCertificates.userId, actor.id)));
  if (!row) throw ApiError.notFound("Certificate not found");
  const verifyUrl = `${publicUrl.replace(/\/$/, "")}/academy/verify?code=${encodeURIComponent(row.code)}`;
  const pdf = await renderCertificatePdf({
    holderName: row.holderName,
    courseTitle: row.courseTitle,
    issuedAt: row.issuedAt,
    code: row.code,
    verifyUrl,
  });
  return pdfFile(pdf, `certificate-${fileNamePart(row.courseTitle, "course")}.pdf`);
}
