// The person's own report as a PDF: the page's content in the brand's colour (api/pdf/kit.ts), A4 with page numbers.
import brand from "~brand";
import { aboutTheScores, WHAT_THIS_IS } from "../../domain/assessment/participant-report";
import type { Database } from "../db/client";
import { pdfFile, type FileAnswer } from "../http/answers";
import { BOLD, createPdf, fileNamePart, MUTED, pdfDay } from "../pdf/kit";
import type { ShareKeys } from "../report-shares/payload";
import type { ParticipantReportJson } from "./contract";
import { loadParticipantReport, openReportRow } from "./open-report";

export const participantReportTitle = "Your work-style report";

/** The report's PDF. */
export function renderParticipantReportPdf(report: ParticipantReportJson): Promise<Buffer> {
  const kit = createPdf({ title: `${participantReportTitle}: ${report.person.first}` });
  const { doc } = kit;
  kit.header(participantReportTitle, `For ${report.person.first}`, [
    `Based on your answers of ${pdfDay(new Date(report.submitted_at))}.`,
    `Made for you by ${brand.name}. Only someone with your link can open it; the link works until ${pdfDay(new Date(report.expires_at))}.`,
  ]);
  kit.write(WHAT_THIS_IS, { gap: 6 });
  kit.write(report.how_sure, { color: MUTED, gap: 4 });

  for (const domain of report.domains) {
    kit.heading(domain.name, 80);
    kit.write(domain.measures, { color: MUTED, size: 9, gap: 4 });
    kit.write(
      `Your percentile: ${domain.percentile} (likely range ${domain.likely_range.low}–${domain.likely_range.high})`,
      { font: BOLD, size: 10, gap: 4 },
    );
    const y = doc.y + 2;
    kit.bar(domain.percentile, y, kit.left, kit.width, 7, domain.likely_range);
    doc.y = y + 16;
    kit.write(domain.how_you_work, { gap: 4 });
    if (domain.strengths.length) {
      kit.write("Your strengths here", { font: BOLD, size: 10, gap: 2 });
      for (const s of domain.strengths) kit.bullet(`${s.name}: ${s.text}`);
    }
  }

  if (report.growth) {
    kit.heading("Your growth report", 60);
    if (report.growth.strengths.length) {
      kit.write("Strengths to build on", { font: BOLD, gap: 2 });
      for (const s of report.growth.strengths) kit.bullet(`${s.name}: ${s.text}`);
    }
    if (report.growth.growthAreas.length) {
      doc.y += 6;
      kit.write("Areas you might grow in", { font: BOLD, gap: 2 });
      for (const area of report.growth.growthAreas) {
        kit.bullet(`${area.name}: ${area.text}`);
        for (const tip of area.suggestions) kit.bullet(tip, { x: kit.left + 30 });
      }
    }
  }

  kit.heading("About the scores", 40, 12);
  kit.write(aboutTheScores(report.norm_group), { size: 9, color: MUTED });
  return kit.finish(`${participantReportTitle} · ${report.person.first}`);
}

/** my-work-style-report-<first>.pdf, ASCII-safe. */
export const participantReportFileName = (first: string) => `my-work-style-report-${fileNamePart(first)}.pdf`;

/** GET /participant-reports/public/report/pdf?payload=: refused like the page (404, 410). */
export async function sendParticipantReportPdf(
  db: Database,
  keys: ShareKeys,
  payload: string,
  now = new Date(),
): Promise<FileAnswer> {
  const report = await loadParticipantReport(db, await openReportRow(db, keys, payload, now));
  return pdfFile(await renderParticipantReportPdf(report), participantReportFileName(report.person.first));
}
