// The growth report as a PDF: the page's content — who, the five domains with their bars,
// strengths, growth areas, suggestions, the next-session question and the action plan — in the brand's colour, on
// A4 with page numbers, under the brand's logo and in its font (api/pdf/fonts.ts, api/pdf/logo.ts).
import { formatDate } from "../../domain/format";
import brand from "~brand";
import { planProgress, progressText, type ActionPlanGoal } from "../../domain/coaching/action-plan";
import {
  likelyRangeText,
  percentileText,
  placeText,
  selectionRuleText,
  towardRangeText,
} from "../../domain/coaching/growth";
import { directionText, scaleName } from "../../domain/assessment/traits";
import { writeScaleAppendix } from "../pdf/appendix";
import { BOLD, fileNamePart, FONT, INK, ITALIC, MARGIN, MUTED, pdfText, TRACK } from "../pdf/kit";
import type { GrowthReportData } from "./contract";
import { drawLogo } from "../pdf/logo";
import { newPdfDocument } from "../pdf/pdfkit";

/** An ISO date or date-time as the page shows it (UTC). */
const day = (iso: string): string => formatDate(iso);

/** The PDF of a growth report and its action plan (`loadGrowthReport`'s data and the plan's goals). */
export function renderGrowthReportPdf(
  data: GrowthReportData,
  plan: { goals: readonly ActionPlanGoal[] },
): Promise<Buffer> {
  const { person, report, benchmark } = data;
  const name = `${person.first} ${person.last}`;
  const primary = brand.theme.primaryShades[6];
  const doc = newPdfDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: pdfText(`Growth report: ${name}`), Author: brand.name, Creator: brand.name },
    lang: "en",
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  /** Starts a new page unless `height` points still fit on this one (a block is never split from its heading). */
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const write = (
    text: string,
    options: { font?: string; size?: number; color?: string; x?: number; gap?: number; width?: number } = {},
  ) => {
    const x = options.x ?? left;
    doc
      .font(options.font ?? FONT)
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? INK)
      .text(pdfText(text), x, doc.y, { width: options.width ?? width - (x - left), lineGap: 2 });
    if (options.gap) doc.y += options.gap;
  };
  const heightOf = (text: string, size = 10, font = FONT, w = width) =>
    doc.font(font).fontSize(size).heightOfString(pdfText(text), { width: w, lineGap: 2 });
  const heading = (text: string, next = 40) => {
    doc.y += 10;
    room(30 + next);
    write(text, { font: BOLD, size: 14, color: primary, gap: 4 });
  };
  const bullet = (text: string, x = left + 10) => {
    room(heightOf(text, 10, FONT, width - (x - left) - 10));
    const y = doc.y;
    doc.font(FONT).fontSize(10).fillColor(primary).text("•", x, y, { lineBreak: false });
    doc.y = y;
    write(text, { x: x + 10 });
  };
  const bar = (percentile: number, y: number, range?: { low: number; high: number }) => {
    doc.roundedRect(left, y, width, 7, 3.5).fill(TRACK);
    doc.roundedRect(left, y, Math.max(7, (width * percentile) / 100), 7, 3.5).fill(primary);
    // The likely range (±1 SEM) as a bracket over the bar: where the score would fall again.
    if (range) {
      const [x1, x2] = [left + (width * range.low) / 100, left + (width * range.high) / 100];
      doc
        .lineWidth(1)
        .moveTo(x1, y - 2)
        .lineTo(x1, y + 9)
        .moveTo(x1, y + 3.5)
        .lineTo(x2, y + 3.5);
      doc
        .moveTo(x2, y - 2)
        .lineTo(x2, y + 9)
        .stroke(INK);
    }
  };
  const tick = (checked: boolean, x: number, y: number) => {
    doc
      .lineWidth(0.9)
      .rect(x, y + 1, 9, 9)
      .stroke(checked ? primary : MUTED);
    if (checked)
      doc
        .lineWidth(1.6)
        .moveTo(x + 1.8, y + 5.5)
        .lineTo(x + 3.9, y + 8)
        .lineTo(x + 7.6, y + 2.6)
        .stroke(primary);
  };

  // Who.
  drawLogo(doc, left, doc.y, 26);
  doc.y += 34;
  write("Growth report", { font: BOLD, size: 24, gap: 4 });
  write(name, { font: BOLD, size: 16, gap: 1 });
  write(`${person.role_name} · ${person.company.name}`, { color: MUTED });
  write(
    [
      person.submitted_at ? `Assessment finished ${day(person.submitted_at)}` : null,
      benchmark ? `Compared with the role benchmark "${benchmark.name}"` : "Based on your profile",
    ]
      .filter(Boolean)
      .join(" · "),
    { color: MUTED, gap: 6 },
  );
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1)
    .stroke(primary);
  doc.y += 4;

  // The five domains.
  heading("Your five domains");
  write("The bracket on each bar is the likely range: where the score would fall again within its measurement error.", {
    size: 8,
    color: MUTED,
    gap: 4,
  });
  for (const d of report.domains) {
    room(34);
    const y = doc.y;
    write(d.name, { font: BOLD });
    doc
      .font(FONT)
      .fontSize(10)
      .fillColor(MUTED)
      .text(pdfText(`${percentileText(d.percentile)} (${likelyRangeText(d.likelyRange)})`), left, y, {
        width,
        align: "right",
      });
    bar(d.percentile, y + 16, d.likelyRange);
    doc.y = y + 30;
    const direction = directionText(d.scale);
    if (direction) write(direction, { size: 8, color: MUTED, gap: 4 });
  }

  // Strengths.
  heading("Strengths to use");
  write(selectionRuleText(report.basis), { size: 8, color: MUTED, gap: 4 });
  if (report.strengths.length === 0)
    write("No trait is far enough towards its helpful end to list as a strength.", { color: MUTED });
  for (const s of report.strengths) {
    room(18 + heightOf(s.text));
    write(`${s.name} · ${placeText(s)} (${likelyRangeText(s.likelyRange)})`, { font: BOLD, gap: 1 });
    write(s.text, { gap: s.target ? 1 : 8 });
    if (s.target)
      write(`Within the role's range (${s.target.min}–${s.target.max}).`, { color: MUTED, size: 9, gap: 8 });
  }

  // Growth areas.
  heading("Growth areas to develop");
  if (report.growthAreas.length === 0)
    write(
      benchmark
        ? "You are within the role's range on every trait it sets: no growth area stands out."
        : "No trait stands out as an area to develop.",
      { color: MUTED },
    );
  for (const g of report.growthAreas) {
    const toward = towardRangeText(g);
    room(18 + heightOf(g.text) + (toward ? heightOf(toward, 9) : 0) + 14);
    write(`${g.name} · ${placeText(g)} (${likelyRangeText(g.likelyRange)})`, { font: BOLD, gap: 1 });
    write(g.text, { gap: 2 });
    if (toward) write(toward, { color: MUTED, size: 9, gap: 2 });
    write("Try this:", { font: BOLD, size: 9, color: MUTED, gap: 1 });
    for (const suggestion of g.suggestions) bullet(suggestion);
    doc.y += 8;
  }

  // Suggestions per domain.
  heading("Development suggestions for each trait");
  for (const d of report.domains) {
    room(16 + heightOf(d.suggestions[0] ?? ""));
    write(`${d.name} (${d.level === "neutral" ? "middle" : d.level})`, { font: BOLD, gap: 1 });
    for (const suggestion of d.suggestions) bullet(suggestion);
    doc.y += 6;
  }

  // The next session.
  if (report.nextSessionPrompt) {
    heading("For your next session");
    write(report.nextSessionPrompt, { font: ITALIC, size: 11 });
  }

  // The action plan.
  heading("Action plan");
  if (plan.goals.length === 0) write("No goals yet.", { color: MUTED });
  else write(progressText(planProgress(plan.goals)), { color: MUTED, gap: 6 });
  for (const goal of plan.goals) {
    room(34);
    const y = doc.y;
    tick(goal.done, left, y);
    write(goal.title, { font: BOLD, x: left + 16 });
    const meta = [
      goal.scale ? `Develops ${scaleName(goal.scale)}` : null,
      goal.due_on ? `Due ${day(goal.due_on)}` : null,
      goal.done ? "Done" : null,
    ].filter(Boolean);
    if (meta.length) write(meta.join(" · "), { x: left + 16, size: 9, color: MUTED });
    doc.y += 3;
    for (const step of goal.steps) {
      const text = [step.text, step.due_on ? `due ${day(step.due_on)}` : null, step.done ? "done" : null]
        .filter(Boolean)
        .join(" · ");
      room(heightOf(text, 10, FONT, width - 46) + 4);
      const sy = doc.y;
      tick(step.done || goal.done, left + 16, sy);
      write(text, { x: left + 32, color: step.done || goal.done ? MUTED : INK, gap: 2 });
    }
    doc.y += 8;
  }

  writeScaleAppendix(doc, { left, width, primary });

  // Page numbers, and whose report it is, on every page.
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    const y = doc.page.height - MARGIN + 20;
    doc.page.margins.bottom = 0; // writing in the margin must not start a new page
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    doc.text(pdfText(`${brand.name} · Growth report · ${name}`), left, y, { width, lineBreak: false });
    doc.text(`Page ${i + 1} of ${pages.count}`, left, y, { width, align: "right", lineBreak: false });
    doc.page.margins.bottom = MARGIN;
  }
  doc.end();
  return done;
}

/** growth-report-<first>-<last>.pdf, ASCII-safe. */
export const growthReportFileName = (person: { first: string; last: string }) =>
  `growth-report-${fileNamePart(person.first)}-${fileNamePart(person.last)}.pdf`;
