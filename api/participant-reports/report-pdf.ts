// The person's own report as a PDF: the page's content in the brand's colour (api/pdf/kit.ts), A4 with page numbers,
// in the report's language. The PDF fonts write Latin script only (kit.ts `pdfText`), so an Arabic reader's PDF is
// in English until they carry an Arabic face and right-to-left lines.
import brand from "~brand";
import { fill, reportTexts } from "../../domain/assessment/participant-report";
import { formatDate } from "../../domain/format";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/languages";
import type { Database } from "../../server/db/client";
import { pdfFile, type FileAnswer } from "../http/answers";
import { BOLD, createPdf, fileNamePart, MUTED } from "../pdf/kit";
import type { ShareKeys } from "../report-shares/payload";
import type { ParticipantReportJson } from "./contract";
import { loadParticipantReport, openReportRow } from "./open-report";

/** The languages the PDF can be written in (its fonts' script). */
const PDF_LANGUAGES: ReadonlySet<Language> = new Set(["en", "es", "de", "fr", "pt-br"]);

/** The language a reader's PDF is written in: theirs where the PDF's fonts can write it, else English. */
export const pdfLanguage = (language: Language): Language =>
  PDF_LANGUAGES.has(language) ? language : DEFAULT_LANGUAGE;

/** The report's PDF, in the report's language (`report` was loaded in `pdfLanguage(…)`). */
export function renderParticipantReportPdf(report: ParticipantReportJson): Promise<Buffer> {
  const { labels } = reportTexts(report.language);
  const day = (value: string) => formatDate(value, { locale: report.language });
  const title = labels.title;
  const kit = createPdf({ title: `${title}: ${report.person.first}` });
  const { doc } = kit;
  kit.header(title, fill(labels.for, { first: report.person.first }), [
    fill(labels.basedOn, { date: day(report.submitted_at) }),
    fill(labels.madeBy, { brand: brand.name, date: day(report.expires_at) }),
  ]);
  kit.write(report.what_this_is, { gap: 6 });
  kit.write(report.how_sure, { color: MUTED, gap: 4 });

  for (const domain of report.domains) {
    kit.heading(domain.name, 80);
    kit.write(domain.measures, { color: MUTED, size: 9, gap: 4 });
    kit.write(
      fill(labels.percentile, {
        percentile: domain.percentile,
        low: domain.likely_range.low,
        high: domain.likely_range.high,
      }),
      { font: BOLD, size: 10, gap: 4 },
    );
    const y = doc.y + 2;
    kit.bar(domain.percentile, y, kit.left, kit.width, 7, domain.likely_range);
    doc.y = y + 16;
    kit.write(domain.how_you_work, { gap: 4 });
    if (domain.strengths.length) {
      kit.write(labels.strengthsHere, { font: BOLD, size: 10, gap: 2 });
      for (const s of domain.strengths) kit.bullet(`${s.name}: ${s.text}`);
    }
  }

  if (report.growth) {
    kit.heading(labels.growth, 60);
    if (report.growth.strengths.length) {
      kit.write(labels.growthStrengths, { font: BOLD, gap: 2 });
      for (const s of report.growth.strengths) kit.bullet(`${s.name}: ${s.text}`);
    }
    if (report.growth.growthAreas.length) {
      doc.y += 6;
      kit.write(labels.growthAreas, { font: BOLD, gap: 2 });
      for (const area of report.growth.growthAreas) {
        kit.bullet(`${area.name}: ${area.text}`);
        for (const tip of area.suggestions) kit.bullet(tip, { x: kit.left + 30 });
      }
    }
  }

  kit.heading(labels.aboutTheScores, 40, 12);
  kit.write(report.about_the_scores, { size: 9, color: MUTED, gap: 4 });
  kit.write(fill(labels.administration, { line: report.administration }), { size: 9, color: MUTED });
  return kit.finish(`${title} · ${report.person.first}`);
}

/** my-work-style-report-<first>.pdf, ASCII-safe. */
export const participantReportFileName = (first: string) => `my-work-style-report-${fileNamePart(first)}.pdf`;

/** GET /participant-reports/public/report/pdf?payload=&language=: refused like the page (404, 410). */
export async function sendParticipantReportPdf(
  db: Database,
  keys: ShareKeys,
  payload: string,
  language?: Language,
  now = new Date(),
): Promise<FileAnswer> {
  const row = await openReportRow(db, keys, payload, now);
  // Without a reader's language the report is in the taker's, which may be one the PDF cannot write.
  const first = await loadParticipantReport(db, row, language && pdfLanguage(language));
  const report =
    first.language === pdfLanguage(first.language)
      ? first
      : await loadParticipantReport(db, row, pdfLanguage(first.language));
  return pdfFile(await renderParticipantReportPdf(report), participantReportFileName(report.person.first));
}
