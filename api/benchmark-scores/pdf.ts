// GET /survey-results/{id}/benchmark-scores/pdf: the benchmark scores page's content as a PDF — who, and every role
// benchmark that applies to the person's company with its fit and band, best first, "Being calculated" last.
import { eq } from "drizzle-orm";
import brand from "~brand";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { pdfFile, type FileAnswer } from "../http/answers";
import { BOLD, createPdf, fileNamePart, FONT, INK, MUTED, pdfText } from "../pdf/kit";
import { rankFits, type BenchmarkFit } from "../../domain/assessment/fit-ranking";
import { possessive } from "../../domain/text";
import { listFitScores } from "../role-benchmarks/list-fit-scores";
import { findSurveyResultInScope } from "../survey-results/model";

export const benchmarkScoresFileName = (person: { first: string; last: string }) =>
  `benchmark-scores-${fileNamePart(person.first)}-${fileNamePart(person.last)}.pdf`;

export function renderBenchmarkScoresPdf(
  person: { first: string; last: string; roleName: string; companyName: string },
  fits: readonly BenchmarkFit[],
): Promise<Buffer> {
  const name = `${person.first} ${person.last}`;
  const company = person.companyName;
  const kit = createPdf({ title: `Benchmark scores: ${name}` });
  const { doc, left, width } = kit;
  kit.header("Benchmark scores", name, [`${person.roleName} · ${company}`]);

  kit.heading("Fit to the role benchmarks");
  if (fits.length === 0) {
    kit.write(`No role benchmark applies to ${company} yet.`);
    return kit.finish(`Benchmark scores · ${name}`);
  }
  kit.write(
    `How closely ${possessive(person.first)} profile matches each role benchmark for ${company}, best fit first. A fit of 100 means every trait lies inside the benchmark's target range.`,
    { color: MUTED, gap: 4 },
  );
  if (fits.some((f) => f.fit === null))
    kit.write("Some fits are being calculated (a benchmark changed recently); they appear once they are ready.", {
      color: MUTED,
      size: 9,
      gap: 4,
    });

  const scoreW = 130;
  fits.forEach((f, i) => {
    kit.room(44);
    const y = doc.y + 6;
    doc
      .font(BOLD)
      .fontSize(10.5)
      .fillColor(INK)
      .text(pdfText(`${i + 1}. ${f.name}`), left, y, { width: width - scoreW - 8 });
    const below = doc.y;
    doc
      .font(FONT)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(pdfText(f.forAllCompanies ? "For all companies" : `${possessive(company)} own`), left, below, {
        width: width - scoreW - 8,
      });
    const after = doc.y;
    doc
      .font(f.fit === null ? FONT : BOLD)
      .fontSize(10)
      .fillColor(f.fit === null ? MUTED : INK)
      .text(f.fit === null ? "Being calculated" : `Fit ${Math.round(f.fit)} (${f.band})`, left + width - scoreW, y, {
        width: scoreW,
        align: "right",
      });
    doc.y = Math.max(after, doc.y) + 3;
    // The fit as a bar in the brand's colour; the bands' own colours are for the screen.
    if (f.fit !== null) kit.bar(f.fit, doc.y, left, width, 5);
    doc.y += 10;
  });
  return kit.finish(`Benchmark scores · ${name}`);
}

/** In scope or 404; unfinished → 409 (no fit exists before the assessment is submitted); then the file. */
export async function sendBenchmarkScoresPdf(db: Database, actor: Actor, id: number): Promise<FileAnswer> {
  const result = await findSurveyResultInScope(db, actor, id);
  if (result.submittedAt === null || result.scores === null)
    throw ApiError.conflict(
      `The benchmark scores are ready once the ${brand.wording.assessment} is finished: this person has not submitted it yet.`,
    );
  const [fits, [company]] = await Promise.all([
    listFitScores(db, actor, result.id),
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, result.companyId)),
  ]);
  const person = {
    first: result.first,
    last: result.last,
    roleName: result.roleName,
    companyName: company?.name ?? "",
  };
  const pdf = await renderBenchmarkScoresPdf(person, rankFits(fits));
  return pdfFile(pdf, benchmarkScoresFileName(person));
}
