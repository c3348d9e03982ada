// The behavioural questions chart as a PDF, with the page's content (app/survey-answers/AnswersPage.tsx): how to read the
// answers, then per domain and facet the percentile and each item's text, the answer in words, whether it is
// reverse-scored, and whether it raises or lowers the facet's score. A sensitive item's answer arrives withheld
// (./model.ts) and is printed as such.
import { administrationLine } from "../../domain/assessment/norms-name";
import { ANSWER_WITHHELD, ANSWER_WITHHELD_REASON } from "../../domain/assessment/sensitive-items";
import type { Language } from "../../domain/languages";
import { percentileRange, rangeText, scoreRange, type ScoreRange } from "../../domain/assessment/precision";
import { ANSWER_CHOICES, DOMAINS, FACETS, type ScaleCode } from "../../domain/assessment/traits";
import { BOLD, createPdf, fileNamePart, FONT, INK, MUTED, type PdfKit, pdfText } from "../pdf/kit";
import type { AnswerFacetJson, AnswerItemJson, SurveyAnswersJson } from "./contract";

export interface AnswersPdfPerson {
  first: string;
  last: string;
  roleName: string;
  companyName: string;
  /** Submitted, so scored. */
  finished: boolean;
  /** The language the person answered in (named beside the norm group; the PDF itself is for staff, in English). */
  language: Language;
}

export const answersFileName = (person: { first: string; last: string }) =>
  `answers-${fileNamePart(person.first)}-${fileNamePart(person.last)}.pdf`;

const answerLabel = (answer: number) => ANSWER_CHOICES.find((c) => c.value === answer)?.label ?? String(answer);

/** What an answer does to its facet's score (the page's effectOf): 4–5 after reversal raise it, 1–2 lower it. */
function effectOf(scored: number | null): string | null {
  if (scored === null) return null;
  if (scored >= 4) return "Raises the score";
  if (scored <= 2) return "Lowers the score";
  return "Neutral";
}

/** "Percentile 62 (35-65), likely 48–74": the score, its band and its likely range (±1 SEM). */
const percentileLine = (percentile: number | null, band: string | null, range: ScoreRange | null) =>
  percentile === null
    ? "No score yet"
    : `Percentile ${percentile}${band ? ` (${band})` : ""}${range ? `, likely ${rangeText(range)}` : ""}`;

/** A facet's likely range from its exact T score. */
const facetRange = (f: AnswerFacetJson) => (f.t === null || !isScale(f.code) ? null : scoreRange(f.code, f.t));

const SCALES: readonly string[] = [...DOMAINS, ...FACETS];
const isScale = (code: string): code is ScaleCode => SCALES.includes(code);

function item(kit: PdfKit, entry: AnswerItemJson) {
  const effect = effectOf(entry.scored);
  const details = entry.withheld
    ? [ANSWER_WITHHELD, "counts towards the score"]
    : [
        entry.answer !== null ? `Answer: ${answerLabel(entry.answer)}` : "Not answered yet",
        entry.keyed === "minus" ? "reverse-scored: agreeing lowers the score" : null,
        effect,
      ].filter(Boolean);
  const x = kit.left + 12;
  const w = kit.width - 12;
  kit.room(kit.heightOf(entry.text, 9.5, FONT, w) + kit.heightOf(details.join(" · "), 8.5, FONT, w) + 6);
  kit.write(entry.text, { x, width: w, size: 9.5 });
  kit.write(details.join(" · "), {
    x,
    width: w,
    size: 8.5,
    // An answer that moves the score stands out in the brand's colour, a neutral or missing one is muted.
    color: effect === "Raises the score" || effect === "Lowers the score" ? kit.primary : MUTED,
    gap: 5,
  });
}

function facet(kit: PdfKit, f: AnswerFacetJson) {
  const { doc, left, width } = kit;
  const range = facetRange(f);
  kit.room(40);
  const y = doc.y + 4;
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(INK)
    .text(pdfText(f.name), left, y, { width: width - 190 });
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(MUTED)
    .text(pdfText(percentileLine(f.percentile, f.band, range)), left + width - 190, y + 1, {
      width: 190,
      align: "right",
    });
  doc.y = y + 16;
  if (f.percentile !== null) {
    kit.bar(
      f.percentile,
      doc.y,
      left,
      width,
      5,
      range ? { low: range.percentile_low, high: range.percentile_high } : undefined,
    );
    doc.y += 10;
  }
  if (f.note) kit.write(f.note, { size: 8.5, color: MUTED, gap: 5 });
  for (const entry of f.items) item(kit, entry);
}

/** The PDF of a person's answers (getSurveyAnswers's answer). */
export function renderAnswersPdf(person: AnswersPdfPerson, answers: SurveyAnswersJson): Promise<Buffer> {
  const name = `${person.first} ${person.last}`;
  const kit = createPdf({ title: `Answers: ${name}` });
  const items = answers.domains.flatMap((d) => d.facets.flatMap((f) => f.items));
  const answered = answers.answered_count;
  kit.header("Answers, item by item", name, [
    `${person.roleName} · ${person.companyName}`,
    `Norms: ${administrationLine(person.language)}`,
  ]);

  kit.heading("How to read the answers");
  kit.write(
    `${person.first} rated ${items.length} statements from "Very inaccurate" (1) to "Very accurate" (5). Each facet's score adds up its four answers: agreeing with a statement raises the score, except for reverse-scored statements, where agreeing lowers it.`,
  );
  kit.doc.y += 4;
  kit.write(ANSWER_WITHHELD_REASON, { color: MUTED });
  if (!person.finished) {
    kit.doc.y += 4;
    kit.write(
      `Not finished yet: ${person.first} has not finished the assessment (${answered} of ${items.length} answered).${
        answered ? " These are the answers so far;" : " No answers have arrived yet;"
      } the facet scores appear once it is submitted.`,
      { color: kit.primary },
    );
  }

  for (const domain of answers.domains) {
    // The domain's T is not in the payload: its range comes from the percentile (to within a point).
    const range =
      domain.percentile !== null && isScale(domain.code) ? percentileRange(domain.code, domain.percentile) : null;
    kit.heading(
      !range ? domain.name : `${domain.name} · percentile ${domain.percentile}, likely ${rangeText(range)}`,
      90,
      16,
    );
    for (const f of domain.facets) facet(kit, f);
  }
  return kit.finish(`Answers · ${name}`);
}
