// The conflict tool's printable conversation plan: ONE page with the two names, the top three friction points (each
// with what to say and what to avoid) and a short agenda — opening, each point, agreements, a follow-up date line.
// The plan is laid out at the largest type size at which it still fits on one page.
import { ordinal } from "../../domain/coaching/growth";
import { BOLD, createPdf, fileNamePart, FONT, INK, MUTED, pdfDay, pdfText } from "../pdf/kit";
import type { ConflictJson } from "./contract";

/** The plan keeps to the three largest friction points: one conversation cannot cover more. */
export const PLAN_POINTS = 3;

/** Type sizes tried, largest first; the smallest is used even if the page would overflow (texts are bounded). */
const SCALES = [1, 0.94, 0.88, 0.82, 0.76, 0.7];
const MARGIN = 40;

/** Who the plan is for, in full: "Ann Lee and Ben Ng", "Ann Lee and the team Front desk". */
export function planTitle(data: ConflictJson): string {
  const a = `${data.a.first} ${data.a.last}`;
  return data.b.kind === "team" ? `${a} and the team ${data.b.name}` : `${a} and ${data.b.first} ${data.b.last}`;
}

function render(data: ConflictJson, now: Date, k: number) {
  const title = planTitle(data);
  const pdf = createPdf({ title: `Conversation plan: ${title}`, margin: MARGIN });
  const { doc, left, width, primary, write } = pdf;
  const size = (base: number) => Math.round(base * k * 10) / 10;
  const points = data.points.slice(0, PLAN_POINTS);
  const a = data.a.name;
  const b = data.b.name;

  const section = (text: string) => {
    doc.y += 6 * k;
    write(text, { font: BOLD, size: size(12.5), color: primary, gap: 3 * k });
  };
  const bulletAt = (text: string, x: number, w: number) => {
    const y = doc.y;
    doc.font(FONT).fontSize(size(9.5)).fillColor(primary).text("•", x, y, { lineBreak: false });
    doc.y = y;
    write(text, { x: x + 9, width: w - 9, size: size(9.5), gap: 1.5 * k });
  };

  pdf.header("Conversation plan", title, [
    `Prepared ${pdfDay(now)} · for ${a} and ${b}, to agree how to work together — not to decide who is right.`,
  ]);

  section(points.length ? "The likely friction points" : "Friction points");
  if (points.length === 0)
    write(
      `${a} and ${b} do not sit at opposite ends of any trait, so no friction point stands out. Use the agenda below to agree on ways of working anyway.`,
      { size: size(10), color: MUTED },
    );
  points.forEach((point, i) => {
    write(
      `${i + 1}. ${point.name} · ${point.low.name} ${ordinal(point.low.percentile)}, ${point.high.name} ${ordinal(
        point.high.percentile,
      )}`,
      { font: BOLD, size: size(10.5), gap: 1.5 * k },
    );
    write(point.friction, { size: size(9.5), gap: 3 * k });
    // What to say and what to avoid side by side.
    const column = (width - 16) / 2;
    const top = doc.y;
    write("What to say", { font: BOLD, size: size(9), color: MUTED, width: column, gap: 1 });
    for (const line of point.say) bulletAt(line, left, column);
    const sayBottom = doc.y;
    doc.y = top;
    write("What to avoid", {
      font: BOLD,
      size: size(9),
      color: MUTED,
      x: left + column + 16,
      width: column,
      gap: 1,
    });
    for (const line of point.avoid) bulletAt(line, left + column + 16, column);
    doc.y = Math.max(sayBottom, doc.y) + 6 * k;
    doc.x = left;
  });

  section("Agenda");
  const steps: [string, string][] = [
    [
      "Opening",
      `Say why you are meeting: to agree how ${a} and ${b} work together. Each names one thing the other does that helps.`,
    ],
    ...points.map((p): [string, string] => [
      p.name,
      `Each describes how they see it, using the "what to say" lines. Look for what each of you needs, not who is right.`,
    ]),
    ["Agreements", "Write down one or two agreements for each point: who does what, and by when."],
  ];
  steps.forEach(([name, text], i) => {
    write(`${i + 1}. ${name}`, { font: BOLD, size: size(10), gap: 1 });
    write(text, { size: size(9.5), x: left + 14, gap: 3 * k });
  });
  // Lines to write the agreements on, and the follow-up date.
  doc.y += 4 * k;
  for (let i = 0; i < 3; i++) {
    doc.y += 14 * k;
    doc
      .moveTo(left + 14, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.6)
      .stroke(MUTED);
  }
  doc.y += 10 * k;
  write(`${steps.length + 1}. Follow-up`, { font: BOLD, size: size(10), gap: 4 * k });
  const y = doc.y + 4 * k;
  doc.font(FONT).fontSize(size(9.5)).fillColor(INK);
  doc.text(pdfText("Follow-up date:"), left + 14, y, { lineBreak: false });
  doc
    .moveTo(left + 100, y + 10)
    .lineTo(left + 280, y + 10)
    .lineWidth(0.6)
    .stroke(MUTED);
  doc.y = y + 16;
  doc.x = left;
  return pdf;
}

/** The one-page conversation plan of the conflict tool's answer. */
export function renderConversationPlanPdf(data: ConflictJson, now: Date): Promise<Buffer> {
  for (const k of SCALES) {
    const pdf = render(data, now, k);
    const fits = pdf.doc.bufferedPageRange().count === 1;
    if (fits || k === SCALES.at(-1)) return pdf.finish(`Conversation plan · ${planTitle(data)}`);
    pdf.doc.end(); // discarded: too long at this size
  }
  throw new Error("unreachable");
}

/** conversation-plan-<first>-<last>-<first>-<last>.pdf (or …-<team>.pdf), ASCII-safe. */
export function conversationPlanFileName(data: ConflictJson): string {
  const a = `${fileNamePart(data.a.first)}-${fileNamePart(data.a.last)}`;
  const b =
    data.b.kind === "team"
      ? fileNamePart(data.b.name, "team")
      : `${fileNamePart(data.b.first)}-${fileNamePart(data.b.last)}`;
  return `conversation-plan-${a}-${b}.pdf`;
}
